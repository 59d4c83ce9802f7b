// The "Delivery estimate" form's values and its schema (docs/product.md#the-promise): the API's
// promiseSettingsInputSchema behind a switch for "Protect the promise". The switch's own fields
// keep their values while it is off, so turning it on again brings them back; off sends null.
import { type PromiseSettingsInput, promiseSettingsInputSchema } from '#shared/api/promise.ts';
import type { ProtectAction } from '#shared/promise/promise-settings.ts';
import { formSchema } from '#web/components/form/form-schema.ts';

export type PromiseFormValues = Omit<PromiseSettingsInput, 'protect'> & {
  protectOn: boolean;
  /** Keyed as the body's, so the server's 'protect.thresholdMinutes' message sits by its box. */
  protect: { thresholdMinutes: number; action: ProtectAction; busyExtraMinutes: number | string };
};

/** What the switch's fields hold before it was ever set. */
const PROTECT_START = { thresholdMinutes: 25, action: 'pickup_only', busyExtraMinutes: 10 } as const;

export const promiseFormValues = (saved: PromiseSettingsInput): PromiseFormValues => ({
  kitchenSlots: saved.kitchenSlots,
  riderSpeedKmh: saved.riderSpeedKmh,
  handoverMinutes: saved.handoverMinutes,
  protectOn: saved.protect !== null,
  protect: saved.protect ?? { ...PROTECT_START },
});

export const promiseFormSchema = formSchema(
  ({ protectOn, protect, ...rest }: PromiseFormValues) => ({
    ...rest,
    // The minutes' <select> holds text.
    protect: protectOn ? { ...protect, busyExtraMinutes: Number(protect.busyExtraMinutes) } : null,
  }),
  promiseSettingsInputSchema,
);
