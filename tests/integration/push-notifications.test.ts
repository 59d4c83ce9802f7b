// Web Push end to end (docs/product.md#order-notifications): the subscription routes through the
// real server, and the push sender delivering real outbox rows (queued by the database's triggers
// when staff move an order) to a local push service that checks VAPID and decrypts the payload
// as a browser would.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  menuItems,
  notificationOutbox,
  orders,
  pushSubscriptions,
  sessions,
  users,
} from '#server/db/schema.ts';
import type { MessageData } from '#server/modules/notifications/order-messages.ts';
import type { OutboxMessage } from '#server/modules/notifications/outbox-sender.ts';
import { createPushRepo } from '#server/modules/notifications/push.repo.ts';
import { createPushSender, pushTopic } from '#server/modules/notifications/push-sender.ts';
import { resolveVapidKeys } from '#server/modules/notifications/vapid-keys.ts';
import { PUSH_SUBSCRIPTION_MESSAGES, PUSH_SUBSCRIPTIONS_PER_ORDER } from '#shared/api/notifications.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service.ts';
import { createRider } from '../helpers/rider-fixtures.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let pushService: FakePushService;
let alice: string;
let bob: string;
/** Customers take turns placing orders: each may place 10 a minute. */
let customers: string[];
let turn = 0;
let staff: string;
let manager: string;
let chai: string;

const address = deliveryAddress({ name: 'Alice', phone: '9890011111', address: 'Porwal Rd, Lohegaon, Pune' });

beforeAll(async () => {
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '100000' } });
  // These tests hand the rows the triggers queue to the push sender themselves, to see each
  // answer of the push service; the worker would race them. The worker's own path, from a status
  // change to one push and one SMS, is tests/integration/notification-delivery.test.ts.
  await t.app.services.outbox.stop();
  pushService = await startFakePushService();
  alice = (await signInCustomer(t, '9890011111', 'Alice Dsouza', '10.91.0.1')).cookie;
  bob = (await signInCustomer(t, '9890022222', 'Bob Shinde', '10.91.0.2')).cookie;
  customers = [alice];
  for (const [i, phone] of ['9890033333', '9890044444', '9890055555'].entries())
    customers.push(
      (await signInCustomer(t, phone, ['Chitra Joshi', 'Dev Patil', 'Esha Rao'][i], `10.91.0.${10 + i}`))
        .cookie,
    );
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.3');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.91.0.4');
  const [row] = await t.database.db.select().from(menuItems).limit(1);
  chai = row!.id;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

async function place(cookie = customers[turn++ % customers.length]!) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { idempotencyKey: randomUUID(), lines: [{ menuItemId: chai, quantity: 1 }], address },
  });
  expect(res.statusCode).toBe(201);
  return { ...(res.json() as { id: string; orderNumber: string }), cookie };
}

