// A lunch rush on a simulated clock (docs/product.md#how-the-estimate-is-worked-out): 60 orders in
// 30 minutes, 3 cooks, a 4-minute kitchen and 3 riders. The simulated shop is not the estimator's
// model: acceptance, cooking, speed and the minutes at the door vary order by order, and riders
// take the oldest packed order when back. At each order the estimator sees only what the server
// would (statuses and their times, riders' pick-ups and returns) and says what the customer is
// shown; the test compares that with when the order really arrived, and checks that the
// automatic switch goes on during the rush and off after it. RUSH_REPORT=1 prints the figures.
import { describe, expect, it } from 'vitest';
import { estimateNew, type ForecastOrder, type ForecastRider, forecast, travelMinutes } from './forecast.ts';
import type { ProtectSettings, ProtectState } from './promise-settings.ts';
import { nextProtectState } from './protect-switch.ts';

const MIN = 60_000;
const START = Date.parse('2026-11-30T13:00:00+05:30');
const STEP = 5_000;
const RATES = { acceptMinutes: 1, kitchenSlots: 3, handoverMinutes: 1 };
const PREP_MINUTES = 4;
const SPEED_KMH = 15;
const USUAL_METRES = 1_200;
const PROTECT: ProtectSettings = { thresholdMinutes: 25, action: 'pickup_only', busyExtraMinutes: 10 };

