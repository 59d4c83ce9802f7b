// The words of every order message (docs/product.md#order-notifications). SMS texts follow the
// DLT templates the shop registers: fixed text with variables of at most 30 characters, so each
// variable is shortened at a word to fit, with '...'; the template ids come from SMS_TEMPLATE_<KIND>.
// A push notification has no such limit and carries the cancel reason whole. A customer's message
// speaks the order's language (customer-message-words.ts); the staff's and riders' stay English.
import { BRAND_NAME } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { formatRupees } from '#shared/money.ts';
import type { NotificationKind, PushPayload } from '#shared/notifications.ts';
import type { OrderStatus, OrderType } from '#shared/orders.ts';
import { CUSTOMER_WORDS, type Said } from './customer-message-words.ts';
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
  /** The language the customer ordered in (orders.language); English when not given. */
  language?: Language;
  /** An order for later: its slot on the shop's clock ('4:30 PM'); null or absent for an order for now. */
  scheduledTime?: string | null;
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
export const smsAmount = (paise: number) => CUSTOMER_WORDS.en.smsAmount(paise);

export function orderMessage(
  kind: NotificationKind,
  order: OrderFacts,
  data: MessageData = {},
  /** The customer's messages speak the order's language; the SMS sender may ask for English. */
  language: Language = order.language ?? 'en',
): OrderMessage {
  const number = order.orderNumber;
  // The storefront opens My orders (with this order's live status) at this address, signing the
  // customer in first if needed.
  const orderUrl = '/?orders=open';
  const tag = `order-${order.id}`;
  const words = CUSTOMER_WORDS[language];
  // Every variable the kind's template shows is always sent (README's table): MSG91 leaves a
  // variable it is not given empty, and says nothing.
  const one = (said: Said, url = orderUrl, more: Record<string, string> = {}): OrderMessage => ({
    variables: { order: number, ...more },
    text: `${BRAND_NAME}: ${said.sms}`,
    push: { title: said.title, body: said.body, url, tag },
  });
  switch (kind) {
    // To the staff's devices, in English as the staff area is.
    case 'order_placed':
      return one(
        {
          sms: `new order ${number} for ${smsAmount(order.totalPaise)}.`,
          title: `New order ${number}`,
          body: `${formatRupees(order.totalPaise)} · ${order.orderType === 'pickup' ? 'Pickup' : 'Delivery'}${
            order.scheduledTime ? ` · For ${order.scheduledTime}` : ''
          }`,
        },
        '/admin/orders',
        { amount: smsAmount(order.totalPaise) },
      );
    case 'order_accepted':
      // The SMS keeps its registered template; the push says the slot of an order for later.
      return one(words.accepted(number, order.scheduledTime ?? undefined));
    case 'order_out_for_delivery': {
      // The rider's first name (as the tracking page names them); 'our rider' when the order went
      // out without one of the shop's riders recorded: the template's variable is always filled.
      const said = order.riderName?.trim().split(/\s+/)[0] || undefined;
      const rider = toDltVariable(said ?? words.ourRider);
      return one(words.outForDelivery(number, rider, said), orderUrl, { rider });
    }
    case 'order_ready_for_pickup':
      return one(words.readyForPickup(number));
    case 'order_delivered':
      return one(words.delivered(number, order.orderType === 'pickup'));
    case 'order_cancelled': {
      const said = data.reason?.trim() || words.noReason;
      const reason = toDltVariable(said);
      return one(words.cancelled(number, reason, said.replace(/[.!।]+$/, '')), orderUrl, { reason });
    }
    case 'refund_started': {
      const paise = data.amountPaise ?? order.totalPaise;
      const amount = words.smsAmount(paise);
      return one(words.refundStarted(number, amount, paise), orderUrl, { amount });
    }
    // Push only, to the rider's phone (docs/product.md#riders-and-dispatch), in English.
    case 'delivery_assigned':
      return one(
        {
          sms: `order ${number} is yours to deliver.`,
          title: `Deliver ${number}`,
          body: 'Open the rider page for the address.',
        },
        '/rider',
      );
  }
}