const subscribe = (
  order: { id: string; cookie: string },
  body: unknown,
  cookie: string | null = order.cookie,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/push-subscription`,
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });

const subscribeStaff = (body: unknown, cookie: string | null = staff) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/push-subscription',
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });

async function move(orderId: string, status: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: staff },
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The outbox's push rows for an order, as the worker would claim them, with the order's facts. */
async function pushMessages(orderId: string, kind?: string): Promise<OutboxMessage[]> {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.channel, 'push')));
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      orderType: orders.orderType,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return rows
    .filter((row) => !kind || row.kind === kind)
    .map((row) => ({
      id: row.id,
      sourceId: row.sourceId,
      kind: row.kind,
      channel: row.channel,
      orderId: row.orderId,
      userId: row.userId,
      phone: row.phone,
      subscriptionId: row.subscriptionId,
      data: row.data as MessageData,
      attempts: row.attempts,
      createdAt: row.createdAt,
      order: order!,
    }));
}

const subscriptionsAt = (endpoint: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

async function publicKey(): Promise<string> {
  const res = await t.app.inject({ url: '/api/push/key' });
  return res.json().publicKey;
}

describe('the public key', () => {
  it('is the VAPID key browsers subscribe with, the same from every instance and start', async () => {
    const res = await t.app.inject({ url: '/api/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const key = res.json().publicKey as string;
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    // Two more instances on the same database resolve the stored pair, not new ones.
    const settings = t.app.services.push;
    expect(settings.publicKey()).toBe(key);
    const repo = createPushRepo(t.database.db);
    const on = {
      vapid: undefined,
      subject: 'mailto:dev@localhost',
      serviceHosts: [],
      allowLocalServices: true,
    };
    const [one, two] = await Promise.all([resolveVapidKeys(on, repo), resolveVapidKeys(on, repo)]);
    expect(one.publicKey).toBe(key);
    expect(two).toEqual(one);
  });
});

describe('a customer following an order', () => {
  it('subscribes their own order and unsubscribes again', async () => {
    const order = await place();
    const browser = pushService.subscribe();
    const res = await subscribe(order, browser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subscribed: true });
    // The same browser again is the same subscription (its keys refreshed).
    expect((await subscribe(order, browser)).statusCode).toBe(200);
    const rows = await subscriptionsAt(browser.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ audience: 'customer', orderId: order.id, p256dh: browser.keys.p256dh });

    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}/push-subscription`,
      headers: { cookie: order.cookie },
      payload: { endpoint: browser.endpoint },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ subscribed: false });
    expect(await subscriptionsAt(browser.endpoint)).toHaveLength(0);
  });

  it('is for the order’s customer alone', async () => {
    const order = await place(alice);
    const browser = pushService.subscribe();
    const none = await subscribe(order, browser, null);
    expect(none.statusCode).toBe(401);
    for (const cookie of [bob, staff]) {
      const other = await subscribe(order, browser, cookie);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('Order not found');
      const off = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order.id}/push-subscription`,
        headers: { cookie },
        payload: { endpoint: browser.endpoint },
      });
      expect(off.statusCode).toBe(404);
    }
    expect((await subscribe({ ...order, id: 'not-an-id' }, browser)).statusCode).toBe(404);
    expect((await subscribe({ ...order, id: randomUUID() }, browser)).statusCode).toBe(404);
    expect(await subscriptionsAt(browser.endpoint)).toHaveLength(0);
  });

  it('refuses keys a browser would not make and addresses that are not push services', async () => {
    const order = await place();
    const browser = pushService.subscribe();
    const shortKey = await subscribe(order, { ...browser, keys: { ...browser.keys, p256dh: 'abc' } });
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json().error.fields).toMatchObject({
      'keys.p256dh': 'keys.p256dh must be 65 bytes in base64url',
    });
    const noAuth = await subscribe(order, {
      endpoint: browser.endpoint,
      keys: { p256dh: browser.keys.p256dh },
    });
    expect(noAuth.statusCode).toBe(400);
    for (const endpoint of [
      'https://evil.example/push/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      const res = await subscribe(order, { ...browser, endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().error.fields, endpoint).toEqual({ endpoint: PUSH_SUBSCRIPTION_MESSAGES.endpoint });
    }
    // A real push service's address passes.
    const google = await subscribe(order, {
      ...browser,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:xyz',
    });
    expect(google.statusCode).toBe(200);
  });

  it('refuses a finished order with 409', async () => {
    const order = await place();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie: order.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    const res = await subscribe(order, pushService.subscribe());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PUSH_SUBSCRIPTION_MESSAGES.finished);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_ORDER} browsers on one order`, async () => {
    const order = await place();
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_ORDER }, () => pushService.subscribe());
    for (const browser of browsers) expect((await subscribe(order, browser)).statusCode).toBe(200);
    const extra = await subscribe(order, pushService.subscribe());
    expect(extra.statusCode).toBe(409);
    expect(extra.json().error.message).toBe(PUSH_SUBSCRIPTION_MESSAGES.tooMany);
    // One already there may still refresh its keys.
    expect((await subscribe(order, browsers[0])).statusCode).toBe(200);
    // Several at once cannot squeeze past the cap either.
    const other = await place();
    const rush = await Promise.all(
      Array.from({ length: PUSH_SUBSCRIPTIONS_PER_ORDER + 3 }, () =>
        subscribe(other, pushService.subscribe()),
      ),
    );
    expect(rush.filter((r) => r.statusCode === 200)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ORDER);
    expect(rush.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });
});

