// The Month end page (docs/product.md#gstr-1-summary, #tally-export), for managers and admins: a
// month's GSTR-1 summary as the shop's records show it, with the plain statement that the
// accountant files the return, its CSV and the GST portal's JSON; the Tally XML of a range of days,
// a voucher per bill or one per day; and, for admins, the ledgers the vouchers post to.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { GSTR1_STATEMENT } from '#shared/api/month-end.ts';
import { monthDays } from '#shared/month-days.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { gstr1CsvUrl, gstr1JsonUrl, tallyXmlUrl, useGstr1 } from '../api/month-end.ts';
import { lastMonth, monthName, totalsText } from '../lib/month.ts';
import { AccountingSection } from './accounting-form.tsx';
import { Gstr1Tables } from './gstr1-tables.tsx';

const BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700';
const INPUT = 'mt-1 h-10 rounded-lg border border-stone-300 bg-white px-3 text-stone-900';
const LABEL = 'flex flex-col text-sm font-semibold text-stone-700';

function DownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} download className={BUTTON}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  );
}

export function MonthEndPage({ canManageAccounting }: { canManageAccounting: boolean }) {
  const [month, setMonth] = useState(lastMonth);
  const summary = useGstr1(month);
  const data = summary.data;
  const monthId = useId();
  const totalsId = useId();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold">Month end</h1>
          <p className="max-w-2xl text-sm text-stone-700">{GSTR1_STATEMENT}</p>
        </div>
        <label htmlFor={monthId} className={LABEL}>
          Month
          <input
            id={monthId}
            type="month"
            value={month}
            onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && setMonth(e.target.value)}
            className={INPUT}
          />
        </label>
      </div>

      <section aria-labelledby={totalsId} className="space-y-3">
        <h2 id={totalsId} className="text-xl font-bold">
          GSTR-1 summary, {monthName(month)}
        </h2>
        {summary.isError && (
          <p role="alert" className="text-red-800">
            {failureMessage(summary.error, 'Failed to load the GSTR-1 summary')}
          </p>
        )}
        {data && (
          <>
            {data.notDue ? (
              <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
                {data.notDue}.
              </p>
            ) : (
              <p className="text-sm text-stone-700">
                GSTIN {data.shop.gstin}, place of supply {data.shop.stateCode}-{data.shop.stateName}. Bills by
                bill date and credit notes by issue date, {data.period.from} to {data.period.to} (
                {data.period.timeZone}).
              </p>
            )}
            <p className="text-sm text-stone-900" data-testid="gstr1-totals">
              {totalsText(data)}
            </p>
            <div className="flex flex-wrap gap-2">
              <DownloadLink href={gstr1CsvUrl(month)}>GSTR-1 summary (CSV)</DownloadLink>
              {!data.notDue && <DownloadLink href={gstr1JsonUrl(month)}>GST portal JSON</DownloadLink>}
            </div>
            <Gstr1Tables summary={data} />
          </>
        )}
      </section>

      <TallySection key={month} month={month} />

      {canManageAccounting && <AccountingSection />}
    </div>
  );
}

/** The Tally export: the chosen month's days by default, any range of up to 366 days. */
function TallySection({ month }: { month: string }) {
  const [range, setRange] = useState(() => monthDays(month));
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        Tally export
      </h2>
      <p className="text-sm text-stone-700">
        Sales vouchers for each bill (or one per day) and credit note vouchers, in Tally's XML import format,
        posted to the ledgers an admin names under Accounting. Import in Tally with Import, Transactions.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={fromId} className={LABEL}>
          From
          <input
            id={fromId}
            type="date"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
            className={INPUT}
          />
        </label>
        <label htmlFor={toId} className={LABEL}>
          To
          <input
            id={toId}
            type="date"
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
            className={INPUT}
          />
        </label>
      </div>
      {valid ? (
        <div className="flex flex-wrap gap-2">
          <DownloadLink href={tallyXmlUrl(range, 'bill')}>Tally XML, a voucher per bill</DownloadLink>
          <DownloadLink href={tallyXmlUrl(range, 'daily')}>Tally XML, a voucher per day</DownloadLink>
        </div>
      ) : (
        <p role="alert" className="text-sm text-red-800">
          Choose a start date on or before the end date.
        </p>
      )}
    </section>
  );
}
