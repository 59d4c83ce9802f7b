// The order just placed, above the pad cleared for the next customer: its token large (the number
// called out at the counter), the change to give, and Print ticket and Print bill. An order kept
// on the device while the server is out of reach shows its token too: the ticket and the bill
// print once it is sent.

import type { Order } from '#shared/api/orders.ts';
import { billPagePath } from '#shared/app-paths.ts';
import { formatRupees } from '#shared/money.ts';
import { tokenLabel } from '#shared/order-book/channels.ts';

export type Placed =
  | { kind: 'placed'; order: Order; token: number | null; changePaise: number | null }
  | { kind: 'kept'; key: string; token: number | null; totalPaise: number; changePaise: number | null };

type Props = {
  placed: Placed;
  onPrintTicket: (order: Order) => void;
  printing: boolean;
  onDone: () => void;
};

const ACTION =
  'inline-flex h-12 items-center rounded-xl px-5 font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function PlacedBanner({ placed, onPrintTicket, printing, onDone }: Props) {
  const title =
    placed.token !== null
      ? tokenLabel(placed.token)
      : placed.kind === 'placed'
        ? placed.order.orderNumber
        : 'Order kept';
  return (
    <section
      aria-label="Order placed"
      className={`flex flex-wrap items-center gap-4 rounded-2xl p-4 shadow-sm ${placed.kind === 'placed' ? 'bg-green-50' : 'bg-amber-50'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-5xl font-extrabold tabular-nums" data-testid="placed-token">
          {title}
        </p>
        <p role="status" className="font-semibold">
          {placed.kind === 'placed'
            ? `Order ${placed.order.orderNumber} placed: ${formatRupees(Math.round(placed.order.total * 100))}`
            : `Kept on this device: it is sent when the server answers (${formatRupees(placed.totalPaise)})`}
        </p>
        {placed.changePaise !== null && placed.changePaise > 0 && (
          <p className="text-2xl font-extrabold tabular-nums">Change: {formatRupees(placed.changePaise)}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {placed.kind === 'placed' && (
          <>
            <button
              type="button"
              disabled={printing}
              onClick={() => onPrintTicket(placed.order)}
              className={`${ACTION} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70`}
            >
              {printing ? 'Printing...' : 'Print ticket'}
            </button>
            <a
              href={billPagePath(placed.order.id)}
              target="_blank"
              rel="noopener"
              className={`${ACTION} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
            >
              Print bill
            </a>
          </>
        )}
        <button
          type="button"
          onClick={onDone}
          className={`${ACTION} border border-stone-400 bg-white hover:bg-stone-50`}
        >
          Done
        </button>
      </div>
    </section>
  );
}
