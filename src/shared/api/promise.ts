// The promise contract (docs/product.md#the-promise): the estimate the storefront shows, what the
// board shows of it, the owner's settings, and the report of where the minutes went.
import { z } from 'zod';
import { isCalendarDate, RANGE_MESSAGES } from '../analytics-range.ts';
import { promiseSettingsSchema, protectStateSchema } from '../promise/promise-settings.ts';

/**
 * GET /api/estimate (anyone): the estimate for a new order now, served from memory. Minutes are
 * the estimate before busy mode, which the storefront adds from the settings it already has.
 */
export const shopEstimateSchema = z.object({
  /** A delivery to a door at the shop's usual distance. */
  deliveryMinutes: z.number().int(),
  pickupMinutes: z.number().int(),
  /** When it was worked out (ISO). */
  at: z.string(),
  /**
   * The automatic switch in force, as this server holds it: the storefront learns of a switch
   * within one read of this, without waiting for its settings to be read again.
   */
  protect: protectStateSchema.nullable(),
  /**
   * What a new order would join (shared/promise/quote.ts): the checkout works out its own cart's
   * and address's minutes from it, as the server does when it stores them.
   */
  queue: z.object({
    acceptMinutes: z.number(),
    kitchenFreeInMinutes: z.number(),
    riderFreeInMinutes: z.number().nullable(),
    usualPrepMinutes: z.number(),
    prepByCategory: z.record(z.string(), z.number()),
    riderSpeedKmh: z.number(),
  }),
});
export type ShopEstimate = z.infer<typeof shopEstimateSchema>;

const minutes = z.number();

/** Where a new order's minutes would go now. */
export const estimatePartsSchema = z.object({
  waitMinutes: minutes,
  prepMinutes: minutes,
  riderWaitMinutes: minutes,
  travelMinutes: minutes,
  totalMinutes: z.number().int(),
});

/** GET /api/admin/promise (staff): the board's line. */
export const promiseNowSchema = z.object({
  estimate: shopEstimateSchema,
  /** The parts of a delivery at the usual distance. */
  parts: estimatePartsSchema,
  /** The automatic switch in force, or null. */
  protect: protectStateSchema.nullable(),
  /** Delivery orders delivered today (shop's day) and how many within the minutes they were shown. */
  today: z.object({ delivered: z.number().int(), onTime: z.number().int() }),
});
export type PromiseNow = z.infer<typeof promiseNowSchema>;

/** GET and PUT /api/admin/settings/promise (managers and admins). */
export const promiseSettingsInputSchema = promiseSettingsSchema;
export type PromiseSettingsInput = z.infer<typeof promiseSettingsInputSchema>;

// ---------- the report: where the minutes go (managers, Analytics) ----------

const dateParam = (message: string) =>
  z.string(message).max(10, message).refine(isCalendarDate, message).optional();

/** Both ends optional, as the other analytics: the end defaults to today, the start to 30 days back. */
export const promiseReportQuerySchema = z.object({
  from: dateParam(RANGE_MESSAGES.from),
  to: dateParam(RANGE_MESSAGES.to),
});
export type PromiseReportQuery = z.infer<typeof promiseReportQuerySchema>;

// The legs, their labels and the CSV's path live apart from the schemas: the admin page imports
// them without the zod schemas and their imports (which would pull the shop hours' rules into a
// chunk of their own and grow the storefront's first load).
export {
  PROMISE_REPORT_CSV_PATH,
  PROMISE_SEGMENT_LABELS,
  PROMISE_SEGMENTS,
  type PromiseSegment,
} from '../promise/report-legs.ts';

/** Median and 90th percentile in minutes (one decimal); null when no order had that leg. */
const spreadSchema = z.object({ p50: minutes.nullable(), p90: minutes.nullable() });

/** One group of delivered orders: how many, how many within the minutes shown, and each leg's spread. */
export const promiseGroupSchema = z.object({
  orders: z.number().int(),
  onTime: z.number().int(),
  /** onTime / orders, 0 to 1; null with no orders. */
  onTimeShare: z.number().nullable(),
  segments: z.object({
    toAccept: spreadSchema,
    kitchen: spreadSchema,
    shelf: spreadSchema,
    road: spreadSchema,
    total: spreadSchema,
  }),
});
export type PromiseGroup = z.infer<typeof promiseGroupSchema>;

/** The moments of one order's life; null where it skipped a step (no rider: no pick-up). */
export const orderTimelineSchema = z.object({
  placedAt: z.string(),
  acceptedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string(),
});

export const promiseReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: z.number().int(), timeZone: z.string() }),
  overall: promiseGroupSchema.extend({
    /** Actual minus shown, averaged (minutes, one decimal): positive is late. */
    meanErrorMinutes: minutes.nullable(),
    /** Share of orders more than 5 minutes later than shown, 0 to 1. */
    lateOver5Share: z.number().nullable(),
  }),
  /** Each day and hour of the shop's clock that had delivered orders, in order. */
  byHour: z.array(promiseGroupSchema.extend({ date: z.string(), hour: z.number().int() })),
  /** Each rider who delivered in the range (orders delivered without a rider are not here). */
  byRider: z.array(promiseGroupSchema.extend({ riderId: z.string(), name: z.string() })),
  /** Each category an order had an item of (an order with two categories counts in both). */
  byCategory: z.array(promiseGroupSchema.extend({ categoryId: z.string().nullable(), name: z.string() })),
  /** The orders that took longest, longest first, with their timeline. */
  slowest: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      promisedMinutes: z.number().int(),
      totalMinutes: minutes,
      riderName: z.string().nullable(),
      timeline: orderTimelineSchema,
    }),
  ),
});
export type PromiseReport = z.infer<typeof promiseReportSchema>;

/** How many of the slowest orders the report lists. */
export const SLOWEST_ORDERS_LIMIT = 10;
/** Late by more than this many minutes counts in lateOver5Share. */
export const LATE_MARGIN_MINUTES = 5;
