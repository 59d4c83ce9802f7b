// Web Push subscriptions (docs/product.md#order-notifications): a customer's browser following one
// order, or a staff device hearing of new orders. The server's own VAPID pair lives here too when
// no keys are configured (development and tests).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { orders, pushSubscriptions, serverKeys } from '#server/db/schema.ts';
import type { OrderStatus } from '#shared/orders.ts';

export type StoredSubscription = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The shop's public key it was made with; null for rows older than that record. */
  serverKey: string | null;
};
/** A subscription as it is stored: whose, from which sign-in, made with which shop key. */
export type NewSubscription = {
  userId: string;
  sessionId: string;
  serverKey: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

export function createPushRepo(db: Db) {
  /**
   * A device is one subscription: signing in to it as someone else hands it over. An account
   * keeps at most `cap` devices of the audience, the newest (each may be sent a message per order).
   */
  async function subscribeDevice(audience: 'staff' | 'rider', row: NewSubscription, cap: number) {
    const { userId } = row;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-${audience}|${userId}`}))`);
      await tx
        .insert(pushSubscriptions)
        .values({ ...row, audience })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          // A literal: the partial unique index is matched at planning, which a parameter defeats.
          targetWhere: sql`${pushSubscriptions.audience} = ${sql.raw(`'${audience}'`)}`,
          set: {
            userId,
            sessionId: row.sessionId,
            serverKey: row.serverKey,
            p256dh: row.p256dh,
            auth: row.auth,
            createdAt: sql`now()`,
            lastUsedAt: sql`now()`,
          },
        });
      await tx.execute(sql`
        DELETE FROM push_subscriptions WHERE id IN (
          SELECT id FROM push_subscriptions
          WHERE audience = ${audience} AND user_id = ${userId}
          ORDER BY created_at DESC, id OFFSET ${cap})`);
    });
  }

  /** Only the device's own account may switch it off. */
  async function unsubscribeDevice(audience: 'staff' | 'rider', userId: string, endpoint: string) {
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.audience, audience),
          eq(pushSubscriptions.userId, userId),
          eq(pushSubscriptions.endpoint, endpoint),
        ),
      );
  }

  return {
    async orderOwner(orderId: string): Promise<{ userId: string | null; status: OrderStatus } | undefined> {
      const [row] = await db
        .select({ userId: orders.userId, status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * Follows an order from one browser, keeping the number of browsers per order within `cap`.
     * Answers false when the cap is reached and this endpoint is not already one of them. The
     * count and the insert run under a lock on the order's subscriptions, so two requests at once
     * cannot both take the last place.
     */
    async subscribeCustomer(orderId: string, row: NewSubscription, cap: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-subscriptions|${orderId}`}))`);
        const result = (await tx.execute(sql`
          INSERT INTO push_subscriptions
            (user_id, audience, order_id, session_id, server_key, endpoint, p256dh, auth)
          SELECT ${row.userId}, 'customer', ${orderId}::uuid, ${row.sessionId}, ${row.serverKey},
                 ${row.endpoint}, ${row.p256dh}, ${row.auth}
          WHERE (SELECT count(*) FROM push_subscriptions
                 WHERE order_id = ${orderId}::uuid AND endpoint <> ${row.endpoint}) < ${cap}
          ON CONFLICT (order_id, endpoint) WHERE order_id IS NOT NULL
          DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
                        session_id = excluded.session_id, server_key = excluded.server_key,
                        last_used_at = now()
          RETURNING id`)) as unknown as { rows: { id: string }[] };
        return result.rows.length > 0;
      });
    },

    async unsubscribeCustomer(userId: string, orderId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.orderId, orderId),
            eq(pushSubscriptions.userId, userId),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        );
    },

    /**
     * A device is one subscription: signing in to it as someone else hands it over. An account
     * keeps at most `cap` devices, the newest: every new order queues one message per staff
     * device inside the checkout's transaction, so one account must not be able to add thousands.
     */
    async subscribeStaff(row: NewSubscription, cap: number): Promise<void> {
      await subscribeDevice('staff', row, cap);
    },

    /** A rider's phone hears of the deliveries given to them (docs/product.md#the-riders-page), as a staff device does. */
    async subscribeRider(row: NewSubscription, cap: number): Promise<void> {
      await subscribeDevice('rider', row, cap);
    },

    async unsubscribeRider(userId: string, endpoint: string): Promise<void> {
      await unsubscribeDevice('rider', userId, endpoint);
    },

    async unsubscribeStaff(userId: string, endpoint: string): Promise<void> {
      await unsubscribeDevice('staff', userId, endpoint);
    },

    async byId(id: string): Promise<StoredSubscription | undefined> {
      const [row] = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          serverKey: pushSubscriptions.serverKey,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, id));
      return row;
    },

    /** The push service took a message for it: it is in use (the 90-day retention counts from here). */
    async markUsed(id: string): Promise<void> {
      await db.update(pushSubscriptions).set({ lastUsedAt: sql`now()` }).where(eq(pushSubscriptions.id, id));
    },

    /** One subscription that can never be delivered again. */
    async deleteSubscription(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The push service forgot this browser: every row that sends to it goes. */
    async deleteEndpoint(endpoint: string): Promise<number> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
        .returning({ id: pushSubscriptions.id });
      return gone.length;
    },

    /**
     * The value stored under `name`; when there is none, stores what `make` answers unless another
     * instance got there first, and answers the one that is stored. A restart only reads, so what
     * `make` needs is not loaded on every start.
     */
    async serverKey<T>(name: string, make: () => T | Promise<T>): Promise<T> {
      const read = () =>
        db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
      const [stored] = await read();
      if (stored) return stored.value as T;
      await db
        .insert(serverKeys)
        .values({ name, value: await make() })
        .onConflictDoNothing();
      const [row] = await read();
      if (!row) throw new Error(`server key ${name} was not stored`);
      return row.value as T;
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
