// A shop for the promise's tests (docs/product.md#the-promise): the real app on a clock that runs
// with the database's (orders are stamped by the database) and can be moved ahead, a manager to set
// how the estimate is worked out, staff to move orders, and one menu item to order.
import { randomUUID } from 'node:crypto';
import type { Order } from '#shared/api/orders.ts';
import type { ShopEstimate } from '#shared/api/promise.ts';
import type { OrderStatus } from '#shared/orders.ts';
import { DEFAULT_PROMISE_SETTINGS, type PromiseSettings } from '#shared/promise/promise-settings.ts';
import { endpointCaller } from './call.ts';
import { IN_AREA_ADDRESS } from './delivery-address.ts';
import { createCustomer, createItem, type TestCustomer } from './factories.ts';
import { signInStaff } from './staff-session.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const MINUTE_MS = 60_000;

export type PromiseShop = Awaited<ReturnType<typeof openPromiseShop>>;

export async function openPromiseShop(options: { reuse?: TestApp; clock?: PromiseClock } = {}) {
  const clock = options.clock ?? promiseClock();
  const t = await createTestApp({
    now: clock.now,
    env: { API_REQUESTS_PER_MINUTE: '100000' },
    ...(options.reuse ? { reuseDatabase: options.reuse.database } : {}),
  });
  return withShop(t, clock);
}

/** The app's clock: the real one (the database's), plus however far a test moved it ahead. */
export type PromiseClock = { now: () => Date; advanceMinutes(minutes: number): void };
export function promiseClock(): PromiseClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advanceMinutes(minutes) {
      offset += minutes * MINUTE_MS;
    },
  };
}

let addresses = 0;

async function withShop(t: TestApp, clock: PromiseClock) {
  const call = endpointCaller(() => t.app, { remoteAddress: () => `10.77.${addresses++ % 250}.9` });
  const manager = await signInStaff(t, 'manager@example.com', undefined, '10.77.250.1');
  const staff = await signInStaff(t, 'staff@example.com', undefined, '10.77.250.2');
  let item: string | undefined;
  let customer: TestCustomer | undefined;
  let placed = 0;

  const shop = {
    t,
    call,
    clock,
    manager,
    staff,
    /** Saves the promise settings through the manager's route (the defaults with `changes`). */
    async setPromise(changes: Partial<PromiseSettings>): Promise<void> {
      const res = await call('PUT /api/admin/settings/promise', {
        cookie: manager,
        body: { ...DEFAULT_PROMISE_SETTINGS, ...changes },
      });
      if (res.statusCode !== 200) throw new Error(`setPromise: ${res.statusCode} ${res.body}`);
    },
    /** Works the forecast out now and answers GET /api/estimate. */
    async estimate(): Promise<ShopEstimate> {
      await t.app.services.promise.refresh();
      const res = await call('GET /api/estimate');
      if (res.statusCode !== 200) throw new Error(`estimate: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async itemId(): Promise<string> {
      item ??= (await createItem(t)).id;
      return item;
    },
    /** A customer (a new one every few orders: checkout allows each ten a minute). */
    async customer(): Promise<TestCustomer> {
      if (!customer || placed % 8 === 0) customer = await createCustomer(t, 'Promise Customer');
      placed++;
      return customer;
    },
    /** POST /api/orders as a customer: a delivery to the in-area address, or a pickup. */
    async checkout(orderType: 'delivery' | 'pickup') {
      const { cookie } = await shop.customer();
      return call('POST /api/orders', {
        cookie,
        body: {
          idempotencyKey: randomUUID(),
          orderType,
          lines: [{ menuItemId: await shop.itemId(), quantity: 1 }],
          ...(orderType === 'delivery' ? { address: IN_AREA_ADDRESS } : {}),
        },
      });
    },
    async place(orderType: 'delivery' | 'pickup'): Promise<Order> {
      const res = await shop.checkout(orderType);
      if (res.statusCode !== 201) throw new Error(`place: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    /** Staff's move on the board. */
    async move(orderId: string, status: OrderStatus): Promise<Order> {
      const res = await call('POST /api/admin/orders/:id/status', {
        cookie: staff,
        params: { id: orderId },
        body: status === 'cancelled' ? { status, reason: 'Test over' } : { status },
      });
      if (res.statusCode !== 200) throw new Error(`move to ${status}: ${res.statusCode} ${res.body}`);
      return res.json();
    },
  };
  return shop;
}
