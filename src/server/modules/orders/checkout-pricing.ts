// Checkout pricing (docs/product.md#d2-checkout-places-a-real-order): the server prices every line
// from the database rows it read, adds the delivery charge and the code's discount, taxes the order,
// and says why a cart cannot be ordered; client prices are never read.
import type { AddressSnapshot } from '#server/db/schema.ts';
import { type AppError, conflict, invalid } from '#server/http/app-error.ts';
import { QUANTITY_LIMIT_MESSAGE } from '#shared/api/orders.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import type { BillTerms } from '#shared/billing/billing-settings.ts';
import { orderTax } from '#shared/billing/tax.ts';
import {
  cartLineKey,
  chosenOptions,
  normalizeNote,
  type SelectionProblem,
  selectionProblem,
} from '#shared/catalog/item-options.ts';
import { ORDER_LIMITS } from '#shared/constants.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { deliveryQuote, OUTSIDE_AREA_MESSAGE } from '#shared/delivery-area/delivery-quote.ts';
import { minimumOrderMessage } from '#shared/delivery-area/minimum-order.ts';
import { DISCOUNT_MESSAGES, evaluateDiscount } from '#shared/discounts.ts';
import { lineOverItemLimit } from '#shared/order-limits.ts';
import { type PaymentMethod, paidAtDoor } from '#shared/orders.ts';
import type { EstimateParts } from '#shared/promise/forecast.ts';
import { opensWhen } from '#shared/shop-hours/availability-text.ts';
import type { Holiday } from '#shared/shop-hours/holiday-rules.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { LATER_ORDERS_MESSAGES } from '#shared/stock-and-time/later-orders.ts';
import { STOCK_MESSAGES, stockText } from '#shared/stock-and-time/stock.ts';
import { servedAt, TIME_WINDOW_MESSAGES } from '#shared/stock-and-time/time-windows.ts';
import type { DiscountInput } from './checkout.repo.ts';
import type { OrderBook, OrderDraft } from './checkout-insert.ts';
import type { PricedGroup, PricedItem, PricedOption } from './checkout-price-read.ts';

/** Why a cart cannot be ordered as it is: answered to the customer, never tried again. */
export type Refusal =
  | { ok: false; reason: 'unavailable'; names: string[] }
  /** A line's choices break its item's rules (400), or name a choice that ran out (409). */
  | { ok: false; reason: 'options'; problem: SelectionProblem }
  | { ok: false; reason: 'code-refused'; message: string }
  | { ok: false; reason: 'code-used-up' }
  | { ok: false; reason: 'outside-area' }
  | { ok: false; reason: 'below-minimum'; message: string }
  /** Online, for less than the gateway takes (a code took nearly all of it off). */
  | { ok: false; reason: 'online-minimum' }
  /** Paid at the door, over the cap for this customer (shared/cash-limits.ts). */
  | { ok: false; reason: 'cash-cap'; message: string }
  /** A manager's discount by hand that is more than the items (the order pad). */
  | { ok: false; reason: 'manual-discount'; message: string }
  /** A counted item or option ran short at the write (docs/product.md#counted-stock). */
  | { ok: false; reason: 'sold-out'; message?: string }
  /** An item or its category is not served at the order's time (docs/product.md#menus-by-time-of-day). */
  | { ok: false; reason: 'not-served'; message: string }
  /** The chosen slot for later filled up at the write (docs/product.md#orders-for-later-today). */
  | { ok: false; reason: 'slot-full'; message?: string };

/**
 * Where the order goes and what the shop promised when it was placed
 * (docs/product.md#d16-an-order-goes-to-a-real-address): a delivery carries its address and is
 * priced on the delivery area as saved; a pickup has no address, no fee and no minimum.
 */
export type Fulfilment = {
  promisedMinutes: number;
  /** Where the estimate shown said the minutes would go (null or absent: no forecast). */
  estimate?: EstimateParts | null;
} & ({ orderType: 'pickup' } | { orderType: 'delivery'; address: AddressSnapshot; area: DeliveryArea });

/** The delivery fee, or why this subtotal cannot be delivered there. */
function deliveryCharge(
  fulfilment: Fulfilment,
  subtotalPaise: number,
): { ok: true; feePaise: number } | Refusal {
  // Collected at the counter: no delivery, no fee.
  if (fulfilment.orderType === 'pickup') return { ok: true, feePaise: 0 };
  const { address, area } = fulfilment;
  // The address schema requires the point; an old caller's missing one is outside every area.
  const point = { lat: address.latitude ?? Number.NaN, lng: address.longitude ?? Number.NaN };
  // The free-delivery threshold and the minimum read the subtotal before any discount: it is the
  // figure the cart shows them against while it fills, so applying a code never turns free
  // delivery into a fee, nor an order the cart accepted into one below the minimum.
  const quote = deliveryQuote(area, point, subtotalPaise);
  if (!quote.deliverable) return { ok: false, reason: 'outside-area' };
  if (quote.shortByPaise > 0)
    return {
      ok: false,
      reason: 'below-minimum',
      message: minimumOrderMessage(quote.shortByPaise, quote.minimumPaise),
    };
  return { ok: true, feePaise: quote.feePaise };
}

