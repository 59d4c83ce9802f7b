// An order's estimated arrival (or ready) time (docs/product.md#the-promise): worked out again as
// the order moves or waits, and gone once it is finished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREP_MINUTES as PREP } from '#server/modules/promise/measured-rates.ts';
import { openPromiseShop, type PromiseShop } from '../helpers/promise-shop.ts';

let shop: PromiseShop;

beforeAll(async () => {
  shop = await openPromiseShop();
  await shop.setPromise({ kitchenSlots: 3, riderSpeedKmh: 40 });
});
afterAll(async () => {
  await shop?.t.close();
});

const MINUTE_MS = 60_000;

async function customerView(id: string, cookie: string) {
  const res = await shop.call('GET /api/orders/:id', { cookie, params: { id } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the board’s line', () => {
  it('counts today’s delivered delivery orders, and those that came within the minutes shown', async () => {
    const board = async () => (await shop.call('GET /api/admin/promise', { cookie: shop.staff })).json();
    const before = await board();
    expect(before.estimate.deliveryMinutes).toBe(before.parts.totalMinutes);
    const order = await shop.place('delivery');
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const)
      await shop.move(order.id, status);
    // A pickup collected is not a delivery: not counted.
    const pickup = await shop.place('pickup');
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const)
      await shop.move(pickup.id, status);
    const after = await board();
    expect(after.today).toEqual({
      delivered: before.today.delivered + 1,
      onTime: before.today.onTime + 1,
    });
  });
});

describe('an order’s eta', () => {
  it('is the minutes shown until the forecast has it, then moves later while the order waits, and is gone once delivered', async () => {
    await shop.estimate();
    const customer = await shop.customer();
    const placed = await shop.place('delivery');
    // Placed since the last recompute: its placed time plus the minutes it was shown (or, should a
    // recompute have read it already, the forecast's time, which is sooner in a quiet shop).
    expect(placed.eta?.kind).toBe('arrival');
    const answered = (Date.parse(placed.eta!.at) - Date.parse(placed.createdAt)) / MINUTE_MS;
    // (Made in PREP and 1.8 minutes away; the minute to be accepted is measured once orders were.)
    expect(answered).toBeGreaterThan(PREP + 1.5);
    expect(answered).toBeLessThanOrEqual(placed.promisedMinutes);

    await shop.estimate();
    const first = (await customerView(placed.id, customer.cookie)).eta;
    expect(first.kind).toBe('arrival');
    // Accepted within a minute, made in PREP, 1.2 km at 40 km/h after it was placed.
    const fromPlaced = (Date.parse(first.at) - Date.parse(placed.createdAt)) / MINUTE_MS;
    expect(fromPlaced).toBeGreaterThan(PREP + 1.5);
    expect(fromPlaced).toBeLessThan(PREP + 3.5);

    // Ten minutes on, nobody has accepted it: it cannot arrive before it is made from now.
    shop.clock.advanceMinutes(10);
    await shop.estimate();
    const later = (await customerView(placed.id, customer.cookie)).eta;
    expect(Date.parse(later.at)).toBeGreaterThan(Date.parse(first.at) + 9 * MINUTE_MS);
    // Staff see the same.
    const staffView = await shop.call.url('GET', `/api/admin/orders/${placed.id}`, { cookie: shop.staff });
    expect(staffView.json().eta).toEqual(later);

    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery'] as const)
      await shop.move(placed.id, status);
    await shop.estimate();
    const onTheRoad = (await customerView(placed.id, customer.cookie)).eta;
    expect(onTheRoad.kind).toBe('arrival');
    await shop.move(placed.id, 'delivered');
    await shop.estimate();
    expect((await customerView(placed.id, customer.cookie)).eta).toBeNull();
  });

  it('is when a pickup is ready, and null once cancelled', async () => {
    const customer = await shop.customer();
    const order = await shop.place('pickup');
    await shop.estimate();
    const eta = (await customerView(order.id, customer.cookie)).eta;
    expect(eta.kind).toBe('ready');
    // Made in PREP minutes from now (the clock was moved on past the minute to be accepted).
    const fromNow = (Date.parse(eta.at) - shop.clock.now().getTime()) / MINUTE_MS;
    expect(fromNow).toBeGreaterThan(PREP - 0.5);
    expect(fromNow).toBeLessThan(PREP + 1.5);
    await shop.move(order.id, 'cancelled');
    expect((await customerView(order.id, customer.cookie)).eta).toBeNull();
  });
});
