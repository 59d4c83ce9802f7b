// "Where the minutes go" (docs/product.md#where-the-minutes-go): for the page's range, how often
// delivery orders came within the minutes shown at checkout, how far off the promise was, where
// the minutes went (each leg's median and 90th percentile) overall and by hour, rider and
// category, and the slowest orders with their timeline on the shop's clock. Loaded after the
// sales figures (analytics-panel.tsx).
import { Download } from 'lucide-react';
import { useId } from 'react';
import type { DateRange } from '#shared/analytics-range.ts';
import type { PromiseGroup, PromiseReport } from '#shared/api/promise.ts';
import { PROMISE_SEGMENT_LABELS, PROMISE_SEGMENTS } from '#shared/promise/report-legs.ts';
import { promiseCsvUrl, usePromiseReport } from '../api/get-promise-report.ts';
import { hourSpan, shortDate } from '../lib/labels.ts';
import {
  errorText,
  minutesText,
  shareText,
  shopClockDateTime,
  shopClockTime,
} from '../lib/promise-labels.ts';
import { type FiguresRow, FiguresTable } from './figures-table.tsx';
import { ScrollingRegion } from './scrolling-region.tsx';
import { TableCard } from './table-card.tsx';

export function PromiseSection({ range }: { range: DateRange | null }) {
  const report = usePromiseReport(range);
  const ids = useId();
  const data = report.data;
  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${ids}-heading`} className="text-lg font-bold">
            Where the minutes go
          </h2>
          <p className="text-sm text-stone-600">
            Delivery orders delivered, by the day they were placed (shop time), against the minutes shown at
            checkout.
          </p>
        </div>
        {range ? (
          <a
            href={promiseCsvUrl(range)}
            download
            className="flex h-10 items-center gap-2 rounded-lg border border-brand-700 px-4 font-bold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download CSV
          </a>
        ) : null}
      </div>

      {report.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {report.error.message}
        </p>
      )}
      {range && report.isPending && (
        <p role="status" className="text-stone-600">
          Loading where the minutes go...
        </p>
      )}
      {data &&
        (data.overall.orders === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-sm text-stone-600 shadow-sm">
            No delivery orders were delivered in this range.
          </p>
        ) : (
          <div
            className={`space-y-6 ${report.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={report.isFetching}
          >
            <PromiseCards overall={data.overall} />
            <TableCard title="By leg">
              {/* Three columns need no more than half a desktop. */}
              <div className="max-w-xl">
                <ScrollingRegion label="Each leg of the range">
                  <FiguresTable
                    look="card"
                    caption="Minutes of each leg of the delivered orders: the median and the 90th percentile"
                    columns={['Leg', 'Median', '90th percentile']}
                    rows={PROMISE_SEGMENTS.map((segment) => ({
                      key: segment,
                      heading: PROMISE_SEGMENT_LABELS[segment],
                      cells: [
                        figure(minutesText(data.overall.segments[segment].p50)),
                        figure(minutesText(data.overall.segments[segment].p90)),
                      ],
                    }))}
                  />
                </ScrollingRegion>
              </div>
            </TableCard>
            <GroupsCard
              title="By rider"
              first="Rider"
              empty="No order in the range was delivered by a rider."
              groups={data.byRider.map((g) => ({ key: g.riderId, heading: g.name, group: g }))}
            />
            <GroupsCard
              title="By hour"
              first="Hour placed"
              empty=""
              groups={data.byHour.map((g) => ({
                key: `${g.date} ${g.hour}`,
                heading: `${shortDate(g.date)}, ${hourSpan(g.hour)}`,
                group: g,
              }))}
            />
            <GroupsCard
              title="By item category"
              first="Category"
              empty=""
              note="An order with items of two categories counts in both."
              groups={data.byCategory.map((g) => ({
                key: g.categoryId ?? g.name,
                heading: g.name,
                group: g,
              }))}
            />
            <SlowestCard slowest={data.slowest} />
          </div>
        ))}
    </section>
  );
}

function PromiseCards({ overall }: { overall: PromiseReport['overall'] }) {
  const cards = [
    {
      label: 'On time',
      value: shareText(overall.onTimeShare),
      note: `${overall.onTime} of ${overall.orders} delivered within the minutes shown`,
    },
    {
      label: 'Mean error',
      value: errorText(overall.meanErrorMinutes),
      note: 'delivered against the minutes shown, on average',
    },
    {
      label: 'Late by more than 5 min',
      value: shareText(overall.lateOver5Share),
      note: 'of the orders delivered',
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-medium text-stone-600">{card.label}</dt>
          <dd className="mt-1 text-xl font-extrabold tabular-nums sm:text-2xl">{card.value}</dd>
          <dd className="mt-1 text-xs text-stone-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A figure kept on one line ('10.0 min', '1.0 / 2.0'): the table scrolls rather than breaking it. */
const figure = (text: string) => <span className="whitespace-nowrap">{text}</span>;

const spreadText = (spread: { p50: number | null; p90: number | null }) =>
  spread.p50 === null ? '–' : `${spread.p50.toFixed(1)} / ${spread.p90?.toFixed(1) ?? '–'}`;

type GroupRow = { key: string; heading: string; group: PromiseGroup };

function GroupsCard(props: {
  title: string;
  first: string;
  empty: string;
  note?: string;
  groups: GroupRow[];
}) {
  const rows: FiguresRow[] = props.groups.map(({ key, heading, group }) => ({
    key,
    heading,
    cells: [
      group.orders,
      shareText(group.onTimeShare),
      ...PROMISE_SEGMENTS.map((segment) => figure(spreadText(group.segments[segment]))),
    ],
  }));
  return (
    <TableCard title={props.title}>
      <p className="mb-3 text-sm text-stone-600">
        Each leg: median / 90th percentile, in minutes.{props.note ? ` ${props.note}` : ''}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{props.empty}</p>
      ) : (
        <ScrollingRegion label={`${props.title}, figures`}>
          <FiguresTable
            look="card"
            caption={`Delivered orders ${props.title.toLowerCase()}: how many, the share on time, and each leg's median and 90th percentile in minutes`}
            columns={[
              props.first,
              'Orders',
              'On time',
              ...PROMISE_SEGMENTS.map((s) => PROMISE_SEGMENT_LABELS[s]),
            ]}
            rows={rows}
          />
        </ScrollingRegion>
      )}
    </TableCard>
  );
}

function SlowestCard({ slowest }: { slowest: PromiseReport['slowest'] }) {
  return (
    <TableCard title="Slowest orders">
      <p className="mb-3 text-sm text-stone-600">
        Longest from placed to delivered first; times are shop time.
      </p>
      <ScrollingRegion label="Slowest orders, timeline">
        <FiguresTable
          look="card"
          caption="The slowest delivered orders with the minutes shown, the minutes taken, the rider and each moment"
          columns={[
            'Order',
            'Shown',
            'Took',
            'Rider',
            'Placed',
            'Accepted',
            'Ready',
            'Picked up',
            'Delivered',
          ]}
          rows={slowest.map((order) => ({
            key: order.orderId,
            heading: order.orderNumber,
            cells: [
              figure(`${order.promisedMinutes} min`),
              figure(minutesText(order.totalMinutes)),
              order.riderName ?? 'No rider',
              figure(shopClockDateTime(order.timeline.placedAt)),
              shopClockTime(order.timeline.acceptedAt),
              shopClockTime(order.timeline.readyAt),
              shopClockTime(order.timeline.pickedUpAt),
              shopClockTime(order.timeline.deliveredAt),
            ],
          }))}
        />
      </ScrollingRegion>
    </TableCard>
  );
}
