// The staff order board (docs/product.md#orders-board): busy mode in one tap, this device's
// kitchen-ticket settings, the open orders in a column per status (board-columns.tsx: tabs on a
// phone), oldest first, each card (order-card.tsx) counting its minutes against its promise, with one
// tap to the next status, cancel with a reason, Print ticket and the payment's state and buttons.
// Finished orders come a page at a time and link to their bill. The search finds any order by its
// number or its customer's phone. The filter shows the orders of one status instead, among them
// those still awaiting an online payment, which the open board leaves out (a customer on the phone
// about one) and delivered ones (a refund after the fact). The open board stays loaded under the
// search and the filter, so auto-print goes on.
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { billPagePath } from '#shared/app-paths.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatAmount } from '#shared/money.ts';
import { ORDER_SEARCH_LIMITS, ORDER_SEARCH_MESSAGES, parseOrderSearch } from '#shared/order-search.ts';
import {
  ONLINE_PAYMENT_WINDOW_MINUTES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabel,
} from '#shared/orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useClock } from '#web/features/admin/layout/hooks/use-clock.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useClaimTicket } from '../api/claim-ticket.ts';
import { useOrdersBoard, usePagedOrders } from '../api/get-orders-board.ts';
import { useMoveOrder } from '../api/move-order.ts';
import { useLiveOrdersState } from '../api/order-events.tsx';
import { useBoardSettings } from '../api/shop-settings.ts';
import { useAutoPrintTickets } from '../hooks/use-auto-print-tickets.ts';
import { useTicketPrinter } from '../hooks/use-ticket-printer.tsx';
import { paymentStatusText } from '../lib/payment-text.ts';
import { BoardColumns } from './board-columns.tsx';
import { BusyModeControl } from './busy-mode-control.tsx';
import { OrderCard } from './order-card.tsx';
import { StaffPushSwitch } from './staff-push-switch.tsx';
import { TicketControls } from './ticket-controls.tsx';

const FILTER_NOTES: Partial<Record<OrderStatus, string>> = {
  awaiting_payment: `Orders waiting for the customer's online payment. Each reaches the board once paid, or is cancelled after ${ONLINE_PAYMENT_WINDOW_MINUTES} minutes unpaid.`,
};

/** The minutes on the cards count up without asking the server: a re-render every 15 seconds. */
const TICK_MS = 15_000;

type Paged = ReturnType<typeof usePagedOrders>;

/** 'Show more' under a paged list while the server has more, and its state. */
function MoreButton({ list, label }: { list: Paged; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
      className="rounded-lg border border-stone-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-50 disabled:opacity-60"
    >
      {list.isFetchingNextPage ? 'Loading...' : label}
    </button>
  );
}

