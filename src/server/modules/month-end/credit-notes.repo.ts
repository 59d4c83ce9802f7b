// Credit notes issued (docs/product.md#credit-notes, decision 038): each processed refund of a billed
// order gets one, in the transaction that makes the refund processed when the order has its bill,
// or in the transaction that gives the bill its number when the refund came first. Numbers come
// from credit_note_counters like bill numbers from bill_counters (decision 021): the counter row
// stays locked until the commit, so notes on every instance number one after another, without
// gaps, and a rollback gives the number back.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { creditNoteCounters, creditNotes, orders, refunds } from '#server/db/schema.ts';
import { financialYearOf } from '#shared/billing/bill-number.ts';
import { type Credited, creditNoteAmounts, formatCreditNoteNumber } from '#shared/billing/credit-note.ts';

/** The order's bill as a credit note reads it, its row locked until the commit. */
async function lockBilledOrder(tx: Db | Tx, orderId: string) {
  const [row] = await tx
    .select({
      billNumber: orders.billNumber,
      billTerms: orders.billTerms,
      taxablePaise: orders.taxablePaise,
      cgstPaise: orders.cgstPaise,
      sgstPaise: orders.sgstPaise,
      roundOffPaise: orders.roundOffPaise,
      totalPaise: orders.totalPaise,
      tipPaise: orders.tipPaise,
      gatewayPaymentId: orders.gatewayPaymentId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** What the order's notes reversed so far. */
async function creditedSoFar(tx: Db | Tx, orderId: string): Promise<Credited> {
  const [row] = await tx
    .select({
      valuePaise: sql<number>`coalesce(sum(${creditNotes.valuePaise}), 0)::int`,
      taxablePaise: sql<number>`coalesce(sum(${creditNotes.taxablePaise}), 0)::int`,
      cgstPaise: sql<number>`coalesce(sum(${creditNotes.cgstPaise}), 0)::int`,
      sgstPaise: sql<number>`coalesce(sum(${creditNotes.sgstPaise}), 0)::int`,
      roundOffPaise: sql<number>`coalesce(sum(${creditNotes.roundOffPaise}), 0)::int`,
    })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId));
  return {
    valuePaise: Number(row?.valuePaise ?? 0),
    taxablePaise: Number(row?.taxablePaise ?? 0),
    cgstPaise: Number(row?.cgstPaise ?? 0),
    sgstPaise: Number(row?.sgstPaise ?? 0),
    roundOffPaise: Number(row?.roundOffPaise ?? 0),
  };
}

/** The next number of the year's series; the counter row stays locked until the commit. */
async function takeCreditNoteNumber(tx: Db | Tx, financialYear: number): Promise<number> {
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  if (!counter) throw new Error('the credit note counter returned no row');
  return counter.lastNumber;
}

/**
 * Issues a note, dated `at` (the app's clock), for every processed refund of the order that has
 * none yet, oldest first, once the order has a bill. Only the order's own money counts: a counter
 * refund, or a gateway refund of the order's own payment (a second capture sent back was never a
 * sale). A refund that reaches only the tip gets no note. Answers how many were issued. Run it in
 * the transaction that processed the refund or numbered the bill (a Db handle only in a transaction).
 */
export async function issueCreditNotes(tx: Db | Tx, orderId: string, at: Date): Promise<number> {
  // The order's lock first (as refunds and deliveries take it), then the counter's: two refunds of
  // one order are credited one after the other, each seeing the notes before it.
  const order = await lockBilledOrder(tx, orderId);
  if (!order?.billNumber) return 0;
  const ownMoney = order.gatewayPaymentId
    ? or(isNull(refunds.gatewayPaymentId), eq(refunds.gatewayPaymentId, order.gatewayPaymentId))
    : isNull(refunds.gatewayPaymentId);
  const due = await tx
    .select({ id: refunds.id, amountPaise: refunds.amountPaise, reason: refunds.reason })
    .from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(
      and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed'), isNull(creditNotes.id), ownMoney),
    )
    .orderBy(asc(refunds.updatedAt), asc(refunds.createdAt), asc(refunds.id));
  if (due.length === 0) return 0;
  const bill = {
    taxablePaise: order.taxablePaise,
    cgstPaise: order.cgstPaise,
    sgstPaise: order.sgstPaise,
    roundOffPaise: order.roundOffPaise,
    billTotalPaise: order.totalPaise - order.tipPaise,
  };
  const year = financialYearOf(at);
  let credited = await creditedSoFar(tx, orderId);
  let issued = 0;
  for (const refund of due) {
    const amounts = creditNoteAmounts(bill, credited, refund.amountPaise);
    if (!amounts) continue;
    const serial = await takeCreditNoteNumber(tx, year.startYear);
    await tx.insert(creditNotes).values({
      number: formatCreditNoteNumber(year.label, serial),
      financialYear: year.startYear,
      orderId,
      refundId: refund.id,
      billNumber: order.billNumber,
      issuedAt: at,
      reason: refund.reason,
      rateBasisPoints: order.billTerms?.rateBasisPoints ?? 0,
      valuePaise: amounts.valuePaise,
      taxablePaise: amounts.taxablePaise,
      cgstPaise: amounts.cgstPaise,
      sgstPaise: amounts.sgstPaise,
      roundOffPaise: amounts.roundOffPaise,
      tipPaise: amounts.tipPaise,
    });
    credited = {
      valuePaise: credited.valuePaise + amounts.valuePaise,
      taxablePaise: credited.taxablePaise + amounts.taxablePaise,
      cgstPaise: credited.cgstPaise + amounts.cgstPaise,
      sgstPaise: credited.sgstPaise + amounts.sgstPaise,
      roundOffPaise: credited.roundOffPaise + amounts.roundOffPaise,
    };
    issued++;
  }
  return issued;
}

/** The order's credit notes in number order (the customer's and staff's reading). */
export async function creditNotesOf(db: Db | Tx, orderId: string) {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}
