// Placing an order (decision 014): each attempt reads prices, prices the cart and writes the order
// in one statement that checks the menu; with a code, inside the code's transaction. A retried
// checkout is answered with the order it placed.
import { randomInt } from 'node:crypto';
import { AppError } from '#server/http/app-error.ts';
import type { CheckDiscountResponse } from '#shared/api/discounts.ts';
import type { Order } from '#shared/api/orders.ts';
import { capDependsOnHistory, cashCap, cashCapMessage } from '#shared/cash-limits.ts';
import { DISCOUNT_MESSAGES, normalizeCode } from '#shared/discounts.ts';
import { MESSAGES } from '#shared/errors.ts';
import { toRupees } from '#shared/money.ts';
import { orderNumberFrom } from '#shared/orders.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { LATER_ORDERS_MESSAGES } from '#shared/stock-and-time/later-orders.ts';
import { stockText } from '#shared/stock-and-time/stock.ts';
import { UUID } from '#shared/uuid.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { CheckoutSteps, CodeCheckoutSteps, DiscountInput } from './checkout.repo.ts';
import type { InsertOutcome } from './checkout-insert.ts';
import {
  type Checkout,
  createCheckoutPreparation,
  type PlaceBody,
  type PreparationDeps,
} from './checkout-preparation.ts';
import type { PriceRead } from './checkout-price-read.ts';
import {
  applyCode,
  type CartLine,
  priceLines,
  priceOrder,
  type Refusal,
  refusalError,
} from './checkout-pricing.ts';
import type { createPinCheck } from './order-pin.ts';
import type { OrderRecord } from './order-records.ts';
import { orderEvent, toOrder } from './order-view.ts';
import type { OrdersRepo } from './orders.repo.ts';

// Each attempt draws a new order number and prices the cart again: a number collision or a menu
// change between the price read and the write (both rare) costs one more attempt.
const PLACE_ATTEMPTS = 8;

/** The cap this checkout's price read lets it apply (none when paid online). */
function cashCapOf(checkout: Checkout, read: PriceRead) {
  if (!checkout.cash) return undefined;
  const { limits, onlineOffered } = checkout.cash;
  const cap = cashCap(limits, read.deliveredOrders ?? 0);
  // The cap is on what the customer has open at the door at once, this order included.
  const open = read.openAtDoorPaise ?? 0;
  return { capPaise: cap.capPaise - open, message: cashCapMessage(limits, cap, onlineOffered, open) };
}

/** The refusal of a slot that filled up, with its time on the shop's clock ('The 4:30 PM slot...'). */
function slotFullMessage(checkout: Checkout): string {
  const at = checkout.later?.scheduledFor ?? checkout.served.at;
  return stockText(LATER_ORDERS_MESSAGES.slotFull, { time: shopClockTime(at, checkout.served.timeZone) });
}

/** Reads prices, prices the cart and writes the order once, with a new order number. */
async function placeOnce(
  steps: CheckoutSteps,
  checkout: Checkout,
  code?: { text: string; input: DiscountInput | undefined },
): Promise<InsertOutcome | Refusal> {
  // An order paid at the door asks the price read for the customer's open orders at the door, and,
  // when the cap depends on it, how many were delivered (up to the number that lifts the cap).
  const limits = checkout.cash?.limits;
  const history = limits && {
    userId: checkout.userId,
    atMost: capDependsOnHistory(limits) ? limits.newCustomerOrders : 0,
  };
  const read = await steps.pricedItems(checkout.itemIds, history);
  const priced = priceOrder(
    checkout.lines,
    read,
    orderNumberFrom(randomInt(0, 1_000_000)),
    checkout.fulfilment,
    checkout.paymentMethod,
    checkout.billTerms,
    checkout.book,
    code && { ...code, now: checkout.now },
    cashCapOf(checkout, read),
    undefined,
    checkout.tipPaise,
    checkout.served,
  );
  if (!priced.ok) return priced;
  const draft = { ...priced.draft, language: checkout.language, later: checkout.later };
  return steps.insertOrder(checkout.userId, checkout.idempotencyKey, draft, checkout.opening);
}

/** placeOnce inside the code's transaction: the code is read locked first and its use counted last. */
async function placeOnceWithCode(
  steps: CodeCheckoutSteps,
  checkout: Checkout,
  code: string,
): Promise<InsertOutcome | Refusal> {
  const input = await steps.lockedDiscount(checkout.userId, code);
  // An unpaid online order holds a use of a limited code for 15 minutes, and a new one can take
  // its place when it expires: one such hold per customer and code, so one customer cannot keep
  // every use of a giveaway out of reach (count the uses when paid instead would let a paid order
  // find its code used up after the customer paid for it).
  if (input?.rule.maxUses != null && checkout.paymentMethod === 'online' && input.customerUnpaidUses > 0)
    return { ok: false, reason: 'code-refused', message: DISCOUNT_MESSAGES.unpaidHold };
  const placed = await placeOnce(steps, checkout, { text: code, input });
  // A code that does not exist never prices (placeOnce refuses it), so input is there.
  if (!placed.ok || !input) return placed;
  const counted = await steps.countCodeUse(input.id, checkout.userId, placed.order.id);
  return counted.ok ? placed : counted;
}

