// The automatic switch (docs/product.md#protecting-the-promise): on once the estimate reaches the
// owner's threshold, audited as the system's, enforced by every instance's checkout with the exact
// words, and off again once the queue has cleared and it has been on a while.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { auditLogs } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { CATCHING_UP_REFUSAL, PICKUP_ONLY_REFUSAL } from '#shared/promise/promise-text.ts';
import { endpointCaller } from '../helpers/call.ts';
import { openPromiseShop, type PromiseShop } from '../helpers/promise-shop.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let shop: PromiseShop;

beforeAll(async () => {
  shop = await openPromiseShop();
});
afterAll(async () => {
  await shop?.t.close();
});

const switches = (action: string) =>
  shop.t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.tableName, 'site_settings')));

/** The switch as the storefront reads it (GET /api/settings). */
async function protectShown() {
  return (await shop.call('GET /api/settings')).json().protect;
}

async function cancelAll(ids: string[]) {
  for (const id of ids) await shop.move(id, 'cancelled');
}

// One cook, fast riders: a quiet shop estimates 6 minutes (1 to accept, 3 to brew, the usual 800 m
// at 40 km/h), and each order queued adds 3. The switch goes on at 12 (two orders ahead) and off at
// 7 or less (5 below), after 5 minutes on.
const SETTINGS = { kitchenSlots: 1, riderSpeedKmh: 40 } as const;
const protect = (action: 'busy' | 'pickup_only' | 'pause') => ({
  ...SETTINGS,
  protect: { thresholdMinutes: 12, action, busyExtraMinutes: 5 as const },
});

describe('the automatic switch', () => {
  it('takes pickup orders only past the threshold, audited, and lets go once the queue clears', async () => {
    await shop.setPromise(protect('pickup_only'));
    expect((await shop.estimate()).deliveryMinutes).toBe(6);
    const queued = [(await shop.place('pickup')).id];
    expect((await shop.estimate()).deliveryMinutes).toBeLessThan(12);
    expect(await protectShown()).toBeNull();
    queued.push((await shop.place('delivery')).id);
    expect((await shop.estimate()).deliveryMinutes).toBeGreaterThanOrEqual(12);

    expect(await protectShown()).toMatchObject({ action: 'pickup_only', busyExtraMinutes: 0 });
    const [on] = await switches('promise.protect_on');
    expect(on?.userId).toBeNull();
    expect(on?.newValues).toMatchObject({ action: 'pickup_only', thresholdMinutes: 12 });
    expect((on!.newValues as { estimateMinutes: number }).estimateMinutes).toBeGreaterThanOrEqual(12);

    const refused = await shop.checkout('delivery');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PICKUP_ONLY_REFUSAL);
    const pickup = await shop.checkout('pickup');
    expect(pickup.statusCode).toBe(201);
    queued.push(pickup.json().id);

    // The queue clears, but the switch holds its five minutes.
    await cancelAll(queued);
    expect((await shop.estimate()).deliveryMinutes).toBe(6);
    expect(await protectShown()).toMatchObject({ action: 'pickup_only' });
    expect(await switches('promise.protect_off')).toHaveLength(0);
    shop.clock.advanceMinutes(6);
    await shop.estimate();
    expect(await protectShown()).toBeNull();
    const [off] = await switches('promise.protect_off');
    expect(off?.userId).toBeNull();
    const delivery = await shop.checkout('delivery');
    expect(delivery.statusCode).toBe(201);
    await cancelAll([delivery.json().id]);
  });

  it('pauses every order with its own words, and is cleared when the owner turns it off', async () => {
    await shop.setPromise(protect('pause'));
    // Three ahead: past the threshold even once the minute to accept is measured shorter.
    const queued = [
      (await shop.place('pickup')).id,
      (await shop.place('pickup')).id,
      (await shop.place('pickup')).id,
    ];
    await shop.estimate();
    expect(await protectShown()).toMatchObject({ action: 'pause' });
    for (const type of ['delivery', 'pickup'] as const) {
      const refused = await shop.checkout(type);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(CATCHING_UP_REFUSAL);
    }
    // Turning the switch off in the settings clears it at the next recompute, queue or not.
    const offBefore = (await switches('promise.protect_off')).length;
    await shop.setPromise(SETTINGS);
    await shop.estimate();
    expect(await protectShown()).toBeNull();
    expect(await switches('promise.protect_off')).toHaveLength(offBefore + 1);
    const pickup = await shop.checkout('pickup');
    expect(pickup.statusCode).toBe(201);
    await cancelAll([...queued, pickup.json().id]);
  });

  it('adds its busy minutes to the promise while on', async () => {
    await shop.setPromise(protect('busy'));
    // Three ahead: past the threshold even once the minute to accept is measured shorter.
    const queued = [
      (await shop.place('pickup')).id,
      (await shop.place('pickup')).id,
      (await shop.place('pickup')).id,
    ];
    await shop.estimate();
    expect(await protectShown()).toMatchObject({ action: 'busy', busyExtraMinutes: 5 });
    const order = await shop.place('pickup');
    const [row] = await shop.t.database.db
      .execute(sql`select (estimate->>'totalMinutes')::int as total from orders where id = ${order.id}`)
      .then((r) => (r as unknown as { rows: { total: number }[] }).rows);
    expect(order.promisedMinutes).toBe(Math.max(8, row!.total) + 5);
    await cancelAll([...queued, order.id]);
    await shop.setPromise(SETTINGS);
    await shop.estimate();
  });
});

