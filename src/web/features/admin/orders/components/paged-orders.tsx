// Lists of orders that come a page at a time: a search's matches, one status, and the recently
// finished orders under the open board (each with its bill).
import type { ReactNode } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { billPagePath } from '#shared/app-paths.ts';
import { formatAmount } from '#shared/money.ts';
import { CHANNEL_LABELS, tokenLabel } from '#shared/order-book/channels.ts';
import { orderStatusLabel } from '#shared/orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { CreditNoteLinks } from '#web/features/bill/components/credit-note-links.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import type { usePagedOrders } from '../api/get-orders-board.ts';
import { paymentStatusText } from '../lib/payment-text.ts';

export type Paged = ReturnType<typeof usePagedOrders>;

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

/** A paged list of cards under its heading: loading, failure, nothing found, and Show more. */
export function PagedOrders({
  list,
  heading,
  note,
  empty,
  more,
  card,
}: {
  list: Paged;
  heading: ReactNode;
  note?: string;
  empty: string;
  more: string;
  card: (order: Order) => ReactNode;
}) {
  return (
    <section aria-label={typeof heading === 'string' ? heading : undefined} className="space-y-3">
      <h2 className="flex flex-wrap items-baseline gap-3 font-bold">
        {heading}
        {list.data && (
          <span className="tabular-nums">
            {list.orders.length}
            {list.hasNextPage ? '+' : ''}
          </span>
        )}
      </h2>
      {note && <p className="text-sm text-stone-700">{note}</p>}
      {list.isPending && (
        <p role="status" className="text-stone-600">
          Loading orders...
        </p>
      )}
      {list.isError && <FormAlert message={failureMessage(list.error, 'Failed to load orders')} />}
      {list.data && list.orders.length === 0 && <p className="text-stone-700">{empty}</p>}
      <ul className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-4">
        {list.orders.map((order) => (
          <li key={order.id}>{card(order)}</li>
        ))}
      </ul>
      <MoreButton list={list} label={more} />
    </section>
  );
}

/** 'Online', 'Counter, Token 7': where a finished order came from (docs/product.md#one-order-book). */
function bookText(book: NonNullable<Order['book']>): string {
  const channel = CHANNEL_LABELS[book.channel];
  return book.token === null ? channel : `${channel}, ${tokenLabel(book.token)}`;
}

/** The recently finished orders under the open board, a line each, with their bills. */
export function FinishedOrders({ list }: { list: Paged }) {
  if (list.orders.length === 0) return null;
  return (
    <TitledSection
      id="done-heading"
      title="Recently finished"
      level="h2"
      headingClassName="font-bold"
      className="space-y-2"
    >
      <ul className="divide-y divide-stone-200 rounded-2xl bg-white text-sm shadow-sm">
        {list.orders.map((o) => (
          <li key={o.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
            <span className="font-mono">{o.orderNumber}</span>
            {o.book && <span data-testid="finished-channel">{bookText(o.book)}</span>}
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
            {o.bill && o.payment.refunds.some((r) => r.status === 'processed') && (
              <CreditNoteLinks orderId={o.id} />
            )}
          </li>
        ))}
      </ul>
      <MoreButton list={list} label="Show more finished orders" />
    </TitledSection>
  );
}
