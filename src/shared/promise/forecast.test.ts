// The estimator over a table of situations (docs/product.md#how-the-estimate-is-worked-out): each
// row's expected minutes are worked out by hand in its comment, from a 1-minute acceptance, a
// 4-minute kitchen with 3 cooks, a minute at the door and a 3-minute ride.
import { describe, expect, it } from 'vitest';
import { estimateNew, type ForecastOrder, type ForecastRider, forecast, travelMinutes } from './forecast.ts';

const MIN = 60_000;
const NOW = Date.parse('2026-11-29T13:00:00+05:30');
const RATES = { acceptMinutes: 1, kitchenSlots: 3, handoverMinutes: 1 };
const NEW_DELIVERY = { orderType: 'delivery', prepMinutes: 4, travelMinutes: 3 } as const;
const NEW_PICKUP = { orderType: 'pickup', prepMinutes: 4, travelMinutes: 0 } as const;

let serial = 0;
function order(over: Partial<ForecastOrder> = {}): ForecastOrder {
  serial += 1;
  return {
    id: `o${serial}`,
    orderType: 'delivery',
    placedAt: NOW,
    acceptedAt: null,
    readyAt: null,
    prepMinutes: 4,
    travelMinutes: 3,
    delivery: null,
    outAt: null,
    ...over,
  };
}
const rider = (id: string, backInMinutes = 0): ForecastRider => ({ id, backAt: NOW + backInMinutes * MIN });

describe('estimateNew over a table of situations', () => {
  const table: {
    name: string;
    orders: ForecastOrder[];
    riders: ForecastRider[];
    order: typeof NEW_DELIVERY | typeof NEW_PICKUP;
    expected: { totalMinutes: number; waitMinutes: number; riderWaitMinutes: number };
  }[] = [
    {
      // 1 to accept + 4 in the kitchen + 3 on the road: the normal promise.
      name: 'an empty shop with nobody on shift',
      orders: [],
      riders: [],
      order: NEW_DELIVERY,
      expected: { totalMinutes: 8, waitMinutes: 1, riderWaitMinutes: 0 },
    },
    {
      name: 'an empty shop with a rider waiting',
      orders: [],
      riders: [rider('r1')],
      order: NEW_DELIVERY,
      expected: { totalMinutes: 8, waitMinutes: 1, riderWaitMinutes: 0 },
    },
    {
      // Ten pickups just placed, three cooks: ready at 5, 5, 5, 9, 9, 9, 13, 13, 13, 17. The new
      // order gets the first cook free, at 13, and is ready at 17, at the door at 20.
      name: 'a queue of 10',
      orders: Array.from({ length: 10 }, () => order({ orderType: 'pickup', travelMinutes: 0 })),
      riders: [],
      order: NEW_DELIVERY,
      expected: { totalMinutes: 20, waitMinutes: 13, riderWaitMinutes: 0 },
    },
    {
      // Both riders left a minute ago on 5-minute rides: at their doors at 4, back at 4 + 1 + 5
      // = 10. The new order is ready at 5 and waits for a rider until 10: at the door at 13.
      name: 'all riders out',
      orders: [
        order({
          acceptedAt: NOW - 8 * MIN,
          readyAt: NOW - 2 * MIN,
          travelMinutes: 5,
          delivery: { riderId: 'r1', pickedUpAt: NOW - MIN },
        }),
        order({
          acceptedAt: NOW - 8 * MIN,
          readyAt: NOW - 2 * MIN,
          travelMinutes: 5,
          delivery: { riderId: 'r2', pickedUpAt: NOW - MIN },
        }),
      ],
      riders: [rider('r1'), rider('r2')],
      order: NEW_DELIVERY,
      expected: { totalMinutes: 13, waitMinutes: 1, riderWaitMinutes: 5 },
    },
    {
      // The only rider delivered a moment ago and is back in 7 minutes: the order, ready at 5,
      // leaves at 7 and is at the door at 10.
      name: 'one rider returning',
      orders: [],
      riders: [rider('r1', 7)],
      order: NEW_DELIVERY,
      expected: { totalMinutes: 10, waitMinutes: 1, riderWaitMinutes: 2 },
    },
    {
      // A rider back in 7 minutes and one at the shop: the one at the shop takes it.
      name: 'one rider returning and one at the shop',
      orders: [],
      riders: [rider('r1', 7), rider('r2')],
      order: NEW_DELIVERY,
      expected: { totalMinutes: 8, waitMinutes: 1, riderWaitMinutes: 0 },
    },
    {
      // Two packed orders on the shelf, one rider at the shop: 3 there + 1 + 3 back = 7, then the
      // second: leaves at 7, back at 14. The new one is ready at 5 and leaves at 14: at 17.
      name: 'packed orders waiting for the only rider',
      orders: [
        order({ acceptedAt: NOW - 6 * MIN, readyAt: NOW - MIN }),
        order({ acceptedAt: NOW - 6 * MIN, readyAt: NOW - MIN }),
      ],
      riders: [rider('r1')],
      order: NEW_DELIVERY,
      expected: { totalMinutes: 17, waitMinutes: 1, riderWaitMinutes: 9 },
    },
    {
      // A pickup never waits for a rider, however busy they are: 1 + 4.
      name: 'a pickup while all riders are out',
      orders: [
        order({ readyAt: NOW - MIN, travelMinutes: 10, delivery: { riderId: 'r1', pickedUpAt: NOW } }),
      ],
      riders: [rider('r1')],
      order: NEW_PICKUP,
      expected: { totalMinutes: 5, waitMinutes: 1, riderWaitMinutes: 0 },
    },
    {
      // Three orders accepted 3 minutes ago fill the cooks until 1 minute from now: the new
      // order, accepted at 1, starts then: no queue wait beyond the acceptance.
      name: 'a kitchen about to free up',
      orders: Array.from({ length: 3 }, () => order({ orderType: 'pickup', acceptedAt: NOW - 3 * MIN })),
      riders: [],
      order: NEW_PICKUP,
      expected: { totalMinutes: 5, waitMinutes: 1, riderWaitMinutes: 0 },
    },
  ];

  it.each(table)('$name', ({ orders, riders, order: newOrder, expected }) => {
    const parts = estimateNew(forecast(NOW, orders, riders, RATES), newOrder);
    expect({
      totalMinutes: parts.totalMinutes,
      waitMinutes: parts.waitMinutes,
      riderWaitMinutes: parts.riderWaitMinutes,
    }).toEqual(expected);
  });
});

