// Checkout and order life (docs/product.md#d2-checkout-places-a-real-order). The server prices every line
// from the database, and the statement that writes the order checks those prices against the menu as it is at
// that moment (decision 014); client prices are never read.
import { randomInt } from 'node:crypto';
import type { AddressSnapshot } from '#server/db/schema.ts';
import { AppError, conflict, invalid, notFound } from '#server/http/app-error.ts';
import { BILL_MESSAGES, type Bill, type TicketResponse } from '#shared/api/billing.ts';
import type { CheckDiscountResponse } from '#shared/api/discounts.ts';
import type { OrderEvent } from '#shared/api/events.ts';
import {
  ADDRESS_MESSAGES,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  FINISHED_ORDER_STATUSES,
  type MyOrderSummary,
  type MyOrdersQuery,
  type MyOrdersResponse,
  OPEN_ORDER_STATUSES,
  type Order,
  type OrderAddress,
  type PlaceOrderBody,
  QUANTITY_LIMIT_MESSAGE,
} from '#shared/api/orders.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { financialYearOf } from '#shared/billing/bill-number.ts';
import { type BillTerms, billTermsOf } from '#shared/billing/billing-settings.ts';
import { orderTax } from '#shared/billing/tax.ts';
import { type CashLimits, capDependsOnHistory, cashCap, cashCapMessage } from '#shared/cash-limits.ts';
import {
  cartLineKey,
  chosenOptions,
  normalizeNote,
  type SelectionProblem,
  selectionProblem,
} from '#shared/catalog/item-options.ts';
import { DEFAULT_COUNTRY_CODE, DELIVERY_FEE_PAISE, ORDER_LIMITS } from '#shared/constants.ts';
import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { deliveryQuote, OUTSIDE_AREA_MESSAGE } from '#shared/delivery-area/delivery-quote.ts';
import type { PinPlace } from '#shared/delivery-area/locality-match.ts';
import { minimumOrderMessage } from '#shared/delivery-area/minimum-order.ts';
import { DISCOUNT_MESSAGES, evaluateDiscount, normalizeCode } from '#shared/discounts.ts';
import { MESSAGES, SHOP_PAUSED_REFUSAL } from '#shared/errors.ts';
import { toRupees } from '#shared/money.ts';
import { lineOverItemLimit } from '#shared/order-limits.ts';
import { parseOrderSearch } from '#shared/order-search.ts';
import {
  customerMayCancel,
  ONLINE_PAYMENT_WINDOW_MINUTES,
  type OrderStatus,
  orderNumberFrom,
  type PaymentMethod,
  paidAtDoor,
  staffMayMove,
} from '#shared/orders.ts';
import { can, type Role } from '#shared/roles.ts';
import { checkoutRefusal } from '#shared/shop-hours/availability-text.ts';
import { formatPhoneNumber, phoneCountryProblem } from '#shared/validation.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Refunds } from '../payments/refunds-contract.ts';
import { billFileName, billPdf } from './bill-pdf.ts';
import { createCheckoutAvailability } from './checkout-availability.ts';
import { billOf } from './order-bill.ts';
import { createPinCheck, samePoint, staffPin } from './order-pin.ts';
import type {
  BillIssue,
  CheckoutSteps,
  CodeCheckoutSteps,
  DiscountInput,
  InsertOutcome,
  OrderDraft,
  OrderOpening,
  OrderRecord,
  OrderSummaryRecord,
  OrdersRepo,
  PricedGroup,
  PricedItem,
  PricedOption,
  PriceRead,
} from './orders.repo.ts';
import { PLACED } from './orders.repo.ts';

// Each attempt draws a new order number and prices the cart again: a number collision or a menu
// change between the price read and the write (both rare) costs one more attempt.
const PLACE_ATTEMPTS = 8;

/** Why a cart cannot be ordered as it is: answered to the customer, never tried again. */
type Refusal =
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
  | { ok: false; reason: 'cash-cap'; message: string };

/**
 * Where the order goes and what the shop promised when it was placed
 * (docs/product.md#d16-an-order-goes-to-a-real-address): a delivery carries its address and is
 * priced on the delivery area as saved; a pickup has no address, no fee and no minimum.
 */
