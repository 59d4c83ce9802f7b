// Where a delivery's pin is, for the staff who send it (docs/product.md#where-the-pin-is). The
// pin decides the area, the fee and the minimum; the typed address is what the rider reads. Staff
// see the two side by side (the pin's distance from the shop and a map link beside the typed
// address) and, when a reverse-geocoding provider is configured, a warning when the pin's place
// is not the typed area. A saved address keeps its point, and a checkout naming it cannot move it.
import type { AddressSnapshot, PinCheck } from '#server/db/schema.ts';
import type { StaffPin } from '#shared/api/orders.ts';
import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { type PinPlace, pinAreaWarning } from '#shared/delivery-area/locality-match.ts';

export { SAVED_POINT_TOLERANCE_KM, samePoint } from '#shared/delivery-area/same-point.ts';

/** A bound on the after-checkout lookup: an order is never waited on, but a hung provider is let go. */
export const PIN_CHECK_TIMEOUT_MS = 3000;

/** A map at the point, by deep link (no tiles, no key). */
export function mapLink(point: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`;
}

/** The point of an order's address, when it has one (orders placed before points had none). */
export function pinOf(address: AddressSnapshot | null): Coordinates | undefined {
  const lat = address?.latitude;
  const lng = address?.longitude;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined;
}

/** What staff see of an order's pin; null for pickup and for orders without a point. */
export function staffPin(
  address: AddressSnapshot | null,
  shop: Coordinates,
  check: PinCheck | null,
): StaffPin | null {
  const pin = pinOf(address);
  if (!pin) return null;
  return {
    distanceKm: distanceKm(shop, pin),
    mapUrl: mapLink(pin),
    locality: check?.locality ?? null,
    warning: check?.warning ?? null,
  };
}

type PinCheckOptions = {
  /** The provider's places for a point; undefined when it named none. */
  placeOf: (lat: number, lng: number, signal: AbortSignal) => Promise<PinPlace | undefined>;
  /** Stores the outcome on the order and tells the boards. */
  record: (orderId: string, check: PinCheck) => Promise<void>;
  timeoutMs?: number;
};

/**
 * Asks the provider once per delivery order, after the order is committed: the customer never
 * waits for it and a provider that is down or slow costs checkout nothing. A failure leaves the
 * order unflagged (staff still have the distance and the map); `stop` lets go of every lookup
 * still waiting, before the database closes.
 */
export function createPinCheck({ placeOf, record, timeoutMs = PIN_CHECK_TIMEOUT_MS }: PinCheckOptions) {
  const waiting = new Set<{ controller: AbortController; done: Promise<void> }>();

  async function check(orderId: string, address: AddressSnapshot, pin: Coordinates, signal: AbortSignal) {
    const place = await placeOf(pin.lat, pin.lng, signal);
    if (!place || signal.aborted) return;
    await record(orderId, { locality: place.locality, warning: pinAreaWarning(address.area, place) });
  }

  return {
    afterPlaced(order: { id: string; address: AddressSnapshot | null }): void {
      const pin = pinOf(order.address);
      if (!order.address || !pin) return;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const entry = {
        controller,
        done: check(order.id, order.address, pin, controller.signal)
          // Advisory: a failed or slow provider leaves the order as placed.
          .catch(() => {})
          .finally(() => {
            clearTimeout(timer);
            waiting.delete(entry);
          }),
      };
      waiting.add(entry);
    },

    async stop(): Promise<void> {
      const entries = [...waiting];
      for (const entry of entries) entry.controller.abort();
      await Promise.all(entries.map((entry) => entry.done));
    },
  };
}

export type PinCheckRunner = ReturnType<typeof createPinCheck>;
