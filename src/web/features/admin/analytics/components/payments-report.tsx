// The daily payments report (docs/product.md#online-payments): for one day of the shop's calendar
// (today by default), the money taken per method (orders, collected, refunded, net), and the
// online payments recorded here set against those the gateway reports captured that day, listing
// any on one side only or with different amounts. Loaded after the sales figures have painted.
import { useId, useState } from 'react';
import { isCalendarDate, todayIn } from '#shared/analytics-range.ts';
import { PAYMENTS_REPORT_FIRST_DAY, type PaymentsReport } from '#shared/api/payments.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatInr, formatRupees, toPaise } from '#shared/money.ts';
import { PAYMENT_LABELS } from '#shared/orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { usePaymentsReport } from '../api/get-payments-report.ts';
import { longDate } from '../lib/labels.ts';
import { allMethods, gatewayVerdict } from '../lib/payments-report-text.ts';
import { DateInput } from './date-input.tsx';
import { type FiguresRow, FiguresTable } from './figures-table.tsx';
import { TableCard } from './table-card.tsx';

export function PaymentsReportSection() {
  const today = todayIn(SHOP_TIME_ZONE);
  const [day, setDay] = useState(today);
  // A day the server answers for (2000 on); before that the date box asks for a day.
  const chosen = isCalendarDate(day) && day >= PAYMENTS_REPORT_FIRST_DAY ? day : null;
  const report = usePaymentsReport(chosen);
  const headingId = useId();
  const data = report.data;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            Payments report
          </h2>
          <p className="text-sm text-stone-600">
            {data ? `${longDate(data.date)}, shop time (India). ` : 'One day, shop time (India). '}
            The money taken by each method, and the online payments checked against the payment gateway.
          </p>
        </div>
        <DateInput
          label="Day"
          value={day}
          min={PAYMENTS_REPORT_FIRST_DAY}
          max={today}
          onChange={setDay}
          invalid={chosen === null}
        />
      </div>
      {chosen === null && <FormAlert message="Choose a day" />}
      {report.isError && (
        <FormAlert message={failureMessage(report.error, 'Failed to load the payments report')} />
      )}
      {chosen && report.isPending && (
        <p role="status" className="text-stone-600">
          Loading the payments report...
        </p>
      )}
      {data && (
        <div className={report.isPlaceholderData ? 'opacity-60' : ''} aria-busy={report.isFetching}>
          <PaymentsReportView report={data} />
        </div>
      )}
    </section>
  );
}

export function PaymentsReportView({ report }: { report: PaymentsReport }) {
  const all = allMethods(report.byMethod);
  const money = (row: Omit<PaymentsReport['byMethod'][number], 'method'>) => [
    row.orders,
    formatInr(row.collected),
    formatInr(row.refunded),
    formatInr(row.net),
  ];
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <TableCard title="Money taken by method">
        {/* Five columns are wider than a phone: they scroll, so the region takes focus. */}
        <section
          aria-label="Figures by method"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <FiguresTable
            look="card"
            caption="Orders paid that day by payment method: what was collected, refunded and the net"
            columns={['Method', 'Orders', 'Collected', 'Refunded', 'Net']}
            rows={[
              ...report.byMethod.map((row) => ({
                key: row.method,
                heading: PAYMENT_LABELS[row.method],
                cells: money(row),
              })),
              { key: 'all', heading: 'All methods', cells: money(all) },
            ]}
          />
        </section>
        <TipsNote byMethod={report.byMethod} />
      </TableCard>
      <GatewayCheck gateway={report.gateway} />
    </div>
  );
}

/** Tips taken for riders are in Collected but are not the shop's (docs/product.md#tips). */
function TipsNote({ byMethod }: { byMethod: PaymentsReport['byMethod'] }) {
  const tips = byMethod.reduce((sum, row) => sum + toPaise(row.tips ?? 0), 0);
  if (tips === 0) return null;
  return (
    <p className="mt-2 text-sm text-stone-600">
      Collected includes {formatRupees(tips)} of tips for riders: theirs, not the shop’s sales.
    </p>
  );
}

function GatewayCheck({ gateway }: { gateway: PaymentsReport['gateway'] }) {
  const verdict = gatewayVerdict(gateway);
  return (
    <TableCard title="Online payments at the gateway">
      {!gateway.checked ? (
        <p className="text-sm text-stone-700">{verdict}</p>
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="divide-y divide-stone-100">
            <div className="flex justify-between gap-3 py-2">
              <dt className="text-stone-700">Captured here</dt>
              <dd className="font-semibold tabular-nums">{formatInr(gateway.capturedHere)}</dd>
            </div>
            <div className="flex justify-between gap-3 py-2">
              <dt className="text-stone-700">Captured at the gateway</dt>
              <dd className="font-semibold tabular-nums">{formatInr(gateway.capturedAtGateway)}</dd>
            </div>
          </dl>
          <p
            className={`rounded-lg p-3 font-semibold ${gateway.matches ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
          >
            {verdict}
          </p>
          <Differences
            title="At the gateway only"
            caption="Payments the gateway captured that day with no paid order here"
            columns={['Payment ID', 'Amount', 'Order id']}
            payments={gateway.onlyAtGateway}
            cells={(p) => [formatInr(p.amount), p.orderId ?? '-']}
          />
          <Differences
            title="Here only"
            caption="Orders paid here whose payment the gateway did not report captured that day"
            columns={['Payment ID', 'Order', 'Amount']}
            payments={gateway.onlyHere}
            cells={(p) => [p.orderNumber, formatInr(p.amount)]}
          />
          <Differences
            title="Amounts differ"
            caption="Payments known here and at the gateway with different amounts"
            columns={['Payment ID', 'Order', 'Here', 'At the gateway']}
            payments={gateway.amountsDiffer}
            cells={(p) => [p.orderNumber, formatInr(p.here), formatInr(p.atGateway)]}
          />
        </div>
      )}
    </TableCard>
  );
}

/** One kind of difference between the two sides, a payment a row; nothing when there is none. */
function Differences<P extends { paymentId: string }>({
  title,
  caption,
  columns,
  payments,
  cells,
}: {
  title: string;
  caption: string;
  columns: [string, ...string[]];
  payments: P[];
  /** The row's figures after its payment id. */
  cells: (payment: P) => FiguresRow['cells'];
}) {
  if (payments.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1 font-semibold">{title}</h4>
      <div className="overflow-x-auto">
        <FiguresTable
          look="card"
          caption={caption}
          columns={columns}
          rows={payments.map((p) => ({
            key: p.paymentId,
            heading: <span className="font-mono">{p.paymentId}</span>,
            cells: cells(p),
          }))}
        />
      </div>
    </div>
  );
}
