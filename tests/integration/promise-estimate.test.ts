// The estimate grows with what is ahead of a new order (docs/product.md#how-the-estimate-is-worked-out):
// the kitchen queue, and every rider being out; checkout stores what it showed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, deliveries, orders } from '#server/db/schema.ts';
import {
  DEFAULT_DELIVERY_METRES,
  DEFAULT_PREP_MINUTES as PREP,
} from '#server/modules/promise/measured-rates.ts';
import { PROMISE_MESSAGES } from '#shared/promise/promise-settings.ts';
import { deliveryEstimateText } from '#shared/promise/promise-text.ts';
import { openPromiseShop, type PromiseShop } from '../helpers/promise-shop.ts';
import { assignDirectly, createRider, openShiftDirectly } from '../helpers/rider-fixtures.ts';

let shop: PromiseShop;

beforeAll(async () => {
  shop = await openPromiseShop();
});
afterAll(async () => {
  await shop?.t.close();
});

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
}

beforeEach(async () => {
  await quiet();
});

describe('the estimate', () => {
  it('is the normal promise in a quiet shop, and grows by about the kitchen time with each order queued', async () => {
    // One cook, and riders fast enough that a quiet shop keeps 'Delivery in 8 minutes'.
    await shop.setPromise({ kitchenSlots: 1, riderSpeedKmh: 40 });
    const before = await shop.estimate();
    // Accepted in a minute, made in 3, the usual 800 m at 40 km/h: under 8.
    expect(before.deliveryMinutes).toBe(Math.ceil(1 + PREP + (DEFAULT_DELIVERY_METRES / 40_000) * 60));
    expect(before.pickupMinutes).toBe(1 + PREP);
    const order = await shop.place('delivery');
    expect(order.promisedMinutes).toBe(8);
    expect(deliveryEstimateText(order.promisedMinutes)).toBe('Delivery in 8 minutes');

    for (const queued of [1, 2, 3]) {
      if (queued > 1) await shop.place('pickup');
      const now = await shop.estimate();
      // Each order ahead on the one cook adds its kitchen time (less the moments since it was placed).
      expect(now.deliveryMinutes - before.deliveryMinutes).toBeGreaterThanOrEqual(PREP * queued - 1);
      expect(now.deliveryMinutes - before.deliveryMinutes).toBeLessThanOrEqual(PREP * queued);
    }
    // Three cooks make the same three orders at once: a new one waits for the first of them only.
    const oneCook = await shop.estimate();
    await shop.setPromise({ kitchenSlots: 3, riderSpeedKmh: 40 });
    const threeCooks = await shop.estimate();
    expect(threeCooks.deliveryMinutes).toBeLessThan(oneCook.deliveryMinutes);
    expect(threeCooks.deliveryMinutes - before.deliveryMinutes).toBeLessThanOrEqual(PREP);
  });

  it('grows when every rider on shift is out, by their way there and back', async () => {
    await shop.setPromise({ kitchenSlots: 3, riderSpeedKmh: 15 });
    const rider = await createRider(shop.t, 'Promise Rider');
    const shift = await openShiftDirectly(shop.t, rider.id);
    const atShop = await shop.estimate();
    const board = await shop.call('GET /api/admin/promise', { cookie: shop.staff });
    expect(board.json().parts.riderWaitMinutes).toBe(0);

    // The one rider leaves with an order for the usual distance.
    const order = await shop.place('delivery');
    for (const status of ['accepted', 'preparing', 'ready'] as const) await shop.move(order.id, status);
    await assignDirectly(shop.t, order.id, rider.id, shift);
    await shop.t.database.db
      .update(deliveries)
      .set({ status: 'picked_up', pickedUpAt: new Date() })
      .where(eq(deliveries.orderId, order.id));
    const allOut = await shop.estimate();
    // 1.2 km at 15 km/h is about 5 minutes each way, plus a minute at the door.
    expect(allOut.deliveryMinutes - atShop.deliveryMinutes).toBeGreaterThanOrEqual(5);
    const parts = (await shop.call('GET /api/admin/promise', { cookie: shop.staff })).json().parts;
    expect(parts.riderWaitMinutes).toBeGreaterThan(4);
    // A pickup waits for no rider.
    expect(allOut.pickupMinutes).toBe(atShop.pickupMinutes);
  });
});

