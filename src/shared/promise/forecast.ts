// The estimator (docs/product.md#the-promise): from what is in the shop now (orders in the kitchen,
// on the shelf, on the road, and the riders on shift), when each order will be ready and at the
// door, and what a new order would be told. A list schedule, not a formula: the kitchen is
// `kitchenSlots` cooks taking the oldest order first, each rider carries the next order packed
// once back from the last one. Times are epoch milliseconds, durations minutes.

const MINUTE_MS = 60_000;

/** What the estimator needs of one order that is not finished yet. */
export type ForecastOrder = {
  id: string;
  orderType: 'delivery' | 'pickup';
  placedAt: number;
  /** When the kitchen accepted it; null while it waits to be accepted. */
  acceptedAt: number | null;
  /** When it was packed (ready or out); null while in the kitchen. */
  readyAt: number | null;
  /** Its expected kitchen time (accepted -> ready), from the measured times of its items. */
  prepMinutes: number;
  /** One way from the shop to the door at the rider's speed; 0 for a pickup. */
  travelMinutes: number;
  /** The rider holding it, and when they picked it up (null: assigned, still at the shop). */
  delivery: { riderId: string; pickedUpAt: number | null } | null;
  /** Out for delivery without a rider of the shop's (staff took it): when it left. */
  outAt: number | null;
};

/**
 * A rider on shift, and when they are back at the shop: now when there, later when on the way
 * back from a door (the last delivery's finish plus its travel minutes).
 */
export type ForecastRider = { id: string; backAt: number };

/** Measured and set figures the schedule runs on. */
export type ForecastRates = {
  /** Placed -> accepted, the median of recent orders. */
  acceptMinutes: number;
  /** Orders the kitchen works on at once. */
  kitchenSlots: number;
  /** At the door, each delivery. */
  handoverMinutes: number;
};

/** When an order is expected to be ready, picked up, and at the door (at the counter for a pickup). */
export type OrderForecast = { readyAt: number; pickupAt: number | null; arriveAt: number };

export type Forecast = {
  at: number;
  rates: ForecastRates;
  orders: Map<string, OrderForecast>;
  /** When each kitchen slot is free once the orders in it now are made. */
  kitchenFree: number[];
  /** When each rider on shift is back and free once the orders ahead are carried; null: no rider on shift. */
  ridersFree: number[] | null;
};

/** Where a new order's minutes go, rounded up to whole minutes only in totalMinutes. */
export type EstimateParts = {
  /** Until it is accepted and a kitchen slot is free (the queue ahead). */
  waitMinutes: number;
  prepMinutes: number;
  /** Packed, until a rider is back to take it (0 for a pickup, or when nobody rides). */
  riderWaitMinutes: number;
  travelMinutes: number;
  totalMinutes: number;
};

const byFirst = (a: number, b: number) => a - b;

/** The index of the smallest value. */
function earliest(times: number[]): number {
  let best = 0;
  for (let i = 1; i < times.length; i += 1) if ((times[i] ?? 0) < (times[best] ?? 0)) best = i;
  return best;
}

/** Kitchen: every order not packed yet, oldest accepted first, each on the slot free soonest. */
function scheduleKitchen(
  now: number,
  orders: ForecastOrder[],
  rates: ForecastRates,
  readyAt: Map<string, number>,
) {
  // Slots start free in the past: an order accepted three minutes ago has been cooking since then.
  const slots = Array.from({ length: Math.max(1, rates.kitchenSlots) }, () => Number.NEGATIVE_INFINITY);
  const inKitchen = orders
    .filter((o) => o.readyAt === null && o.outAt === null)
    .map((o) => ({
      o,
      startable: o.acceptedAt ?? Math.max(now, o.placedAt + rates.acceptMinutes * MINUTE_MS),
    }))
    .sort((a, b) => a.startable - b.startable || a.o.placedAt - b.o.placedAt);
  for (const { o, startable } of inKitchen) {
    const slot = earliest(slots);
    const begin = Math.max(slots[slot] ?? 0, startable);
    // An order past its expected time is ready any moment now, not in the past.
    const ready = Math.max(now, begin + o.prepMinutes * MINUTE_MS);
    slots[slot] = ready;
    readyAt.set(o.id, ready);
  }
  for (const o of orders) if (!readyAt.has(o.id)) readyAt.set(o.id, o.readyAt ?? o.outAt ?? now);
  return slots.map((t) => Math.max(t, now));
}

