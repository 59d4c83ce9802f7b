// One shop day's rows for its close (docs/product.md#the-day-close), read by the shop_day indexes
// (orders_shop_day_idx, refunds_shop_day_idx, rider_cash_hand_ins_shop_day_idx), and the closes
// themselves. A close reads its figures and writes its row in one transaction that holds the
// order book's tables in SHARE mode: a row being written for the day finishes before the figures
// are read, and one written after waits for the close and is then moved to the next open day by
// the tables' BEFORE INSERT triggers (migration 0016), so the kept figures are the day's.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import { dayCloses, orders, orderTips, refunds, riderCashHandIns, users } from '#server/db/schema.ts';
import type { DayCloseFigures } from '#shared/api/day-close.ts';
import type { DayOrder, DayRefund, DayRows } from '#shared/order-book/day-close-figures.ts';
import { addDays, type ShopDay } from '#shared/order-book/shop-day.ts';
import { type ShiftFiguresRow, shiftFigures } from '../riders/shift-figures.ts';

export type CloseRow = {
  id: string;
  openingFloatPaise: number;
  expectedCashPaise: number;
  countedCashPaise: number;
  varianceReason: string | null;
  figures: DayCloseFigures;
  closedAt: Date;
  closedBy: string | null;
  reopenedAt: Date | null;
  reopenedBy: string | null;
  reopenReason: string | null;
};

/** The day's rows, the shifts opened around it (the service keeps those of the day). */
export type DayRecords = Omit<DayRows, 'shifts'> & { shifts: ShiftFiguresRow[] };

// Deadlock detected, lock not available: the close met a writer holding the tables the other way
// round, or waited too long. Nothing was written; the manager tries again.
const LOCK_FAILURES = new Set(['40P01', '55P03']);
function isLockFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if (LOCK_FAILURES.has(String((e as { code?: unknown }).code))) return true;
  return false;
}

/** A bill's GST rate under the regular regime; null for composition or unregistered. */
const gstRate = (terms: typeof orders.$inferSelect.billTerms) =>
  terms?.regime === 'regular' ? terms.rateBasisPoints : null;

async function records(h: Db | Tx, day: ShopDay, timeZone: string): Promise<DayRecords> {
  const orderRows = await h
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shopDay: orders.shopDay,
      channel: orders.channel,
      paymentMethod: orders.paymentMethod,
      orderType: orders.orderType,
      status: orders.status,
      paidAt: orders.paidAt,
      subtotalPaise: orders.subtotalPaise,
      discountPaise: orders.discountPaise,
      discountCode: orders.discountCode,
      deliveryFeePaise: orders.deliveryFeePaise,
      taxAddedPaise: orders.taxAddedPaise,
      roundOffPaise: orders.roundOffPaise,
      totalPaise: orders.totalPaise,
      taxablePaise: orders.taxablePaise,
      cgstPaise: orders.cgstPaise,
      sgstPaise: orders.sgstPaise,
      billTerms: orders.billTerms,
      platformCollectedGst: orders.platformCollectedGst,
      tipPaise: orders.tipPaise,
      // Spelled out: inside a select drizzle writes a column unqualified, and d has an id too.
      withRider: sql<boolean>`exists (select 1 from deliveries d
        where d.order_id = "orders"."id" and d.status = 'delivered')`,
      // Only for an order with a tip: who delivered it, and how the door took the money.
      tipDelivery: sql<{ riderId: string; name: string; method: 'cash' | 'upi' | 'card' | null } | null>`
        case when "orders"."tip_paise" > 0 then (select json_build_object('riderId', d.rider_id,
          'name', u.name, 'method', d.collected_method)
          from deliveries d join users u on u.id = d.rider_id
          where d.order_id = "orders"."id" and d.status = 'delivered'
          order by d.finished_at desc nulls last limit 1) end`,
    })
    .from(orders)
    .where(eq(orders.shopDay, day))
    .orderBy(orders.createdAt, orders.id);
  const dayOrders: DayOrder[] = orderRows.map(({ paidAt, billTerms, tipDelivery, ...o }) => {
    const delivery = typeof tipDelivery === 'string' ? JSON.parse(tipDelivery) : tipDelivery;
    return {
      ...o,
      paid: paidAt !== null,
      gstRateBasisPoints: gstRate(billTerms),
      rider: delivery ? { id: delivery.riderId, name: delivery.name } : null,
      // Paid at the door: as the rider took it (a cash order may be paid by UPI at the door).
      ...(delivery?.method ? { tipMethod: delivery.method } : {}),
    };
  });

  const refundRows = await h
    .select({
      orderNumber: orders.orderNumber,
      shopDay: refunds.shopDay,
      orderShopDay: orders.shopDay,
      method: refunds.method,
      status: refunds.status,
      amountPaise: refunds.amountPaise,
      reason: refunds.reason,
      secondCapture: sql<boolean>`(${refunds.method} = 'gateway' and ${refunds.gatewayPaymentId} is not null
        and ${refunds.gatewayPaymentId} is distinct from ${orders.gatewayPaymentId})`,
      totalPaise: orders.totalPaise,
      taxablePaise: orders.taxablePaise,
      cgstPaise: orders.cgstPaise,
      sgstPaise: orders.sgstPaise,
      billTerms: orders.billTerms,
      platformCollectedGst: orders.platformCollectedGst,
      tipPaise: orders.tipPaise,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.shopDay, day))
    .orderBy(refunds.createdAt, refunds.id);
  const dayRefunds: DayRefund[] = refundRows.map(
    ({
      totalPaise,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      billTerms,
      platformCollectedGst,
      tipPaise,
      ...r
    }) => ({
      ...r,
      bill: {
        tipPaise,
        totalPaise,
        taxablePaise,
        cgstPaise,
        sgstPaise,
        gstRateBasisPoints: gstRate(billTerms),
        platformCollectedGst,
      },
    }),
  );

  const handIns = await h
    .select({ shopDay: riderCashHandIns.shopDay, countedPaise: riderCashHandIns.countedPaise })
    .from(riderCashHandIns)
    .where(eq(riderCashHandIns.shopDay, day));

  // A shift opened after midnight may belong to the evening before (shopDayOf): read the shifts
  // opened on the day's date and the next, and let the service keep the day's.
  const shifts = await shiftFigures(
    h,
    sql`s.opened_at >= (${day}::date)::timestamp at time zone ${timeZone}
      and s.opened_at < (${addDays(day, 2)}::date)::timestamp at time zone ${timeZone}`,
  );
  // Tips added after delivery count on the day they were paid, for the rider of their delivery.
  const tips = await h
    .select({
      shopDay: sql<string>`${orderTips.shopDay}::text`,
      riderId: orderTips.riderId,
      name: users.name,
      amountPaise: orderTips.amountPaise,
    })
    .from(orderTips)
    .leftJoin(users, eq(users.id, orderTips.riderId))
    .where(and(eq(orderTips.shopDay, day), eq(orderTips.status, 'paid')));
  return { orders: dayOrders, refunds: dayRefunds, handIns, shifts, tips };
}