describe('a staff device', () => {
  it('is switched on and off by staff who see the board, not by customers or strangers', async () => {
    const device = pushService.subscribe();
    expect((await subscribeStaff(device, null)).statusCode).toBe(401);
    expect((await subscribeStaff(device, alice)).statusCode).toBe(403);
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(0);

    const on = await subscribeStaff(device);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ subscribed: true });
    expect(await subscriptionsAt(device.endpoint)).toMatchObject([{ audience: 'staff', orderId: null }]);

    const bad = await subscribeStaff({ ...device, endpoint: 'https://evil.example/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ endpoint: PUSH_SUBSCRIPTION_MESSAGES.endpoint });

    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/push-subscription',
      headers: { cookie: staff },
      payload: { endpoint: device.endpoint },
    });
    expect(off.json()).toEqual({ subscribed: false });
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(0);
  });

  it('belongs to whoever switched it on last on that device', async () => {
    const device = pushService.subscribe();
    expect((await subscribeStaff(device, staff)).statusCode).toBe(200);
    expect((await subscribeStaff(device, manager)).statusCode).toBe(200);
    const [managerId] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    const rows = await subscriptionsAt(device.endpoint);
    expect(rows).toMatchObject([{ audience: 'staff', userId: managerId!.id }]);
    // The former owner cannot switch off the device now another account holds it.
    await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/push-subscription',
      headers: { cookie: staff },
      payload: { endpoint: device.endpoint },
    });
    expect(await subscriptionsAt(device.endpoint)).toEqual(rows);
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
  });

  it('keeps an account to its 5 newest devices (each new order queues one message per device)', async () => {
    const devices = Array.from({ length: 7 }, () => pushService.subscribe());
    for (const device of devices) expect((await subscribeStaff(device, manager)).statusCode).toBe(200);
    const kept = await Promise.all(devices.map((device) => subscriptionsAt(device.endpoint)));
    expect(kept.map((rows) => rows.length)).toEqual([0, 0, 1, 1, 1, 1, 1]);
    for (const device of devices)
      await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
  });
});

