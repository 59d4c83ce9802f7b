// Orders for later today (docs/product.md#orders-for-later-today): at checkout a customer picks
// 'As soon as possible' or a 15-minute slot later today within opening hours. A scheduled order is
// priced, paid and takes its stock now, reaches the board marked with its time, and is released
// to the kitchen when the estimate says it must start to meet its slot. Each slot takes at most
// `perSlot` orders: the database counts them (order_slots), so two instances cannot overfill one.
// Pure data, and the settings' schema.
import { z } from 'zod';

/** Slots start on the quarter hour of the shop's wall clock. */
export const SLOT_MINUTES = 15;

export type LaterOrdersSettings = {
  /** Whether customers may choose a time at all. */
  enabled: boolean;
  /** How far ahead a slot may be, in minutes from now (always within today's opening hours). */
  aheadMinutes: number;
  /** The most orders one slot takes. */
  perSlot: number;
  /** The first slot must start at least this many minutes from now (the kitchen needs notice). */
  minNoticeMinutes: number;
};

export const LATER_ORDERS_LIMITS = {
  aheadMinutes: { min: 30, max: 16 * 60 },
  perSlot: { min: 1, max: 50 },
  minNoticeMinutes: { min: 15, max: 120 },
} as const;

/** Off until the owner turns it on; the other values are what a small chai shop starts with. */
export const DEFAULT_LATER_ORDERS: LaterOrdersSettings = {
  enabled: false,
  aheadMinutes: 6 * 60,
  perSlot: 4,
  minNoticeMinutes: 30,
};

/** The constraint the database refuses a full slot with (checkout-insert.ts maps it). */
export const SLOT_CONSTRAINT = 'order_slots_within_capacity';

export const LATER_ORDERS_MESSAGES = {
  asap: 'As soon as possible',
  later: 'Later today',
  /** The slot picker's label and the order page's line ('Scheduled for 4:30 PM'). */
  chooseTime: 'Choose a time',
  scheduledFor: 'Scheduled for {time}',
  /** Refusals at checkout (the server's words). */
  off: 'This shop does not take orders for later right now.',
  slotFull: 'The {time} slot just filled up. Choose another time.',
  slotTaken: 'That time just filled up. Choose another time.',
  slotInvalid: 'Choose one of the times offered: {time} is not a slot this shop takes today.',
  noSlots: 'No later times are left today.',
  /** A slot offered, but sooner than this order's own promise (a longer estimate) allows. */
  tooSoon: 'This order needs more time: choose {time} or later.',
  /** The storefront, when the time chosen filled up or passed while the customer was choosing. */
  slotGone: 'Your time is no longer available. Choose another time.',
  /** An item or option outside its time window at the slot's time. */
  notAtThatTime: '{name} is not served at {time}. Remove it or choose another time.',
  /** Settings form. */
  aheadFormat: `How far ahead must be from ${LATER_ORDERS_LIMITS.aheadMinutes.min} to ${LATER_ORDERS_LIMITS.aheadMinutes.max} minutes`,
  perSlotFormat: `Orders per slot must be from ${LATER_ORDERS_LIMITS.perSlot.min} to ${LATER_ORDERS_LIMITS.perSlot.max}`,
  noticeFormat: `Notice must be from ${LATER_ORDERS_LIMITS.minNoticeMinutes.min} to ${LATER_ORDERS_LIMITS.minNoticeMinutes.max} minutes`,
  aheadPastNotice: `How far ahead must be at least the notice plus ${SLOT_MINUTES} minutes, or no time is ever offered`,
} as const;

const wholeBetween = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

/** The settings as kept and shown (the public settings), each field in range. */
export const laterOrdersFieldsSchema = z.object({
  enabled: z.boolean(),
  aheadMinutes: wholeBetween(LATER_ORDERS_LIMITS.aheadMinutes, LATER_ORDERS_MESSAGES.aheadFormat),
  perSlot: wholeBetween(LATER_ORDERS_LIMITS.perSlot, LATER_ORDERS_MESSAGES.perSlotFormat),
  minNoticeMinutes: wholeBetween(LATER_ORDERS_LIMITS.minNoticeMinutes, LATER_ORDERS_MESSAGES.noticeFormat),
});

/**
 * What the owner saves in Settings (PUT /api/admin/settings/later-orders), checked whole: how far
 * ahead must reach a quarter hour past the notice, or the feature is on and never offers a time.
 */
export const laterOrdersSettingsSchema = laterOrdersFieldsSchema.refine(
  (settings) => settings.aheadMinutes >= settings.minNoticeMinutes + SLOT_MINUTES,
  { message: LATER_ORDERS_MESSAGES.aheadPastNotice, path: ['aheadMinutes'] },
);
