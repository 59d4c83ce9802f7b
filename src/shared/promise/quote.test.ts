// quoteMinutes is estimateNew on the figures GET /api/estimate carries: the two must agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateNew, type ForecastOrder, forecast, travelMinutes } from './forecast.ts';
import { prepOf, quoteMinutes } from './quote.ts';

const MIN = 60_000;
const NOW = Date.parse('2026-11-29T13:00:00+05:30');

describe('quoteMinutes', () => {
  it('agrees with estimateNew for any shop state, cart and door', () => {
    const order = fc.record({
      orderType: fc.constantFrom('delivery' as const, 'pickup' as const),
      placedAgo: fc.integer({ min: 0, max: 30 }),
      accepted: fc.boolean(),
      prep: fc.integer({ min: 1, max: 10 }),
      travel: fc.integer({ min: 0, max: 12 }),
    });
    fc.assert(
      fc.property(
        fc.array(order, { maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('delivery' as const, 'pickup' as const),
        fc.integer({ min: 0, max: 4000 }),
        (orders, riders, slots, orderType, metres) => {
          const rates = { acceptMinutes: 1, kitchenSlots: slots, handoverMinutes: 1 };
          const list: ForecastOrder[] = orders.map((o, i) => ({
            id: `o${i}`,
            orderType: o.orderType,
            placedAt: NOW - o.placedAgo * MIN,
            acceptedAt: o.accepted ? NOW - o.placedAgo * MIN : null,
            readyAt: null,
            prepMinutes: o.prep,
            travelMinutes: o.travel,
            delivery: null,
            outAt: null,
          }));
          const f = forecast(
            NOW,
            list,
            Array.from({ length: riders }, (_, i) => ({ id: `r${i}`, backAt: NOW })),
            rates,
          );
          const queue = {
            acceptMinutes: 1,
            kitchenFreeInMinutes: (Math.min(...f.kitchenFree) - NOW) / MIN,
            riderFreeInMinutes: f.ridersFree ? (Math.min(...f.ridersFree) - NOW) / MIN : null,
            usualPrepMinutes: 3,
            prepByCategory: {},
            riderSpeedKmh: 15,
          };
          const expected = estimateNew(f, {
            orderType,
            prepMinutes: 3,
            travelMinutes: travelMinutes(metres, 15),
          });
          expect(quoteMinutes(queue, { orderType, categoryIds: ['c'], metres })).toBe(expected.totalMinutes);
        },
      ),
    );
  });

  it('takes the slowest measured kind of item, and the usual time for one not measured', () => {
    const queue = {
      acceptMinutes: 1,
      kitchenFreeInMinutes: 0,
      riderFreeInMinutes: null,
      usualPrepMinutes: 3,
      prepByCategory: { chai: 2, pizza: 9 },
      riderSpeedKmh: 15,
    };
    expect(prepOf(queue, ['chai'])).toBe(2);
    expect(prepOf(queue, ['chai', 'pizza'])).toBe(9);
    expect(prepOf(queue, ['chai', 'new-kind'])).toBe(3);
    expect(prepOf(queue, [null])).toBe(3);
    expect(quoteMinutes(queue, { orderType: 'pickup', categoryIds: ['chai'], metres: 0 })).toBe(3);
  });
});