describe('a subscription ends with the sign-in it was made in', () => {
  const signOut = (cookie: string, who: 'customer' | 'staff') =>
    t.app.inject({ method: 'POST', url: `/api/${who}/sign-out`, headers: { cookie } });
  const sessionOf = async (endpoint: string) => (await subscriptionsAt(endpoint))[0]?.sessionId;

  it('a customer who signs out stops hearing of the order on that browser', async () => {
    const { cookie } = await signInCustomer(t, '9890066666', 'Farah Khan', '10.91.0.20');
    const order = await place(cookie);
    const browser = pushService.subscribe();
    expect((await subscribe(order, browser)).statusCode).toBe(200);
    expect(await sessionOf(browser.endpoint)).toEqual(expect.any(String));
    expect((await signOut(cookie, 'customer')).statusCode).toBe(200);
    expect(await subscriptionsAt(browser.endpoint)).toHaveLength(0);
    await move(order.id, 'accepted');
    expect(await pushMessages(order.id)).toHaveLength(0);
  });

  it('a staff device stops hearing of new orders when its account signs out there', async () => {
    const device = pushService.subscribe();
    const first = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.21');
    expect((await subscribeStaff(device, first)).statusCode).toBe(200);
    // The same account signed in elsewhere (another tablet) is another sign-in: its sign-out
    // leaves this device alone.
    const elsewhere = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.22');
    expect((await signOut(elsewhere, 'staff')).statusCode).toBe(200);
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(1);
    expect((await signOut(first, 'staff')).statusCode).toBe(200);
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(0);
    const order = await place(bob);
    expect(await pushMessages(order.id, 'order_placed')).toHaveLength(0);
  });

  it('moves to the sign-in that renews it, as the board does on every visit', async () => {
    const device = pushService.subscribe();
    const morning = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.23');
    expect((await subscribeStaff(device, morning)).statusCode).toBe(200);
    const before = await sessionOf(device.endpoint);
    const evening = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.24');
    expect((await subscribeStaff(device, evening)).statusCode).toBe(200);
    expect(await sessionOf(device.endpoint)).not.toBe(before);
    expect((await signOut(morning, 'staff')).statusCode).toBe(200);
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(1);
    expect((await signOut(evening, 'staff')).statusCode).toBe(200);
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(0);
  });

  it('queues nothing for a device whose sign-in ran out', async () => {
    const device = pushService.subscribe();
    const cookie = await signInStaff(t, 'manager@example.com', undefined, '10.91.0.25');
    expect((await subscribeStaff(device, cookie)).statusCode).toBe(200);
    const sessionId = (await sessionOf(device.endpoint))!;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    const order = await place(bob);
    const queued = await pushMessages(order.id, 'order_placed');
    const [row] = await subscriptionsAt(device.endpoint);
    expect(queued.filter((m) => m.subscriptionId === row!.id)).toHaveLength(0);
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
  });

  it("queues nothing for a customer's browser whose sign-in ran out", async () => {
    const { cookie } = await signInCustomer(t, '9890077777', 'Gauri Naik', '10.91.0.26');
    const order = await place(cookie);
    const browser = pushService.subscribe();
    expect((await subscribe(order, browser)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, (await sessionOf(browser.endpoint))!));
    await move(order.id, 'accepted');
    expect(await pushMessages(order.id)).toHaveLength(0);
    expect(await subscriptionsAt(browser.endpoint)).toHaveLength(1);
  });

  it('moves to another account that takes the device over: the first one signing out leaves it', async () => {
    const device = pushService.subscribe();
    const day = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.27');
    const night = await signInStaff(t, 'manager@example.com', undefined, '10.91.0.28');
    expect((await subscribeStaff(device, day)).statusCode).toBe(200);
    expect((await subscribeStaff(device, night)).statusCode).toBe(200);
    expect((await signOut(day, 'staff')).statusCode).toBe(200);
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(1);
    expect((await signOut(night, 'staff')).statusCode).toBe(200);
    expect(await subscriptionsAt(device.endpoint)).toHaveLength(0);
  });

  it('keeps working for a row made before sign-ins were recorded', async () => {
    const device = pushService.subscribe();
    expect((await subscribeStaff(device)).statusCode).toBe(200);
    await t.database.db
      .update(pushSubscriptions)
      .set({ sessionId: null, serverKey: null })
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    const order = await place(bob);
    const [row] = await subscriptionsAt(device.endpoint);
    const [message] = (await pushMessages(order.id, 'order_placed')).filter(
      (m) => m.subscriptionId === row!.id,
    );
    expect(await t.app.services.push.send(message!)).toEqual({ result: 'sent' });
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
  });

  it('never sends the session id back to the browser', async () => {
    const res = await t.app.inject({ url: '/api/staff/session', headers: { cookie: staff } });
    expect(Object.keys(res.json().user).sort()).toEqual([
      'email',
      'id',
      'mustChangePassword',
      'name',
      'role',
    ]);
  });
});

