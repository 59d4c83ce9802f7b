// Analytics for managers and up (docs/product.md#roles-and-permissions): a range of days in the
// shop's time zone, the four headline figures (revenue counts delivered orders), orders and revenue
// per day, orders by hour, the best sellers and the options ordered most, payment totals, the tax on
// the bills issued, and the orders and the bills register of the range as CSV; then where the
// minutes of delivery orders went in the same range (promise-section.tsx); then the payments
// report of one day, with the gateway's side (payments-report.tsx).
import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { type DateRange, defaultRange, resolveRange, todayIn } from '#shared/analytics-range.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { ordersCsvUrl } from '../api/orders-csv.ts';
import { longDate } from '../lib/labels.ts';
import { ChannelsTable } from './channels-table.tsx';
import { ChartFigure, DailyTable, dailySummary, HourlyTable, hourlySummary } from './chart-figure.tsx';
import { DateInput } from './date-input.tsx';
import { PaymentStatusesTable } from './payment-statuses-table.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { PromiseSection } from './promise-section.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { TaxSummary } from './tax-summary.tsx';
import { TopItemsTable } from './top-items-table.tsx';
import { TopOptionsTable } from './top-options-table.tsx';

// recharts is the heaviest thing here: it loads after the panel has painted.
const DailyChart = lazy(() => import('./analytics-charts.tsx').then((m) => ({ default: m.DailyChart })));
const HourlyChart = lazy(() => import('./analytics-charts.tsx').then((m) => ({ default: m.HourlyChart })));
// The day's payments report is further down the page and asks the gateway: it comes after.
const PaymentsReportSection = lazy(() =>
  import('./payments-report.tsx').then((m) => ({ default: m.PaymentsReportSection })),
);

/** The range typed in, checked by the server's rules; `range` is null until it is a valid one. */
function checkRange(input: DateRange) {
  const checked = resolveRange(
    { from: input.from || undefined, to: input.to || undefined },
    todayIn(SHOP_TIME_ZONE),
  );
  const complete = input.from !== '' && input.to !== '';
  return { checked, complete, range: checked.ok && complete ? checked.range : null };
}

export function AnalyticsPanel() {
  // One range for the sales figures and where the minutes go.
  const [input, setInput] = useState<DateRange>(() => defaultRange(todayIn(SHOP_TIME_ZONE)));
  return (
    <div className="space-y-10">
      <SalesSection input={input} setInput={setInput} />
      {/*
        Part of this page's chunk, not a lazy one of its own: the storefront's first load names
        every lazy chunk it may preload, so another one costs it bytes (the budget is all but spent).
      */}
      <PromiseSection range={checkRange(input).range} />
      <Suspense
        fallback={
          <p role="status" className="text-stone-600">
            Loading the payments report...
          </p>
        }
      >
        <PaymentsReportSection />
      </Suspense>
    </div>
  );
}

function SalesSection({ input, setInput }: { input: DateRange; setInput: (range: DateRange) => void }) {
  const { checked, complete, range } = checkRange(input);
  const analytics = useAnalytics(range);
  const data = analytics.data;
  const ids = useId();
  const problem = !complete ? 'Choose a start and an end date' : checked.ok ? undefined : checked.message;

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${ids}-heading`} className="text-lg font-bold">
            Sales
          </h2>
          <p className="text-sm text-stone-600">
            {data
              ? `${longDate(data.range.from)} to ${longDate(data.range.to)}, shop time (India). Cancelled orders are counted apart.`
              : 'Shop time (India). Cancelled orders are counted apart.'}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <DateInput
            label="From"
            value={input.from}
            max={input.to || undefined}
            onChange={(from) => setInput({ ...input, from })}
            invalid={problem !== undefined && checked.ok === false && checked.field === 'from'}
          />
          <DateInput
            label="To"
            value={input.to}
            min={input.from || undefined}
            onChange={(to) => setInput({ ...input, to })}
            invalid={problem !== undefined && checked.ok === false && checked.field === 'to'}
          />
          {range ? (
            <a
              href={ordersCsvUrl(range)}
              download
              className="flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Download CSV
            </a>
          ) : null}
        </div>
      </div>

      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      {analytics.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {analytics.error.message}
        </p>
      )}
      {range && analytics.isPending && (
        <p role="status" className="text-stone-600">
          Loading analytics...
        </p>
      )}

      {data && (
        <div
          className={`space-y-6 ${analytics.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={analytics.isFetching}
        >
          <SummaryCards summary={data.summary} />
          <ChartFigure
            title="Orders and revenue per day"
            summary={dailySummary(data)}
            legend="Bars: orders (left scale). Line: revenue in rupees (right scale)."
            chart={<DailyChart days={data.daily} />}
            table={<DailyTable days={data.daily} />}
          />
          <ChartFigure
            title="Orders by hour of day"
            summary={hourlySummary(data)}
            chart={<HourlyChart hours={data.hourly} />}
            table={<HourlyTable hours={data.hourly} />}
          />
          <div className="grid gap-6 xl:grid-cols-2">
            <TopItemsTable title="Top 10 items by quantity" items={data.topItems.byQuantity} />
            <TopItemsTable title="Top 10 items by revenue" items={data.topItems.byRevenue} />
            <TopOptionsTable options={data.topOptions} />
            <ChannelsTable channels={data.channels} />
            <PaymentsTable payments={data.payments} />
            <PaymentStatusesTable statuses={data.paymentStatuses} />
            {range && <TaxSummary tax={data.tax} range={range} />}
          </div>
        </div>
      )}
    </section>
  );
}
