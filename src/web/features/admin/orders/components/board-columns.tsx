// The open board's columns (placed, accepted, preparing, packed, out for delivery), each oldest first as
// the server sends them. Side by side from a tablet up (768px), each column scrolling on its own
// within the screen's height, so a long Placed column does not push the page down past the others
// (docs/product.md#orders-board). Five fit a tablet upright (768px: 8.5rem each, 10.5rem from 1280px); a narrower
// window scrolls them sideways rather than squeezing the cards. On a phone a segmented tab list with each column's count, showing one column at a
// time, so the later columns are a tap away rather than stacked below every placed order. WAI-ARIA
// tabs: the arrow keys, Home and End move between them.
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#shared/orders.ts';
import { rovingTabIndex } from '#web/components/ui/tabs.tsx';
import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { heldForLater } from '../lib/later-orders.ts';

export const BOARD_COLUMNS: OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'];

/** The shelf's column needs a short title; pickup orders never stand in it. */
const BOARD_COLUMN_TITLES: Partial<Record<OrderStatus, string>> = { ready: 'Packed' };

type Props = { orders: Order[]; card: (order: Order) => ReactNode };

/**
 * Orders for later not yet released (docs/product.md#orders-for-later-today), apart from the
 * columns and above them: staff see what is coming and may accept one early.
 */
function LaterGroup({ orders, card }: Props) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="col-later" data-column="later" className="mb-3 rounded-2xl bg-indigo-50 p-2">
      <h2 id="col-later" className="mb-2 flex justify-between gap-2 px-1 font-bold">
        Later <span className="tabular-nums">{orders.length}</span>
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-2">
        {orders.map((order) => (
          <li key={order.id}>{card(order)}</li>
        ))}
      </ul>
    </section>
  );
}

function ColumnList({ orders, card, className = '' }: Props & { className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {orders.map((order) => (
        <li key={order.id}>{card(order)}</li>
      ))}
    </ul>
  );
}

/** `now`: the board's clock, renewed every few seconds, which releases orders for later from their group. */
export function BoardColumns({ orders: all, card, now }: Props & { now: Date }) {
  const wide = useWideScreen();
  const [selected, setSelected] = useState<OrderStatus>('placed');
  const tabs = useRef(new Map<OrderStatus, HTMLButtonElement>());
  const later = all.filter((o) => heldForLater(o, now));
  const orders = all.filter((o) => !heldForLater(o, now));
  const columns = BOARD_COLUMNS.map((status) => ({
    status,
    orders: orders.filter((o) => o.status === status),
  }));

  if (wide)
    return (
      <>
        <LaterGroup orders={later} card={card} />
        <div
          data-testid="board-columns"
          className="grid snap-x grid-cols-[repeat(5,minmax(8.5rem,1fr))] xl:grid-cols-[repeat(5,minmax(10.5rem,1fr))] gap-2 overflow-x-auto pb-1 xl:gap-3"
        >
          {columns.map(({ status, orders: column }) => (
            <section
              key={status}
              aria-labelledby={`col-${status}`}
              data-column={status}
              className="flex max-h-[calc(100dvh-12rem)] min-h-80 snap-start flex-col rounded-2xl bg-stone-200/60 p-1.5 xl:p-2"
            >
              <h2 id={`col-${status}`} className="mb-2 flex justify-between gap-2 px-1 font-bold">
                {BOARD_COLUMN_TITLES[status] ?? ORDER_STATUS_LABELS[status]}{' '}
                <span className="tabular-nums">{column.length}</span>
              </h2>
              <ColumnList orders={column} card={card} className="min-h-0 flex-1 overflow-y-auto" />
            </section>
          ))}
        </div>
      </>
    );

  function onKeyDown(event: KeyboardEvent) {
    const next = rovingTabIndex(event.key, BOARD_COLUMNS.indexOf(selected), BOARD_COLUMNS.length);
    if (next === undefined) return;
    event.preventDefault();
    const status = BOARD_COLUMNS[next]!;
    setSelected(status);
    tabs.current.get(status)?.focus();
  }

  const shown = columns.find((c) => c.status === selected)!;
  return (
    <div>
      <LaterGroup orders={later} card={card} />
      <div
        role="tablist"
        aria-label="Order columns"
        onKeyDown={onKeyDown}
        className="grid grid-cols-4 gap-1 rounded-xl bg-stone-200 p-1"
      >
        {columns.map(({ status, orders: column }) => {
          const active = status === selected;
          return (
            <button
              key={status}
              ref={(node) => {
                if (node) tabs.current.set(status, node);
                else tabs.current.delete(status);
              }}
              type="button"
              role="tab"
              id={`col-tab-${status}`}
              aria-selected={active}
              aria-controls={`col-panel-${status}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(status)}
              className={`flex min-h-14 flex-col items-center justify-center rounded-lg px-1 py-1.5 text-center text-xs font-semibold leading-tight focus-visible:outline-2 focus-visible:outline-brand-700 ${
                active ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-800 hover:bg-stone-100'
              }`}
            >
              <span>{BOARD_COLUMN_TITLES[status] ?? ORDER_STATUS_LABELS[status]}</span>
              <span className="text-base font-extrabold tabular-nums">{column.length}</span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`col-panel-${selected}`}
        aria-labelledby={`col-tab-${selected}`}
        className="pt-3"
      >
        {/* The cards' own headings come under a column's, as they do side by side. */}
        <h2 className="sr-only">{BOARD_COLUMN_TITLES[selected] ?? ORDER_STATUS_LABELS[selected]}</h2>
        {shown.orders.length === 0 ? (
          <p className="py-6 text-center text-stone-700">
            No orders are {(BOARD_COLUMN_TITLES[selected] ?? ORDER_STATUS_LABELS[selected]).toLowerCase()}.
          </p>
        ) : (
          <ColumnList orders={shown.orders} card={card} />
        )}
      </div>
    </div>
  );
}
