// The order pad's writes (docs/product.md#staff-take-orders): a staff order in one transaction with
// its token, its payment and bill number when paid at the counter, and its audit entry; the token
// blocks a pad reserves ahead; and a manager's void with the money handed back.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { orders, refunds, tokenBlocks, tokenCounters } from '#server/db/schema.ts';
import type { ShopDay } from '#shared/order-book/shop-day.ts';
import type { OrderStatus, RefundMethod } from '#shared/orders.ts';
import { issueCreditNotes } from '../month-end/credit-notes.repo.ts';
import { codeSteps, RolledBack } from './checkout.repo.ts';
import { type BillIssue, changeStatusIn, type Moved, takeBillNumber } from './order-moves.repo.ts';

/**
 * The day a row written now on `day` is counted on: `day`, or the next day whose close does not
 * stand (the database's next_open_shop_day, which the insert triggers also apply).
 */
async function openDayFrom(tx: Tx | Db, day: ShopDay): Promise<ShopDay> {
  const [row] = await rawRows<{ day: string }>(tx, sql`select next_open_shop_day(${day}::date)::text as day`);
  if (!row) throw new Error('next_open_shop_day returned no row');
  return row.day;
}

/**
 * Advances the day's token counter by `count` and answers the last token taken. The counter's row
 * stays locked until the commit, so pads and orders on every instance number one after another.
 */
async function advanceTokens(tx: Tx, day: ShopDay, count: number): Promise<number> {
  const [counter] = await tx
    .insert(tokenCounters)
    .values({ shopDay: day, lastToken: count })
    .onConflictDoUpdate({
      target: tokenCounters.shopDay,
      set: { lastToken: sql`${tokenCounters.lastToken} + ${count}` },
    })
    .returning({ lastToken: tokenCounters.lastToken });
  if (!counter) throw new Error('the token counter returned no row');
  return counter.lastToken;
}

/** The steps of one staff order's transaction: the checkout's (with a code's) and the pad's own. */
const staffSteps = (tx: Tx) => ({
  ...codeSteps(tx),
  openDayFrom: (day: ShopDay) => openDayFrom(tx, day),
  /** The next token of the day, from the same counter the pads' blocks are cut from. */
  nextToken: (day: ShopDay) => advanceTokens(tx, day, 1),
  /**
   * The shop days of the blocks `staffId` reserved that hold `token`, earliest first (none: the
   * pad never had this token; tokens restart each day, so one number may be in several days' blocks).
   */
  async tokenBlockDays(staffId: string, token: number): Promise<ShopDay[]> {
    const rows = await tx
      .selectDistinct({ shopDay: tokenBlocks.shopDay })
      .from(tokenBlocks)
      .where(
        and(
          eq(tokenBlocks.reservedBy, staffId),
          lte(tokenBlocks.firstToken, token),
          gte(tokenBlocks.lastToken, token),
        ),
      )
      .orderBy(asc(tokenBlocks.shopDay));
    return rows.map((r) => r.shopDay);
  },
  /** Paid at the counter as it is taken: paid now, and its bill numbered at once to print. */
  async paidNow(orderId: string, bill: BillIssue): Promise<void> {
    await tx.update(orders).set({ paymentStatus: 'paid', paidAt: bill.at }).where(eq(orders.id, orderId));
    await takeBillNumber(tx, orderId, bill);
  },
  tx,
});
export type StaffOrderSteps = ReturnType<typeof staffSteps>;

export function createStaffOrderRepo(db: Db) {
  return {
    /**
     * Runs one staff order in a transaction. Commits when `work` answers ok; any other answer rolls
     * back everything written (the token drawn, the code's use, the order) and is returned as it is.
     */
    async take<T extends { ok: boolean }>(work: (steps: StaffOrderSteps) => Promise<T>): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const outcome = await work(staffSteps(tx));
          if (!outcome.ok) throw new RolledBack(outcome);
          return outcome;
        });
      } catch (error) {
        if (error instanceof RolledBack) return error.outcome as T;
        throw error;
      }
    },

    /**
     * Reserves the next `count` tokens of the day that `day` is counted on for one staff member's
     * pad: the counter moves past them, so no other pad or order draws them.
     */
    async reserveTokens(
      day: ShopDay,
      staffId: string,
      count: number,
    ): Promise<{ shopDay: ShopDay; first: number; last: number }> {
      return db.transaction(async (tx) => {
        const shopDay = await openDayFrom(tx, day);
        const last = await advanceTokens(tx, shopDay, count);
        const first = last - count + 1;
        await tx
          .insert(tokenBlocks)
          .values({ shopDay, firstToken: first, lastToken: last, reservedBy: staffId });
        return { shopDay, first, last };
      });
    },

    /**
     * Voids a paid order: cancelled with the reason, and all that was paid handed back by staff
     * (a processed refund of `method`, counted on today's open day by the refunds trigger, with its
     * credit note when the order was billed), in one
     * transaction with `alsoIn` (the audit entry). False when the order moved or was refunded meanwhile.
     */
    async voidPaid(
      order: { id: string; status: OrderStatus; totalPaise: number },
      change: { actorUserId: string; reason: string; method: RefundMethod; shopDay: ShopDay; at: Date },
      alsoIn: (tx: Tx) => Promise<void>,
    ): Promise<Moved | false> {
      try {
        return await db.transaction(async (tx) => {
          // Claims the payment first: of two voids at once, one refunds.
          const claimed = await tx
            .update(orders)
            .set({ paymentStatus: 'refunded', refundedPaise: order.totalPaise, updatedAt: new Date() })
            .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'paid')))
            .returning({ id: orders.id });
          if (claimed.length === 0) throw new RolledBack(false);
          // Cancelled already (from the board, keeping the money): only the money goes back now.
          const moved =
            order.status === 'cancelled'
              ? { withdrawnFrom: [] }
              : await changeStatusIn(
                  tx,
                  order.id,
                  order.status,
                  'cancelled',
                  change.actorUserId,
                  change.reason,
                );
          if (!moved) throw new RolledBack(false);
          await tx.insert(refunds).values({
            orderId: order.id,
            amountPaise: order.totalPaise,
            reason: change.reason,
            method: change.method,
            shopDay: change.shopDay,
            status: 'processed',
            actorUserId: change.actorUserId,
          });
          // A billed sale given back is reversed by a credit note (docs/product.md#credit-notes).
          await issueCreditNotes(tx, order.id, change.at);
          await alsoIn(tx);
          return moved;
        });
      } catch (error) {
        if (error instanceof RolledBack) return false;
        throw error;
      }
    },
  };
}

export type StaffOrderRepo = ReturnType<typeof createStaffOrderRepo>;