/** Riders: what each one carries now, then the packed and coming orders nobody holds, in ready order. */
function scheduleRiders(
  now: number,
  orders: ForecastOrder[],
  riders: readonly ForecastRider[],
  rates: ForecastRates,
  readyAt: Map<string, number>,
  result: Map<string, OrderForecast>,
): number[] | null {
  const handover = rates.handoverMinutes * MINUTE_MS;
  const free = new Map<string, number>(riders.map((r) => [r.id, Math.max(now, r.backAt)]));
  const held = new Map<string, ForecastOrder[]>();
  for (const o of orders) {
    if (o.orderType !== 'delivery' || !o.delivery) continue;
    held.set(o.delivery.riderId, [...(held.get(o.delivery.riderId) ?? []), o]);
  }
  // What a rider holds: picked-up orders first (nearest door first), then those waiting on the shelf.
  for (const [riderId, list] of held) {
    let at = free.get(riderId) ?? now;
    let lastTravel = 0;
    const carrying = list
      .filter((o) => o.delivery?.pickedUpAt != null)
      .sort((a, b) => a.travelMinutes - b.travelMinutes);
    for (const o of carrying) {
      const leftAt = o.delivery?.pickedUpAt ?? now;
      const arrive = Math.max(at, leftAt + o.travelMinutes * MINUTE_MS, now);
      result.set(o.id, { readyAt: readyAt.get(o.id) ?? leftAt, pickupAt: leftAt, arriveAt: arrive });
      at = arrive + handover;
      lastTravel = o.travelMinutes;
    }
    if (carrying.length > 0) at += lastTravel * MINUTE_MS;
    const waiting = list
      .filter((o) => o.delivery?.pickedUpAt == null)
      .sort((a, b) => (readyAt.get(a.id) ?? 0) - (readyAt.get(b.id) ?? 0));
    for (const o of waiting) {
      const ready = readyAt.get(o.id) ?? now;
      const pickup = Math.max(at, ready);
      const arrive = pickup + o.travelMinutes * MINUTE_MS;
      result.set(o.id, { readyAt: ready, pickupAt: pickup, arriveAt: arrive });
      at = arrive + handover + o.travelMinutes * MINUTE_MS;
    }
    // A rider taken off shift while holding orders still brings them; only riders on shift take more.
    if (free.has(riderId)) free.set(riderId, at);
  }
  const unheld = orders
    .filter((o) => o.orderType === 'delivery' && !o.delivery && o.outAt === null)
    .sort((a, b) => (readyAt.get(a.id) ?? 0) - (readyAt.get(b.id) ?? 0) || a.placedAt - b.placedAt);
  // Nobody on shift: the shop delivers some other way (staff), and no rider wait is counted.
  const times = riders.length > 0 ? [...free.values()] : null;
  for (const o of unheld) {
    const ready = readyAt.get(o.id) ?? now;
    const travel = o.travelMinutes * MINUTE_MS;
    if (!times) {
      result.set(o.id, { readyAt: ready, pickupAt: ready, arriveAt: ready + travel });
      continue;
    }
    const rider = earliest(times);
    const pickup = Math.max(times[rider] ?? now, ready);
    result.set(o.id, { readyAt: ready, pickupAt: pickup, arriveAt: pickup + travel });
    times[rider] = pickup + travel + handover + travel;
  }
  return times ? times.sort(byFirst) : null;
}

/**
 * The forecast of every unfinished order, and the state a new order joins: the kitchen slots' and
 * riders' free times after everything ahead of it.
 */
export function forecast(
  now: number,
  orders: readonly ForecastOrder[],
  ridersOnShift: readonly ForecastRider[],
  rates: ForecastRates,
): Forecast {
  const list = [...orders];
  const readyAt = new Map<string, number>();
  const kitchenFree = scheduleKitchen(now, list, rates, readyAt);
  const result = new Map<string, OrderForecast>();
  for (const o of list) {
    const ready = readyAt.get(o.id) ?? now;
    if (o.orderType === 'pickup') result.set(o.id, { readyAt: ready, pickupAt: null, arriveAt: ready });
    else if (o.outAt !== null && !o.delivery)
      result.set(o.id, {
        readyAt: ready,
        pickupAt: o.outAt,
        arriveAt: Math.max(now, o.outAt + o.travelMinutes * MINUTE_MS),
      });
  }
  const ridersFree = scheduleRiders(now, list, ridersOnShift, rates, readyAt, result);
  return { at: now, rates, orders: result, kitchenFree, ridersFree };
}

/** What a new order placed at the forecast's moment would be told. */
export function estimateNew(
  f: Forecast,
  order: { orderType: 'delivery' | 'pickup'; prepMinutes: number; travelMinutes: number },
): EstimateParts {
  const now = f.at;
  const accepted = now + f.rates.acceptMinutes * MINUTE_MS;
  const slotFree = f.kitchenFree.length > 0 ? Math.min(...f.kitchenFree) : now;
  const begin = Math.max(accepted, slotFree);
  const ready = begin + order.prepMinutes * MINUTE_MS;
  const delivery = order.orderType === 'delivery';
  const riderFree = delivery && f.ridersFree && f.ridersFree.length > 0 ? Math.min(...f.ridersFree) : ready;
  const pickup = Math.max(ready, riderFree);
  const travel = delivery ? order.travelMinutes : 0;
  const arrive = pickup + travel * MINUTE_MS;
  return {
    waitMinutes: (begin - now) / MINUTE_MS,
    prepMinutes: order.prepMinutes,
    riderWaitMinutes: (pickup - ready) / MINUTE_MS,
    travelMinutes: travel,
    totalMinutes: Math.max(1, Math.ceil((arrive - now) / MINUTE_MS - 1e-9)),
  };
}

/** Minutes from the shop to a door `metres` away in a straight line, at `kmh` over that line. */
export function travelMinutes(metres: number, kmh: number): number {
  return metres / ((kmh * 1000) / 60);
}