describe('forecast of the orders in the shop', () => {
  it('never puts an overdue order in the past', () => {
    const late = order({ orderType: 'pickup', acceptedAt: NOW - 20 * MIN, travelMinutes: 0 });
    const f = forecast(NOW, [late], [], RATES);
    expect(f.orders.get(late.id)).toEqual({ readyAt: NOW, pickupAt: null, arriveAt: NOW });
  });

  it('brings a rider’s picked-up orders nearest door first, then the ones still on the shelf', () => {
    const far = order({
      readyAt: NOW - 2 * MIN,
      travelMinutes: 6,
      delivery: { riderId: 'r1', pickedUpAt: NOW },
    });
    const near = order({
      readyAt: NOW - 2 * MIN,
      travelMinutes: 2,
      delivery: { riderId: 'r1', pickedUpAt: NOW },
    });
    const next = order({
      readyAt: NOW - MIN,
      travelMinutes: 3,
      delivery: { riderId: 'r1', pickedUpAt: null },
    });
    const f = forecast(NOW, [far, near, next], [rider('r1')], RATES);
    expect(f.orders.get(near.id)?.arriveAt).toBe(NOW + 2 * MIN);
    // After the near door and its minute there, the far one: 6 minutes from leaving the shop.
    expect(f.orders.get(far.id)?.arriveAt).toBe(NOW + 6 * MIN);
    // Back from the far door at 6 + 1 + 6 = 13, then 3 minutes out.
    expect(f.orders.get(next.id)).toEqual({
      readyAt: NOW - MIN,
      pickupAt: NOW + 13 * MIN,
      arriveAt: NOW + 16 * MIN,
    });
    expect(f.ridersFree).toEqual([NOW + 20 * MIN]);
  });

  it('counts an order staff sent out without a rider from when it left', () => {
    const out = order({ readyAt: NOW - 4 * MIN, outAt: NOW - 2 * MIN, travelMinutes: 5 });
    expect(forecast(NOW, [out], [], RATES).orders.get(out.id)?.arriveAt).toBe(NOW + 3 * MIN);
  });

  it('waits for acceptance before the kitchen starts an order placed a moment ago', () => {
    const placed = order({ orderType: 'pickup', placedAt: NOW - 30_000 });
    // Accepted at 0.5 minutes from now (a minute after placing), ready 4 minutes later.
    expect(forecast(NOW, [placed], [], RATES).orders.get(placed.id)?.readyAt).toBe(NOW + 4.5 * MIN);
  });

  it('grows by one kitchen round for every three orders ahead', () => {
    const totals = [0, 3, 6, 9, 12].map((ahead) => {
      const queue = Array.from({ length: ahead }, () => order({ orderType: 'pickup', travelMinutes: 0 }));
      return estimateNew(forecast(NOW, queue, [], RATES), NEW_PICKUP).totalMinutes;
    });
    expect(totals).toEqual([5, 9, 13, 17, 21]);
  });
});

describe('travelMinutes', () => {
  it('is the straight line at the set speed', () => {
    expect(travelMinutes(1_000, 15)).toBe(4);
    expect(travelMinutes(750, 15)).toBe(3);
    expect(travelMinutes(0, 15)).toBe(0);
  });
});
