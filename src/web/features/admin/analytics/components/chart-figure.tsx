// A chart with its text alternatives: a one-line summary as the caption, and the figures as a
// table anyone can open (keyboard and screen-reader users read the numbers there).
import { type ReactNode, Suspense } from 'react';
import type { Analytics } from '#shared/api/analytics.ts';
import { hourSpan, longDate } from '../lib/labels.ts';
import { FiguresTable } from './figures-table.tsx';
import { rupees } from './summary-cards.tsx';

type Props = {
  title: string;
  summary: string;
  /** What the marks mean, shown under the summary. */
  legend?: string;
  chart: ReactNode;
  table: ReactNode;
};

export function ChartFigure({ title, summary, legend, chart, table }: Props) {
  return (
    <figure className="rounded-2xl bg-white p-5 shadow-sm">
      <figcaption className="mb-3">
        <h3 className="font-bold">{title}</h3>
        <p className="text-sm text-stone-600">{summary}</p>
        {legend && <p className="mt-1 text-xs text-stone-600">{legend}</p>}
      </figcaption>
      <div aria-hidden="true" className="h-[260px] max-h-[260px] w-full">
        <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-stone-100" />}>
          {chart}
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">Show the figures</summary>
        {/* Scrolls on its own, so it must take focus for keyboard users to scroll it. */}
        <section
          aria-label={`${title}: figures`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          className="mt-2 max-h-80 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {table}
        </section>
      </details>
    </figure>
  );
}

export function dailySummary(data: Analytics): string {
  const busiest = data.daily.reduce((best, d) => (d.orders > best.orders ? d : best), data.daily[0]!);
  const quiet = data.daily.filter((d) => d.orders === 0).length;
  // The chart's own figures: per day, orders not cancelled (the headline revenue waits for delivery).
  const value = data.daily.reduce((sum, d) => sum + d.revenue, 0);
  const head = `${data.summary.orders} orders and ${rupees(value)} over ${data.range.days} days`;
  if (data.summary.orders === 0) return `${head}.`;
  return `${head}; busiest ${longDate(busiest.date)} with ${busiest.orders} orders (${rupees(busiest.revenue)}); ${quiet} days without orders.`;
}

export function hourlySummary(data: Analytics): string {
  const busy = [...data.hourly]
    .sort((a, b) => b.orders - a.orders || a.hour - b.hour)
    .filter((h) => h.orders > 0);
  if (busy.length === 0) return 'No orders in this range.';
  return `Busiest hours: ${busy
    .slice(0, 3)
    .map((h) => `${hourSpan(h.hour)} (${h.orders})`)
    .join(', ')}.`;
}

export function DailyTable({ days }: { days: Analytics['daily'] }) {
  return (
    <FiguresTable
      look="chart"
      caption="Orders, revenue and cancellations per day"
      columns={['Day', 'Orders', 'Revenue', 'Cancelled']}
      rows={days.map((d) => ({
        key: d.date,
        heading: longDate(d.date),
        cells: [d.orders, rupees(d.revenue), d.cancelled],
      }))}
    />
  );
}

export function HourlyTable({ hours }: { hours: Analytics['hourly'] }) {
  return (
    <FiguresTable
      look="chart"
      caption="Orders and revenue by hour of day"
      columns={['Hour', 'Orders', 'Revenue']}
      rows={hours.map((h) => ({
        key: h.hour,
        heading: hourSpan(h.hour),
        cells: [h.orders, rupees(h.revenue)],
      }))}
    />
  );
}
