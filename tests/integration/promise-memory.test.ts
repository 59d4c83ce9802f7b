// The promise served from memory (docs/product.md#how-the-estimate-is-worked-out): checkout stores
// what a client quotes from GET /api/estimate, nothing is worked out on a request's path (503
// without a recent forecast, the switch off when the queue cannot be read), abandoned orders age
// out, a failed delivery is back on the shelf, and the switch reaches the cached pages.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, deliveries, orders } from '#server/db/schema.ts';
import { createMeasuredRates } from '#server/modules/promise/measured-rates.ts';
import { createPromiseService } from '#server/modules/promise/promise.service.ts';
import { createPromiseRatesRepo } from '#server/modules/promise/promise-rates.repo.ts';
import { createPromiseTodayRepo } from '#server/modules/promise/promise-today.repo.ts';
import { createProtectStateRepo } from '#server/modules/promise/protect-state.repo.ts';
import { createProtectSwitch } from '#server/modules/promise/protect-switch.service.ts';
import { createShopStateRepo } from '#server/modules/promise/shop-state.repo.ts';
import type { ShopEstimate } from '#shared/api/promise.ts';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { shownFor } from '#shared/promise/promise-text.ts';
import { quoteMinutes } from '#shared/promise/quote.ts';
import { IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { openPromiseShop, type PromiseShop } from '../helpers/promise-shop.ts';
import { assignDirectly, createRider, openShiftDirectly } from '../helpers/rider-fixtures.ts';

let shop: PromiseShop;

beforeAll(async () => {
  shop = await openPromiseShop();
});
afterAll(async () => {
  await shop?.t.close();
});

const MINUTE_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every order in the shop's hands cancelled, and every rider's shift closed: a quiet shop. */
async function quiet() {
  const { db } = shop.t.database;
  await db.execute(
    sql`update deliveries set status = 'withdrawn', withdrawn_at = now() where status in ('assigned', 'picked_up')`,
  );
  await db.execute(sql`update rider_shifts set closed_at = now() where closed_at is null`);
  await db.execute(
    sql`update orders set status = 'cancelled' where status not in ('delivered', 'cancelled')`,
  );
  await db.execute(sql`update site_settings set promise_protect = null`);
  shop.t.app.services.settings.invalidate();
}

beforeEach(async () => {
  await quiet();
});

/** What a checkout computes from the estimate for the shop's one item and the in-area door. */
async function clientQuote(estimate: ShopEstimate, orderType: 'delivery' | 'pickup') {
  const settings = (await shop.call('GET /api/settings')).json();
  const [item] = await shop.t.database.db
    .select({ categoryId: sql<string | null>`category_id::text` })
    .from(sql`menu_items`)
    .where(sql`id = ${await shop.itemId()}`);
  const door = { lat: IN_AREA_ADDRESS.latitude, lng: IN_AREA_ADDRESS.longitude };
  const metres = distanceKm(settings.delivery.shop, door) * 1000;
  const minutes = quoteMinutes(estimate.queue, {
    orderType,
    categoryIds: [item?.categoryId ?? null],
    metres,
  });
  return shownFor(orderType, minutes, 0);
}

describe('checkout', () => {
  it('stores the minutes a client quotes from GET /api/estimate for its cart and door, a pickup its own', async () => {
    await shop.setPromise({ kitchenSlots: 1, riderSpeedKmh: 15 });
    await shop.place('pickup');
    await shop.place('pickup');
    // The recompute the orders asked for has run: the answer below is the one checkout reads.
    await sleep(1_200);
    const estimate = await shop.estimate();
    expect(estimate.protect).toBeNull();
    expect(estimate.queue.kitchenFreeInMinutes).toBeGreaterThan(0);
    const pickupShown = await clientQuote(estimate, 'pickup');
    const deliveryShown = await clientQuote(estimate, 'delivery');
    const pickup = await shop.place('pickup');
    const delivery = await shop.place('delivery');
    expect(pickup.promisedMinutes).toBe(pickupShown);
    expect(delivery.promisedMinutes).toBe(deliveryShown);
    const [stored] = await shop.t.database.db
      .select({ estimate: orders.estimate })
      .from(orders)
      .where(eq(orders.id, delivery.id));
    expect(stored?.estimate).toMatchObject({ totalMinutes: deliveryShown });
  });
});

describe('without a recent forecast', () => {
  it('answers 503 and checkout keeps the normal promise, with no estimate stored', async () => {
    await shop.setPromise({ kitchenSlots: 1, riderSpeedKmh: 15 });
    await shop.estimate();
    shop.clock.advanceMinutes(3);
    const res = await shop.call('GET /api/estimate');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/not available right now/);
    const order = await shop.place('pickup');
    expect(order.promisedMinutes).toBe(DELIVERY_MINUTES);
    const [stored] = await shop.t.database.db
      .select({ estimate: orders.estimate })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(stored?.estimate).toBeNull();
    expect((await shop.estimate()).pickupMinutes).toBeGreaterThan(0);
  });

  it('turns a pause off, audited as the system, once the recomputes have failed for over 5 minutes', async () => {
    const { t } = shop;
    const { db } = t.database;
    let offset = 0;
    const now = () => new Date(shop.clock.now().getTime() + offset);
    let failing = false;
    const shopState = createShopStateRepo(db);
    const protectState = createProtectStateRepo(db);
    const real = createProtectSwitch({
      repo: protectState,
      audit: t.app.services.audit,
      events: t.app.services.events,
      settingsChanged: t.app.services.settings.invalidate,
    });
    const service = createPromiseService({
      shopState: {
        ...shopState,
        unfinishedOrders: (at) =>
          failing ? Promise.reject(new Error('down')) : shopState.unfinishedOrders(at),
      },
      rates: createMeasuredRates(createPromiseRatesRepo(db)),
      protectState,
      today: createPromiseTodayRepo(db),
      settingsNow: t.app.services.settings.stored,
      // The switch holds whatever it is: only the blind rule may turn it off here.
      applySwitch: async (current) => current,
      switchOffBlind: real.offBlind,
      events: t.app.services.events,
      now,
      log: { error() {} },
    });
    const pause = {
      action: 'pause' as const,
      since: new Date().toISOString(),
      estimateMinutes: 20,
      busyExtraMinutes: 0,
    };
    expect(await protectState.swap(null, pause)).toBe(true);
    await service.refresh();
    expect((await service.shopEstimate()).protect).toMatchObject({ action: 'pause' });

    failing = true;
    offset += MINUTE_MS;
    await service.refresh();
    offset += 3 * MINUTE_MS;
    await service.refresh();
    // Blind for 3 minutes: no estimate told, but the switch holds.
    await expect(service.shopEstimate()).rejects.toMatchObject({ statusCode: 503 });
    expect(service.estimateFor({ orderType: 'pickup', itemIds: [], point: null })).toBeNull();
    expect((await protectState.read()).protect).toMatchObject({ action: 'pause' });

    offset += 3 * MINUTE_MS;
    await service.refresh();
    expect((await protectState.read()).protect).toBeNull();
    const offs = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'promise.protect_off'), eq(auditLogs.tableName, 'site_settings')));
    const blind = offs.find((a) => (a.newValues as { reason?: string }).reason === 'estimate_unavailable');
    expect(blind?.userId).toBeNull();
    expect(blind?.oldValues).toMatchObject({ action: 'pause' });
    await service.stop();
  });
});

