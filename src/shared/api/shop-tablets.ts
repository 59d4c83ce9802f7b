// Shared tablets contract (docs/product.md#shared-tablets): the shop devices admins mark, the PIN
// a staff member sets on their account page, and switching user with it on a shop device.
import { z } from 'zod';
import { isTrivialPin, PIN_MESSAGES, PIN_PATTERN } from '../pin-rules.ts';
import { VALIDATION_MESSAGES } from '../validation.ts';

export const setPinBodySchema = z.object({
  // The password again: a PIN opens the account on the shop's tablet, so only the person who knows
  // the password may choose one.
  currentPassword: z.string().min(1, VALIDATION_MESSAGES.required('Current password')).max(200),
  pin: z
    .string({ error: PIN_MESSAGES.format })
    .regex(PIN_PATTERN, PIN_MESSAGES.format)
    .refine((pin) => !isTrivialPin(pin), PIN_MESSAGES.trivial),
});
export type SetPinBody = z.input<typeof setPinBodySchema>;

export const pinStatusSchema = z.object({ hasPin: z.boolean() });
export type PinStatus = z.infer<typeof pinStatusSchema>;

export const markShopDeviceBodySchema = z.object({
  name: z
    .string({ error: VALIDATION_MESSAGES.required('Device name') })
    .trim()
    .min(1, VALIDATION_MESSAGES.required('Device name'))
    .max(60, 'Device name must be at most 60 characters'),
});
export type MarkShopDeviceBody = z.input<typeof markShopDeviceBodySchema>;

export const shopDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Who marked it, by name (null once that account is gone). */
  markedBy: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The browser asking is this device. */
  current: z.boolean(),
});
export type ShopDevice = z.infer<typeof shopDeviceSchema>;
export const shopDevicesResponseSchema = z.object({ devices: z.array(shopDeviceSchema) });

/** Whether the browser asking is a shop device (the admin header shows "Switch user" there). */
export const thisDeviceResponseSchema = z.object({ shopDevice: z.boolean(), name: z.string().nullable() });
export type ThisDevice = z.infer<typeof thisDeviceResponseSchema>;

export const switchPeopleResponseSchema = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SwitchPeople = z.infer<typeof switchPeopleResponseSchema>;

export const switchUserBodySchema = z.object({
  userId: z.string().min(1).max(100),
  // Only the shape here: whether it is trivial was decided when it was set.
  pin: z.string({ error: PIN_MESSAGES.format }).regex(PIN_PATTERN, PIN_MESSAGES.format),
});
export type SwitchUserBody = z.input<typeof switchUserBodySchema>;
