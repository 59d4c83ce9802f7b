// One order on the board: its number and time, Delivery or Pickup, the lines with their choices and
// notes, the total with how it is paid and where that money stands (order-payment.tsx, with the
// payment buttons of payment-actions.tsx), the delivery fee, where it goes (or 'Pickup at the
// counter') with where its pin is (order-pin.tsx), the customer's phone, the kitchen ticket
// (order-ticket-status.tsx: print, and when it was first printed) and the next move and cancel with
// a reason, saying what an order paid online gets back (order-moves.tsx). Pickup
// orders use their own words ('Ready for pickup', 'Mark collected'). An order awaiting its online
// payment (the board's filter) is the customer's and the gateway's: no moves, no ticket. An open
// order shows how long it has waited against its own promise (order-age.ts), amber near it and
// red past it. Listed outside the board's columns (a search's matches, a status filter), where no
// column names its status and it may be from another day, the card says its status and the day
// and time it was placed. Its history, folded, says who made each move
// (order-history.tsx). A delivery order's rider, or Send with… while riders are on shift, comes
// before the moves (order-dispatch.tsx).
import { OPEN_ORDER_STATUSES, type Order } from '#shared/api/orders.ts';
import { addressLines } from '#shared/kitchen/address-lines.ts';
import { formatAmount } from '#shared/money.ts';
import { CHANNEL_LABELS, COUNTER_KIND_LABELS, tokenLabel } from '#shared/order-book/channels.ts';
import { ORDER_TYPE_LABELS, type OrderStatus, orderStatusLabel } from '#shared/orders.ts';
import { shopClockDay, shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { useOnShiftRiders } from '../api/dispatch.ts';
import { promiseStart, scheduledText } from '../lib/later-orders.ts';
import { type AgeTone, orderAge } from '../lib/order-age.ts';
import { OrderDispatch, riderSendsIt } from './order-dispatch.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderMoves } from './order-moves.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderPin } from './order-pin.tsx';
import { OrderTicketStatus } from './order-ticket-status.tsx';
import { PaymentActions } from './payment-actions.tsx';

const AGE_BADGE: Record<AgeTone, string> = {
  'on-time': 'bg-stone-100 text-stone-800',
  near: 'bg-amber-100 text-amber-900 ring-1 ring-amber-500',
  late: 'bg-red-100 text-red-900 ring-1 ring-red-600',
};
const OPEN: readonly OrderStatus[] = OPEN_ORDER_STATUSES;
const rupees = (value: number) => formatAmount(value);

const TYPE_BADGE: Record<Order['orderType'], string> = {
  delivery: 'bg-sky-100 text-sky-900',
  pickup: 'bg-violet-100 text-violet-900',
};

type Props = {
  order: Order;
  onMove: (id: string, s: OrderStatus, reason?: string) => void;
  /** This card's move is on its way (only the tapped card waits). */
  busy: boolean;
  /** Why this card's last move did not go through, with its retry. */
  moveProblem?: { message: string; retry: () => void };
  onPrintTicket: (order: Order) => void;
  /** This card's ticket is being claimed. */
  printing: boolean;
  /** The shop's clock, for when the order was placed and its ticket printed. */
  timeZone: string;
  /** The time now, renewed by the board every few seconds: the waiting minutes count up by themselves. */
  now: Date;
  /** The viewer may refund orders paid online (payments:refund). */
  canRefund: boolean;
  /** The viewer may undo a mark-paid (payments:unmark). */
  canUnmark?: boolean;
  /** Shown outside the board's columns (search results, a status filter): say status and day. */
  listed?: boolean;
};