/** What placing an order needs from the service's dependencies (orders.service.ts). */
export type PlaceOrderDeps = PreparationDeps & {
  repo: Pick<OrdersRepo, 'checkout' | 'withCode' | 'preview' | 'idByIdempotencyKey' | 'byId'>;
  events: EventBus;
  onPlaced: () => void;
  /** Told after an order that took counted stock has committed: every storefront re-reads the menu. */
  onStockMoved?: () => void;
  /** Checks each new delivery's pin after the commit (order-pin.ts); none without a geocoder. */
  pinCheck?: Pick<ReturnType<typeof createPinCheck>, 'afterPlaced'>;
  /** The order's eta (promise/promise.service.ts): the placed answer carries it as the order page does. */
  etaOf?: (row: OrderRecord) => Order['eta'];
  /** Saves the checkout's WhatsApp tick as the customer's choice, before the order is announced. */
  rememberWhatsapp?: (userId: string, on: boolean) => Promise<void>;
};

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { repo, events, onPlaced, now, pinCheck, etaOf, rememberWhatsapp } = deps;
  const checkoutOf = createCheckoutPreparation(deps);
  const answer = (row: OrderRecord): Order => {
    const order = toOrder(row);
    return etaOf ? { ...order, eta: etaOf(row) } : order;
  };

  async function existing(userId: string, key: string): Promise<Order | undefined> {
    const id = await repo.idByIdempotencyKey(userId, key);
    const row = id ? await repo.byId(id) : undefined;
    return row ? answer(row) : undefined;
  }

  return {
    async place(userId: string, body: PlaceBody): Promise<{ order: Order; created: boolean }> {
      // A retried checkout is recognised by the unique (customer, key) index when its insert
      // collides (below), so the first attempt pays no lookup.
      const checkout = await checkoutOf(userId, body);
      if (checkout instanceof AppError) {
        // A refusal, unless this is a retry of an order placed before things changed (a pause,
        // closing time, a smaller area).
        const again = await existing(userId, body.idempotencyKey);
        if (again) return { order: again, created: false };
        throw checkout;
      }
      const codeText = body.discountCode ? normalizeCode(body.discountCode) : undefined;
      for (let attempt = 0; attempt < PLACE_ATTEMPTS; attempt++) {
        const outcome = codeText
          ? await repo.withCode((steps) => placeOnceWithCode(steps, checkout, codeText))
          : await placeOnce(repo.checkout, checkout);
        if (outcome.ok) {
          onPlaced();
          if (outcome.took.length > 0) deps.onStockMoved?.();
          // Told to every instance once committed, by a statement of its own: a NOTIFY inside the
          // order's transaction holds PostgreSQL's one notification lock through the commit's
          // disk flush, which made concurrent checkouts wait on each other (decision 012).
          const placed = outcome.order;
          // Before anyone can accept the order, so its first message already goes the chosen way.
          if (body.whatsappUpdates !== undefined) await rememberWhatsapp?.(userId, body.whatsappUpdates);
          await events.publish(orderEvent(placed));
          // After the commit, never waited for: staff are warned when the pin's place is not the area typed.
          if (placed.address) pinCheck?.afterPlaced(placed);
          return { order: answer(placed), created: true };
        }
        if (outcome.reason === 'menu-moved' || outcome.reason === 'number-taken') continue;
        // Counted stock ran out between the price read and the write: the next attempt reads the
        // counts again and tells the customer exactly how many are left (or places the order, if
        // a cancellation gave some back meanwhile).
        // (The price read's own refusal carries those words and is answered as it is.)
        if (outcome.reason === 'sold-out' && !('message' in outcome) && attempt < PLACE_ATTEMPTS - 1)
          continue;
        // An online order has no token: only a counter order can meet another's.
        if (outcome.reason === 'token-taken') break;
        // The same checkout arrived twice at once (key-taken: the other request created it), or
        // is a retry of a placed order, answered with it even if the code or an item would no
        // longer qualify now (a first-order code never does the second time).
        const again = await existing(userId, body.idempotencyKey);
        if (again) return { order: again, created: false };
        if (outcome.reason === 'slot-full' && checkout.later)
          throw refusalError({ ...outcome, message: slotFullMessage(checkout) });
        if (outcome.reason !== 'key-taken') throw refusalError(outcome);
        // key-taken, yet no order has the key (it could only have been deleted since): try again.
      }
      throw new AppError('SERVER_ERROR', MESSAGES.orderFailed, undefined, 'unavailable');
    },

    /** What a code takes off this cart right now; the order itself decides again when placed. */
    async previewDiscount(
      userId: string,
      body: { code: string; lines: CartLine[] },
    ): Promise<CheckDiscountResponse> {
      const code = normalizeCode(body.code);
      const ids = [...new Set(body.lines.map((l) => l.menuItemId))].filter((id) => UUID.test(id));
      const { items, discount } = await repo.preview(userId, ids, code);
      const priced = priceLines(body.lines, items);
      if (!priced.ok) throw refusalError(priced);
      const applied = applyCode(discount, priced.subtotalPaise, now());
      if (!applied.ok) throw refusalError(applied);
      return {
        code,
        subtotal: toRupees(priced.subtotalPaise),
        discount: toRupees(applied.discountPaise),
        // Before the delivery fee: it depends on the address, which checkout adds and prices.
        total: toRupees(priced.subtotalPaise - applied.discountPaise),
      };
    },
  };
}
