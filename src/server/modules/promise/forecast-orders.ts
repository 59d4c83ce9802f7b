// The unfinished orders as the estimator takes them (shared/promise/forecast.ts): the stored
// moments of each order's life, its kitchen time from its kinds of item, and its way to the door.
import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { type ForecastOrder, type ForecastRider, travelMinutes } from '#shared/promise/forecast.ts';
import { type MeasuredRates, prepMinutesOf } from './measured-rates.ts';
import type { RiderOnShiftRow, UnfinishedOrderRow } from './shop-state.repo.ts';

const MINUTE_MS = 60_000;

/** One way from the shop to `point`, or at the usual distance for an order without a point. */
export function travelTo(
  point: Coordinates | null,
  shop: Coordinates,
  rates: MeasuredRates,
  riderSpeedKmh: number,
): number {
  const metres = point ? distanceKm(shop, point) * 1000 : rates.usualDeliveryMetres;
  return travelMinutes(metres, riderSpeedKmh);
}

export function toForecastOrder(
  row: UnfinishedOrderRow,
  shop: Coordinates,
  rates: MeasuredRates,
  riderSpeedKmh: number,
): ForecastOrder {
  const delivery = row.orderType === 'delivery';
  const point =
    row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null;
  const withRider = delivery && row.riderId !== null;
  return {
    id: row.id,
    orderType: row.orderType,
    placedAt: row.placedAt,
    acceptedAt: row.acceptedAt,
    // A pickup on the counter, or a delivery sent out without the Packed tap, is packed too.
    readyAt: row.readyAt ?? row.outAt,
    prepMinutes: prepMinutesOf(rates, row.categoryIds),
    travelMinutes: delivery ? travelTo(point, shop, rates, riderSpeedKmh) : 0,
    delivery: withRider ? { riderId: row.riderId as string, pickedUpAt: row.pickedUpAt } : null,
    // Only a delivery on the road without one of the shop's riders is timed from when it left.
    outAt: delivery && !withRider ? row.outAt : null,
  };
}

/**
 * A rider on shift and when they are back at the shop: from their last door, its way back after
 * they finished there (in the past, or never, they are at the shop now).
 */
export function toForecastRider(
  row: RiderOnShiftRow,
  shop: Coordinates,
  rates: MeasuredRates,
  riderSpeedKmh: number,
): ForecastRider {
  if (row.finishedAt === null) return { id: row.riderId, backAt: 0 };
  const door =
    row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null;
  return {
    id: row.riderId,
    backAt: row.finishedAt + travelTo(door, shop, rates, riderSpeedKmh) * MINUTE_MS,
  };
}
