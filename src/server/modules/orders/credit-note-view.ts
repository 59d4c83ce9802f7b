// A credit note as it is read and printed (docs/product.md#credit-notes): the note's own row (its
// number, date, reason and amounts, fixed when issued) with the seller and customer as the bill it
// reverses names them, from the order.
import type { creditNotes } from '#server/db/schema.ts';
import { CREDIT_NOTE_TITLE, type CreditNote } from '#shared/api/credit-notes.ts';
import { toRupees } from '#shared/money.ts';
import { billPartiesOf } from './order-bill.ts';
import type { OrderRecord } from './order-records.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export function creditNoteOf(row: OrderRecord, note: CreditNoteRow): CreditNote {
  return {
    id: note.id,
    title: CREDIT_NOTE_TITLE,
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    // A note exists only for a billed order, so the bill's date is there.
    bill: { number: note.billNumber, issuedAt: (row.billedAt ?? note.issuedAt).toISOString() },
    orderId: row.id,
    orderNumber: row.orderNumber,
    ...billPartiesOf(row),
    reason: note.reason,
    regime: row.billTerms?.regime ?? 'unregistered',
    ratePercent: note.rateBasisPoints / 100,
    taxable: toRupees(note.taxablePaise),
    cgst: toRupees(note.cgstPaise),
    sgst: toRupees(note.sgstPaise),
    roundOff: toRupees(note.roundOffPaise),
    total: toRupees(note.valuePaise),
  };
}
