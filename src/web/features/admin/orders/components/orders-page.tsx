// The staff order board: busy mode in one tap, this device's kitchen-ticket settings, a column per
// open status, and a card per order (order-card.tsx) with one tap to the next status, cancel with a
// reason, Print ticket and the payment's state and buttons. Finished orders link to their bill.
// The filter shows the orders of one status instead, among them those still awaiting an online
// payment, which the open board leaves out (a customer on the phone about one) and delivered ones
// (a refund after the fact). The open board stays loaded under it, so auto-print goes on.
import { useId, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { billPagePath } from '#shared/app-paths.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import {
  ONLINE_PAYMENT_WINDOW_MINUTES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabel,
} from '#shared/orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useClaimTicket } from '../api/claim-ticket.ts';
import { useOrdersBoard, useOrdersWithStatus } from '../api/get-orders-board.ts';
import { useMoveOrder } from '../api/move-order.ts';
import { useLiveOrdersState } from '../api/order-events.tsx';
import { useBoardSettings } from '../api/shop-settings.ts';
import { useAutoPrintTickets } from '../hooks/use-auto-print-tickets.ts';
import { useTicketPrinter } from '../hooks/use-ticket-printer.tsx';
import { paymentStatusText } from '../lib/payment-text.ts';
import { BusyModeControl } from './busy-mode-control.tsx';
import { OrderCard } from './order-card.tsx';
import { StaffPushSwitch } from './staff-push-switch.tsx';
import { TicketControls } from './ticket-controls.tsx';

const COLUMNS: OrderStatus[] = ['placed', 'accepted', 'preparing', 'out_for_delivery'];

const FILTER_NOTES: Partial<Record<OrderStatus, string>> = {
  awaiting_payment: `Orders waiting for the customer's online payment. Each reaches the board once paid, or is cancelled after ${ONLINE_PAYMENT_WINDOW_MINUTES} minutes unpaid.`,
};

/** canRefund: the viewer may send money back (payments:refund). */
export function OrdersPage({ canRefund }: { canRefund: boolean }) {
  const board = useOrdersBoard();
  const [filter, setFilter] = useState<OrderStatus>();
  const filtered = useOrdersWithStatus(filter);
  const filterId = useId();
  const live = useLiveOrdersState();
  const move = useMoveOrder();
  const claim = useClaimTicket();
  const printer = useTicketPrinter();
  const timeZone = useBoardSettings().data?.hours.timeZone ?? SHOP_TIME_ZONE;
  const [error, setError] = useState<string>();

  async function run(id: string, status: OrderStatus, reason?: string) {
    setError(undefined);
    try {
      await move.mutateAsync({ id, status, reason });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Update failed');
    }
  }

  /** The Print ticket button: always prints, marked REPRINT when printed before. */
  async function printTicket(order: Order) {
    setError(undefined);
    try {
      const answer = await claim.mutateAsync({ id: order.id, trigger: 'manual' });
      if (answer.print) printer.print(order, answer.reprint);
    } catch (failure) {
      setError(failureMessage(failure, 'The ticket could not be printed'));
    }
  }

  const orders = board.data?.orders ?? [];
  useAutoPrintTickets(orders, printer.print);
  const done = orders.filter((o) => o.status === 'delivered' || o.status === 'cancelled').slice(0, 20);
  const card = (order: Order) => (
    <OrderCard
      order={order}
      onMove={run}
      busy={move.isPending}
      onPrintTicket={printTicket}
      printing={claim.isPending && claim.variables?.id === order.id}
      timeZone={timeZone}
      canRefund={canRefund}
    />
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold">Orders</h1>
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${live === 'open' ? 'bg-green-600' : 'bg-amber-500'}`}
          />
          {live === 'open' ? 'Live' : live === 'closed' ? 'Not live: reload the page' : 'Connecting...'}
        </p>
      </div>
      <BusyModeControl />
      <TicketControls />
      <StaffPushSwitch />
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={filterId} className="font-semibold">
          Show
        </label>
        <select
          id={filterId}
          value={filter ?? ''}
          onChange={(e) => setFilter((e.target.value || undefined) as OrderStatus | undefined)}
          className="h-10 rounded-lg border border-stone-300 bg-white px-3"
        >
          <option value="">Open orders</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={error} />
      {filter ? (
        <section aria-labelledby="filtered-heading" className="space-y-3">
          <h2 id="filtered-heading" className="flex gap-3 font-bold">
            {ORDER_STATUS_LABELS[filter]}
            {filtered.data && <span className="tabular-nums">{filtered.data.orders.length}</span>}
          </h2>
          {FILTER_NOTES[filter] && <p className="text-sm text-stone-700">{FILTER_NOTES[filter]}</p>}
          {filtered.isPending && (
            <p role="status" className="text-stone-600">
              Loading orders...
            </p>
          )}
          {filtered.isError && (
            <FormAlert message={failureMessage(filtered.error, 'Failed to load orders')} />
          )}
          {filtered.data?.orders.length === 0 && (
            <p className="text-stone-700">No orders are {ORDER_STATUS_LABELS[filter].toLowerCase()}.</p>
          )}
          <ul className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-4">
            {filtered.data?.orders.map((order) => (
              <li key={order.id}>{card(order)}</li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {COLUMNS.map((status) => {
              const column = orders.filter((o) => o.status === status);
              return (
                <section
                  key={status}
                  aria-labelledby={`col-${status}`}
                  className="rounded-2xl bg-stone-200/60 p-3"
                >
                  <h2 id={`col-${status}`} className="mb-3 flex justify-between font-bold">
                    {ORDER_STATUS_LABELS[status]} <span className="tabular-nums">{column.length}</span>
                  </h2>
                  <ul className="space-y-3">
                    {column.map((order) => (
                      <li key={order.id}>{card(order)}</li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
          {done.length > 0 && (
            <section aria-labelledby="done-heading">
              <h2 id="done-heading" className="mb-2 font-bold">
                Recently finished
              </h2>
              <ul className="divide-y divide-stone-200 rounded-2xl bg-white text-sm shadow-sm">
                {done.map((o) => (
                  <li key={o.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                    <span className="font-mono">{o.orderNumber}</span>
                    <span>{orderStatusLabel(o.status, o.orderType)}</span>
                    <span>{o.cancelReason ?? ''}</span>
                    <span>{paymentStatusText(o)}</span>
                    <span className="tabular-nums">{formatRupees(toPaise(o.total))}</span>
                    {o.bill && (
                      <a
                        href={billPagePath(o.id)}
                        target="_blank"
                        rel="noopener"
                        className="font-semibold text-brand-800 underline"
                      >
                        Bill {o.bill.number}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {printer.portal}
    </div>
  );
}