describe('checkout', () => {
  it('stores where the estimate said the minutes would go and promises the minutes shown', async () => {
    await shop.setPromise({ kitchenSlots: 1, riderSpeedKmh: 15 });
    const first = await shop.place('delivery');
    await shop.place('pickup');
    const shown = await shop.estimate();
    const order = await shop.place('delivery');
    const [row] = await shop.t.database.db
      .select({ estimate: orders.estimate, promisedMinutes: orders.promisedMinutes })
      .from(orders)
      .where(eq(orders.id, order.id));
    const estimate = row!.estimate!;
    expect(estimate.totalMinutes).toBeGreaterThan(8);
    // The address is at the usual distance: the checkout tells what the header showed (give or take
    // the moments between the two).
    expect(Math.abs(estimate.totalMinutes - shown.deliveryMinutes)).toBeLessThanOrEqual(1);
    expect(row!.promisedMinutes).toBe(estimate.totalMinutes);
    expect(order.promisedMinutes).toBe(estimate.totalMinutes);
    // Two orders ahead on the one cook.
    expect(estimate.waitMinutes).toBeGreaterThan(2 * PREP - 1);
    expect(estimate.prepMinutes).toBe(PREP);
    expect(estimate.travelMinutes).toBeGreaterThan(4);
    expect(
      estimate.waitMinutes + estimate.prepMinutes + estimate.riderWaitMinutes + estimate.travelMinutes,
    ).toBeCloseTo(estimate.totalMinutes, -0.5);
    // The first order was placed in a quiet shop: the normal promise, with its parts stored too.
    const [quietRow] = await shop.t.database.db
      .select({ estimate: orders.estimate, promisedMinutes: orders.promisedMinutes })
      .from(orders)
      .where(eq(orders.id, first.id));
    expect(quietRow!.promisedMinutes).toBe(Math.max(8, quietRow!.estimate!.totalMinutes));

    // Staff's busy mode still adds its minutes on top.
    const busy = await shop.call('PUT /api/admin/busy-mode', {
      cookie: shop.staff,
      body: { extraMinutes: 10, forMinutes: 30 },
    });
    expect(busy.statusCode).toBe(200);
    await shop.estimate();
    const busyOrder = await shop.place('pickup');
    const [busyRow] = await shop.t.database.db
      .select({ estimate: orders.estimate })
      .from(orders)
      .where(eq(orders.id, busyOrder.id));
    expect(busyOrder.promisedMinutes).toBe(Math.max(8, busyRow!.estimate!.totalMinutes) + 10);
    await shop.call('DELETE /api/admin/busy-mode', { cookie: shop.staff });
  });
});

describe('the settings', () => {
  it('are read back as saved and audited, and refuse what is out of range with the field’s message', async () => {
    const saved = await shop.call('GET /api/admin/settings/promise', { cookie: shop.manager });
    expect(saved.statusCode).toBe(200);
    const bad = async (body: object) => {
      const res = await shop.call('PUT /api/admin/settings/promise', {
        cookie: shop.manager,
        body: body as never,
      });
      expect(res.statusCode).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    const good = { kitchenSlots: 3, riderSpeedKmh: 15, handoverMinutes: 1, protect: null };
    expect(await bad({ ...good, kitchenSlots: 0 })).toEqual({ kitchenSlots: PROMISE_MESSAGES.kitchenSlots });
    expect(await bad({ ...good, kitchenSlots: 2.5 })).toEqual({
      kitchenSlots: PROMISE_MESSAGES.kitchenSlots,
    });
    expect(await bad({ ...good, riderSpeedKmh: 41 })).toEqual({ riderSpeedKmh: PROMISE_MESSAGES.riderSpeed });
    expect(await bad({ ...good, handoverMinutes: 16 })).toEqual({
      handoverMinutes: PROMISE_MESSAGES.handover,
    });
    const protect = { thresholdMinutes: 30, action: 'busy', busyExtraMinutes: 10 };
    expect(await bad({ ...good, protect: { ...protect, thresholdMinutes: 9 } })).toEqual({
      'protect.thresholdMinutes': PROMISE_MESSAGES.threshold,
    });
    expect(await bad({ ...good, protect: { ...protect, action: 'close' } })).toEqual({
      'protect.action': PROMISE_MESSAGES.action,
    });
    expect(await bad({ ...good, protect: { ...protect, busyExtraMinutes: 7 } })).toEqual({
      'protect.busyExtraMinutes': PROMISE_MESSAGES.busyExtra,
    });

    const put = await shop.call('PUT /api/admin/settings/promise', {
      cookie: shop.manager,
      body: { ...good, protect: { thresholdMinutes: 30, action: 'busy', busyExtraMinutes: 10 } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().protect).toEqual({ thresholdMinutes: 30, action: 'busy', busyExtraMinutes: 10 });
    const read = await shop.call('GET /api/admin/settings/promise', { cookie: shop.manager });
    expect(read.json()).toEqual(put.json());
    // Audited as every settings save is.
    const audited = await shop.t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'settings.promise'));
    expect(audited.at(-1)?.newValues).toMatchObject({ protect: { action: 'busy' } });
  });

  it('are the managers’: staff, riders and customers are refused', async () => {
    const rider = await createRider(shop.t, 'Nosy Rider');
    const customer = await shop.customer();
    for (const cookie of [shop.staff, rider.cookie, customer.cookie]) {
      const res = await shop.call('PUT /api/admin/settings/promise', {
        cookie,
        body: { kitchenSlots: 1, riderSpeedKmh: 15, handoverMinutes: 1, protect: null },
      });
      expect(res.statusCode).toBe(403);
      expect((await shop.call('GET /api/admin/settings/promise', { cookie })).statusCode).toBe(403);
    }
    // The board's line is staff's; riders and customers are refused it, anyone may read the estimate.
    expect((await shop.call('GET /api/admin/promise', { cookie: shop.staff })).statusCode).toBe(200);
    expect((await shop.call('GET /api/admin/promise', { cookie: rider.cookie })).statusCode).toBe(403);
    expect((await shop.call('GET /api/admin/promise', { cookie: customer.cookie })).statusCode).toBe(403);
    expect((await shop.call('GET /api/admin/promise')).statusCode).toBe(401);
    const open = await shop.call('GET /api/estimate');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-store');
  });
});
