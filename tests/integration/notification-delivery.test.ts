// From a status change to the phone, through every real part (decision 023): the trigger queues
// in the change's transaction, the running worker claims and sends, the development SMS outbox
// gets the text and the local push service (speaking Web Push: VAPID-signed, aes128gcm) gets the
// encrypted message. Exactly one of each, however many times the worker looks again.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, orders, pushSubscriptions } from '#server/db/schema.ts';
import { createOutboxRepo } from '#server/modules/notifications/outbox.repo.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createItem } from '../helpers/factories.ts';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let pushService: FakePushService;
let customer: string;
let staff: string;
const phone = '+919890077701';

beforeAll(async () => {
  t = await createTestApp({ outbox: { pollMs: 100, backoffMs: 50 } });
  pushService = await startFakePushService();
  customer = (await signInCustomer(t, '9890077701', 'Irfan Shaikh', '10.130.0.1')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.130.0.2');
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const smsFor = async (orderNumber: string) => {
  const res = await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
  return (
    res.json().orderMessages as { templateId: string; text: string; variables: Record<string, string> }[]
  ).filter((m) => m.variables.order === orderNumber);
};

/** Places a delivery order of one chai in `language`, and follows it from a new browser. */
async function placeAndFollow(language?: 'en' | 'hi' | 'mr') {
  const chai = await createItem(t, { price: 25 });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer },
    payload: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai!.id, quantity: 2 }],
      address: deliveryAddress({ phone: '9890077701' }),
      ...(language ? { language } : {}),
    },
    remoteAddress: '10.130.0.3',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string; orderNumber: string };
  const browser = pushService.subscribe();
  const follow = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/push-subscription`,
    headers: { cookie: customer },
    payload: browser,
    remoteAddress: '10.130.0.3',
  });
  expect(follow.statusCode, follow.body).toBe(200);
  return { order, browser };
}

/** The shop accepts the order, and the SMS and the push it queued arrive. */
async function acceptAndReceive(order: { id: string; orderNumber: string }, endpoint: string) {
  const accept = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/status`,
    headers: { cookie: staff },
    payload: { status: 'accepted' },
    remoteAddress: '10.130.0.2',
  });
  expect(accept.statusCode, accept.body).toBe(200);
  const sms = await until(
    () => smsFor(order.orderNumber),
    (list) => list.length > 0,
    'the SMS',
  );
  const pushes = await until(
    async () => pushService.received(endpoint),
    (list) => list.length > 0,
    'the push',
  );
  return { sms, pushes };
}

describe('a status change reaches a closed page', () => {
  it('sends exactly one SMS and one push through the running worker', async () => {
    const { order, browser } = await placeAndFollow();
    const { sms, pushes } = await acceptAndReceive(order, browser.endpoint);
    expect(sms.map((m) => m.text)).toEqual([
      `Chai Express: your order ${order.orderNumber} is accepted. We're making it now.`,
    ]);
    expect(pushes.map((p) => p.payload)).toEqual([
      {
        title: `Order ${order.orderNumber} accepted`,
        body: "We're making it now.",
        url: '/?orders=open',
        tag: `order-${order.id}`,
      },
    ]);
    expect(pushService.refusals).toEqual([]);

    // The worker keeps looking (every 100 ms here) and is woken again: nothing goes twice.
    await t.app.services.outbox.runOnce();
    await new Promise((r) => setTimeout(r, 500));
    expect(await smsFor(order.orderNumber)).toHaveLength(1);
    expect(pushService.received(browser.endpoint)).toHaveLength(1);
    const rows = await t.database.db
      .select({ channel: notificationOutbox.channel, status: notificationOutbox.status })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderId, order.id));
    expect(rows.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'push', status: 'sent' },
      { channel: 'sms', status: 'sent' },
    ]);

    // A day after the order ended, the browser's subscription to it goes at the outbox's cleanup.
    const followers = () =>
      t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, order.id));
    const repo = createOutboxRepo(t.database.db);
    await repo.deleteFinished();
    expect(await followers()).toHaveLength(1);
    await t.database.db
      .update(orders)
      .set({ status: 'delivered', updatedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.id, order.id));
    await repo.deleteFinished();
    expect(await followers()).toHaveLength(0);
  });
});

describe('messages in the language the customer ordered in', () => {
  it('sends an order placed in Marathi its SMS on the Marathi template and its push in Marathi; Hindi likewise', async () => {
    for (const [language, template, text, title] of [
      [
        'mr',
        'dev-order_accepted-mr',
        'तुमची ऑर्डर {n} स्वीकारली आहे. आम्ही ती आत्ता बनवत आहोत.',
        'ऑर्डर {n} स्वीकारली',
      ],
      [
        'hi',
        'dev-order_accepted-hi',
        'आपका ऑर्डर {n} स्वीकार हो गया है। हम इसे अभी बना रहे हैं।',
        'ऑर्डर {n} स्वीकार हो गया',
      ],
    ] as const) {
      const { order, browser } = await placeAndFollow(language);
      const { sms, pushes } = await acceptAndReceive(order, browser.endpoint);
      const n = (words: string) => words.replace('{n}', order.orderNumber);
      expect(sms.map((m) => [m.templateId, m.text])).toEqual([[template, `Chai Express: ${n(text)}`]]);
      expect(pushes.map((p) => (p.payload as { title: string }).title)).toEqual([n(title)]);
    }
  });
});
