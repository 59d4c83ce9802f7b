// Analytics contract (manager and above): order figures for a range of days in the shop's time
// zone. Amounts are rupees, like the rest of the API (decision record 002).
import { z } from 'zod';
import { isCalendarDate, RANGE_MESSAGES } from '../analytics-range.ts';
import { ORDER_CHANNELS } from '../order-book/channels.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../orders.ts';

const dateParam = (message: string) =>
  z.string(message).max(10, message).refine(isCalendarDate, message).optional();

/** Both ends optional: the end defaults to today, the start to 30 days ending there. */
export const analyticsQuerySchema = z.object({
  from: dateParam(RANGE_MESSAGES.from),
  to: dateParam(RANGE_MESSAGES.to),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int();
const rupees = z.number();

const topItemSchema = z.object({
  /** Null when the menu item has since been removed from the database. */
  menuItemId: z.string().nullable(),
  name: z.string(),
  quantity: count,
  revenue: rupees,
});
export type TopItem = z.infer<typeof topItemSchema>;

export const analyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: count, timeZone: z.string() }),
  /**
   * orders counts orders placed and not cancelled; revenue counts delivered orders only, less the
   * credit notes issued in the range (docs/product.md#credit-notes); the average is of the
   * delivered orders as sold; openValue what placed orders not yet delivered nor cancelled come to.
   * Cancellations are reported apart.
   */
  summary: z.object({
    orders: count,
    deliveredOrders: count,
    revenue: rupees,
    openValue: rupees,
    averageOrderValue: rupees,
    discounts: rupees,
    cancelledOrders: count,
    cancelledValue: rupees,
  }),
  /**
   * Every day of the range, days without orders included; revenue counts delivered orders, as in
   * the summary, less the credit notes issued that day (hourly: that hour).
   */
  daily: z.array(z.object({ date: z.string(), orders: count, revenue: rupees, cancelled: count })),
  /** Hours 0 to 23 of the shop's day, summed over the range. */
  hourly: z.array(z.object({ hour: count, orders: count, revenue: rupees })),
  /** An item counts once whatever options were chosen with it. */
  topItems: z.object({ byQuantity: z.array(topItemSchema), byRevenue: z.array(topItemSchema) }),
  /**
   * The options chosen most (by units ordered with them), named as ordered; revenue is what the
   * option added (its delta times the units).
   */
  topOptions: z.array(z.object({ group: z.string(), name: z.string(), quantity: count, revenue: rupees })),
  /**
   * GST on the bills issued in the range (by bill date) less the credit notes issued in it (by
   * their date): what the accountant files. total is what those came to, tax included.
   */
  tax: z.object({
    bills: count,
    /** Credit notes issued in the range (by their date); the amounts below are net of them. */
    creditNotes: count,
    taxable: rupees,
    cgst: rupees,
    sgst: rupees,
    total: rupees,
  }),
  /**
   * One entry per channel, in ORDER_CHANNELS order (docs/product.md#one-order-book): orders not
   * cancelled, and revenue from the delivered ones, as the summary counts them.
   */
  channels: z.array(z.object({ channel: z.enum(ORDER_CHANNELS), orders: count, revenue: rupees })),
  /** One entry per payment method, in PAYMENT_METHODS order. */
  payments: z.array(z.object({ method: z.enum(PAYMENT_METHODS), orders: count, total: rupees })),
  /**
   * Orders placed in the range by where their money stands, one entry per status in
   * PAYMENT_STATUSES order (orders still awaiting an online payment are not counted anywhere, nor
   * are cancelled orders never paid: they owe nothing, so they are never 'Payment pending');
   * refunded is what the gateway sent back for them.
   */
  paymentStatuses: z.array(
    z.object({ status: z.enum(PAYMENT_STATUSES), orders: count, total: rupees, refunded: rupees }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const ANALYTICS_CSV_PATH = '/api/admin/analytics/orders.csv';
export const TOP_ITEMS_LIMIT = 10;
