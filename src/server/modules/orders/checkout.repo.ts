// The checkout's repo (decision 014): the price read and the write, on the database or inside a
// code's transaction, and the two steps a code adds (its row read locked, its use counted).
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { ordersPlacedBy } from '#server/db/orders-placed.ts';
import { discountCodes, discountRedemptions, orders, users } from '#server/db/schema.ts';
import type { DiscountRule } from '#shared/discounts.ts';
import { insertOrder, type OrderDraft, type OrderOpening } from './checkout-insert.ts';
import { pricedItems } from './checkout-price-read.ts';

/** A code as the order transaction sees it, with the customer's history that its rules read. */
export type DiscountInput = {
  id: string;
  rule: DiscountRule;
  customerUses: number;
  customerOrders: number;
  /** Of customerUses, those on orders still awaiting their online payment. */
  customerUnpaidUses: number;
};

/** Counting a code's use: refused when the code reached its maximum uses. */
export type CodeUseOutcome = { ok: true } | { ok: false; reason: 'code-used-up' };

/** Carries a refused outcome out of db.transaction, which rolls back when its callback throws. */
export class RolledBack<T> extends Error {
  constructor(readonly outcome: T) {
    super('rolled back');
  }
}

/**
 * The code's row and the customer's history with it. With `lock`, the row stays locked until the
 * transaction ends, so concurrent orders with one code are counted one after another; and so
 * does the customer's row, so one customer's orders with two different codes are too (two
 * first-order codes at once must not both see "no earlier order").
 */
async function discountInput(
  tx: Tx | Db,
  userId: string,
  code: string,
  lock: boolean,
): Promise<DiscountInput | undefined> {
  const query = tx.select().from(discountCodes).where(eq(discountCodes.code, code));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  // After the code's row, always in this order, so two such transactions cannot deadlock.
  if (lock) await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [uses] = await tx
    .select({
      n: count(),
      unpaid: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_payment')::int`,
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(
      and(
        eq(discountRedemptions.codeId, row.id),
        eq(discountRedemptions.userId, userId),
        ne(orders.status, 'cancelled'),
      ),
    );
  const [earlier] = await tx.select({ n: count() }).from(orders).where(ordersPlacedBy(userId));
  return {
    id: row.id,
    rule: row,
    customerUses: uses?.n ?? 0,
    customerOrders: earlier?.n ?? 0,
    customerUnpaidUses: uses?.unpaid ?? 0,
  };
}

/**
 * Counts the order as one use of the code. Runs in the transaction that locked the code's row
 * (lockedDiscount), so concurrent uses are counted one after another; the condition is still the
 * last word on the limit.
 */
async function countCodeUse(
  tx: Tx,
  codeId: string,
  userId: string,
  orderId: string,
): Promise<CodeUseOutcome> {
  const counted = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
  if (counted.length === 0) return { ok: false, reason: 'code-used-up' };
  await tx.insert(discountRedemptions).values({ codeId, userId, orderId });
  return { ok: true };
}

// The checkout's steps, on the database or inside the code's transaction. The service runs them
// one after another, so the statements an order costs (decision 014 counts them) read off there.
const checkoutSteps = (tx: Tx | Db) => ({
  pricedItems: (ids: string[], history?: { userId: string; atMost: number }) => pricedItems(tx, ids, history),
  insertOrder: (userId: string | null, idempotencyKey: string, order: OrderDraft, opening?: OrderOpening) =>
    insertOrder(tx, userId, idempotencyKey, order, opening),
});

/**
 * A checkout with a code: its steps, plus the two that must share a transaction with the write.
 * The order pad's transaction (staff-order.repo.ts) runs them too.
 */
export const codeSteps = (tx: Tx) => ({
  ...checkoutSteps(tx),
  /** The code and the customer's history with it; their rows stay locked until the transaction ends. */
  lockedDiscount: (userId: string, code: string) => discountInput(tx, userId, code, true),
  countCodeUse: (codeId: string, userId: string, orderId: string) =>
    countCodeUse(tx, codeId, userId, orderId),
});

export function createCheckoutRepo(db: Db) {
  return {
    /** Prices and the code's standing as they are now, without writing (the checkout preview). */
    async preview(userId: string, itemIds: string[], code: string) {
      return {
        items: await pricedItems(db, itemIds),
        discount: await discountInput(db, userId, code, false),
      };
    },

    /**
     * A checkout without a code: read prices, then write the order. The write is one statement,
     * atomic on its own, so no transaction is opened and a checkout costs two round trips.
     */
    checkout: checkoutSteps(db),

    /**
     * Runs a checkout with a code in one transaction: the code's row is locked and its use counted
     * with the order. Commits when `work` answers ok; any other answer rolls back everything the
     * steps wrote and is returned as it is.
     */
    async withCode<T extends { ok: boolean }>(
      work: (steps: ReturnType<typeof codeSteps>) => Promise<T>,
    ): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const outcome = await work(codeSteps(tx));
          if (!outcome.ok) throw new RolledBack(outcome);
          return outcome;
        });
      } catch (error) {
        if (error instanceof RolledBack) return error.outcome as T;
        throw error;
      }
    },
  };
}

export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;
export type CheckoutSteps = CheckoutRepo['checkout'];
export type CodeCheckoutSteps = Parameters<Parameters<CheckoutRepo['withCode']>[0]>[0];
