// Money collected at the door or the counter (cash, card or UPI): the order's payment status.
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { conflict } from '#server/http/app-error.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import { lockOrderRow, riderHolding } from '../dispatch/order-holder.ts';

export function createDoorPaymentsRepo(db: Db) {
  /**
   * Marks an at-door order paid, only while it is one, not cancelled and still pending: of two
   * taps (two boards, a double click) exactly one changes it. Answers whether this one did.
   * `on`: the caller's transaction (a rider's Collected tap records its delivery in the same one).
   */
  async function markCollected(id: string, at: Date, on: Db | Tx = db): Promise<boolean> {
    const marked = await on
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: at, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, id),
          ne(orders.paymentMethod, 'online'),
          ne(orders.status, 'cancelled'),
          eq(orders.paymentStatus, 'pending'),
        ),
      )
      .returning({ id: orders.id });
    return marked.length > 0;
  }

  return {
    markCollected,

    /**
     * Staff's Mark paid: as markCollected, but refused while a rider holds the order, who collects
     * at the door and answers for that money at hand-in (docs/product.md#cash-per-rider). Checked
     * under the order's lock, so an assignment committing meanwhile is seen.
     */
    async markCollectedByStaff(id: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockOrderRow(tx, id))) return false;
        const rider = await riderHolding(tx, id);
        if (rider) throw conflict(DISPATCH_MESSAGES.riderCollecting(rider));
        return markCollected(id, at, tx);
      });
    },

    /**
     * Puts an at-door order marked paid back to payment pending, only while it is one, not
     * cancelled and paid: of two taps exactly one changes it. Answers when it had been paid, or
     * undefined when this one changed nothing.
     */
    async markUncollected(id: string): Promise<{ paidAt: Date | null } | undefined> {
      const [before] = await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, id));
      const undone = await db
        .update(orders)
        .set({ paymentStatus: 'pending', paidAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, id),
            ne(orders.paymentMethod, 'online'),
            ne(orders.status, 'cancelled'),
            eq(orders.paymentStatus, 'paid'),
          ),
        )
        .returning({ id: orders.id });
      return undone.length > 0 ? { paidAt: before?.paidAt ?? null } : undefined;
    },
  };
}

export type DoorPaymentsRepo = ReturnType<typeof createDoorPaymentsRepo>;