const ORDER_TOO_LARGE = 'This order is too large to place online. Please order fewer items.';
/** The gateway takes no payment under ₹1. */
const GATEWAY_MINIMUM_PAISE = 100;

/** A checkout line as the body sends it: the options and note are optional. */
export type CartLine = { menuItemId: string; quantity: number; options?: string[]; note?: string | null };

/**
 * The cart's lines keyed as the storefront keys them (item + sorted option ids + normalized
 * note): identical lines merge. The quantity limit counts an item over all its lines, whatever
 * their options and notes (shared/order-limits.ts).
 */
function keyedLines(lines: readonly CartLine[]) {
  // Refused, never cut down: the customer would be charged for fewer than they asked for.
  if (lineOverItemLimit(lines) >= 0) throw invalid(QUANTITY_LIMIT_MESSAGE);
  const keyed = new Map<
    string,
    { menuItemId: string; quantity: number; options: string[]; note: string | null }
  >();
  for (const line of lines) {
    const options = line.options ?? [];
    const note = normalizeNote(line.note);
    const key = cartLineKey(line.menuItemId, options, note);
    const quantity = (keyed.get(key)?.quantity ?? 0) + line.quantity;
    keyed.set(key, { menuItemId: line.menuItemId, quantity, options, note });
  }
  return [...keyed.values()];
}

/**
 * Merges identical lines, prices them from the database rows (item price plus the chosen
 * options' deltas), and refuses what cannot be ordered. Throws the 400 for a cart no menu could
 * make orderable (a quantity or a total over the limits).
 */
export function priceLines(lines: readonly CartLine[], items: PricedItem[]) {
  const keyed = keyedLines(lines);
  const byId = new Map(items.map((i) => [i.id, i]));
  const unavailable = [...new Set(keyed.map((l) => l.menuItemId))]
    .map((id) => byId.get(id))
    .filter((item) => !item?.orderable)
    .map((item) => item?.name ?? 'An item that is no longer on the menu');
  if (unavailable.length > 0) return { ok: false, reason: 'unavailable', names: unavailable } as const;
  const priced: OrderDraft['lines'] = [];
  for (const line of keyed) {
    const item = byId.get(line.menuItemId) as PricedItem;
    const problem = selectionProblem(item.name, item.groups, line.options);
    if (problem) return { ok: false, reason: 'options', problem } as const;
    // From the database rows only: the body's prices, if it sends any, are never read.
    const chosen = chosenOptions(item.groups, line.options) as { group: PricedGroup; option: PricedOption }[];
    const unitPricePaise = chosen.reduce((sum, c) => sum + c.option.priceDeltaPaise, item.pricePaise);
    priced.push({
      menuItemId: item.id,
      name: item.name,
      unit: item.unit,
      basePricePaise: item.pricePaise,
      unitPricePaise,
      quantity: line.quantity,
      lineTotalPaise: unitPricePaise * line.quantity,
      options: chosen.map(({ group, option }) => ({
        optionId: option.id,
        groupId: group.id,
        group: group.name,
        name: option.name,
        priceDeltaPaise: option.priceDeltaPaise,
      })),
      note: line.note,
    });
  }
  const short = stockShortfall(priced, byId);
  if (short) return short;
  const subtotalPaise = priced.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  if (subtotalPaise > ORDER_LIMITS.maxTotalPaise) throw invalid(ORDER_TOO_LARGE);
  return { ok: true, lines: priced, subtotalPaise, takesStock: takesCountedStock(priced, byId) } as const;
}

/** The moment an order is for and the shop's calendar it is read on. */
export type ServedCheck = {
  at: Date;
  timeZone: string;
  holidays: readonly Holiday[];
  /** An order for later: the refusal names the slot's time rather than saying "now". */
  scheduled: boolean;
};

/**
 * The first line whose item, or its category, is not served at `served.at`, as the refusal that
 * says when it is (docs/product.md#menus-by-time-of-day); undefined when every line is served.
 */
