// A checkout before its first attempt: the body's address checked, the shop's state now (paused,
// closed, online payment offered, the delivery area) and what every attempt prices and writes.
// A refusal here is answered as it is, unless the checkout is a retry of an order already placed.

import type { AddressSnapshot } from '#server/db/schema.ts';
import { AppError, conflict, invalid } from '#server/http/app-error.ts';
import { ADDRESS_MESSAGES, type OrderAddress, type PlaceOrderBody } from '#shared/api/orders.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { type BillTerms, billTermsOf } from '#shared/billing/billing-settings.ts';
import type { CashLimits } from '#shared/cash-limits.ts';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import { deliveryQuote } from '#shared/delivery-area/delivery-quote.ts';
import { MESSAGES, SHOP_PAUSED_REFUSAL } from '#shared/errors.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { toPaise } from '#shared/money.ts';
import { shopDayOf } from '#shared/order-book/shop-day.ts';
import {
  ONLINE_PAYMENT_WINDOW_MINUTES,
  type OrderType,
  type PaymentMethod,
  paidAtDoor,
} from '#shared/orders.ts';
import type { EstimateParts } from '#shared/promise/forecast.ts';
import { CATCHING_UP_REFUSAL, PICKUP_ONLY_REFUSAL, shownFor } from '#shared/promise/promise-text.ts';
import { checkoutRefusal } from '#shared/shop-hours/availability-text.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { NO_CONTACT_REFUSAL } from '#shared/shop-pages/no-contact.ts';
import { LATER_ORDERS_MESSAGES } from '#shared/stock-and-time/later-orders.ts';
import { earliestSlot, releaseAt } from '#shared/stock-and-time/slots.ts';
import { stockText } from '#shared/stock-and-time/stock.ts';
import { UUID } from '#shared/uuid.ts';
import { formatPhoneNumber, phoneCountryProblem } from '#shared/validation.ts';
import { createSlotRule, type SlotRule, shopPromiseMinutes } from '../later-orders/slot-rule.ts';
import { createCheckoutAvailability } from './checkout-availability.ts';
import { type OrderBook, type OrderDraft, type OrderOpening, onlineBook, PLACED } from './checkout-insert.ts';
import { type CartLine, type Fulfilment, refusalError, type ServedCheck } from './checkout-pricing.ts';
import { samePoint } from './order-pin.ts';

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

/** What every attempt of one checkout prices and writes. */
export type Checkout = {
  userId: string;
  idempotencyKey: string;
  itemIds: string[];
  lines: CartLine[];
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  /** The legal and tax settings when the checkout began: every attempt taxes with the same. */
  billTerms: BillTerms;
  /** An online order, on the shop day the checkout began on. */
  book: OrderBook;
  /** The storefront's language at checkout: the order's messages speak it. */
  language: Language;
  /** The tip for the rider (docs/product.md#tips); 0 for none and for a pickup. */
  tipPaise: number;
  now: Date;
  /**
   * The moment the order is for, on the shop's clock: now, or its slot for later. Each item must
   * be served then (docs/product.md#menus-by-time-of-day).
   */
  served: ServedCheck;
  /** An order for later today: its slot, release and the slot's capacity; null = as soon as possible. */
  later: OrderDraft['later'];
  /** Placed at once, or awaiting an online payment until a deadline counted from `now`. */
  opening: OrderOpening;
  /** Paid at the door: the caps as set (from the cached settings) and whether paying online is offered. */
  cash: { limits: CashLimits; onlineOffered: boolean } | null;
};

export type PlaceBody = PlaceOrderBody & { paymentMethod: PaymentMethod };

/** What preparing a checkout reads: the settings, the clock, the phones allowed, saved points. */
export type PreparationDeps = {
  settingsNow: () => Promise<PublicSettings>;
  allowedCountries: readonly string[];
  now: () => Date;
  /** The point saved with a customer's address (undefined: no such address; null: none saved). */
  savedPoint?: (userId: string, addressId: string) => Promise<Coordinates | null | undefined>;
  /**
   * What the shop's forecast tells a new order (docs/product.md#the-promise), from memory: no
   * query on the checkout's path. Null before the first forecast; without it the normal promise.
   */
  estimate?: (order: {
    orderType: OrderType;
    itemIds: readonly string[];
    point: Coordinates | null;
  }) => EstimateParts | null;
};

/** The minutes busy mode adds now: staff's own, and the automatic switch's. */
function busyExtraMinutes(promiseMinutes: number, settings: PublicSettings): number {
  return promiseMinutes - DELIVERY_MINUTES + (settings.protect?.busyExtraMinutes ?? 0);
}

/**
 * Where an order goes and what the shop promises it, as online checkout works it out: a delivery's
 * point (a saved address's own point), inside the area, with the forecast's minutes and busy mode's
 * on top. Shared by the storefront's checkout and the staff's order pad (staff-order-preparation.ts),
 * so a phone delivery is priced, with its fee and minimum, exactly as the same order online.
 */
export function createFulfilmentPlanner(deps: PreparationDeps) {
  const { allowedCountries } = deps;

  /**
   * The point a delivery goes to: the sent one, unless the order names a saved address, whose
   * saved point it must be (a point that moved is refused: it is changed by saving the address).
   */
  async function deliveryPoint(
    userId: string,
    address: OrderAddress,
    savedAddressId: string | undefined,
  ): Promise<Coordinates> {
    const sent = { lat: address.latitude, lng: address.longitude };
    if (savedAddressId === undefined || !deps.savedPoint) return sent;
    const saved = await deps.savedPoint(userId, savedAddressId);
    if (saved === undefined)
      throw conflict(ADDRESS_MESSAGES.savedMissing, { address: ADDRESS_MESSAGES.savedMissing });
    if (saved === null || !samePoint(saved, sent))
      throw conflict(ADDRESS_MESSAGES.pointMoved, { 'address.latitude': ADDRESS_MESSAGES.pointMoved });
    return saved;
  }

  return {
    /** A delivery's address checked: its phone follows the sign-in phones' rule. Throws the 400. */
    checkAddress(address: OrderAddress): void {
      // Formatted again: callers inside the server may pass the phone as typed.
      const phoneProblem = phoneCountryProblem(formatPhoneNumber(address.phone), allowedCountries);
      if (phoneProblem) throw invalid(phoneProblem, { 'address.phone': phoneProblem });
    },

    /**
     * The fulfilment every attempt prices with, or the refusal it gets now (outside the area, a
     * saved address changed). `address` undefined: a pickup.
     */
    async plan(input: {
      userId: string | null;
      address: OrderAddress | undefined;
      savedAddressId: string | undefined;
      itemIds: string[];
      settings: PublicSettings;
      /** The minutes the shop promises now (its availability's, busy mode's included). */
      promiseMinutes: number;
    }): Promise<Fulfilment | AppError> {
      const { address, settings, itemIds } = input;
      let point: Coordinates | null = null;
      if (address) {
        try {
          // Only a customer has saved addresses: a walk-in's order is never delivered.
          point =
            input.userId === null
              ? { lat: address.latitude, lng: address.longitude }
              : await deliveryPoint(input.userId, address, input.savedAddressId);
        } catch (error) {
          if (error instanceof AppError) return error;
          throw error;
        }
        // Outside the area whatever the cart: refused before the menu is read.
        if (!deliveryQuote(settings.delivery, point, 0).deliverable)
          return refusalError({ ok: false, reason: 'outside-area' });
      }
      const orderType = address ? 'delivery' : 'pickup';
      const estimate = deps.estimate?.({ orderType, itemIds, point }) ?? null;
      // The minutes shown, as the checkout showed them from GET /api/estimate: a delivery never under
      // the normal promise, a pickup its own; busy mode's on top. No recent forecast: the normal promise.
      const promisedMinutes = shownFor(
        orderType,
        estimate?.totalMinutes ?? DELIVERY_MINUTES,
        busyExtraMinutes(input.promiseMinutes, settings),
      );
      return address && point
        ? {
            orderType: 'delivery',
            address: addressSnapshot({ ...address, latitude: point.lat, longitude: point.lng }),
            area: settings.delivery,
            promisedMinutes,
            estimate,
          }
        : { orderType: 'pickup', promisedMinutes, estimate };
    },
  };
}

/**
 * An order for later (docs/product.md#orders-for-later-today): the chosen time must be one of the
 * slots the shop offers now (the same rule as GET /api/later-slots), far enough ahead for this
 * order's promise; it is released to the kitchen that promise (and a margin) before its slot.
 * Null for as soon as possible; the refusal otherwise.
 */
function laterOf(
  rule: SlotRule,
  scheduledFor: string | undefined,
  settings: PublicSettings,
  at: Date,
  promisedMinutes: number,
): OrderDraft['later'] | AppError {
  if (scheduledFor === undefined) return null;
  const { laterOrders, hours } = settings;
  if (!laterOrders.enabled)
    return conflict(LATER_ORDERS_MESSAGES.off, { scheduledFor: LATER_ORDERS_MESSAGES.off });
  const slot = new Date(scheduledFor);
  if (!rule.accepts(settings, at, slot, promisedMinutes)) {
    // A slot the list offers, too soon for this order's own promise, says from when.
    const tooSoon = rule.accepts(settings, at, slot, 0);
    const earliest = earliestSlot(
      at,
      laterOrders,
      Math.max(promisedMinutes, shopPromiseMinutes(settings, at)),
    );
    const message = tooSoon
      ? stockText(LATER_ORDERS_MESSAGES.tooSoon, { time: shopClockTime(earliest, hours.timeZone) })
      : stockText(LATER_ORDERS_MESSAGES.slotInvalid, { time: shopClockTime(slot, hours.timeZone) });
    return conflict(message, { scheduledFor: message });
  }
  const minutes = Math.max(promisedMinutes, shopPromiseMinutes(settings, at));
  return { scheduledFor: slot, releaseAt: releaseAt(slot, minutes), slotCapacity: laterOrders.perSlot };
}

/** The checkout of `body`, or the error its refusal answers (thrown for a body no shop could take). */
export function createCheckoutPreparation(deps: PreparationDeps) {
  const { settingsNow, now } = deps;
  const availabilityAt = createCheckoutAvailability();
  const planner = createFulfilmentPlanner(deps);
  const slotRule = createSlotRule();

  /** The body's address, checked; undefined for a pickup (one sent anyway is ignored, never stored). */
  function addressOf(body: PlaceBody): OrderAddress | undefined {
    if (body.lines.length === 0) throw invalid(MESSAGES.cartEmpty);
    const orderType = body.orderType ?? 'delivery';
    const address = orderType === 'delivery' ? body.address : undefined;
    if (orderType === 'delivery' && !address)
      throw invalid(ADDRESS_MESSAGES.required, { address: ADDRESS_MESSAGES.required });
    if (address) planner.checkAddress(address);
    return address;
  }

  /**
   * What every attempt of this checkout prices and writes, or the refusal the shop's state gives
   * it now (paused, closed, outside the area, a saved address changed), which a retry of an order
   * placed before things changed is not given.
   */
  async function checkoutOf(userId: string, body: PlaceBody): Promise<Checkout | AppError> {
    const address = addressOf(body);
    const at = now();
    const settings = await settingsNow();
    // Offered only when the server has a gateway (the public settings say so from env).
    if (body.paymentMethod === 'online' && !settings.onlinePayments)
      return invalid(PAYMENT_MESSAGES.notOffered, { paymentMethod: PAYMENT_MESSAGES.notOffered });
    // The policies tell customers to call the shop: no order until they can.
    if (settings.contact.phone === '') return conflict(NO_CONTACT_REFUSAL);
    const availability = availabilityAt(settings, at);
    if (availability.state === 'paused') return conflict(SHOP_PAUSED_REFUSAL);
    if (availability.state === 'closed')
      return conflict(checkoutRefusal(availability, at, settings.hours.timeZone) ?? SHOP_PAUSED_REFUSAL);
    // The automatic switch (docs/product.md#protecting-the-promise), as every instance reads it.
    if (settings.protect?.action === 'pause') return conflict(CATCHING_UP_REFUSAL);
    if (settings.protect?.action === 'pickup_only' && address) return conflict(PICKUP_ONLY_REFUSAL);
    const itemIds = [...new Set(body.lines.map((l) => l.menuItemId))].filter((id) => UUID.test(id));
    const fulfilment = await planner.plan({
      userId,
      address,
      savedAddressId: body.savedAddressId,
      itemIds,
      settings,
      promiseMinutes: availability.promiseMinutes,
    });
    if (fulfilment instanceof AppError) return fulfilment;
    const later = laterOf(slotRule, body.scheduledFor, settings, at, fulfilment.promisedMinutes);
    if (later instanceof AppError) return later;
    // Each item must be served at the slot's time, not now (docs/product.md#menus-by-time-of-day).
    const servedAt = later?.scheduledFor ?? at;
    return {
      userId,
      idempotencyKey: body.idempotencyKey,
      // Ids that are not ids can never be on the menu; they are reported by the same rule.
      itemIds,
      lines: body.lines,
      paymentMethod: body.paymentMethod,
      fulfilment,
      billTerms: billTermsOf(settings.billing),
      book: onlineBook(shopDayOf(at, settings.hours)),
      language: body.language ?? 'en',
      tipPaise: address ? toPaise(body.tip ?? 0) : 0,
      now: at,
      served: {
        at: servedAt,
        timeZone: settings.hours.timeZone,
        holidays: settings.hours.holidays,
        scheduled: later !== null,
      },
      later,
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
  }

  return checkoutOf;
}
