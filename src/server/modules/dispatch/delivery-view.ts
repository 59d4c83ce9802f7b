// What an order's answer says of its delivery (docs/product.md#what-the-customer-sees): staff see
// who holds it, where that rider is, why the last delivery failed and a far Delivered tap; the
// customer sees only the rider bringing their order, while it is on the road. Read in a batch for
// the board's lists: a few queries for all the orders, never one per order.
import type { KnownPosition, OrderDelivery, OrderRider } from '#shared/api/dispatch.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { POSITION_STALE_MS, PROOF_WARNING_METRES } from '#shared/dispatch/delivery-rules.ts';
import type { OrderStatus, OrderType } from '#shared/orders.ts';
import type { DeliveriesRepo, DeliveryRow, PositionRow } from './deliveries.repo.ts';

/** What the views need of an order. */
export type OrderFactsForView = {
  id: string;
  status: OrderStatus;
  orderType: OrderType;
  address: { latitude?: number | null; longitude?: number | null } | null;
};

const OPEN: readonly OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'];

export function knownPosition(point: PositionRow | undefined, now: Date): KnownPosition | null {
  if (!point) return null;
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    at: point.recordedAt.toISOString(),
    stale: now.getTime() - point.recordedAt.getTime() > POSITION_STALE_MS,
  };
}

/** "Delivered 420 m from the address point" when the Delivered tap was farther than the limit. */
export function proofWarning(distanceM: number | null): string | null {
  if (distanceM === null || distanceM <= PROOF_WARNING_METRES) return null;
  const where = distanceM >= 1000 ? `${(distanceM / 1000).toFixed(1)} km` : `${distanceM} m`;
  return `Delivered ${where} from the address point`;
}

/** One order's delivery as staff see it, from all its (not withdrawn) deliveries, oldest first. */
function staffDelivery(
  order: OrderFactsForView,
  rows: DeliveryRow[],
  positions: Map<string, PositionRow>,
  now: Date,
): OrderDelivery | null {
  if (rows.length === 0) return null;
  const current = rows.find((d) => d.status === 'assigned' || d.status === 'picked_up');
  const last = rows.at(-1);
  // Back at the shop after a failed delivery, until it goes out again or ends.
  const failed =
    !current && last?.status === 'failed' && order.orderType === 'delivery' && OPEN.includes(order.status)
      ? last
      : undefined;
  const delivered = rows.findLast((d) => d.status === 'delivered');
  return {
    current: current
      ? {
          id: current.id,
          riderId: current.riderId,
          riderName: current.riderName,
          riderPhone: current.riderPhone,
          status: current.status,
          assignedAt: current.assignedAt.toISOString(),
          acknowledgedAt: current.acknowledgedAt?.toISOString() ?? null,
          pickedUpAt: current.pickedUpAt?.toISOString() ?? null,
          position: knownPosition(positions.get(current.id), now),
        }
      : null,
    failure:
      failed?.failReason != null
        ? {
            reason: failed.failReason,
            note: failed.failNote,
            photo: failed.failPhoto,
            at: (failed.finishedAt ?? failed.assignedAt).toISOString(),
            riderName: failed.riderName,
          }
        : null,
    proofWarning: proofWarning(delivered?.doorDistanceM ?? null),
  };
}

export function createDeliveryViews(deps: {
  repo: Pick<DeliveriesRepo, 'forOrders' | 'latestPositions' | 'settings'>;
  /** The shop's contact phone, for shops whose customers call the shop rather than the rider. */
  shopPhone: () => Promise<string>;
  now: () => Date;
}) {
  const { repo, shopPhone, now } = deps;
  return {
    /** Each order's `delivery` (null for an order never given to a rider), in two or three queries. */
    async forStaff(list: readonly OrderFactsForView[]): Promise<Map<string, OrderDelivery | null>> {
      const rows = await repo.forOrders(list.map((o) => o.id));
      const pickedUp = rows.filter((d) => d.status === 'picked_up').map((d) => d.id);
      const positions = new Map((await repo.latestPositions(pickedUp)).map((p) => [p.deliveryId, p]));
      const at = now();
      return new Map(
        list.map((order) => [
          order.id,
          staffDelivery(
            order,
            rows.filter((d) => d.orderId === order.id),
            positions,
            at,
          ),
        ]),
      );
    },

    /**
     * The customer's `rider`: only while the order is out for delivery with a picked-up delivery.
     * No query at all otherwise (a new order, the checkout's answer).
     */
    async forCustomer(order: OrderFactsForView): Promise<OrderRider | null> {
      if (order.status !== 'out_for_delivery' || order.orderType !== 'delivery') return null;
      const carrying = (await repo.forOrders([order.id])).find((d) => d.status === 'picked_up');
      if (!carrying) return null;
      const [point, settings] = await Promise.all([repo.latestPositions([carrying.id]), repo.settings()]);
      const position = knownPosition(point[0], now());
      const { latitude, longitude } = order.address ?? {};
      const distanceM =
        position && !position.stale && typeof latitude === 'number' && typeof longitude === 'number'
          ? Math.round(
              distanceKm(
                { lat: position.latitude, lng: position.longitude },
                { lat: latitude, lng: longitude },
              ) * 1000,
            )
          : null;
      const callPhone =
        settings.customerCalls === 'shop' ? (await shopPhone()) || null : carrying.riderPhone || null;
      return { name: firstName(carrying.riderName), callPhone, position, distanceM };
    },
  };
}

/** "Ravi" of "Ravi Shinde": what the customer and the messages call the rider. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export type DeliveryViews = ReturnType<typeof createDeliveryViews>;
