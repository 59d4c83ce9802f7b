// How the shop works out the time it shows customers (docs/product.md#the-promise), stored in
// site_settings.promise; null there means DEFAULT_PROMISE_SETTINGS.
import { z } from 'zod';
import { BUSY_EXTRA_MINUTES } from '../shop-hours/hours-schema.ts';

/**
 * What the shop does by itself while the estimate is past the owner's threshold: add busy minutes
 * to the promise, take pickup orders only, or take no new orders at all.
 */
export const PROTECT_ACTIONS = ['busy', 'pickup_only', 'pause'] as const;
export type ProtectAction = (typeof PROTECT_ACTIONS)[number];
export const PROTECT_ACTION_LABELS: Record<ProtectAction, string> = {
  busy: 'Add busy minutes',
  pickup_only: 'Take pickup orders only',
  pause: 'Pause new orders',
};

export const PROMISE_MESSAGES = {
  kitchenSlots: 'Enter how many orders the kitchen makes at once: 1 to 20',
  riderSpeed: 'Enter a rider speed of 5 to 40 km/h',
  handover: 'Enter 0 to 15 minutes at the door',
  threshold: 'Enter a threshold of 10 to 120 minutes',
  action: 'Choose what the shop does past the threshold',
  busyExtra: 'Choose 5, 10 or 15 extra minutes',
} as const;

/** Past the threshold the switch goes on; it goes off only this many minutes below it. */
export const PROTECT_RELEASE_MARGIN_MINUTES = 5;
/** A switch stays on at least this long, so a queue hovering at the threshold does not flap. */
export const PROTECT_MIN_ON_MINUTES = 5;

export const protectSettingsSchema = z.object({
  thresholdMinutes: z
    .number(PROMISE_MESSAGES.threshold)
    .int(PROMISE_MESSAGES.threshold)
    .min(10, PROMISE_MESSAGES.threshold)
    .max(120, PROMISE_MESSAGES.threshold),
  action: z.enum(PROTECT_ACTIONS, PROMISE_MESSAGES.action),
  /** The minutes the automatic busy mode adds (action 'busy' only, kept for the others). */
  busyExtraMinutes: z.literal(BUSY_EXTRA_MINUTES, PROMISE_MESSAGES.busyExtra),
});
export type ProtectSettings = z.infer<typeof protectSettingsSchema>;

export const promiseSettingsSchema = z.object({
  /** Orders the kitchen works on at the same time (the queue ahead moves this many at once). */
  kitchenSlots: z
    .number(PROMISE_MESSAGES.kitchenSlots)
    .int(PROMISE_MESSAGES.kitchenSlots)
    .min(1, PROMISE_MESSAGES.kitchenSlots)
    .max(20, PROMISE_MESSAGES.kitchenSlots),
  /**
   * A rider's speed over the straight line from the shop to the door, in km/h: slower than the
   * scooter's because roads are not straight. No paid routing service is asked.
   */
  riderSpeedKmh: z
    .number(PROMISE_MESSAGES.riderSpeed)
    .int(PROMISE_MESSAGES.riderSpeed)
    .min(5, PROMISE_MESSAGES.riderSpeed)
    .max(40, PROMISE_MESSAGES.riderSpeed),
  /** Parking, stairs and the hand-over at the door. */
  handoverMinutes: z
    .number(PROMISE_MESSAGES.handover)
    .int(PROMISE_MESSAGES.handover)
    .min(0, PROMISE_MESSAGES.handover)
    .max(15, PROMISE_MESSAGES.handover),
  /** The automatic switch: null is off. */
  protect: protectSettingsSchema.nullable(),
});
export type PromiseSettings = z.infer<typeof promiseSettingsSchema>;

export const DEFAULT_PROMISE_SETTINGS: PromiseSettings = {
  kitchenSlots: 3,
  riderSpeedKmh: 15,
  handoverMinutes: 1,
  protect: null,
};

/** The automatic switch in force, as site_settings.promise_protect keeps it for every instance. */
export const protectStateSchema = z.object({
  action: z.enum(PROTECT_ACTIONS),
  /** When it went on (ISO). */
  since: z.string(),
  /** The estimate that put it on, in minutes. */
  estimateMinutes: z.number().int(),
  /** The busy minutes it adds (0 unless the action is 'busy'). */
  busyExtraMinutes: z.number().int(),
});
export type ProtectState = z.infer<typeof protectStateSchema>;