/** A small seeded generator (mulberry32): the same rush every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rand: () => number, low: number, high: number) => low + (high - low) * rand();

type SimOrder = {
  id: string;
  orderType: 'delivery' | 'pickup';
  metres: number;
  placedAt: number;
  shownMinutes: number;
  acceptAt: number;
  prepMs: number;
  acceptedAt: number | null;
  cookStart: number | null;
  readyAt: number | null;
  pickedUpAt: number | null;
  riderId: string | null;
  doneAt: number | null;
};
type SimRider = {
  id: string;
  backAt: number;
  leftAt: number | null;
  holding: SimOrder | null;
  doorAt: number;
};

function simulateRush(seed: number) {
  const rand = random(seed);
  const arrivals = Array.from({ length: 60 }, () => START + between(rand, 0, 30) * MIN).sort((a, b) => a - b);
  const orders: SimOrder[] = [];
  const cooks: (SimOrder | null)[] = [null, null, null];
  const riders: SimRider[] = ['r1', 'r2', 'r3'].map((id) => ({
    id,
    backAt: START,
    leftAt: null,
    holding: null,
    doorAt: 0,
  }));
  let protect: ProtectState | null = null;
  const switches: { on: boolean; at: number; estimate: number }[] = [];
  let turnedAway = 0;
  let next = 0;
  const lastMetres = new Map<string, number>();

  /** What the server knows now, as the forecast reads it. */
  const seen = (now: number) => {
    const unfinished: ForecastOrder[] = orders
      .filter((o) => o.doneAt === null)
      .map((o) => ({
        id: o.id,
        orderType: o.orderType,
        placedAt: o.placedAt,
        acceptedAt: o.acceptedAt,
        readyAt: o.readyAt,
        prepMinutes: PREP_MINUTES,
        travelMinutes: travelMinutes(o.metres, SPEED_KMH),
        delivery: o.riderId ? { riderId: o.riderId, pickedUpAt: o.pickedUpAt } : null,
        outAt: null,
      }));
    // A rider on the way back is expected when the Delivered tap was made (a minute at the door)
    // plus the ride back at the set speed; one holding an order is followed through it.
    const onShift: ForecastRider[] = riders.map((r) => ({
      id: r.id,
      backAt: r.holding
        ? now
        : r.doorAt + (RATES.handoverMinutes + travelMinutes(lastMetres.get(r.id) ?? 0, SPEED_KMH)) * MIN,
    }));
    return forecast(now, unfinished, onShift, RATES);
  };

  for (let now = START; now <= START + 120 * MIN; now += STEP) {
    // Customers order; while pickup only, half of those who wanted delivery collect instead.
    while (next < arrivals.length && (arrivals[next] ?? Number.POSITIVE_INFINITY) <= now) {
      next += 1;
      let orderType: 'delivery' | 'pickup' = rand() < 0.8 ? 'delivery' : 'pickup';
      if (orderType === 'delivery' && protect?.action === 'pickup_only') {
        if (rand() < 0.5) {
          turnedAway += 1;
          continue;
        }
        orderType = 'pickup';
      }
      const metres = orderType === 'delivery' ? between(rand, 300, 2_200) : 0;
      const f = seen(now);
      const estimate = estimateNew(f, {
        orderType,
        prepMinutes: PREP_MINUTES,
        travelMinutes: travelMinutes(metres, SPEED_KMH),
      });
      orders.push({
        id: `o${orders.length + 1}`,
        orderType,
        metres,
        placedAt: now,
        shownMinutes: estimate.totalMinutes,
        acceptAt: now + between(rand, 0.3, 1.5) * MIN,
        prepMs: between(rand, 3, 5) * MIN,
        acceptedAt: null,
        cookStart: null,
        readyAt: null,
        pickedUpAt: null,
        riderId: null,
        doneAt: null,
      });
    }
    // Staff accept; cooks free up and take the oldest accepted order.
    for (const o of orders) if (o.acceptedAt === null && o.acceptAt <= now) o.acceptedAt = now;
    cooks.forEach((cooking, i) => {
      if (cooking && (cooking.cookStart ?? 0) + cooking.prepMs <= now) {
        cooking.readyAt = now;
        if (cooking.orderType === 'pickup') cooking.doneAt = now;
        cooks[i] = null;
      }
    });
    for (let i = 0; i < cooks.length; i += 1) {
      if (cooks[i]) continue;
      const waiting = orders
        .filter((o) => o.acceptedAt !== null && o.cookStart === null)
        .sort((a, b) => (a.acceptedAt ?? 0) - (b.acceptedAt ?? 0))[0];
      if (!waiting) break;
      waiting.cookStart = now;
      cooks[i] = waiting;
    }
    // Riders: deliver, come back, and take the oldest packed order when at the shop.
    for (const r of riders) {
      if (r.holding && r.doorAt <= now) {
        r.holding.doneAt = r.doorAt;
        lastMetres.set(r.id, r.holding.metres);
        r.holding = null;
      }
      if (r.holding || r.backAt > now) continue;
      const packed = orders
        .filter((o) => o.orderType === 'delivery' && o.readyAt !== null && o.riderId === null)
        .sort((a, b) => (a.readyAt ?? 0) - (b.readyAt ?? 0))[0];
      if (!packed) continue;
      const speed = (SPEED_KMH * between(rand, 0.8, 1.2) * 1000) / 60;
      const ride = (packed.metres / speed) * MIN;
      packed.riderId = r.id;
      packed.pickedUpAt = now;
      r.holding = packed;
      r.doorAt = now + ride;
      r.backAt = r.doorAt + between(rand, 0.5, 1.5) * MIN + ride;
    }
    // The switch reads the estimate for a usual order, as the server does every few seconds.
    if ((now - START) % (15 * 1000) === 0) {
      const usual = estimateNew(seen(now), {
        orderType: 'delivery',
        prepMinutes: PREP_MINUTES,
        travelMinutes: travelMinutes(USUAL_METRES, SPEED_KMH),
      }).totalMinutes;
      const was = protect;
      protect = nextProtectState(protect, usual, PROTECT, new Date(now));
      if ((was === null) !== (protect === null))
        switches.push({ on: protect !== null, at: now, estimate: usual });
    }
  }
  const errors = orders.map((o) => ((o.doneAt ?? Number.NaN) - o.placedAt) / MIN - o.shownMinutes);
  return { orders, errors, switches, turnedAway };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('a simulated lunch rush', () => {
  // Three different rushes, so the bounds below are not fitted to one lucky draw.
  it.each([1, 2, 3])('rush %i: the estimate tracks when orders really arrived', (seed) => {
    const { orders, errors } = simulateRush(seed);
    if (process.env.RUSH_REPORT)
      console.log(seed, {
        mean: mean(errors),
        meanAbs: mean(errors.map(Math.abs)),
        p90: [...errors.map(Math.abs)].sort((a, b) => a - b)[Math.ceil(errors.length * 0.9) - 1],
        maxShown: Math.max(...orders.map((o) => o.shownMinutes)),
        orders: orders.length,
        shown: orders.map((o) => o.shownMinutes).join(','),
        actual: orders.map((o) => Math.round(((o.doneAt ?? 0) - o.placedAt) / MIN)).join(','),
      });
    expect(orders.every((o) => o.doneAt !== null)).toBe(true);
    const absolute = errors.map(Math.abs).sort((a, b) => a - b);
    // The stated error (docs/product.md#how-the-estimate-is-worked-out): on average within 3 minutes
    // either way, 9 orders in 10 within 5 minutes.
    expect(mean(absolute)).toBeLessThan(3);
    // Its bias: a little early rather than late, by under 2 minutes on average.
    expect(Math.abs(mean(errors))).toBeLessThan(2);
    expect(absolute[Math.ceil(absolute.length * 0.9) - 1]).toBeLessThan(5);
    // And the rush is a rush: some orders were told far more than 8 minutes.
    expect(Math.max(...orders.map((o) => o.shownMinutes))).toBeGreaterThan(20);
  });

  it.each([1, 2, 3])('rush %i: the automatic switch goes on in the rush and off once it clears', (seed) => {
    const { switches, turnedAway } = simulateRush(seed);
    if (process.env.RUSH_REPORT)
      console.log(
        seed,
        turnedAway,
        switches.map((s) => `${s.on ? 'on' : 'off'}@${(s.at - START) / MIN}m(${s.estimate})`).join(' '),
      );
    expect(switches.length).toBeGreaterThanOrEqual(2);
    expect(switches[0]).toMatchObject({ on: true });
    expect(switches.at(-1)).toMatchObject({ on: false });
    // On at the threshold, off only 5 minutes below it.
    for (const s of switches) expect(s.on ? s.estimate >= 25 : s.estimate <= 20).toBe(true);
    // Off well before the simulated two hours end.
    expect(switches.at(-1)?.at ?? 0).toBeLessThan(START + 90 * MIN);
    expect(turnedAway).toBeGreaterThan(0);
  });
});