export type Fulfilment = { promisedMinutes: number } & (
  | { orderType: 'pickup' }
  | { orderType: 'delivery'; address: AddressSnapshot; area: DeliveryArea }
);

/** The delivery fee, or why this subtotal cannot be delivered there. */
function deliveryCharge(
  fulfilment: Fulfilment,
  subtotalPaise: number,
): { ok: true; feePaise: number } | Refusal {
  if (fulfilment.orderType === 'pickup') return { ok: true, feePaise: DELIVERY_FEE_PAISE };
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

function toOrder(row: OrderRecord): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentMethod: row.paymentMethod,
    orderType: row.orderType,
    // Orders placed before addresses had parts have no house, area or point.
    address: row.address && {
      name: row.address.name,
      phone: row.address.phone,
      house: row.address.house ?? null,
      address: row.address.address,
      area: row.address.area ?? null,
      landmark: row.address.landmark ?? null,
      deliveryNotes: row.address.deliveryNotes ?? null,
      latitude: row.address.latitude ?? null,
      longitude: row.address.longitude ?? null,
    },
    promisedMinutes: row.promisedMinutes,
    lines: row.lines.map((l) => ({
      menuItemId: l.menuItemId,
      name: l.name,
      unit: l.unit,
      unitPrice: toRupees(l.unitPricePaise),
      quantity: l.quantity,
      lineTotal: toRupees(l.lineTotalPaise),
      // The snapshot as ordered: a renamed or deleted option keeps the words the customer chose.
      options: l.options.map((o) => ({
        optionId: o.optionId,
        group: o.group,
        name: o.name,
        priceDelta: toRupees(o.priceDeltaPaise),
      })),
      note: l.note,
    })),
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    discountCode: row.discountCode,
    deliveryFee: toRupees(row.deliveryFeePaise),
    tax: {
      // Orders placed before bills existed carry no terms: untaxed.
      regime: row.billTerms?.regime ?? 'unregistered',
      ratePercent: (row.billTerms?.rateBasisPoints ?? 0) / 100,
      pricesIncludeTax: row.billTerms?.pricesIncludeTax ?? true,
      taxable: toRupees(row.taxablePaise),
      cgst: toRupees(row.cgstPaise),
      sgst: toRupees(row.sgstPaise),
      added: toRupees(row.taxAddedPaise),
    },
    total: toRupees(row.totalPaise),
    payment: {
      status: row.paymentStatus,
      paidAt: row.paidAt?.toISOString() ?? null,
      payBy: row.status === 'awaiting_payment' ? (row.payBy?.toISOString() ?? null) : null,
      refunded: toRupees(row.refundedPaise),
      gatewayPaymentId: row.gatewayPaymentId,
      failureReason: row.paymentFailure,
      refunds: row.refunds.map((r) => ({
        id: r.id,
        amount: toRupees(r.amountPaise),
        reason: r.reason,
        status: r.status,
        gatewayRefundId: r.gatewayRefundId,
        failureReason: r.failureReason,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
    },
    bill:
      row.billNumber && row.billedAt
        ? { number: row.billNumber, issuedAt: row.billedAt.toISOString() }
        : null,
    ticketPrintedAt: row.ticketPrintedAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    customerPhone: row.customerPhone,
    history: row.events.map((e) => ({
      status: e.toStatus,
      at: e.createdAt.toISOString(),
      reason: e.reason,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSummary(row: OrderSummaryRecord): MyOrderSummary {
  const { lines: _lines, history: _history, ...order } = toOrder({ ...row, lines: [], events: [] });
  return { ...order, lineCount: row.lineCount, itemCount: row.itemCount };
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
function priceLines(lines: readonly CartLine[], items: PricedItem[]) {
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
  const subtotalPaise = priced.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  if (subtotalPaise + DELIVERY_FEE_PAISE > ORDER_LIMITS.maxTotalPaise) throw invalid(ORDER_TOO_LARGE);
  return { ok: true, lines: priced, subtotalPaise } as const;
}

/** The code's discount on this subtotal, or the reason it does not apply. */
function applyCode(
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
  code?: { text: string; input: DiscountInput | undefined; now: Date },
  /** The most an order paid at the door may come to for this customer, and the refusal's words. */
  cashCap?: { capPaise: number; message: string },
): { ok: true; draft: OrderDraft } | Refusal {
  const priced = priceLines(lines, items);
  if (!priced.ok) return priced;
  const charge = deliveryCharge(fulfilment, priced.subtotalPaise);
  if (!charge.ok) return charge;
  const discount = code
    ? applyCode(code.input, priced.subtotalPaise, code.now)
    : ({ ok: true, discountPaise: 0 } as const);
  if (!discount.ok) return discount;
  const { discountPaise } = discount;
  const tax = orderTax(
    { subtotalPaise: priced.subtotalPaise, discountPaise, deliveryFeePaise: charge.feePaise },
    billTerms,
  );
  if (tax.totalPaise > ORDER_LIMITS.maxTotalPaise) throw invalid(ORDER_TOO_LARGE);
  if (paymentMethod === 'online' && tax.totalPaise < GATEWAY_MINIMUM_PAISE)
    return { ok: false, reason: 'online-minimum' };
  if (cashCap && paidAtDoor(paymentMethod) && tax.totalPaise > cashCap.capPaise)
    return { ok: false, reason: 'cash-cap', message: cashCap.message };
  const draft: OrderDraft = {
    orderNumber,
    paymentMethod,
    orderType: fulfilment.orderType,
    address: fulfilment.orderType === 'delivery' ? fulfilment.address : null,
    promisedMinutes: fulfilment.promisedMinutes,
    lines: priced.lines,
    subtotalPaise: priced.subtotalPaise,
    discountPaise,
    discountCode: code ? code.text : null,
    deliveryFeePaise: charge.feePaise,
    taxablePaise: tax.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    taxAddedPaise: tax.taxAddedPaise,
    totalPaise: tax.totalPaise,
    billTerms,
  };
  return { ok: true, draft };
}

/** The address as the order keeps it: every part present, absent ones as null. */
function addressSnapshot(address: OrderAddress): AddressSnapshot {
  return {
    name: address.name,
    phone: address.phone,
    house: address.house,
    address: address.address,
    area: address.area ?? null,
    landmark: address.landmark ?? null,
    deliveryNotes: address.deliveryNotes ?? null,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** The answer to a refused cart: a 409 naming the items, or a 400 on the field to change. */
function refusalError(refusal: Refusal): AppError {
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
  const message = refusal.reason === 'code-refused' ? refusal.message : DISCOUNT_MESSAGES.usedUp;
  return invalid(message, { discountCode: message });
}

/** What every attempt of one checkout prices and writes. */
type Checkout = {
  userId: string;
  idempotencyKey: string;
  itemIds: string[];
  lines: CartLine[];
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  /** The legal and tax settings when the checkout began: every attempt taxes with the same. */
  billTerms: BillTerms;
  now: Date;
  /** Placed at once, or awaiting an online payment until a deadline counted from `now`. */
  opening: OrderOpening;
  /** Paid at the door: the caps as set (from the cached settings) and whether paying online is offered. */
  cash: { limits: CashLimits; onlineOffered: boolean } | null;
};

/** The cap this checkout's price read lets it apply (none when paid online). */
function cashCapOf(checkout: Checkout, read: PriceRead) {
  if (!checkout.cash) return undefined;
  const { limits, onlineOffered } = checkout.cash;
  const cap = cashCap(limits, read.deliveredOrders ?? 0);
  // The cap is on what the customer has open at the door at once, this order included.
  const open = read.openAtDoorPaise ?? 0;
  return { capPaise: cap.capPaise - open, message: cashCapMessage(limits, cap, onlineOffered, open) };
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
    code && { ...code, now: checkout.now },
    cashCapOf(checkout, read),
  );
  if (!priced.ok) return priced;
  return steps.insertOrder(checkout.userId, checkout.idempotencyKey, priced.draft, checkout.opening);
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOrdersService(
  repo: OrdersRepo,
  audit: AuditService,
  events: EventBus,
  /** The settings as stored, from memory (the settings cache): pause, hours, busy mode, delivery area. */
  settingsNow: () => Promise<PublicSettings>,
  /** Told once per new order (the orders-placed metric); not for a retried checkout. */
  onPlaced: () => void = () => {},
  /** Country codes a delivery phone may have (SMS_ALLOWED_COUNTRIES, the sign-in phones' rule). */
  allowedCountries: readonly string[] = [DEFAULT_COUNTRY_CODE],
  /** The app's clock: opening hours, busy mode and discount dates are read on it. */
  now: () => Date = () => new Date(),
  /** Sends back the money of a cancelled order paid online; none without a payment module. */
  refunds?: Pick<Refunds, 'start'>,
  /** Where delivery pins come from and are checked (docs/product.md#where-the-pin-is). */
  pins: {
    /** The point saved with a customer's address (undefined: no such address; null: none saved). */
    savedPoint?: (userId: string, addressId: string) => Promise<Coordinates | null | undefined>;
    /** The reverse-geocoding provider, when GEOCODE_URL is set: each delivery's pin is checked once. */
    geocoder?: {
      placeOf(lat: number, lng: number, signal: AbortSignal): Promise<PinPlace | undefined>;
    };
  } = {},
) {
  const availabilityAt = createCheckoutAvailability();
  const pinCheck =
    pins.geocoder &&
    createPinCheck({
      placeOf: pins.geocoder.placeOf,
      async record(orderId, check) {
        await repo.recordPinCheck(orderId, check);
        await announce(orderId);
      },
    });

  /** Orders as staff read them: with where each pin is beside the typed address. */
  async function staffView(rows: OrderRecord[]): Promise<Order[]> {
    const { shop } = (await settingsNow()).delivery;
    return rows.map((row) => ({ ...toOrder(row), pin: staffPin(row.address, shop, row.pinCheck) }));
  }
  const staffOrder = async (row: OrderRecord): Promise<Order> => (await staffView([row]))[0] as Order;

  /**
   * The point a delivery goes to: the sent one, unless the checkout names a saved address, whose
   * saved point it must be (a point that moved is refused: it is changed by saving the address).
   */
  async function deliveryPoint(
    userId: string,
    address: OrderAddress,
    savedAddressId: string | undefined,
  ): Promise<Coordinates> {
    const sent = { lat: address.latitude, lng: address.longitude };
    if (savedAddressId === undefined || !pins.savedPoint) return sent;
    const saved = await pins.savedPoint(userId, savedAddressId);
    if (saved === undefined)
      throw conflict(ADDRESS_MESSAGES.savedMissing, { address: ADDRESS_MESSAGES.savedMissing });
    if (saved === null || !samePoint(saved, sent))
      throw conflict(ADDRESS_MESSAGES.pointMoved, { 'address.latitude': ADDRESS_MESSAGES.pointMoved });
    return saved;
  }

  /** Reads the order as stored after a change and tells every instance's listeners about it. */
  async function announce(id: string): Promise<OrderRecord> {
    const row = await repo.byId(id);
    if (!row) throw new Error('order vanished after a write');
    await events.publish({
      kind: 'order',
      orderId: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      userId: row.userId,
      at: row.updatedAt.toISOString(),
    });
    return row;
  }

  /**
   * What a move to `to` issues: a delivery takes the next bill number of the financial year it
   * happens in (on the app's clock), with the prefix saved now (decision 021).
   */
  async function billIssue(to: OrderStatus): Promise<BillIssue | undefined> {
    if (to !== 'delivered') return undefined;
    const at = now();
    const year = financialYearOf(at);
    const prefix = (await settingsNow()).billing.billPrefix;
    return { financialYear: year.startYear, yearLabel: year.label, prefix, at };
  }

  /**
   * After a cancellation has committed: an order paid online gets back all that is left of it
   * (docs/product.md#online-payments). A gateway refusal does not undo the cancellation: the refund
   * shows failed, audited, and staff can refund again by hand. Answers the order as it is now.
   */
  async function refundCancelled(
    cancelled: OrderRecord,
    reason: string,
    actorUserId: string,
    context: RequestContext,
  ): Promise<OrderRecord> {
    const paidOnline =
      cancelled.paymentMethod === 'online' &&
      (cancelled.paymentStatus === 'paid' || cancelled.paymentStatus === 'partially_refunded');
    if (!refunds || !paidOnline) return cancelled;
    try {
      await refunds.start({ orderId: cancelled.id, reason, actorUserId, context });
    } catch (error) {
      // Nothing left (refunded by hand already): the cancellation stands as it is.
      if (!(error instanceof AppError && error.kind === 'CONFLICT')) throw error;
    }
    return (await repo.byId(cancelled.id)) ?? cancelled;
  }

  async function existing(userId: string, key: string): Promise<Order | undefined> {
    const id = await repo.idByIdempotencyKey(userId, key);
    const row = id ? await repo.byId(id) : undefined;
    return row ? toOrder(row) : undefined;
  }

  return {
    async place(
      userId: string,
      body: PlaceOrderBody & { paymentMethod: PaymentMethod },
    ): Promise<{ order: Order; created: boolean }> {
      // A retried checkout is recognised by the unique (customer, key) index when its insert
      // collides (below), so the first attempt pays no lookup.
      if (body.lines.length === 0) throw invalid(MESSAGES.cartEmpty);
      const orderType = body.orderType ?? 'delivery';
      // A pickup order carries no address; one sent anyway is ignored, never stored.
      const address = orderType === 'delivery' ? body.address : undefined;
      if (orderType === 'delivery' && !address)
        throw invalid(ADDRESS_MESSAGES.required, { address: ADDRESS_MESSAGES.required });
      if (address) {
        // Formatted again: callers inside the server may pass the phone as typed.
        const phoneProblem = phoneCountryProblem(formatPhoneNumber(address.phone), allowedCountries);
        if (phoneProblem) throw invalid(phoneProblem, { 'address.phone': phoneProblem });
      }
      /** A refusal, unless this is a retry of an order placed before things changed (a pause, closing time, a smaller area). */
      const refuse = async (error: AppError): Promise<{ order: Order; created: boolean }> => {
        const again = await existing(userId, body.idempotencyKey);
        if (again) return { order: again, created: false };
        throw error;
      };
      const at = now();
      const settings = await settingsNow();
      // Offered only when the server has a gateway (the public settings say so from env).
      if (body.paymentMethod === 'online' && !settings.onlinePayments)
        return refuse(invalid(PAYMENT_MESSAGES.notOffered, { paymentMethod: PAYMENT_MESSAGES.notOffered }));
      const availability = availabilityAt(settings, at);
      if (availability.state === 'paused') return refuse(conflict(SHOP_PAUSED_REFUSAL));
      if (availability.state === 'closed')
        return refuse(
          conflict(checkoutRefusal(availability, at, settings.hours.timeZone) ?? SHOP_PAUSED_REFUSAL),
        );
      const promisedMinutes = availability.promiseMinutes;
      let fulfilment: Fulfilment = { orderType: 'pickup', promisedMinutes };
      if (address) {
        let point: Coordinates;
        try {
          point = await deliveryPoint(userId, address, body.savedAddressId);
        } catch (error) {
          if (error instanceof AppError) return refuse(error);
          throw error;
        }
        fulfilment = {
          orderType: 'delivery',
          address: addressSnapshot({ ...address, latitude: point.lat, longitude: point.lng }),
          area: settings.delivery,
          promisedMinutes,
        };
        // Outside the area whatever the cart: refused before the menu is read.
        if (!deliveryQuote(settings.delivery, point, 0).deliverable)
          return refuse(refusalError({ ok: false, reason: 'outside-area' }));
      }
      const codeText = body.discountCode ? normalizeCode(body.discountCode) : undefined;
      const checkout: Checkout = {
        userId,
        idempotencyKey: body.idempotencyKey,
        // Ids that are not ids can never be on the menu; they are reported by the same rule.
        itemIds: [...new Set(body.lines.map((l) => l.menuItemId))].filter((id) => UUID.test(id)),
        lines: body.lines,
        paymentMethod: body.paymentMethod,
        fulfilment,
        billTerms: billTermsOf(settings.billing),
        now: at,
        cash: paidAtDoor(body.paymentMethod)
          ? { limits: settings.cashLimits, onlineOffered: settings.onlinePayments }
          : null,
        opening:
          body.paymentMethod === 'online'
            ? {
                status: 'awaiting_payment',
                payBy: new Date(at.getTime() + ONLINE_PAYMENT_WINDOW_MINUTES * 60_000),
              }
            : PLACED,
      };
      for (let attempt = 0; attempt < PLACE_ATTEMPTS; attempt++) {
        const outcome = codeText
          ? await repo.withCode((steps) => placeOnceWithCode(steps, checkout, codeText))
          : await placeOnce(repo.checkout, checkout);
        if (outcome.ok) {
          onPlaced();
          // Told to every instance once committed, by a statement of its own: a NOTIFY inside the
          // order's transaction holds PostgreSQL's one notification lock through the commit's
          // disk flush, which made concurrent checkouts wait on each other (decision 012).
          const placed = outcome.order;
          await events.publish({
            kind: 'order',
            orderId: placed.id,
            orderNumber: placed.orderNumber,
            status: placed.status,
            userId: placed.userId,
            at: placed.updatedAt.toISOString(),
          });
          // After the commit, never waited for: staff are warned when the pin's place is not the area typed.
          if (placed.address) pinCheck?.afterPlaced(placed);
          return { order: toOrder(placed), created: true };
        }
        if (outcome.reason === 'menu-moved' || outcome.reason === 'number-taken') continue;
        // The same checkout arrived twice at once (key-taken: the other request created it), or
        // is a retry of a placed order, answered with it even if the code or an item would no
        // longer qualify now (a first-order code never does the second time).
        const again = await existing(userId, body.idempotencyKey);
        if (again) return { order: again, created: false };
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
        total: toRupees(priced.subtotalPaise - applied.discountPaise + DELIVERY_FEE_PAISE),
      };
    },

    /** A page of the customer's orders without their lines (docs/product.md#orders-and-their-statuses). */
    async listMine(userId: string, query: MyOrdersQuery): Promise<MyOrdersResponse> {
      const [micros, id] = query.before?.split('_') ?? [];
      const before = micros && id ? { micros, id } : undefined;
      const page = await repo.pageForUser(userId, query.limit, before);
      return {
        orders: page.orders.map(toSummary),
        nextCursor: page.next ? `${page.next.micros}_${page.next.id}` : null,
      };
    },

    async mine(userId: string, id: string): Promise<Order> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row || row.userId !== userId) throw notFound('Order not found');
      return toOrder(row);
    },

    async cancelMine(userId: string, id: string, context: RequestContext): Promise<Order> {
      const order = await this.mine(userId, id);
      if (!customerMayCancel(order.status)) throw conflict('This order can no longer be cancelled');
      const reason = 'Cancelled by the customer';
      if (!(await repo.changeStatus(id, order.status, 'cancelled', userId, reason))) {
        throw conflict('This order changed meanwhile; please reload');
      }
      await audit.record(context, {
        action: 'orders.cancel',
        tableName: 'orders',
        recordId: id,
        newValues: { by: 'customer' },
      });
      return toOrder(await refundCancelled(await announce(id), reason, userId, context));
    },

    /** The board's lists (adminOrdersQuerySchema says which query gives which). */
    async board(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
      const { status, view, q, page, pageSize } = query;
      const search = q === undefined ? null : parseOrderSearch(q);
      const open = status
        ? (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status)
        : !view || view === 'open';
      if (!search && open) {
        const rows = await repo.listOpen(status ? [status] : OPEN_ORDER_STATUSES);
        return { orders: await staffView(rows), nextPage: null };
      }
      // A search looks through every status, unless one is asked for too.
      const statuses = status ? [status] : search ? undefined : FINISHED_ORDER_STATUSES;
      const { rows, more } = await repo.listPage({ statuses, search: search ?? undefined }, page, pageSize);
      return { orders: await staffView(rows), nextPage: more ? page + 1 : null };
    },

    async one(id: string): Promise<Order> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row) throw notFound('Order not found');
      return staffOrder(row);
    },

    async move(
      id: string,
      to: OrderStatus,
      reason: string | undefined,
      actorId: string,
      context: RequestContext,
    ): Promise<Order> {
      const order = await this.one(id);
      if (!staffMayMove(order.status, to)) {
        throw conflict(
          `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
        );
      }
      if (to === 'cancelled' && !reason)
        throw invalid('A reason is required to cancel', { reason: 'A reason is required to cancel' });
      if (!(await repo.changeStatus(id, order.status, to, actorId, reason ?? null, await billIssue(to)))) {
        throw conflict('This order changed meanwhile; please reload');
      }
      await audit.record(context, {
        action: 'orders.status',
        tableName: 'orders',
        recordId: id,
        newValues: { from: order.status, to, reason },
      });
      const moved = await announce(id);
      return staffOrder(
        to === 'cancelled' ? await refundCancelled(moved, reason ?? '', actorId, context) : moved,
      );
    },

    /**
     * The bill of a delivered order, for its customer or for staff who manage orders; anyone
     * else is told it does not exist, as for the order itself.
     */
    async bill(viewer: { userId: string; role: Role }, id: string): Promise<Bill> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row || (row.userId !== viewer.userId && !can(viewer.role, 'orders:manage')))
        throw notFound('Order not found');
      const outcome = billOf(row);
      if (!outcome.ok) throw conflict(BILL_MESSAGES[outcome.reason]);
      return outcome.bill;
    },

    /** The same bill as a PDF download, with a file name made from its number. */
    async billPdf(
      viewer: { userId: string; role: Role },
      id: string,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const bill = await this.bill(viewer, id);
      return { fileName: billFileName(bill), pdf: await billPdf(bill) };
    },

    /**
     * Records a kitchen-ticket print and says whether this device should print. 'auto' (the
     * board's auto-print on accept) prints only if it claimed the first print; 'manual' always
     * prints, marked as a reprint when a ticket was printed before. Other boards hear of it.
     */
    async ticket(id: string, trigger: 'auto' | 'manual', context: RequestContext): Promise<TicketResponse> {
      const claim = UUID.test(id) ? await repo.claimTicket(id, now()) : undefined;
      if (!claim) throw notFound('Order not found');
      if (claim.status === 'awaiting_payment') throw conflict(BILL_MESSAGES.ticketUnpaid);
      if (claim.status === 'cancelled' || !claim.printedAt) throw conflict(BILL_MESSAGES.ticketCancelled);
      const printedAt = claim.printedAt.toISOString();
      if (claim.claimed) {
        await audit.record(context, {
          action: 'orders.ticket',
          tableName: 'orders',
          recordId: id,
          newValues: { trigger, printedAt },
        });
        await announce(id);
      }
      if (trigger === 'auto') return { print: claim.claimed, reprint: !claim.claimed, printedAt };
      return { print: true, reprint: !claim.claimed, printedAt };
    },

    /**
     * Tells every instance's listeners (the board, the bell, the customer's page) that the order
     * changed: for changes made outside this service (a payment, a refund).
     */
    async announce(id: string): Promise<Order> {
      return toOrder(await announce(id));
    },

    /** Lets go of pin lookups still waiting (the app is closing; the database closes next). */
    stopPinChecks(): Promise<void> {
      return pinCheck?.stop() ?? Promise.resolve();
    },

    /** Orders waiting for a member of staff to accept them: the admin bell's number. */
    waitingCount(): Promise<number> {
      return repo.countWithStatus('placed');
    },

    /**
     * Calls onEvent for every order change on any instance from now on (only the customer's own
     * when customerId is given), and onMissed when changes may have gone unannounced (this
     * instance's listener was away), so the caller re-reads. Returns the function that stops.
     */
    watch(onEvent: (event: OrderEvent) => void, onMissed: () => void, customerId?: string): () => void {
      return events.subscribe((event) => {
        if (event.kind === 'resync') return onMissed();
        if (event.kind !== 'order' || (customerId && event.userId !== customerId)) return;
        onEvent({
          orderId: event.orderId,
          orderNumber: event.orderNumber,
          status: event.status,
          at: event.at,
        });
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