export function createDayCloseRepo(db: Db) {
  const closer = alias(users, 'closer');
  const reopener = alias(users, 'reopener');

  return {
    records: (day: ShopDay, timeZone: string) => records(db, day, timeZone),

    /** The day's closes, newest first, with the names of who closed and reopened them. */
    async closes(day: ShopDay): Promise<CloseRow[]> {
      const rows = await db
        .select({
          id: dayCloses.id,
          openingFloatPaise: dayCloses.openingFloatPaise,
          expectedCashPaise: dayCloses.expectedCashPaise,
          countedCashPaise: dayCloses.countedCashPaise,
          varianceReason: dayCloses.varianceReason,
          figures: dayCloses.figures,
          closedAt: dayCloses.closedAt,
          closedBy: closer.name,
          reopenedAt: dayCloses.reopenedAt,
          reopenedBy: reopener.name,
          reopenReason: dayCloses.reopenReason,
        })
        .from(dayCloses)
        .leftJoin(closer, eq(closer.id, dayCloses.closedBy))
        .leftJoin(reopener, eq(reopener.id, dayCloses.reopenedBy))
        .where(eq(dayCloses.shopDay, day))
        .orderBy(desc(dayCloses.closedAt), desc(dayCloses.id));
      return rows.map((r) => ({ ...r, figures: r.figures as DayCloseFigures }));
    },

    /**
     * Closes the day: `decide` gets the day's records read under the lock and answers the close to
     * write, or a refusal that writes nothing. 'already-closed' when a close stands (or another
     * manager's lands first); 'busy' when the tables could not be held.
     */
    async close<R extends string>(
      day: ShopDay,
      timeZone: string,
      decide: (records: DayRecords) => R | Omit<typeof dayCloses.$inferInsert, 'shopDay'>,
    ): Promise<{ id: string } | R | 'already-closed' | 'busy'> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '5s'`);
          await tx.execute(
            sql`lock table ${orders}, ${refunds}, ${riderCashHandIns}, ${orderTips} in share mode`,
          );
          const [standing] = await tx
            .select({ id: dayCloses.id })
            .from(dayCloses)
            .where(and(eq(dayCloses.shopDay, day), isNull(dayCloses.reopenedAt)));
          if (standing) return 'already-closed';
          const decision = decide(await records(tx, day, timeZone));
          if (typeof decision === 'string') return decision;
          const [row] = await tx
            .insert(dayCloses)
            .values({ ...decision, shopDay: day })
            .returning({ id: dayCloses.id });
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'day_closes_one_standing_key')) return 'already-closed';
        if (isLockFailure(error)) return 'busy';
        throw error;
      }
    },

    /** Marks the standing close reopened; 'not-closed' when none stands. */
    async reopen(day: ShopDay, by: string | null, reason: string): Promise<{ id: string } | 'not-closed'> {
      const [row] = await db
        .update(dayCloses)
        .set({ reopenedAt: new Date(), reopenedBy: by, reopenReason: reason })
        .where(and(eq(dayCloses.shopDay, day), isNull(dayCloses.reopenedAt)))
        .returning({ id: dayCloses.id });
      return row ?? 'not-closed';
    },
  };
}

export type DayCloseRepo = ReturnType<typeof createDayCloseRepo>;