export function OrderCard({
  order,
  onMove,
  busy,
  moveProblem,
  onPrintTicket,
  printing,
  timeZone,
  now,
  canRefund,
  canUnmark = false,
  listed = false,
}: Props) {
  // The kitchen never sees an order before it is paid; a cancelled one has no ticket.
  const ticket = order.status !== 'cancelled' && order.status !== 'awaiting_payment';
  const phone = order.customerPhone ?? order.address?.phone;
  // The column says 'Out for delivery'; a pickup order in it is waiting at the counter.
  // Listed, no column says it: always the status.
  const statusNote =
    listed || (order.orderType === 'pickup' && order.status === 'out_for_delivery')
      ? orderStatusLabel(order.status, order.orderType)
      : null;
  const placedAt = new Date(order.createdAt);
  // An order for later is timed against its slot (lib/later-orders.ts), from when it is due to start.
  const start = promiseStart(order);
  const age =
    OPEN.includes(order.status) && Date.parse(start) <= now.getTime()
      ? orderAge(start, order.promisedMinutes, now)
      : null;
  const forLater = scheduledText(order, timeZone);
  // Only a delivery order on its way to the door asks who is on shift (one answer for the board).
  const riders = useOnShiftRiders(
    order.orderType === 'delivery' && ['preparing', 'ready', 'out_for_delivery'].includes(order.status),
  ).data;
  return (
    <article
      data-age={age?.tone}
      className={`space-y-2 rounded-xl bg-white p-3 text-sm shadow-sm ${
        age?.tone === 'late'
          ? 'border-l-4 border-red-600'
          : age?.tone === 'near'
            ? 'border-l-4 border-amber-500'
            : ''
      }`}
    >
      {/* Wraps rather than squeezes in a tablet's narrow column (board-columns.tsx). */}
      <div className="flex flex-wrap justify-between gap-x-2">
        <h3 className="font-mono font-bold">
          {order.orderNumber}
          {/* A counter order is called by its token (docs/product.md#one-order-book): large, beside its number. */}
          {order.book?.token != null && (
            <span
              data-testid="order-token"
              className="ml-2 rounded-md bg-stone-900 px-2 py-0.5 font-sans text-base text-white"
            >
              {tokenLabel(order.book.token)}
            </span>
          )}
        </h3>
        <span className="text-stone-700">
          {listed
            ? `Placed ${shopClockDay(placedAt, timeZone)}, ${shopClockTime(placedAt, timeZone)}`
            : shopClockTime(placedAt, timeZone)}
        </span>
      </div>
      {forLater && (
        <p
          data-testid="order-scheduled"
          className="w-fit rounded-md bg-indigo-100 px-2 py-0.5 font-bold text-indigo-900 ring-1 ring-indigo-500"
        >
          {forLater}
        </p>
      )}
      {age && (
        <p
          data-testid="order-age"
          className={`w-fit rounded-md px-2 py-0.5 font-semibold tabular-nums ${AGE_BADGE[age.tone]}`}
        >
          {age.text}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${TYPE_BADGE[order.orderType]}`}
        >
          {ORDER_TYPE_LABELS[order.orderType]}
        </span>
        {order.book && (
          <span
            data-testid="order-channel"
            className="rounded-full border border-stone-400 px-2 py-0.5 text-xs font-bold"
          >
            {CHANNEL_LABELS[order.book.channel]}
            {order.book.counterKind && ` · ${COUNTER_KIND_LABELS[order.book.counterKind]}`}
          </span>
        )}
        {statusNote && (
          <span data-testid="order-status" className="font-semibold text-violet-900">
            {statusNote}
          </span>
        )}
      </p>
      <OrderLines lines={order.lines} />
      <OrderPayment order={order} timeZone={timeZone} />
      {order.orderType === 'delivery' && (
        <p className="text-stone-700">
          Delivery fee: {order.deliveryFee > 0 ? rupees(order.deliveryFee) : 'FREE'}
        </p>
      )}
      <PaymentActions order={order} canRefund={canRefund} canUnmark={canUnmark} />
      {order.address ? (
        <address className="text-stone-700 not-italic">
          <span className="font-semibold text-stone-900">{order.address.name}</span>
          {addressLines(order.address).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="font-semibold text-stone-900">Pickup at the counter</p>
      )}
      {order.pin && <OrderPin pin={order.pin} orderNumber={order.orderNumber} />}
      {phone && (
        <p>
          <a href={`tel:${phone}`} className="underline">
            {phone}
          </a>
        </p>
      )}
      {ticket && (
        <OrderTicketStatus
          order={order}
          printing={printing}
          onPrintTicket={onPrintTicket}
          timeZone={timeZone}
        />
      )}
      <OrderHistory order={order} timeZone={timeZone} />
      <OrderDispatch order={order} now={now} riders={riders} />
      <OrderMoves
        order={order}
        onMove={onMove}
        busy={busy}
        moveProblem={moveProblem}
        riderSendsIt={riderSendsIt(order, riders)}
      />
    </article>
  );
}
