// The notification outbox (decision 023): rows queued by the database's triggers, claimed by the
// workers of every instance with a lease, and marked with what became of them. Times are the
// database's own clock (now()), the one the triggers stamp rows with, so instances with drifting
// clocks agree on what is due.

import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { deliveries, notificationOutbox, orders, refunds } from '#server/db/schema.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { OUTBOX_MAX_AGE_MINUTES } from '#shared/notifications.ts';
import type { OutboxMessage } from './outbox-sender.ts';

/** A claimed row: the message, and whether it is already too old to be worth sending. */
export type ClaimedMessage = OutboxMessage & { tooOld: boolean };

/**
 * Sent, skipped and failed rows are kept this long for questions about them, then deleted. A
 * WhatsApp row's late status webhooks (a phone offline for days, Meta retrying) name it by its
 * wamid for up to a few days: far inside this.
 */
const KEEP_DAYS = 30;

const ms = (value: number) => sql`(${value}::double precision * interval '1 millisecond')`;

/** The row and the attempt a worker claimed it for. */
type Claim = Pick<OutboxMessage, 'id' | 'attempts'>;

export function createOutboxRepo(db: Db) {
  const o = notificationOutbox;
  /**
   * Only while this claim still holds the row: a worker whose lease ran out and was taken over
   * (the attempt count moved on) does not overwrite the new claim's outcome.
   */
  const held = (claim: Claim) =>
    and(eq(o.id, claim.id), eq(o.status, 'sending'), eq(o.attempts, claim.attempts + 1));
  return {
    /**
     * Takes up to `limit` due rows: pending ones whose time has come, and rows another worker
     * claimed and never finished (it died; its lease ran out). Each is marked sending until the
     * lease ends, with one more attempt counted. SKIP LOCKED: workers claiming at once take
     * different rows, without waiting on each other.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const due = db
        .select({ id: o.id })
        .from(o)
        .where(
          and(
            lte(o.nextAttemptAt, sql`now()`),
            or(eq(o.status, 'pending'), and(eq(o.status, 'sending'), lt(o.lockedUntil, sql`now()`))),
          ),
        )
        .orderBy(o.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(o)
        .set({
          status: 'sending',
          lockedUntil: sql`now() + ${ms(leaseMs)}`,
          attempts: sql`${o.attempts} + 1`,
        })
        .where(inArray(o.id, due))
        .returning({
          id: o.id,
          sourceId: o.sourceId,
          kind: o.kind,
          channel: o.channel,
          orderId: o.orderId,
          userId: o.userId,
          phone: o.phone,
          subscriptionId: o.subscriptionId,
          data: o.data,
          attempts: o.attempts,
          createdAt: o.createdAt,
          tooOld: sql<boolean>`${o.createdAt} < now() - interval '${sql.raw(String(OUTBOX_MAX_AGE_MINUTES))} minutes'`,
        });
      if (claimed.length === 0) return [];
      const facts = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          totalPaise: orders.totalPaise,
          orderType: orders.orderType,
          status: orders.status,
          // The customer's messages speak it (docs/product.md#languages).
          language: orders.language,
          // The rider who took it out, named in 'out for delivery' (read now, not when queued: the
          // rider taps Picked up in the same moment the order goes out).
          // Written out with aliases: drizzle leaves the outer table's columns unqualified here.
          // An order for later's slot on the shop's clock ('4:30 PM'), which its messages name
          // (docs/product.md#orders-for-later-today); null for an order for now.
          scheduledTime: sql<string | null>`to_char("orders"."scheduled_for" at time zone coalesce(
            (select s.shop_hours->>'timeZone' from site_settings s limit 1), ${SHOP_TIME_ZONE}),
            'FMHH12:MI AM')`,
          riderName: sql<string | null>`(
            select u.name from deliveries d join users u on u.id = d.rider_id
            where d.order_id = "orders"."id" and d.status in ('picked_up', 'delivered')
            order by d.assigned_at desc limit 1)`,
        })
        .from(orders)
        .where(
          inArray(
            orders.id,
            claimed.map((row) => row.orderId),
          ),
        );
      const byId = new Map(facts.map((order) => [order.id, order]));
      return claimed.flatMap((row) => {
        const order = byId.get(row.orderId);
        // The order row cascades its outbox rows away: one missing here was deleted meanwhile.
        if (!order) return [];
        return [
          {
            ...row,
            data: row.data as OutboxMessage['data'],
            // OutboxMessage counts the tries before this one.
            attempts: row.attempts - 1,
            order,
          },
        ];
      });
    },

    /** WhatsApp: with the message id the Cloud API answered, its first status ('sent'). */
    async markSent(claim: Claim, providerMessageId?: string): Promise<void> {
      await db
        .update(o)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lockedUntil: null,
          lastError: null,
          ...(providerMessageId
            ? { providerMessageId, deliveryStatus: 'sent' as const, deliveryStatusAt: sql`now()` }
            : {}),
        })
        .where(held(claim));
    },

    async markRetry(claim: Claim, error: string, delayMs: number): Promise<void> {
      await db
        .update(o)
        .set({
          status: 'pending',
          nextAttemptAt: sql`now() + ${ms(delayMs)}`,
          lockedUntil: null,
          lastError: error.slice(0, 500),
        })
        .where(held(claim));
    },

    async markSkipped(claim: Claim, reason: string): Promise<void> {
      await db
        .update(o)
        .set({ status: 'skipped', lockedUntil: null, lastError: reason.slice(0, 500) })
        .where(held(claim));
    },

    async markFailed(claim: Claim, error: string): Promise<void> {
      await db
        .update(o)
        .set({ status: 'failed', lockedUntil: null, lastError: error.slice(0, 500) })
        .where(held(claim));
    },

    /** Deletes finished rows older than 30 days; answers how many. */
    async deleteFinished(): Promise<number> {
      const gone = await db
        .delete(o)
        .where(
          and(
            inArray(o.status, ['sent', 'skipped', 'failed']),
            lt(o.createdAt, sql`now() - interval '${sql.raw(String(KEEP_DAYS))} days'`),
          ),
        )
        .returning({ id: o.id });
      // A browser follows one order: a day after the order ended, with nothing left to send it,
      // its subscription (the push service's address and keys) is of no further use.
      await db.execute(sql`
        DELETE FROM push_subscriptions s USING orders ord
        WHERE s.audience = 'customer' AND ord.id = s.order_id
          AND ord.status IN ('delivered', 'cancelled')
          AND ord.updated_at < now() - interval '1 day'
          AND NOT EXISTS (SELECT 1 FROM notification_outbox n
                          WHERE n.subscription_id = s.id AND n.status IN ('pending', 'sending'))`);
      return gone.length;
    },

    /** Whether the delivery a 'delivery_assigned' push tells of is still the rider's to collect. */
    async deliveryStillAssigned(deliveryId: string): Promise<boolean> {
      const [row] = await db
        .select({ status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.id, deliveryId));
      return row?.status === 'assigned';
    },

    /** The refund's status and whether the gateway has taken it; undefined when there is no such refund. */
    async refundState(refundId: string) {
      const [row] = await db
        .select({ status: refunds.status, gatewayRefundId: refunds.gatewayRefundId })
        .from(refunds)
        .where(eq(refunds.id, refundId));
      return row;
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
