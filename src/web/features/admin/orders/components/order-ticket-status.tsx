// The foot of an order card: whether its kitchen ticket was printed (and when, on the shop's clock)
// with the button that prints it.
import { Printer } from 'lucide-react';
import type { Order } from '#shared/api/orders.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';

type Props = { order: Order; printing: boolean; onPrintTicket: (order: Order) => void; timeZone: string };

export function OrderTicketStatus({ order, printing, onPrintTicket, timeZone }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-2">
      <span className="text-stone-700">
        {order.ticketPrintedAt
          ? `Ticket printed ${shopClockTime(new Date(order.ticketPrintedAt), timeZone)}`
          : 'Ticket not printed'}
      </span>
      <button
        type="button"
        disabled={printing}
        onClick={() => onPrintTicket(order)}
        aria-label={`Print ticket ${order.orderNumber}`}
        className="flex items-center gap-1 rounded-md border border-stone-400 px-2 py-1.5 font-semibold hover:bg-stone-100 disabled:opacity-60"
      >
        <Printer aria-hidden="true" className="h-4 w-4" />
        Print ticket
      </button>
    </div>
  );
}