describe('sending', () => {
  it('delivers a status change to the customer’s browser, encrypted and signed', async () => {
    const order = await place();
    const browser = pushService.subscribe();
    expect((await subscribe(order, browser)).statusCode).toBe(200);
    await move(order.id, 'accepted');
    const [message, ...more] = await pushMessages(order.id);
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({ kind: 'order_accepted', subscriptionId: expect.any(String) });

    expect(await t.app.services.push.send(message!)).toEqual({ result: 'sent' });
    const received = pushService.received(browser.endpoint);
    expect(received).toHaveLength(1);
    const tag = `order-${order.id}`;
    expect(received[0]).toEqual({
      payload: {
        title: `Order ${order.orderNumber} accepted`,
        body: "We're making it now.",
        url: '/?orders=open',
        tag,
      },
      ttl: 3600,
      topic: pushTopic(tag),
      urgency: 'high',
      vapidKey: await publicKey(),
      subject: 'mailto:dev@localhost',
    });
    expect(pushService.refusals).toEqual([]);
  });

  it('tells subscribed staff devices of a new order, and no one else', async () => {
    const device = pushService.subscribe();
    expect((await subscribeStaff(device)).statusCode).toBe(200);
    const order = await place(bob);
    const messages = await pushMessages(order.id, 'order_placed');
    expect(messages).toHaveLength(1);
    expect(await t.app.services.push.send(messages[0]!)).toEqual({ result: 'sent' });
    const received = pushService.received(device.endpoint);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      payload: { title: `New order ${order.orderNumber}`, url: '/admin/orders' },
      ttl: 600,
    });
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
  });

  it('is refused by the push service when the VAPID signature is not the named key’s', async () => {
    const other = webpush.generateVAPIDKeys();
    const warnings: string[] = [];
    // The shop's public key (the one the browser subscribed with), signed with another private key.
    const forged = createPushSender({
      vapid: { publicKey: await publicKey(), privateKey: other.privateKey, subject: 'mailto:dev@localhost' },
      subscriptions: createPushRepo(t.database.db),
      endpointAllowed: () => true,
      log: { warn: (_details, message) => warnings.push(message) },
    });
    const order = await place();
    const browser = pushService.subscribe();
    expect((await subscribe(order, browser)).statusCode).toBe(200);
    await move(order.id, 'accepted');
    const [message] = await pushMessages(order.id, 'order_accepted');
    expect(await forged(message!)).toMatchObject({ result: 'skip', reason: expect.stringContaining('403') });
    expect(warnings).toHaveLength(1);
    expect(pushService.received(browser.endpoint)).toHaveLength(0);
    expect(pushService.refusals.splice(0)).toMatchObject([
      { status: 403, reason: 'the VAPID signature does not match k=' },
    ]);
  });

  for (const status of [404, 410] as const) {
    it(`forgets a subscription the push service answers ${status} for`, async () => {
      const order = await place();
      const browser = pushService.subscribe();
      expect((await subscribe(order, browser)).statusCode).toBe(200);
      await move(order.id, 'accepted');
      pushService.answer(browser.endpoint, status);
      const [message] = await pushMessages(order.id, 'order_accepted');
      const outcome = await t.app.services.push.send(message!);
      expect(outcome).toMatchObject({ result: 'gone', reason: expect.stringContaining(String(status)) });
      expect(await subscriptionsAt(browser.endpoint)).toHaveLength(0);
      // The row no longer points anywhere: later changes queue nothing for that browser.
      const [after] = await pushMessages(order.id, 'order_accepted');
      expect(after!.subscriptionId).toBeNull();
      await move(order.id, 'preparing');
      await move(order.id, 'out_for_delivery');
      expect(await pushMessages(order.id, 'order_out_for_delivery')).toHaveLength(0);
    });
  }

  it("drops, unsent, a subscription made with the shop's earlier key", async () => {
    const order = await place();
    const current = pushService.subscribe();
    const reported = { ...current, applicationServerKey: await publicKey() };
    expect((await subscribe(order, reported)).statusCode).toBe(200);
    expect((await subscriptionsAt(current.endpoint))[0]!.serverKey).toBe(await publicKey());
    const unreadable = await subscribe(order, { ...current, applicationServerKey: 'not-a-key' });
    expect(unreadable.statusCode).toBe(400);
    // A page that still held the shop's earlier key (GET /api/push/key may be kept 5 minutes).
    const browser = pushService.subscribe();
    const earlier = webpush.generateVAPIDKeys().publicKey;
    expect((await subscribe(order, { ...browser, applicationServerKey: earlier })).statusCode).toBe(200);
    expect((await subscriptionsAt(browser.endpoint))[0]!.serverKey).toBe(earlier);
    await move(order.id, 'accepted');
    const [row] = await subscriptionsAt(browser.endpoint);
    const messages = await pushMessages(order.id, 'order_accepted');
    const message = messages.find((m) => m.subscriptionId === row!.id);
    expect(await t.app.services.push.send(message!)).toEqual({
      result: 'gone',
      reason: "subscribed with the shop's earlier push key",
    });
    expect(await subscriptionsAt(browser.endpoint)).toHaveLength(0);
    expect(pushService.received(browser.endpoint)).toHaveLength(0);
    expect(pushService.refusals).toEqual([]);
  });

  for (const status of [500, 429] as const) {
    it(`retries later when the push service answers ${status}`, async () => {
      const order = await place();
      const browser = pushService.subscribe();
      expect((await subscribe(order, browser)).statusCode).toBe(200);
      await move(order.id, 'accepted');
      pushService.answer(browser.endpoint, status);
      const [message] = await pushMessages(order.id, 'order_accepted');
      expect(await t.app.services.push.send(message!)).toMatchObject({
        result: 'retry',
        error: expect.stringContaining(String(status)),
      });
      expect(await subscriptionsAt(browser.endpoint)).toHaveLength(1);
      // Once the service is back, the retry is delivered.
      pushService.answer(browser.endpoint, 201);
      expect(await t.app.services.push.send(message!)).toEqual({ result: 'sent' });
      expect(pushService.received(browser.endpoint)).toHaveLength(1);
    });
  }

  describe('a push service that misbehaves', () => {
    let odd: FakeProvider;
    beforeAll(async () => {
      odd = await startFakeProvider();
    });
    afterAll(() => odd.close());

    async function messageTo(endpoint: string) {
      const order = await place();
      const browser = { ...pushService.subscribe(), endpoint };
      expect((await subscribe(order, browser)).statusCode).toBe(200);
      await move(order.id, 'accepted');
      const [message] = await pushMessages(order.id, 'order_accepted');
      return message!;
    }

    it('is retried when unreachable', async () => {
      const closed = await startFakeProvider();
      const endpoint = `${new URL(closed.url).origin}/push/gone-away`;
      await closed.close();
      const outcome = await t.app.services.push.send(await messageTo(endpoint));
      expect(outcome).toMatchObject({ result: 'retry', error: expect.stringContaining('unreachable') });
    });

    it('is not followed when it redirects, and a refusal is not retried', async () => {
      const endpoint = `${new URL(odd.url).origin}/push/odd`;
      const seen: string[] = [];
      odd.onRequest((headers) => seen.push(String(headers.authorization)));
      odd.answer({ status: 302, body: '' });
      const redirected = await t.app.services.push.send(await messageTo(endpoint));
      expect(redirected).toMatchObject({ result: 'skip', reason: expect.stringContaining('redirect') });
      expect(seen).toHaveLength(1);
      odd.answer({ status: 400, body: { reason: 'bad payload' } });
      const refused = await t.app.services.push.send(await messageTo(endpoint));
      expect(refused).toMatchObject({ result: 'skip', reason: expect.stringContaining('400') });
      expect(await subscriptionsAt(endpoint)).toHaveLength(2);
    });
  });
});

