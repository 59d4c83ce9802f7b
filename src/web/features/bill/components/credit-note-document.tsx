// One credit note on paper (docs/product.md#credit-notes): the seller as on the bill, the note's
// number and date, the bill it reverses part of, the customer, the reason, and what it credits.
import type { CreditNote } from '#shared/api/credit-notes.ts';
import { ratePercentText } from '#shared/billing/tax.ts';
import { formatInr } from '#shared/money.ts';
import { BillRow } from './bill-row.tsx';
import { SellerBlock } from './seller-block.tsx';

export function CreditNoteDocument({ note, timeZone }: { note: CreditNote; timeZone: string }) {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const half = ratePercentText((note.ratePercent * 100) / 2);
  return (
    <article id={note.number} aria-labelledby={`title-${note.id}`} className="space-y-4">
      <header className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        <SellerBlock
          id={`title-${note.id}`}
          title={note.title}
          seller={note.seller}
          titleClassName="text-2xl font-extrabold uppercase tracking-wide"
        />
        <dl className="space-y-1">
          <BillRow label="Credit Note No." valueClassName="font-mono font-bold">
            {note.number}
          </BillRow>
          <BillRow label="Date">{when.format(new Date(note.issuedAt))}</BillRow>
          <BillRow label="Against Bill No." valueClassName="font-mono">
            {note.bill.number}
          </BillRow>
          <BillRow label="Bill date">{when.format(new Date(note.bill.issuedAt))}</BillRow>
          <BillRow label="Order No." valueClassName="font-mono">
            {note.orderNumber}
          </BillRow>
        </dl>
      </header>
      <dl className="space-y-1 border-t border-stone-300 pt-3">
        {note.customer.name && <BillRow label="Customer">{note.customer.name}</BillRow>}
        {note.customer.phone && <BillRow label="Phone">{note.customer.phone}</BillRow>}
        {note.customer.address && <BillRow label="Address">{note.customer.address}</BillRow>}
        <BillRow label="Reason">{note.reason}</BillRow>
      </dl>
      <dl className="space-y-1 border-t border-stone-300 pt-3 tabular-nums">
        <BillRow label="Taxable value">{formatInr(note.taxable)}</BillRow>
        {note.regime === 'regular' && (
          <>
            <BillRow label={`CGST @ ${half}`}>{formatInr(note.cgst)}</BillRow>
            <BillRow label={`SGST @ ${half}`}>{formatInr(note.sgst)}</BillRow>
          </>
        )}
        {note.roundOff !== 0 && <BillRow label="Round off">{formatInr(note.roundOff)}</BillRow>}
        <BillRow label="Total credited" className="border-t border-stone-300 pt-1 text-base font-bold">
          {formatInr(note.total)}
        </BillRow>
      </dl>
    </article>
  );
}
