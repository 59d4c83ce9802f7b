// GST on the bills issued in the range, by bill date, less the credit notes issued in it
// (docs/product.md#bills-and-kitchen-tickets, #credit-notes):
// the figures the accountant files, and the bills register behind them as CSV.
import { Download } from 'lucide-react';
import type { DateRange } from '#shared/analytics-range.ts';
import type { Analytics } from '#shared/api/analytics.ts';
import { formatInr } from '#shared/money.ts';
import { billsCsvUrl } from '../api/bills-csv.ts';
import { TableCard } from './table-card.tsx';

export function TaxSummary({ tax, range }: { tax: Analytics['tax']; range: DateRange }) {
  const rows: [string, string][] = [
    ['Bills issued', String(tax.bills)],
    ['Credit notes issued', String(tax.creditNotes)],
    // With paise always, as the bills print them, so the figures line up with the register.
    ['Taxable value', formatInr(tax.taxable)],
    ['CGST', formatInr(tax.cgst)],
    ['SGST', formatInr(tax.sgst)],
    ['Total', formatInr(tax.total)],
  ];
  return (
    <TableCard title="Tax summary">
      <p className="mb-3 text-sm text-stone-600">
        Bills issued in the range (an order's bill is dated when it is delivered), less the credit notes
        issued in it for refunds.
      </p>
      <dl className="divide-y divide-stone-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={billsCsvUrl(range)}
        download
        className="mt-3 inline-flex h-10 items-center gap-2 rounded-lg border border-brand-700 px-4 font-bold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Bills register (CSV)
      </a>
    </TableCard>
  );
}
