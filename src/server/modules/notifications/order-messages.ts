// The words of every order message (docs/product.md#order-notifications). SMS texts follow the
// DLT templates the shop registers: fixed text with variables of at most 30 characters, so each
// variable is shortened at a word to fit, with '...'; the template ids come from SMS_TEMPLATE_<KIND>.
// A push notification has no such limit and carries the cancel reason whole.
import { BRAND_NAME } from '#shared/constants.ts';
import { formatRupees } from '#shared/money.ts';
import type { NotificationKind, PushPayload } from '#shared/notifications.ts';
import type { OrderStatus, OrderType } from '#shared/orders.ts';
import { gsmVariable } from './gsm-text.ts';

/** What every message may say about its order, read when it is sent. */
export type OrderFacts = {
  id: string;
  orderNumber: string;
  totalPaise: number;
  orderType: OrderType;
  /** Where the order is now (the worker reads it to drop news overtaken by a later change). */
  status?: OrderStatus;
  /** The shop's rider who took it out, when one did (docs/product.md#what-the-customer-sees). */
  riderName?: string | null;
};

/** What the change itself left in the outbox row: the cancel reason, the refund amount. */
export type MessageData = { reason?: string; amountPaise?: number };

export type OrderMessage = {
  /** The template's variables by name, as the SMS gateway fills them in. */
  variables: Record<string, string>;
  /** The whole SMS as the customer reads it (the development outbox and the log show this). */
  text: string;
  push: PushPayload;
};

/** DLT variables hold at most 30 characters. */
const DLT_VARIABLE_MAX = 30;

/** A DLT variable: GSM text (gsm-text.ts), at most 30 characters, shortened at a word with '...'. */
export const toDltVariable = (value: string) => gsmVariable(value, DLT_VARIABLE_MAX);

/** An amount as an SMS says it: 'Rs. 50', 'Rs. 1,250.50' (the rupee sign is not GSM). */
export const smsAmount = (paise: number) => formatRupees(paise).replace('₹', 'Rs. ');

export function orderMessage(
  kind: NotificationKind,
  order: OrderFacts,
  data: MessageData = {},
): OrderMessage {
  const number = order.orderNumber;
  // The storefront opens My orders (with this order's live status) at this address, signing the
  // customer in first if needed.
  const orderUrl = '/?orders=open';
  const tag = `order-${order.id}`;
  // Every variable the kind's template shows is always sent (README's table): MSG91 leaves a
  // variable it is not given empty, and says nothing.
  const one = (
    text: string,
    title: string,
    body: string,
    url = orderUrl,
    more: Record<string, string> = {},
  ): OrderMessage => ({
    variables: { order: number, ...more },
    text: `${BRAND_NAME}: ${text}`,
    push: { title, body, url, tag },
  });
  switch (kind) {
    case 'order_placed':
      return one(
        `new order ${number} for ${smsAmount(order.totalPaise)}.`,
        `New order ${number}`,
        `${formatRupees(order.totalPaise)} · ${order.orderType === 'pickup' ? 'Pickup' : 'Delivery'}`,
        '/admin/orders',
        { amount: smsAmount(order.totalPaise) },
      );
    case 'order_accepted':
      return one(
        `your order ${number} is accepted. We're making it now.`,
        `Order ${number} accepted`,
        "We're making it now.",
      );
    case 'order_out_for_delivery': {
      // The rider's first name (as the tracking page names them); 'our rider' when the order went
      // out without one of the shop's riders recorded: the template's variable is always filled.
      const said = order.riderName?.trim().split(/\s+/)[0];
      const rider = toDltVariable(said || 'our rider');
      return one(
        `your order ${number} is out for delivery with ${rider}.`,
        `Order ${number} is on its way`,
        said ? `${said} is bringing your order.` : 'Your order is out for delivery.',
        orderUrl,
        { rider },
      );
    }
    case 'order_ready_for_pickup':
      return one(
        `your order ${number} is ready for pickup at the counter.`,
        `Order ${number} is ready`,
        'Collect it at the counter.',
      );
    case 'order_delivered':
      return one(
        `your order ${number} is complete. Thank you!`,
        `Order ${number} ${order.orderType === 'pickup' ? 'collected' : 'delivered'}`,
        'Thank you! Enjoy your chai.',
      );
    case 'order_cancelled': {
      const said = data.reason?.trim() || 'the shop could not make it';
      const reason = toDltVariable(said);
      return one(
        `sorry, your order ${number} was cancelled: ${reason}.`,
        `Order ${number} cancelled`,
        `Sorry, we cancelled it: ${said.replace(/[.!]+$/, '')}.`,
        orderUrl,
        { reason },
      );
    }
    case 'refund_started': {
      const paise = data.amountPaise ?? order.totalPaise;
      return one(
        `a refund of ${smsAmount(paise)} for order ${number} has started. It reaches you in 5-7 working days.`,
        `Refund started for ${number}`,
        `${formatRupees(paise)} reaches your account in 5-7 working days.`,
        orderUrl,
        { amount: smsAmount(paise) },
      );
    }
    // Push only, to the rider's phone (docs/product.md#riders-and-dispatch).
    case 'delivery_assigned':
      return one(
        `order ${number} is yours to deliver.`,
        `Deliver ${number}`,
        'Open the rider page for the address.',
        '/rider',
      );
  }
}