describe('two instances on one database', () => {
  it('switch once between them, and each one’s checkout enforces the other’s switch', async () => {
    // On PostgreSQL a pool of its own, so the two really run at once; PGlite is one connection.
    const database = usingPostgres
      ? await openDatabase({ kind: 'postgres', url: shop.t.database.url!, poolSize: 4 })
      : shop.t.database;
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-test-data',
      API_REQUESTS_PER_MINUTE: '100000',
    });
    const second = await buildApp({ env, database, now: shop.clock.now });
    try {
      await second.ready();
      const callSecond = endpointCaller(() => second, { remoteAddress: () => '10.78.0.1' });
      await shop.setPromise(protect('pickup_only'));
      const onBefore = (await switches('promise.protect_on')).length;
      const queued = [
        (await shop.place('pickup')).id,
        (await shop.place('pickup')).id,
        (await shop.place('pickup')).id,
      ];
      // Both work the forecast out at the same moment: the switch is written and audited once.
      await Promise.all([shop.t.app.services.promise.refresh(), second.services.promise.refresh()]);
      expect(await switches('promise.protect_on')).toHaveLength(onBefore + 1);

      // The second instance's checkout refuses a delivery as the first's does.
      const { cookie } = await shop.customer();
      const body = {
        idempotencyKey: crypto.randomUUID(),
        orderType: 'delivery' as const,
        lines: [{ menuItemId: await shop.itemId(), quantity: 1 }],
        address: (await import('../helpers/delivery-address.ts')).IN_AREA_ADDRESS,
      };
      await vi.waitFor(async () => {
        const res = await callSecond('POST /api/orders', { cookie, body });
        expect(res.statusCode).toBe(409);
        expect(res.json().error.message).toBe(PICKUP_ONLY_REFUSAL);
      });

      // Cleared by the owner on the first instance: the second takes deliveries again.
      await shop.setPromise(SETTINGS);
      await shop.t.app.services.promise.refresh();
      await vi.waitFor(async () => {
        const res = await callSecond('POST /api/orders', {
          cookie,
          body: { ...body, idempotencyKey: crypto.randomUUID() },
        });
        expect(res.statusCode).toBe(201);
        queued.push(res.json().id);
      });
      await cancelAll(queued);
    } finally {
      await second.close();
      if (usingPostgres) await database.close();
    }
  });
});