export function notServedRefusal(
  lines: OrderDraft['lines'],
  items: PricedItem[],
  served: ServedCheck,
): Refusal | undefined {
  const byId = new Map(items.map((i) => [i.id, i]));
  for (const id of new Set(lines.map((l) => l.menuItemId))) {
    const item = byId.get(id);
    if (!item) continue;
    const state = servedAt(
      item.timeWindows,
      item.categoryWindows,
      served.at,
      served.timeZone,
      served.holidays,
    );
    if (state.open) continue;
    const message = served.scheduled
      ? stockText(LATER_ORDERS_MESSAGES.notAtThatTime, {
          name: item.name,
          time: shopClockTime(served.at, served.timeZone),
        })
      : state.opensAt
        ? stockText(TIME_WINDOW_MESSAGES.notNow, {
            name: item.name,
            time: availableWhen(state.opensAt, served.at, served.timeZone),
          })
        : stockText(TIME_WINDOW_MESSAGES.notToday, { name: item.name });
    return { ok: false, reason: 'not-served', message };
  }
  return undefined;
}

/**
 * '7:00 AM' later today, else the day too ('tomorrow at 7:00 AM', 'Thursday at 7:00 AM'), as the
 * shop's own closed refusal says it: a holiday or a weekday window may put it days away.
 */
function availableWhen(opensAt: Date, at: Date, timeZone: string): string {
  const when = opensWhen(opensAt, at, timeZone);
  return when.startsWith('at ') ? when.slice(3) : when;
}

/** Each counted item's or option's count beside what the lines ask of it, in line order. */
function countedDemand(lines: OrderDraft['lines'], byId: Map<string, PricedItem>) {
  const demand = new Map<string, { left: number; wanted: number; name: string; option?: string }>();
  for (const line of lines) {
    const item = byId.get(line.menuItemId) as PricedItem;
    const add = (key: string, left: number | null, option?: string) => {
      if (left === null) return;
      const seen = demand.get(key) ?? { left, wanted: 0, name: item.name, ...(option ? { option } : {}) };
      seen.wanted += line.quantity;
      demand.set(key, seen);
    };
    add(`item:${item.id}`, item.stockLeft);
    for (const chosen of line.options) {
      const option = item.groups.flatMap((g) => g.options).find((o) => o.id === chosen.optionId);
      add(`option:${chosen.optionId}`, option?.stockLeft ?? null, chosen.name);
    }
  }
  return demand;
}

/**
 * The first counted item or option the cart asks more of than is left, as the refusal that says
 * exactly how many remain (docs/product.md#counted-stock); undefined when all fit. The write
 * checks again, so a count that falls between this read and the write is still never oversold.
 */
function stockShortfall(lines: OrderDraft['lines'], byId: Map<string, PricedItem>): Refusal | undefined {
  for (const { left, wanted, name, option } of countedDemand(lines, byId).values()) {
    if (wanted <= left) continue;
    const template = option
      ? left === 0
        ? STOCK_MESSAGES.optionNoneLeft
        : STOCK_MESSAGES.optionNotEnough
      : left === 0
        ? STOCK_MESSAGES.noneLeft
        : STOCK_MESSAGES.notEnough;
    return {
      ok: false,
      reason: 'sold-out',
      message: stockText(template, { count: left, name, option: option ?? '' }),
    };
  }
  return undefined;
}

/** Whether the order takes from any counted item or option (the write then takes it). */
function takesCountedStock(lines: OrderDraft['lines'], byId: Map<string, PricedItem>): boolean {
  return countedDemand(lines, byId).size > 0;
}

/** The code's discount on this subtotal, or the reason it does not apply. */
export function applyCode(
  discount: DiscountInput | undefined,
  subtotalPaise: number,
  now: Date,
): { ok: true; discountPaise: number } | Refusal {
  const outcome = evaluateDiscount(discount?.rule, {
    subtotalPaise,
    now,
    customerUses: discount?.customerUses ?? 0,
    customerOrders: discount?.customerOrders ?? 0,
  });
  return outcome.ok ? outcome : { ok: false, reason: 'code-refused', message: outcome.reason };
}

