// The shift report for a day (docs/product.md#cash-per-rider): per shift, the deliveries and
// failed ones, the cash, UPI and card taken at the door, what was handed in and is still in hand, the
// variance, the tips kept (cash at the door) and owed (paid from the drawer at the day close,
// docs/product.md#tips), and the median minutes from packed to the door; with its CSV download.
import { useId, useState } from 'react';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatAmount } from '#shared/money.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { shiftReportCsvUrl, useShiftReport } from '../api/riders.ts';
import { varianceText } from '../lib/rupees-field.ts';

/** Today in the shop's time zone, as YYYY-MM-DD (en-CA writes dates that way). */
export const shopToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);

const HEADINGS = [
  'Rider',
  'Deliveries',
  'Failed',
  'Cash',
  'UPI',
  'Card',
  'Handed in',
  'In hand',
  'Variance',
  'Tips kept',
  'Tips owed',
  'Median ready→door',
];

export function ShiftReport() {
  const [date, setDate] = useState(shopToday);
  const report = useShiftReport(date);
  const dateId = useId();
  const rows = report.data?.shifts ?? [];
  return (
    <section aria-labelledby={`${dateId}-title`} className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id={`${dateId}-title`} className="flex-1 text-xl font-bold">
          Shift report
        </h2>
        <label htmlFor={dateId} className="text-sm font-semibold">
          Date
          <input
            id={dateId}
            type="date"
            value={date}
            max={shopToday()}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            className="ml-2 rounded-md border border-stone-300 px-2 py-1"
          />
        </label>
        <a
          href={shiftReportCsvUrl(date)}
          download
          className="rounded-md border border-stone-300 bg-white px-3 py-1.5 font-semibold hover:bg-stone-50"
        >
          Download CSV
        </a>
      </div>
      {report.isError && <FormAlert message={failureMessage(report.error, 'Failed to load the report')} />}
      {/* Twelve columns are wider than a tablet: they scroll, so the region takes focus. */}
      <section
        aria-label="Shift figures by rider"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-2xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="w-full text-left text-sm" data-testid="shift-report">
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              {HEADINGS.map((h) => (
                <th key={h} className={`px-3 py-2 ${h === 'Rider' ? '' : 'text-right'}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.shiftId} className="border-b border-stone-100">
                <td className="px-3 py-2 font-semibold">
                  {row.riderName}
                  {!row.closedAt && (
                    <span className="block text-xs font-normal text-stone-700">On shift</span>
                  )}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{row.deliveries}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.failedDeliveries}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.cashCollected)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.upiCollected)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.cardCollected)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.handedIn)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.cashInHand)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{varianceText(row.variance)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.tipsKept)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatAmount(row.tipsOwed)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {row.medianReadyToDoorMinutes === null ? '—' : `${row.medianReadyToDoorMinutes} min`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {report.isPending && <p className="p-4 text-center text-stone-600">Loading...</p>}
        {report.isSuccess && rows.length === 0 && (
          <p className="p-4 text-center text-stone-600">No shifts on this day</p>
        )}
      </section>
    </section>
  );
}
