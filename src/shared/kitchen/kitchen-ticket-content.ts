// What a kitchen ticket says, copy by copy (docs/product.md#bills-and-kitchen-tickets): the browser
// ticket (web kitchen-ticket.tsx) and the network printer's ESC/POS (server modules/printing) render
// this same content, so the two never disagree about what is on a ticket, only about how it looks.
import type { Order } from '#shared/api/orders.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { channelText, tokenText } from '#shared/order-book/book-text.ts';
import { ORDER_TYPE_LABELS, paymentLabel } from '#shared/orders.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { addressLines } from './address-lines.ts';
import { lineChoices } from './line-choices.ts';
import { marathiNameOf } from './marathi-names.ts';
import { pinDistanceText } from './pin-text.ts';
import { ticketPayLine } from './ticket-pay-line.ts';

/** The top of each copy: the shop, which copy, the order number, when it came in and its type. */
export type TicketHead = {
  shop: string;
  copy: 'KITCHEN' | 'PACKING';
  reprint: boolean;
  number: string;
  time: string;
  type: string;
  /** A counter order's token, called out when it is ready ('Token 7'); null otherwise. */
  token: string | null;
  /** Where a staff order came from ('Counter · Takeaway', 'Phone'); null online. */
  channel: string | null;
};

/**
 * A line as the kitchen reads it: '2 x Masala Chai', its choices and the customer's note; and its
 * item's Marathi name ('मसाला चहा') when the device shows them and the menu has one, else null.
 */
export type TicketKitchenLine = {
  text: string;
  marathi: string | null;
  choices: string | null;
  note: string | null;
};

export type KitchenTicketContent = {
  kitchen: { head: TicketHead; lines: TicketKitchenLine[] };
  packing: {
    head: TicketHead;
    name: string | null;
    phone: string | null;
    /** The delivery address one part a line; null for pickup. */
    address: string[] | null;
    pin: { distance: string; mapUrl: string; warning: string | null } | null;
    /** '2 x Masala Chai (Cutting, Less sugar)'. */
    lines: string[];
    payment: string;
    /** 'Cash due ₹359.00', 'PAID online' (ticket-pay-line.ts). */
    payLine: string;
  };
};

/**
 * marathiNames (item id to its Marathi name, marathi-names.ts) only from a browser ticket whose
 * device shows them: the network printer's ESC/POS stays English, as most thermal printers have no
 * Devanagari letters.
 */
export function kitchenTicketContent(
  order: Order,
  {
    reprint,
    timeZone,
    marathiNames,
  }: { reprint: boolean; timeZone: string; marathiNames?: ReadonlyMap<string, string> },
): KitchenTicketContent {
  const head = (copy: TicketHead['copy']): TicketHead => ({
    shop: BRAND_NAME,
    copy,
    reprint,
    number: order.orderNumber,
    time: shopClockTime(new Date(order.createdAt), timeZone),
    type: ORDER_TYPE_LABELS[order.orderType],
    token: tokenText(order.book),
    channel: channelText(order.book),
  });
  const lines = order.lines.map((line) => ({
    text: `${line.quantity} x ${line.name}`,
    marathi: marathiNameOf(line, marathiNames),
    choices: lineChoices(line),
    note: line.note ? `NOTE: ${line.note}` : null,
  }));
  return {
    kitchen: { head: head('KITCHEN'), lines },
    packing: {
      head: head('PACKING'),
      name: order.address?.name || null,
      phone: order.customerPhone ?? order.address?.phone ?? null,
      address: order.address ? addressLines(order.address) : null,
      pin: order.pin
        ? {
            distance: pinDistanceText(order.pin),
            mapUrl: order.pin.mapUrl,
            warning: order.pin.warning ? `CHECK: ${order.pin.warning}` : null,
          }
        : null,
      lines: lines.map((line) => (line.choices ? `${line.text} (${line.choices})` : line.text)),
      payment: `Payment: ${paymentLabel(order.paymentMethod, order.orderType)}`,
      payLine: ticketPayLine(order),
    },
  };
}
