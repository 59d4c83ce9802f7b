// The shop's own riders (docs/product.md#riders-and-dispatch): a delivery is one rider taking one
// order from the shelf to the door. These are the rules the server enforces and the pages show.

/**
 * assigned: named on the order, not yet carrying it; picked_up: on the road; delivered / failed:
 * finished at the door; withdrawn: staff took the order off this rider before pick-up (or a
 * reassignment replaced it). An order has at most one assigned or picked-up delivery at a time.
 */
export const DELIVERY_STATUSES = ['assigned', 'picked_up', 'delivered', 'failed', 'withdrawn'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const ACTIVE_DELIVERY_STATUSES = [
  'assigned',
  'picked_up',
] as const satisfies readonly DeliveryStatus[];

/** A rider may carry this many orders at once (two orders on one run at lunch). */
export const MAX_ORDERS_PER_RIDER = 2;

/** Why a delivery could not be made, as the rider picks it. */
export const FAIL_REASONS = ['not_at_home', 'wrong_address', 'refused', 'unreachable', 'other'] as const;
export type FailReason = (typeof FAIL_REASONS)[number];
export const FAIL_REASON_LABELS: Record<FailReason, string> = {
  not_at_home: 'Not at home',
  wrong_address: 'Wrong address',
  refused: 'Refused',
  unreachable: 'Phone unreachable',
  other: 'Other',
};

/**
 * How the rider took the money for an order paid at the door. Card goes through the shop's card
 * machine the rider carries: like UPI it never reaches the rider's pocket (docs/product.md#cash-per-rider).
 */
export const COLLECT_METHODS = ['cash', 'upi', 'card'] as const;
export type CollectMethod = (typeof COLLECT_METHODS)[number];

/**
 * The rider page sends the phone's position this often while a delivery is picked up, or sooner
 * after this many metres of movement (docs/product.md#where-the-rider-is).
 */
export const POSITION_INTERVAL_MS = 12_000;
export const POSITION_MIN_METRES = 50;
/** A point older than this is shown as stale: the rider's phone stopped sending. */
export const POSITION_STALE_MS = 60_000;
/** Rider positions are deleted after this many days. */
export const POSITION_RETENTION_DAYS = 30;
/** A Delivered tap farther than this from the address point is flagged (never refused). */
export const PROOF_WARNING_METRES = 150;
/** Accuracy worse than this (metres) is not a position worth keeping. */
export const MAX_POSITION_ACCURACY_M = 2_000;

/**
 * What a rider on shift is doing, derived from their deliveries: waiting at the shop, holding
 * orders assigned but not picked up yet, out with N orders, or on the way back.
 */
export const RIDER_STATES = ['at_shop', 'assigned', 'out', 'returning'] as const;
export type RiderState = (typeof RIDER_STATES)[number];

export type RiderDeliveryFacts = {
  status: DeliveryStatus;
  /** When the delivery finished (delivered or failed). */
  finishedAt: Date | null;
  /** The road back from the door, when known (the order's distance at the rider's speed). */
  returnMinutes: number | null;
};

/** The road back when the distance is not known. */
export const DEFAULT_RETURN_MINUTES = 5;

/**
 * The rider's state now, and since when they have been free at the shop (null while busy or on
 * the way back): the dispatcher's suggestion is the rider who has waited longest.
 */
export function riderState(
  deliveries: readonly RiderDeliveryFacts[],
  shiftOpenedAt: Date,
  now: Date,
): { state: RiderState; carrying: number; atShopSince: Date | null } {
  const pickedUp = deliveries.filter((d) => d.status === 'picked_up').length;
  const assigned = deliveries.filter((d) => d.status === 'assigned').length;
  const carrying = pickedUp + assigned;
  if (pickedUp > 0) return { state: 'out', carrying, atShopSince: null };
  if (assigned > 0) return { state: 'assigned', carrying, atShopSince: null };
  let backAt = shiftOpenedAt;
  for (const d of deliveries) {
    if (!d.finishedAt || (d.status !== 'delivered' && d.status !== 'failed')) continue;
    const back = new Date(d.finishedAt.getTime() + (d.returnMinutes ?? DEFAULT_RETURN_MINUTES) * 60_000);
    if (back > backAt) backAt = back;
  }
  if (backAt > now) return { state: 'returning', carrying: 0, atShopSince: null };
  return { state: 'at_shop', carrying: 0, atShopSince: backAt };
}

export const RIDER_STATE_LABELS: Record<RiderState, string> = {
  at_shop: 'At the shop',
  assigned: 'Collecting',
  out: 'Out',
  returning: 'Returning',
};

/** "At the shop", "Out with 2 orders": the board's words for a rider. */
export function riderStateText(state: RiderState, carrying: number): string {
  if (state === 'out' || state === 'assigned')
    return `${RIDER_STATE_LABELS[state]} with ${carrying} order${carrying === 1 ? '' : 's'}`;
  return RIDER_STATE_LABELS[state];
}

export const DISPATCH_MESSAGES = {
  notOnShift: 'This rider is not on shift',
  riderDisabled: "This rider's account is disabled",
  /** Staff cannot finish an order a rider holds: the rider's taps record the door and the money. */
  riderHoldsDelivered: (rider: string) =>
    `${rider} has this order: the rider marks it delivered (or take it off the rider first)`,
  riderCollecting: (rider: string) => `${rider} is collecting this payment at the door`,
  riderFull: `A rider can carry at most ${MAX_ORDERS_PER_RIDER} orders`,
  notDeliverable: 'Only a delivery order that is being prepared or packed can be sent with a rider',
  alreadyAssigned: 'This order was just given to another rider; please reload',
  notYours: 'This delivery is not yours',
  notPickedUp: 'Tap Picked up first',
  alreadyFinished: 'This delivery is already finished',
  noActiveDelivery: 'Your position is sent only while you carry a picked-up order',
  collectFirst: 'Collect the payment before marking it delivered',
  noOpenShift: 'This rider has no open shift',
  shiftAlreadyOpen: 'This rider already has an open shift',
  shiftHasDeliveries: 'This rider still has orders to deliver; reassign them first',
  varianceReason: 'Say why the counted cash differs from what was expected',
  notFailed: 'Only an order whose delivery failed can be turned into a pickup',
} as const;

// The words for where a rider is (docs/product.md#where-the-rider-is), shared by the board and the
// customer's order: how far, and how long ago the phone last sent its point. A point is stale when
// the server said so or when it has aged past POSITION_STALE_MS since (the page is left open).
// Here rather than in a module of their own: the storefront's order views and the board share
// this chunk already, and a new shared chunk would add to the storefront's first load (its
// preload list names every chunk).
export function positionIsStale(position: { stale: boolean; at: string }, now: Date): boolean {
  return position.stale || now.getTime() - Date.parse(position.at) > POSITION_STALE_MS;
}

/** "80 m", "400 m", "1.2 km": tens of metres near, a tenth of a kilometre farther. */
export function metresText(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  return `${(Math.round(metres / 100) / 10).toFixed(1)} km`;
}

/** "just now", "20 s ago", "2 min ago", "1 h ago". */
export function agoText(at: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/**
 * Straight-line metres between two points (haversine), for a rider's distance to the door. Here
 * rather than through delivery-area/distance-km.ts (turf): importing that from the board would
 * split it out of the storefront's chunk into a file of its own.
 */
export function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
