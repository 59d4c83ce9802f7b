// Customer sign-in by phone code, profile and delivery addresses.
import { z } from 'zod';
import { MESSAGES } from '../errors';
import { fullNameSchema, phoneSchema } from '../validation';

/** An ALTCHA challenge with the solution the browser found (shape owned by altcha-lib). */
export const robotCheckSchema = z.object({
  challenge: z
    .object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().max(200).optional() })
    .passthrough(),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

export const sendCodeBodySchema = z.object({ phone: phoneSchema, robotCheck: robotCheckSchema });
export const sendCodeResponseSchema = z.object({
  sentTo: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const verifyCodeBodySchema = z.object({
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.invalidOtp),
  fullName: fullNameSchema.optional(),
});

export const customerProfileSchema = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  displayName: z.string().nullable(),
  fullName: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerSessionSchema = z.object({ profile: customerProfileSchema, isNewUser: z.boolean() });
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** Who is signed in on this browser: a profile, or null for a guest (not an error). */
export const customerMeSchema = z.object({ profile: customerProfileSchema.nullable() });
export type CustomerMe = z.infer<typeof customerMeSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const addressBodySchema = z.object({
  name: text('Name', 80),
  phone: phoneSchema,
  address: text('Address', 300),
  landmark: z.string().trim().max(120).optional().nullable(),
  deliveryNotes: z.string().trim().max(300).optional().nullable(),
  latitude: z.number().min(-90).max(90).optional().nullable(),
  longitude: z.number().min(-180).max(180).optional().nullable(),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  deliveryNotes: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });
