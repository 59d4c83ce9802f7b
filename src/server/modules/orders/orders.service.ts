// Checkout and order life (docs/product.md#d2-checkout-places-a-real-order), put together from its
// use cases the way the payments module is: checkout pricing (checkout-pricing.ts), placing
// (place-order.ts, decision 014), the order's life (order-life.ts) and the view the API answers
// (order-view.ts).

import type { RequestContext } from '#server/http/request-context.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { DEFAULT_COUNTRY_CODE } from '#shared/constants.ts';
import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import type { PinPlace } from '#shared/delivery-area/locality-match.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Refunds } from '../payments/refunds-contract.ts';
import type { PreparationDeps } from './checkout-preparation.ts';
import { createOrderLife, type OrderLifeDeps } from './order-life.ts';
import { createPinCheck } from './order-pin.ts';
import type { OrderRecord } from './order-records.ts';
import type { OrdersRepo } from './orders.repo.ts';
import { createPlaceOrder, type PlaceOrderDeps } from './place-order.ts';

export type OrdersServiceDeps = {
  repo: OrdersRepo;
  audit: AuditService;
  events: EventBus;
  /** The settings as stored, from memory (the settings cache): pause, hours, busy mode, delivery area. */
  settingsNow: () => Promise<PublicSettings>;
  /** Told once per new order (the orders-placed metric); not for a retried checkout. */
  onPlaced?: () => void;
  /** Told after an order that took counted stock has committed (docs/product.md#counted-stock). */
  onStockMoved?: () => void;
  /** Country codes a delivery phone may have (SMS_ALLOWED_COUNTRIES, the sign-in phones' rule). */
  allowedCountries?: readonly string[];
  /** The app's clock: opening hours, busy mode and discount dates are read on it. */
  now?: () => Date;
  /** Sends back the money of a cancelled order paid online; none without a payment module. */
  refunds?: Pick<Refunds, 'start'>;
  /** Told once per accepted order (the network printer's auto-print, decision 029); not awaited. */
  onAccepted?: (id: string, context: RequestContext) => void;
  /** Told once per order packed ('ready'), after the move committed (automatic assignment); not awaited. */
  onReady?: OrderLifeDeps['onReady'];
  /** The delivery facts staff and customer answers carry (dispatch/delivery-view.ts). */
  deliveryViews?: OrderLifeDeps['deliveryViews'];
  /** What the shop's forecast tells a new order, from memory (promise/promise.service.ts). */
  estimate?: PreparationDeps['estimate'];
  /** When an unfinished order is now expected (promise/promise.service.ts); answers carry it as `eta`. */
  etaOf?: OrderLifeDeps['etaOf'];
  /** Remembers the checkout's WhatsApp tick as the customer's choice (docs/product.md#whatsapp-updates). */
  rememberWhatsapp?: PlaceOrderDeps['rememberWhatsapp'];
  /** Where delivery pins come from and are checked (docs/product.md#where-the-pin-is). */
  pins?: {
    /** The point saved with a customer's address (undefined: no such address; null: none saved). */
    savedPoint?: (userId: string, addressId: string) => Promise<Coordinates | null | undefined>;
    /** The reverse-geocoding provider, when GEOCODE_URL is set: each delivery's pin is checked once. */
    geocoder?: {
      placeOf(lat: number, lng: number, signal: AbortSignal): Promise<PinPlace | undefined>;
    };
  };
};

export function createOrdersService(deps: OrdersServiceDeps) {
  const { repo, pins = {} } = deps;
  const now = deps.now ?? (() => new Date());
  const life = createOrderLife({ ...deps, now });
  const pinCheck =
    pins.geocoder &&
    createPinCheck({
      placeOf: pins.geocoder.placeOf,
      async record(orderId, check) {
        await repo.recordPinCheck(orderId, check);
        await life.announce(orderId);
      },
    });
  const placing = createPlaceOrder({
    ...deps,
    now,
    onPlaced: deps.onPlaced ?? (() => {}),
    allowedCountries: deps.allowedCountries ?? [DEFAULT_COUNTRY_CODE],
    savedPoint: pins.savedPoint,
    pinCheck,
  });
  return {
    ...placing,
    ...life,
    /**
     * Checks a new delivery's pin after its commit, as checkout does (order-pin.ts): for deliveries
     * placed outside checkout (the order pad's phone orders). Nothing without a geocoder.
     */
    checkPin(order: { id: string; address: OrderRecord['address'] }): void {
      if (order.address) pinCheck?.afterPlaced(order);
    },
    /** Lets go of pin lookups still waiting (the app is closing; the database closes next). */
    stopPinChecks(): Promise<void> {
      return pinCheck?.stop() ?? Promise.resolve();
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