/** The order to write, priced from `items` as read; or why this cart cannot be ordered. */
export function priceOrder(
  lines: readonly CartLine[],
  items: PricedItem[],
  orderNumber: string,
  fulfilment: Fulfilment,
  paymentMethod: PaymentMethod,
  billTerms: BillTerms,
  /** The order's channel, taker and shop day, written as they are. */
  book: OrderBook,
  code?: { text: string; input: DiscountInput | undefined; now: Date },
  /** The most an order paid at the door may come to for this customer, and the refusal's words. */
  cashCap?: { capPaise: number; message: string },
  /**
   * Money a manager takes off by hand on the order pad, instead of a code: off the items as a
   * code's discount is, so it is taxed the same way. Never more than the items.
   */
  manualDiscount?: { discountPaise: number; tooLarge: string },
  /**
   * The tip for the rider (docs/product.md#tips), added last: after the discount and the tax, so
   * it is never discounted, never taxed, and never counts toward a minimum or free delivery.
   * The body's schema refuses a tip on a pickup or out of range; staff orders carry none.
   */
  tipPaise = 0,
  /** When the order is for, to hold each item to its time windows; staff orders pass none. */
  served?: ServedCheck,
): { ok: true; draft: OrderDraft } | Refusal {
  const priced = priceLines(lines, items);
  if (!priced.ok) return priced;
  const unserved = served && notServedRefusal(priced.lines, items, served);
  if (unserved) return unserved;
  const charge = deliveryCharge(fulfilment, priced.subtotalPaise);
  if (!charge.ok) return charge;
  if (manualDiscount && manualDiscount.discountPaise > priced.subtotalPaise)
    return { ok: false, reason: 'manual-discount', message: manualDiscount.tooLarge };
  const discount = code
    ? applyCode(code.input, priced.subtotalPaise, code.now)
    : ({ ok: true, discountPaise: manualDiscount?.discountPaise ?? 0 } as const);
  if (!discount.ok) return discount;
  const { discountPaise } = discount;
  const tax = orderTax(
    { subtotalPaise: priced.subtotalPaise, discountPaise, deliveryFeePaise: charge.feePaise },
    billTerms,
  );
  if (tax.totalPaise > ORDER_LIMITS.maxTotalPaise) throw invalid(ORDER_TOO_LARGE);
  // What the customer pays: the supply's total, then the tip.
  const tip = fulfilment.orderType === 'delivery' ? tipPaise : 0;
  const totalPaise = tax.totalPaise + tip;
  if (paymentMethod === 'online' && totalPaise < GATEWAY_MINIMUM_PAISE)
    return { ok: false, reason: 'online-minimum' };
  // The rider carries the tip in cash like the rest: the cap is on all of it.
  if (cashCap && paidAtDoor(paymentMethod) && totalPaise > cashCap.capPaise)
    return { ok: false, reason: 'cash-cap', message: cashCap.message };
  const draft: OrderDraft = {
    orderNumber,
    paymentMethod,
    orderType: fulfilment.orderType,
    address: fulfilment.orderType === 'delivery' ? fulfilment.address : null,
    promisedMinutes: fulfilment.promisedMinutes,
    estimate: fulfilment.estimate ?? null,
    lines: priced.lines,
    takesStock: priced.takesStock,
    subtotalPaise: priced.subtotalPaise,
    discountPaise,
    discountCode: code ? code.text : null,
    deliveryFeePaise: charge.feePaise,
    taxablePaise: tax.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    taxAddedPaise: tax.taxAddedPaise,
    roundOffPaise: tax.roundOffPaise,
    tipPaise: tip,
    totalPaise,
    billTerms,
    book,
    // The checkout sets the customer's language on the draft it writes; staff orders stay English.
    language: 'en',
  };
  return { ok: true, draft };
}

/** The answer to a refused cart: a 409 naming the items, or a 400 on the field to change. */
export function refusalError(refusal: Refusal): AppError {
  if (refusal.reason === 'unavailable') {
    const names = refusal.names.join(', ');
    return conflict(`Some items cannot be ordered right now: ${names}`, { items: names });
  }
  if (refusal.reason === 'options') {
    const { kind, message } = refusal.problem;
    // Sold out since the menu was loaded, like an unavailable item; any other kind is a selection
    // no menu of this item accepts.
    return kind === 'unavailable'
      ? conflict(message, { lines: message })
      : invalid(message, { lines: message });
  }
  if (refusal.reason === 'outside-area')
    return invalid(OUTSIDE_AREA_MESSAGE, { address: OUTSIDE_AREA_MESSAGE });
  if (refusal.reason === 'below-minimum') return invalid(refusal.message, { lines: refusal.message });
  if (refusal.reason === 'online-minimum')
    return invalid(PAYMENT_MESSAGES.notOffered, { paymentMethod: PAYMENT_MESSAGES.notOffered });
  if (refusal.reason === 'cash-cap') return invalid(refusal.message, { paymentMethod: refusal.message });
  if (refusal.reason === 'manual-discount')
    return invalid(refusal.message, { manualDiscount: refusal.message });
  if (refusal.reason === 'not-served') return conflict(refusal.message, { lines: refusal.message });
  if (refusal.reason === 'sold-out') {
    const message = refusal.message ?? STOCK_MESSAGES.someSoldOut;
    return conflict(message, { lines: message });
  }
  if (refusal.reason === 'slot-full') {
    const message = refusal.message ?? LATER_ORDERS_MESSAGES.slotTaken;
    return conflict(message, { scheduledFor: message });
  }
  const message = refusal.reason === 'code-refused' ? refusal.message : DISCOUNT_MESSAGES.usedUp;
  return invalid(message, { discountCode: message });
}