describe('with push switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { WEB_PUSH: 'false' } });
  });
  afterAll(() => off.close());

  it('has no key and refuses subscriptions in plain words', async () => {
    expect((await off.app.inject({ url: '/api/push/key' })).json()).toEqual({ publicKey: null });
    const cookie = await signInStaff(off, 'staff@example.com', undefined, '10.91.1.1');
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/admin/push-subscription',
      headers: { cookie },
      payload: pushService.subscribe(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PUSH_SUBSCRIPTION_MESSAGES.unavailable);
  });
});

describe("a rider's phone", () => {
  it('subscribes for the rider, hears of a delivery given to them for 10 minutes, and unsubscribes', async () => {
    const rider = await createRider(t, 'Push Rider');
    const phone = pushService.subscribe();
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/rider/push-subscription',
      headers: { cookie: rider.cookie },
      payload: phone,
    });
    expect(on.statusCode, on.body).toBe(200);
    const [row] = await subscriptionsAt(phone.endpoint);
    expect(row).toMatchObject({ audience: 'rider', userId: rider.id });
    // Staff cannot subscribe as a rider.
    const staffTry = await t.app.inject({
      method: 'POST',
      url: '/api/rider/push-subscription',
      headers: { cookie: staff },
      payload: pushService.subscribe(),
    });
    expect(staffTry.statusCode).toBe(403);

    // A delivery given to the rider queues a row for the phone (the assignment does, in its
    // transaction); the sender delivers it.
    const order = await place();
    await t.database.db.insert(notificationOutbox).values({
      sourceId: randomUUID(),
      kind: 'delivery_assigned',
      channel: 'push',
      orderId: order.id,
      userId: rider.id,
      subscriptionId: row!.id,
    });
    const [message] = await pushMessages(order.id, 'delivery_assigned');
    expect(await t.app.services.push.send(message!)).toEqual({ result: 'sent' });
    const [received] = pushService.received(phone.endpoint);
    expect(received?.ttl).toBe(600);
    expect(received?.payload).toMatchObject({ title: `Deliver ${order.orderNumber}`, url: '/rider' });

    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/rider/push-subscription',
      headers: { cookie: rider.cookie },
      payload: { endpoint: phone.endpoint },
    });
    expect(off.json()).toEqual({ subscribed: false });
    expect(await subscriptionsAt(phone.endpoint)).toHaveLength(0);
  });
});
