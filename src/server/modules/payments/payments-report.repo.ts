// The figures of the daily payments report: one day of the shop's calendar, as instants.
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { orders, orderTips, refunds } from '#server/db/schema.ts';
import type { PaymentMethod } from '#shared/orders.ts';
import type { PaidHere } from './reconcile.ts';

export type Day = { from: Date; to: Date };
/** tipsPaise: the part of paise that is tips for riders (docs/product.md#tips), not the shop's. */
export type MethodTotal = { method: PaymentMethod; orders: number; paise: number; tipsPaise: number };

export function createPaymentsReportRepo(db: Db) {
  const paidIn = (day: Day) => and(gte(orders.paidAt, day.from), lt(orders.paidAt, day.to));

  return {
    /**
     * The day `date` in `timeZone` as the instants [its 00:00, the next day's 00:00), computed by
     * the database as analytics computes its days (a 23- or 25-hour day where clocks change).
     */
    async day(date: string, timeZone: string): Promise<Day> {
      const [row] = await rawRows<{ from: Date | string; to: Date | string }>(
        db,
        sql`select (${date}::date)::timestamp at time zone ${timeZone} as "from",
          (${date}::date + 1)::timestamp at time zone ${timeZone} as "to"`,
      );
      if (!row) throw new Error('the day query returned no row');
      return { from: new Date(row.from), to: new Date(row.to) };
    },

    /** Orders paid in the day (collected at the door or captured online), per method. */
    async collected(day: Day): Promise<MethodTotal[]> {
      const rows = await db
        .select({
          method: orders.paymentMethod,
          orders: count(),
          paise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::float8`,
          tipsPaise: sql<number>`coalesce(sum(${orders.tipPaise}), 0)::float8`,
        })
        .from(orders)
        .where(paidIn(day))
        .groupBy(orders.paymentMethod);
      return rows.map((r) => ({ ...r, paise: Number(r.paise), tipsPaise: Number(r.tipsPaise) }));
    },

    /** Tips added after delivery and paid online in the day: money the gateway took for riders. */
    async tipsPaidOnline(day: Day): Promise<PaidHere[]> {
      const rows = await db
        .select({
          paymentId: orderTips.gatewayPaymentId,
          orderNumber: orders.orderNumber,
          amountPaise: orderTips.amountPaise,
        })
        .from(orderTips)
        .innerJoin(orders, eq(orders.id, orderTips.orderId))
        .where(
          and(
            eq(orderTips.status, 'paid'),
            gte(orderTips.paidAt, day.from),
            lt(orderTips.paidAt, day.to),
            isNotNull(orderTips.gatewayPaymentId),
          ),
        );
      return rows.map((r) => ({ ...r, paymentId: r.paymentId as string }));
    },

    /**
     * Refunds processed in the day, per method of their order. Only refunds of the order's own
     * payment: a second capture's refund gives back money the day's takings never counted.
     */
    async refunded(day: Day): Promise<{ method: PaymentMethod; paise: number }[]> {
      const rows = await db
        .select({
          method: orders.paymentMethod,
          paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::float8`,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(
          and(
            eq(refunds.status, 'processed'),
            eq(refunds.gatewayPaymentId, orders.gatewayPaymentId),
            gte(refunds.updatedAt, day.from),
            lt(refunds.updatedAt, day.to),
          ),
        )
        .groupBy(orders.paymentMethod);
      return rows.map((r) => ({ ...r, paise: Number(r.paise) }));
    },

    /** Our online orders paid in the day, with the gateway payment each was paid by. */
    async paidOnline(day: Day): Promise<PaidHere[]> {
      const rows = await db
        .select({
          paymentId: orders.gatewayPaymentId,
          orderNumber: orders.orderNumber,
          amountPaise: orders.totalPaise,
        })
        .from(orders)
        .where(and(paidIn(day), eq(orders.paymentMethod, 'online'), isNotNull(orders.gatewayPaymentId)));
      return rows.map((r) => ({ ...r, paymentId: r.paymentId as string }));
    },

    /** Our order ids by the gateway orders they created (for payments known only to the gateway). */
    async ordersOfGatewayOrders(gatewayOrderIds: string[]): Promise<Map<string, string>> {
      if (gatewayOrderIds.length === 0) return new Map();
      const rows = await db
        .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId })
        .from(orders)
        .where(inArray(orders.gatewayOrderId, gatewayOrderIds));
      return new Map(rows.map((r) => [r.gatewayOrderId as string, r.id]));
    },
  };
}

export type PaymentsReportRepo = ReturnType<typeof createPaymentsReportRepo>;