describe('the switch', () => {
  it('moves the settings’ version when it goes on, so cached pages follow', async () => {
    await shop.setPromise({
      kitchenSlots: 1,
      riderSpeedKmh: 40,
      protect: { thresholdMinutes: 12, action: 'busy', busyExtraMinutes: 5 },
    });
    await shop.estimate();
    const before = (await shop.call('GET /api/settings')).json();
    expect(before.protect).toBeNull();
    await shop.place('pickup');
    await shop.place('pickup');
    await shop.place('pickup');
    await sleep(20);
    const estimate = await shop.estimate();
    expect(estimate.protect).toMatchObject({ action: 'busy' });
    const after = (await shop.call('GET /api/settings')).json();
    expect(after.protect).toMatchObject({ action: 'busy' });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });
});

describe('a delivery back from a failed trip', () => {
  it('is on the shelf, not on the road', async () => {
    const order = await shop.place('delivery');
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery'] as const)
      await shop.move(order.id, status);
    const repo = createShopStateRepo(shop.t.database.db);
    const onRoad = (await repo.unfinishedOrders(shop.clock.now())).find((r) => r.id === order.id);
    expect(onRoad?.outAt).not.toBeNull();
    // The trip failed: the order is back at the shop, ready to be sent again.
    await shop.t.database.db.update(orders).set({ status: 'ready' }).where(eq(orders.id, order.id));
    const back = (await repo.unfinishedOrders(shop.clock.now())).find((r) => r.id === order.id);
    expect(back?.outAt).toBeNull();
    expect(back?.readyAt).not.toBeNull();
  });
});

describe('the board’s on time today', () => {
  it('times a delivery by its delivery’s finish before the delivered move', async () => {
    const board = async () => (await shop.call('GET /api/admin/promise', { cookie: shop.staff })).json();
    await shop.estimate();
    const before = (await board()).today;
    const rider = await createRider(shop.t, `Rider ${randomUUID().slice(0, 4)}`);
    const shift = await openShiftDirectly(shop.t, rider.id);
    const order = await shop.place('delivery');
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const)
      await shop.move(order.id, status);
    // The rider's delivery, as the rider's app finished it.
    await assignDirectly(shop.t, order.id, rider.id, shift);
    const { db } = shop.t.database;
    // Reached the door at once, but the delivered tap was replayed an hour late.
    await db.execute(
      sql`update order_status_events set created_at = now() + interval '1 hour'
        where order_id = ${order.id} and to_status = 'delivered'`,
    );
    await db
      .update(deliveries)
      .set({ status: 'delivered', finishedAt: new Date() })
      .where(eq(deliveries.orderId, order.id));
    await shop.estimate();
    const after = (await board()).today;
    expect(after).toEqual({ delivered: before.delivered + 1, onTime: before.onTime + 1 });
  });
});

// Last: the clock moves a day ahead for the rest of this file.
describe('abandoned orders', () => {
  it('stop holding the estimate and the switch a day later', async () => {
    await shop.setPromise({
      kitchenSlots: 1,
      riderSpeedKmh: 40,
      protect: { thresholdMinutes: 12, action: 'pause', busyExtraMinutes: 5 },
    });
    for (let i = 0; i < 3; i++) await shop.place('pickup');
    const busy = await shop.estimate();
    expect(busy.protect).toMatchObject({ action: 'pause' });
    shop.clock.advanceMinutes(24 * 60);
    const dayLater = await shop.estimate();
    // Nothing ahead of a new order any more: a cook is free now.
    expect(dayLater.queue.kitchenFreeInMinutes).toBeLessThanOrEqual(0);
    expect(dayLater.deliveryMinutes).toBeLessThan(12);
    expect(dayLater.protect).toBeNull();
    expect((await shop.call('GET /api/settings')).json().protect).toBeNull();
  });
});
