// The bill as printed (docs/product.md#bills-and-kitchen-tickets): seller with GSTIN and FSSAI
// licence, bill and order numbers, the customer, the lines, the totals with the tax, the payment
// and the notes. Everything comes from the server's bill, which keeps what the order was placed and
// billed with; this only lays it out, for A4 and A5 side by side, for 80 mm in one narrow column.
import type { Bill } from '#shared/api/billing.ts';
import type { Paper } from '../lib/paper.ts';
import { BillHeader } from './bill-header.tsx';
import { BillLinesTable } from './bill-lines-table.tsx';
import { BillTotals } from './bill-totals.tsx';

type Props = { bill: Bill; paper: Paper; timeZone: string };

export function BillDocument({ bill, paper, timeZone }: Props) {
  const narrow = paper === '80mm';
  return (
    <article aria-labelledby="bill-title" className={narrow ? 'space-y-3' : 'space-y-5'}>
      <BillHeader bill={bill} narrow={narrow} timeZone={timeZone} />

      <section
        aria-labelledby="bill-to"
        className={narrow ? 'border-t border-dashed border-stone-400 pt-2' : ''}
      >
        <h2 id="bill-to" className="font-bold">
          Billed to
        </h2>
        {bill.customer.name && <p>{bill.customer.name}</p>}
        {bill.customer.phone && <p>{bill.customer.phone}</p>}
        {/* A counter sale was handed over where it was sold: no pickup to speak of. */}
        <p className="break-words">
          {bill.customer.address ??
            (bill.book?.channel === 'counter' ? 'Sold at the counter' : 'Pickup from the shop')}
        </p>
      </section>

      <BillLinesTable lines={bill.lines} />

      <BillTotals bill={bill} narrow={narrow} />

      {bill.notes.length > 0 && (
        <ul aria-label="Notes" className={`space-y-0.5 text-stone-700 ${narrow ? 'text-center' : ''}`}>
          {bill.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
