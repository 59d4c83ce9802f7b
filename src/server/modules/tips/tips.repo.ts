// Tips added after delivery (docs/product.md#tips): the order they are for, its rider's delivery,
// and the order_tips rows. Every change is conditional on the row's state, so the browser's return
// and the gateway's webhook can race and still pay a tip once.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { deliveries, orders, orderTips, users } from '#server/db/schema.ts';
import { TIP_MAX_PAISE } from '#shared/come-back/tips.ts';

export type TipOrder = {
  id: string;
  userId: string | null;
  orderNumber: string;
  status: (typeof orders.$inferSelect)['status'];
  orderType: (typeof orders.$inferSelect)['orderType'];
  /** The tip added at checkout. */
  tipPaise: number;
  customerPhone: string | null;
  /** The delivery a rider finished with Delivered; null when no rider delivered it. */
  delivery: { id: string; riderId: string; riderName: string; finishedAt: Date } | null;
  /** Tips added after delivery and paid. */
  paidTipsPaise: number;
};

export type TipRow = typeof orderTips.$inferSelect;

export function createTipsRepo(db: Db) {
  return {
    async order(orderId: string): Promise<TipOrder | undefined> {
      const [row] = await db
        .select({
          id: orders.id,
          userId: orders.userId,
          orderNumber: orders.orderNumber,
          status: orders.status,
          orderType: orders.orderType,
          tipPaise: orders.tipPaise,
          customerPhone: users.phoneNumber,
          paidTipsPaise: sql<number>`(select coalesce(sum(t.amount_paise), 0) from order_tips t
            where t.order_id = ${orders.id} and t.status = 'paid')::float8`,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!row) return undefined;
      const rider = users;
      const [delivery] = await db
        .select({
          id: deliveries.id,
          riderId: deliveries.riderId,
          riderName: rider.name,
          finishedAt: deliveries.finishedAt,
        })
        .from(deliveries)
        .innerJoin(rider, eq(rider.id, deliveries.riderId))
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, 'delivered')))
        .orderBy(desc(deliveries.finishedAt))
        .limit(1);
      return {
        ...row,
        paidTipsPaise: Number(row.paidTipsPaise),
        delivery:
          delivery?.riderId && delivery.finishedAt
            ? {
                id: delivery.id,
                riderId: delivery.riderId,
                riderName: delivery.riderName,
                finishedAt: delivery.finishedAt,
              }
            : null,
      };
    },

    /** The order's tips after delivery, oldest first. */
    tipsOf(orderId: string): Promise<TipRow[]> {
      return db.select().from(orderTips).where(eq(orderTips.orderId, orderId)).orderBy(orderTips.createdAt);
    },

    /** The order's tip waiting for its payment, if any. */
    async open(orderId: string): Promise<TipRow | undefined> {
      const [row] = await db
        .select()
        .from(orderTips)
        .where(and(eq(orderTips.orderId, orderId), eq(orderTips.status, 'awaiting_payment')));
      return row;
    },

    /** A new open tip; undefined when the order has one already (another request made it). */
    async insert(values: {
      orderId: string;
      userId: string;
      riderId: string;
      deliveryId: string;
      amountPaise: number;
    }): Promise<TipRow | undefined> {
      const [row] = await db
        .insert(orderTips)
        .values(values)
        .onConflictDoNothing({
          target: orderTips.orderId,
          where: sql`${orderTips.status} = 'awaiting_payment'`,
        })
        .returning();
      return row;
    },

    /** An open tip given up for a new amount (its gateway order, if ever paid, still pays it). */
    async replace(tipId: string): Promise<void> {
      await db
        .update(orderTips)
        .set({ status: 'failed', paymentFailure: 'Replaced by another amount', updatedAt: new Date() })
        .where(and(eq(orderTips.id, tipId), eq(orderTips.status, 'awaiting_payment')));
    },

    /** Keeps the gateway order made for the tip; the one kept first wins. Answers the tip's. */
    async keepGatewayOrder(tipId: string, gatewayOrderId: string): Promise<string | null> {
      await db
        .update(orderTips)
        .set({ gatewayOrderId, updatedAt: new Date() })
        .where(and(eq(orderTips.id, tipId), isNull(orderTips.gatewayOrderId)));
      const [row] = await db
        .select({ gatewayOrderId: orderTips.gatewayOrderId })
        .from(orderTips)
        .where(eq(orderTips.id, tipId));
      return row?.gatewayOrderId ?? null;
    },

    async byId(tipId: string, on: Db | Tx = db): Promise<TipRow | undefined> {
      const [row] = await on.select().from(orderTips).where(eq(orderTips.id, tipId));
      return row;
    },

    async byGatewayOrderId(gatewayOrderId: string, on: Db | Tx = db): Promise<TipRow | undefined> {
      const [row] = await on.select().from(orderTips).where(eq(orderTips.gatewayOrderId, gatewayOrderId));
      return row;
    },

    /**
     * Pays the tip with this payment, once: true when this call paid it. A tip replaced by another
     * amount is still paid when its money comes (the customer paid it; it is the rider's), but never
     * past the order's cap (TIP_MAX_PAISE over the checkout tip and every paid tip): the order's row
     * is locked first, so two tips of one order paid at once are counted one after the other. A
     * payment over the cap is left unapplied for staff to refund (the caller logs it).
     */
    async markPaid(
      tipId: string,
      payment: { id: string; at: Date; shopDay: string },
      on: Db | Tx = db,
    ): Promise<boolean> {
      const run = async (tx: Db | Tx) => {
        await tx.execute(
          sql`select 1 from orders where id = (select order_id from order_tips where id = ${tipId}) for update`,
        );
        const paid = await tx
          .update(orderTips)
          .set({
            status: 'paid',
            gatewayPaymentId: payment.id,
            paidAt: payment.at,
            shopDay: payment.shopDay,
            paymentFailure: null,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(orderTips.id, tipId),
              ne(orderTips.status, 'paid'),
              isNull(orderTips.gatewayPaymentId),
              // Written out qualified: inside the subqueries an unqualified order_id would be theirs.
              sql`(select o.tip_paise from orders o where o.id = order_tips.order_id)
                + coalesce((select sum(t2.amount_paise) from order_tips t2
                    where t2.order_id = order_tips.order_id and t2.status = 'paid'), 0)
                + order_tips.amount_paise <= ${TIP_MAX_PAISE}`,
            ),
          )
          .returning({ id: orderTips.id });
        return paid.length > 0;
      };
      return on === db ? db.transaction(run) : run(on);
    },

    /** Notes why the last try to pay failed; the tip stays open to be paid again. */
    async recordFailure(tipId: string, reason: string, on: Db | Tx = db): Promise<void> {
      await on
        .update(orderTips)
        .set({ paymentFailure: reason.slice(0, 300), updatedAt: new Date() })
        .where(and(eq(orderTips.id, tipId), eq(orderTips.status, 'awaiting_payment')));
    },
  };
}

export type TipsRepo = ReturnType<typeof createTipsRepo>;