/** canRefund: the viewer may send money back (payments:refund). */
export function OrdersPage({ canRefund }: { canRefund: boolean }) {
  const board = useOrdersBoard();
  const [filter, setFilter] = useState<OrderStatus>();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState<string>();
  const [searchProblem, setSearchProblem] = useState<string>();
  const filtered = usePagedOrders({ status: filter }, filter !== undefined && search === undefined);
  const found = usePagedOrders({ q: search }, search !== undefined);
  const finished = usePagedOrders({ view: 'finished' }, filter === undefined && search === undefined);
  const filterId = useId();
  const searchId = useId();
  const live = useLiveOrdersState();
  const move = useMoveOrder();
  const claim = useClaimTicket();
  const printer = useTicketPrinter();
  const timeZone = useBoardSettings().data?.hours.timeZone ?? SHOP_TIME_ZONE;
  const now = useClock(TICK_MS);
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

  function clearSearch() {
    setDraft('');
    setSearch(undefined);
    setSearchProblem(undefined);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === '') return clearSearch();
    if (!parseOrderSearch(draft)) return setSearchProblem(ORDER_SEARCH_MESSAGES.tooShort);
    setSearchProblem(undefined);
    setSearch(draft.trim());
  }

  const orders = board.data?.orders ?? [];
  useAutoPrintTickets(orders, printer.print);
  const card = (order: Order) => (
    <OrderCard
      order={order}
      onMove={run}
      busy={move.isPending}
      onPrintTicket={printTicket}
      printing={claim.isPending && claim.variables?.id === order.id}
      timeZone={timeZone}
      now={now}
      canRefund={canRefund}
    />
  );
  const cards = (list: Order[]) => (
    <ul className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-4">
      {list.map((order) => (
        <li key={order.id}>{card(order)}</li>
      ))}
    </ul>
  );
  const loading = (list: Paged) => (
    <>
      {list.isPending && (
        <p role="status" className="text-stone-600">
          Loading orders...
        </p>
      )}
      {list.isError && <FormAlert message={failureMessage(list.error, 'Failed to load orders')} />}
    </>
  );
  const count = (list: Paged) =>
    list.data && (
      <span className="tabular-nums">
        {list.orders.length}
        {list.hasNextPage ? '+' : ''}
      </span>
    );

  let shown: ReactNode;
  if (search !== undefined) {
    shown = (
      <section aria-labelledby="search-heading" className="space-y-3">
        <h2 id="search-heading" className="flex flex-wrap items-baseline gap-3 font-bold">
          Orders matching “{search}” {count(found)}
        </h2>
        {loading(found)}
        {found.data && found.orders.length === 0 && (
          <p className="text-stone-700">No order has that number or customer phone.</p>
        )}
        {cards(found.orders)}
        <MoreButton list={found} label="Show more matching orders" />
      </section>
    );
  } else if (filter) {
    shown = (
      <section aria-labelledby="filtered-heading" className="space-y-3">
        <h2 id="filtered-heading" className="flex gap-3 font-bold">
          {ORDER_STATUS_LABELS[filter]} {count(filtered)}
        </h2>
        {FILTER_NOTES[filter] && <p className="text-sm text-stone-700">{FILTER_NOTES[filter]}</p>}
        {loading(filtered)}
        {filtered.data && filtered.orders.length === 0 && (
          <p className="text-stone-700">No orders are {ORDER_STATUS_LABELS[filter].toLowerCase()}.</p>
        )}
        {cards(filtered.orders)}
        <MoreButton list={filtered} label="Show more orders" />
      </section>
    );
  } else {
    shown = (
      <>
        {board.isError && <FormAlert message={failureMessage(board.error, 'Failed to load orders')} />}
        <BoardColumns orders={orders} card={card} />
        {finished.orders.length > 0 && (
          <section aria-labelledby="done-heading" className="space-y-2">
            <h2 id="done-heading" className="font-bold">
              Recently finished
            </h2>
            <ul className="divide-y divide-stone-200 rounded-2xl bg-white text-sm shadow-sm">
              {finished.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                  <span className="font-mono">{o.orderNumber}</span>
                  <span>{orderStatusLabel(o.status, o.orderType)}</span>
                  <span>{o.cancelReason ?? ''}</span>
                  <span>{paymentStatusText(o)}</span>
                  <span className="tabular-nums">{formatAmount(o.total)}</span>
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
            <MoreButton list={finished} label="Show more finished orders" />
          </section>
        )}
      </>
    );
  }

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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
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
        <form
          onSubmit={submitSearch}
          className="flex w-full min-w-0 flex-wrap items-center gap-2 sm:w-auto sm:flex-1"
        >
          <label htmlFor={searchId} className="font-semibold">
            Search orders
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            maxLength={ORDER_SEARCH_LIMITS.maxLength}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Order number or phone"
            aria-describedby={searchProblem ? `${searchId}-problem` : undefined}
            aria-invalid={searchProblem ? true : undefined}
            className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 sm:max-w-xs"
          />
          <button
            type="submit"
            className="h-10 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Search
          </button>
          {search !== undefined && (
            <button
              type="button"
              onClick={clearSearch}
              className="h-10 rounded-lg border border-stone-400 bg-white px-3 font-semibold hover:bg-stone-50"
            >
              Clear search
            </button>
          )}
          {searchProblem && (
            <p id={`${searchId}-problem`} className="w-full text-red-800">
              {searchProblem}
            </p>
          )}
        </form>
      </div>
      <FormAlert message={error} />
      {shown}
      {printer.portal}
    </div>
  );
}
