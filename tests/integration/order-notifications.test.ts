// Order SMS through the notification outbox (docs/product.md#order-notifications, decision 023):
// the real triggers queue, the real worker claims and sends through the real SMS providers (the
// development console, and MSG91 against a local fake gateway), and the customer's switch.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationOutbox, orderStatusEvents } from '#server/db/schema.ts';
import { orderMessage } from '#server/modules/notifications/order-messages.ts';
import { createOutboxRepo } from '#server/modules/notifications/outbox.repo.ts';
import { createOutboxWorker } from '#server/modules/notifications/outbox.worker.ts';
import { OUTBOX_MAX_ATTEMPTS } from '#shared/notifications.ts';
import { sendCode, signInCustomer, verifyCode } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createItem } from '../helpers/factories.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { paidOnlineOrder, relayRefundEvents } from '../helpers/paid-online-order.ts';
import { cookieHeader, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type OrderMessageSent = { kind: string; templateId: string; text: string; variables: Record<string, string> };
const quiet = { info() {}, warn() {}, error() {} };

async function customerIdOf(t: TestApp, cookie: string): Promise<string> {
  return (await t.app.inject({ url: '/api/staff/session', headers: { cookie } })).json().user.id;
}

async function chaiLine(t: TestApp, quantity = 4) {
  const chai = await createItem(t, { price: 25 });
  return [{ menuItemId: chai.id, quantity }];
}

async function rowsOf(t: TestApp, orderId: string) {
  return t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.orderId, orderId))
    .orderBy(notificationOutbox.createdAt);
}

describe('order SMS through the development console', () => {
  let t: TestApp;
  let fake: FakeRazorpay;
  let staff: string;
  const phone = '+919890055501';
  let customer: { cookie: string; id: string };

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp({ env: fake.env, outbox: { pollMs: 200, backoffMs: 50 } });
    relayRefundEvents(t, fake);
    fake.setRefundBehaviour('processed');
    const signedIn = await signInCustomer(t, '9890055501', 'Kavya Rao', '10.120.0.1');
    customer = { cookie: signedIn.cookie, id: await customerIdOf(t, signedIn.cookie) };
    staff = await signInStaff(t, 'staff@example.com', undefined, '10.120.0.2');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const place = async (body: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie },
      payload: {
        idempotencyKey: randomUUID(),
        lines: await chaiLine(t),
        address: deliveryAddress(),
        ...body,
      },
      remoteAddress: '10.120.0.3',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; orderNumber: string; total: number; orderType: 'delivery' | 'pickup' };
  };
  const move = async (orderId: string, status: string, reason?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: staff },
      payload: { status, ...(reason ? { reason } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sentAbout = async (orderNumber: string): Promise<OrderMessageSent[]> => {
    const res = await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
    expect(res.statusCode).toBe(200);
    return (res.json().orderMessages as OrderMessageSent[]).filter((m) => m.variables.order === orderNumber);
  };
  /** Waits until every queued row of the order is finished, then runs the worker once more. */
  const settled = async (orderId: string) => {
    await vi.waitFor(
      async () => {
        const rows = await rowsOf(t, orderId);
        expect(rows.filter((r) => r.status === 'pending' || r.status === 'sending')).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );
    await t.app.services.outbox.runOnce();
  };

  it('tells the customer of each step once, in the words of order-messages', async () => {
    const order = await place();
    const facts = {
      id: order.id,
      orderNumber: order.orderNumber,
      totalPaise: order.total * 100,
      orderType: 'delivery' as const,
    };
    const steps = [
      ['accepted', 'order_accepted'],
      ['preparing', undefined],
      ['out_for_delivery', 'order_out_for_delivery'],
      ['delivered', 'order_delivered'],
    ] as const;
    const expected: string[] = [];
    for (const [status, kind] of steps) {
      await move(order.id, status);
      if (kind) expected.unshift(orderMessage(kind, facts).text);
      await vi.waitFor(
        async () => expect((await sentAbout(order.orderNumber)).map((m) => m.text)).toEqual(expected),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
    }
    await settled(order.id);
    const sent = await sentAbout(order.orderNumber);
    expect(sent.map((m) => m.text)).toEqual([
      `Chai Express: your order ${order.orderNumber} is complete. Thank you!`,
      `Chai Express: your order ${order.orderNumber} is out for delivery with our rider.`,
      `Chai Express: your order ${order.orderNumber} is accepted. We're making it now.`,
    ]);
    expect(sent.map((m) => m.templateId)).toEqual([
      'dev-order_delivered',
      'dev-order_out_for_delivery',
      'dev-order_accepted',
    ]);
    const rows = await rowsOf(t, order.id);
    expect(rows.map((r) => [r.kind, r.channel, r.status, r.attempts, r.phone])).toEqual([
      ['order_accepted', 'sms', 'sent', 1, phone],
      ['order_out_for_delivery', 'sms', 'sent', 1, phone],
      ['order_delivered', 'sms', 'sent', 1, phone],
    ]);
  });

  it('says ready for pickup for a pickup order', async () => {
    const order = await place({ orderType: 'pickup', address: undefined });
    for (const status of ['accepted', 'preparing', 'out_for_delivery']) await move(order.id, status);
    await vi.waitFor(async () => expect(await sentAbout(order.orderNumber)).toHaveLength(2), {
      timeout: 10_000,
    });
    await settled(order.id);
    const [ready] = await sentAbout(order.orderNumber);
    expect(ready).toMatchObject({
      kind: 'order_ready_for_pickup',
      text: `Chai Express: your order ${order.orderNumber} is ready for pickup at the counter.`,
    });
    expect(await sentAbout(order.orderNumber)).toHaveLength(2);
  });

  it('tells of a cancel by the shop with its reason, and of nothing the customer cancelled', async () => {
    const byShop = await place();
    await move(byShop.id, 'cancelled', 'Out of milk');
    await vi.waitFor(async () => expect(await sentAbout(byShop.orderNumber)).toHaveLength(1), {
      timeout: 10_000,
    });
    await settled(byShop.id);
    expect((await sentAbout(byShop.orderNumber)).map((m) => [m.kind, m.text])).toEqual([
      [
        'order_cancelled',
        `Chai Express: sorry, your order ${byShop.orderNumber} was cancelled: Out of milk.`,
      ],
    ]);

    const byCustomer = await place();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${byCustomer.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The cancel's history row is there, and nothing was queued for it.
    const history = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, byCustomer.id), eq(orderStatusEvents.toStatus, 'cancelled')));
    expect(history).toHaveLength(1);
    await t.app.services.outbox.runOnce();
    expect(await rowsOf(t, byCustomer.id)).toEqual([]);
    expect(await sentAbout(byCustomer.orderNumber)).toEqual([]);
  });

  it('tells of a refund started when the shop cancels an order paid online', async () => {
    const paid = await paidOnlineOrder(t, fake, customer.id, await chaiLine(t));
    await move(paid.orderId, 'cancelled', 'Shop closing early');
    await vi.waitFor(async () => expect(await sentAbout(paid.orderNumber)).toHaveLength(2), {
      timeout: 10_000,
    });
    await settled(paid.orderId);
    const sent = await sentAbout(paid.orderNumber);
    expect(sent.map((m) => m.kind).sort()).toEqual(['order_cancelled', 'refund_started']);
    expect(sent.find((m) => m.kind === 'refund_started')).toMatchObject({
      // 'Rs.', not '₹': one non-GSM character makes the whole SMS Unicode.
      text: `Chai Express: a refund of Rs. 100 for order ${paid.orderNumber} has started. It reaches you in 5-7 working days.`,
      variables: { order: paid.orderNumber, amount: 'Rs. 100' },
    });
  });

  it('skips a refund the gateway refused at once', async () => {
    const paid = await paidOnlineOrder(t, fake, customer.id, await chaiLine(t));
    fake.setRefundBehaviour('refuse');
    try {
      await move(paid.orderId, 'cancelled', 'Shop closing early');
    } finally {
      fake.setRefundBehaviour('processed');
    }
    await settled(paid.orderId);
    const rows = await rowsOf(t, paid.orderId);
    expect(rows.map((r) => [r.kind, r.status, r.lastError])).toEqual(
      expect.arrayContaining([
        ['order_cancelled', 'sent', null],
        ['refund_started', 'skipped', 'the refund failed'],
      ]),
    );
    expect((await sentAbout(paid.orderNumber)).map((m) => m.kind)).toEqual(['order_cancelled']);
  });

  it('sends each message once with two workers claiming at once, and again nothing on a second run', async () => {
    await t.app.services.outbox.stop();
    try {
      const orders = [await place(), await place(), await place()];
      for (const order of orders) await move(order.id, 'accepted');
      const workers = [0, 1].map(() =>
        createOutboxWorker({
          repo: createOutboxRepo(t.database.db),
          senders: t.app.services.notificationSenders,
          log: quiet,
          options: { batch: 1 },
        }),
      );
      await Promise.all([workers[0]!.runOnce(), workers[1]!.runOnce(), workers[0]!.runOnce()]);
      await Promise.all(workers.map((w) => w.runOnce()));
      for (const order of orders) {
        expect((await sentAbout(order.orderNumber)).map((m) => m.kind)).toEqual(['order_accepted']);
        expect((await rowsOf(t, order.id)).map((r) => [r.status, r.attempts])).toEqual([['sent', 1]]);
      }
    } finally {
      t.app.services.outbox.start();
    }
  });

  it('queues nothing while the customer has order SMS off, and skips what was queued before they switched', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/notifications',
      headers: { cookie: customer.cookie },
      payload: { orderSms: false },
    });
    expect(off.json()).toEqual({ orderSms: false, whatsapp: false, whatsappAvailable: false });
    try {
      const order = await place();
      await move(order.id, 'accepted');
      expect(await rowsOf(t, order.id)).toEqual([]);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/customer/notifications',
        headers: { cookie: customer.cookie },
        payload: { orderSms: true },
      });
    }

    await t.app.services.outbox.stop();
    try {
      const order = await place();
      await move(order.id, 'accepted');
      expect((await rowsOf(t, order.id)).map((r) => r.status)).toEqual(['pending']);
      await t.app.inject({
        method: 'PUT',
        url: '/api/customer/notifications',
        headers: { cookie: customer.cookie },
        payload: { orderSms: false },
      });
      await t.app.services.outbox.runOnce();
      expect((await rowsOf(t, order.id)).map((r) => [r.status, r.lastError])).toEqual([
        ['skipped', 'order SMS switched off'],
      ]);
      expect(await sentAbout(order.orderNumber)).toEqual([]);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/customer/notifications',
        headers: { cookie: customer.cookie },
        payload: { orderSms: true },
      });
      t.app.services.outbox.start();
    }
  });
});

describe('the order SMS switch endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reads and writes only the signed-in customer’s own setting', async () => {
    const a = (await signInCustomer(t, '9890055511', 'Asha Patil', '10.121.0.1')).cookie;
    const b = (await signInCustomer(t, '9890055512', 'Bala Iyer', '10.121.0.2')).cookie;
    const get = (cookie?: string) =>
      t.app.inject({ url: '/api/customer/notifications', headers: cookie ? { cookie } : {} });
    const put = (payload: unknown, cookie?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customer/notifications',
        headers: cookie ? { cookie } : {},
        payload: payload as object,
      });
    expect((await get(a)).json()).toEqual({ orderSms: true, whatsapp: false, whatsappAvailable: false });
    expect((await put({ orderSms: false }, a)).json()).toEqual({
      orderSms: false,
      whatsapp: false,
      whatsappAvailable: false,
    });
    expect((await get(a)).json()).toEqual({ orderSms: false, whatsapp: false, whatsappAvailable: false });
    expect((await get(b)).json()).toEqual({ orderSms: true, whatsapp: false, whatsappAvailable: false });
    expect((await put({ orderSms: true }, a)).json()).toEqual({
      orderSms: true,
      whatsapp: false,
      whatsappAvailable: false,
    });
    expect((await get(a)).json()).toEqual({ orderSms: true, whatsapp: false, whatsappAvailable: false });

    for (const res of [await get(), await put({ orderSms: false })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBeTruthy();
    }
    const staff = await signInStaff(t, 'staff@example.com', undefined, '10.121.0.3');
    for (const res of [await get(staff), await put({ orderSms: false }, staff)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only customer accounts have order SMS settings');
    }
    for (const body of [{}, { orderSms: 'no' }, { orderSms: null }, [], { orderSms: 1 }]) {
      const res = await put(body, a);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await get(a)).json()).toEqual({ orderSms: true, whatsapp: false, whatsappAvailable: false });
  });
});

describe('order SMS through MSG91', () => {
  let t: TestApp;
  let gateway: FakeProvider;
  let staff: string;
  const phone = '+919890055521';
  let cookie: string;
  /** Every flow request's body, in order. */
  const requests: { template_id: string; recipients: Record<string, string>[] }[] = [];
  /** How the gateway answers order messages (codes are always accepted). */
  let refuse = 0;
  const accepted = { status: 200, body: { type: 'success', message: 'queued' } };
  const refused = { status: 500, body: { type: 'error', message: 'Gateway busy' } };

  beforeAll(async () => {
    gateway = await startFakeProvider(accepted);
    gateway.onRequest((_headers, body) => {
      const parsed = JSON.parse(body);
      requests.push(parsed);
      const refusing = parsed.template_id !== 'otp-tpl' && refuse > 0;
      if (refusing) refuse--;
      gateway.answer(refusing ? refused : accepted);
    });
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'test-key',
        MSG91_TEMPLATE_ID: 'otp-tpl',
        MSG91_URL: gateway.url,
        SMS_TEMPLATE_ORDER_ACCEPTED: 'tpl-accepted',
        SMS_TEMPLATE_ORDER_OUT_FOR_DELIVERY: 'tpl-out',
        SMS_TEMPLATE_ORDER_CANCELLED: 'tpl-cancelled',
        // No SMS_TEMPLATE_ORDER_DELIVERED: that kind is never sent by SMS.
        // Marathi templates for two kinds; none in Hindi: Hindi orders are sent the English ones.
        SMS_TEMPLATE_ORDER_ACCEPTED_MR: 'tpl-accepted-mr',
        SMS_TEMPLATE_ORDER_OUT_FOR_DELIVERY_MR: 'tpl-out-mr',
      },
    });
    // Driven by hand: each run of the worker below is one attempt.
    await t.app.ready();
    await t.app.services.outbox.stop();
    expect((await sendCode(t, phone, '10.122.0.1')).statusCode).toBe(200);
    const code = requests.at(-1)!.recipients[0]!.otp!;
    const verified = await verifyCode(t, phone, code, 'Ravi Kulkarni', '10.122.0.1');
    expect(verified.statusCode, verified.body).toBe(200);
    cookie = cookieHeader(verified.headers['set-cookie']);
    staff = await signInStaff(t, 'staff@example.com', undefined, '10.122.0.2');
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  const worker = () =>
    createOutboxWorker({
      repo: createOutboxRepo(t.database.db),
      senders: t.app.services.notificationSenders,
      log: quiet,
      // No wait between tries: each run is the next attempt.
      options: { backoffMs: 1, maxBackoffMs: 1 },
    });
  const place = async (language?: 'en' | 'hi' | 'mr') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: {
        idempotencyKey: randomUUID(),
        lines: await chaiLine(t, 1),
        address: deliveryAddress(),
        ...(language ? { language } : {}),
      },
      remoteAddress: '10.122.0.3',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; orderNumber: string };
  };
  const move = async (orderId: string, status: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: staff },
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const about = (orderNumber: string) =>
    requests.filter((r) => r.recipients[0]?.order === orderNumber && r.template_id !== 'otp-tpl');
  /** Runs the worker until the order's row is no longer waiting; one attempt per run. */
  const runUntilDone = async (orderId: string) => {
    const w = worker();
    for (let run = 0; run < OUTBOX_MAX_ATTEMPTS + 2; run++) {
      const [row] = await rowsOf(t, orderId);
      if (row && row.status !== 'pending' && row.status !== 'sending') return row;
      // next_attempt_at is 1 ms ahead after a failure: wait for the database clock to pass it.
      await vi.waitFor(
        async () => {
          const due = await t.database.db.execute(
            sql`select 1 from ${notificationOutbox} where ${notificationOutbox.orderId} = ${orderId} and ${notificationOutbox.nextAttemptAt} <= now()`,
          );
          expect((due as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
        },
        { interval: 5 },
      );
      await w.runOnce();
    }
    throw new Error('the row never finished');
  };

  it('posts the DLT template with its variables to the gateway', async () => {
    const order = await place();
    await move(order.id, 'accepted');
    const row = await runUntilDone(order.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(about(order.orderNumber)).toEqual([
      {
        template_id: 'tpl-accepted',
        short_url: '0',
        recipients: [{ order: order.orderNumber, mobiles: '919890055521' }],
      },
    ]);
  });

  it('retries a refusing gateway and sends once it accepts, recording the attempts', async () => {
    const order = await place();
    refuse = 2;
    await move(order.id, 'accepted');
    const row = await runUntilDone(order.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Two refused, one accepted: the customer got one message.
    expect(about(order.orderNumber)).toHaveLength(3);
    expect(refuse).toBe(0);
  });

  it(`gives up as failed after ${OUTBOX_MAX_ATTEMPTS} refusals`, async () => {
    const order = await place();
    refuse = 1000;
    try {
      await move(order.id, 'accepted');
      const row = await runUntilDone(order.id);
      expect(row.status).toBe('failed');
      expect(row.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
      expect(row.lastError).toBe(
        `out of attempts (${OUTBOX_MAX_ATTEMPTS}): MSG91 refused the message: 500 Gateway busy`,
      );
      expect(about(order.orderNumber)).toHaveLength(OUTBOX_MAX_ATTEMPTS);
    } finally {
      refuse = 0;
    }
  });

  it('gives up a message older than an hour without sending it', async () => {
    const order = await place();
    await move(order.id, 'accepted');
    await t.database.db
      .update(notificationOutbox)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(notificationOutbox.orderId, order.id));
    const row = await runUntilDone(order.id);
    expect(row).toMatchObject({ status: 'failed', lastError: 'older than 60 minutes' });
    expect(about(order.orderNumber)).toEqual([]);
  });

  it('skips a kind without a DLT template id', async () => {
    const order = await place();
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'])
      await move(order.id, status);
    const w = worker();
    await w.runOnce();
    await w.runOnce();
    const rows = await rowsOf(t, order.id);
    expect(rows.map((r) => [r.kind, r.status, r.lastError])).toEqual([
      ['order_accepted', 'sent', null],
      ['order_out_for_delivery', 'sent', null],
      ['order_delivered', 'skipped', 'no DLT template id for order_delivered'],
    ]);
    expect(
      about(order.orderNumber)
        .map((r) => r.template_id)
        .sort(),
    ).toEqual(['tpl-accepted', 'tpl-out']);
  });

  it('sends an order placed in Marathi on the Marathi templates, and a Hindi one without Hindi templates in English', async () => {
    const marathi = await place('mr');
    const hindi = await place('hi');
    for (const order of [marathi, hindi])
      for (const status of ['accepted', 'preparing', 'out_for_delivery']) await move(order.id, status);
    const w = worker();
    await w.runOnce();
    await w.runOnce();
    for (const order of [marathi, hindi])
      expect((await rowsOf(t, order.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    /** What the gateway was asked, as [template, variables], in template order. */
    const sent = (orderNumber: string) =>
      about(orderNumber)
        .map((r) => [r.template_id, r.recipients[0]])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    const mobiles = '919890055521';
    expect(sent(marathi.orderNumber)).toEqual([
      ['tpl-accepted-mr', { order: marathi.orderNumber, mobiles }],
      // The variables speak the template's language too.
      ['tpl-out-mr', { order: marathi.orderNumber, rider: 'आमचे रायडर', mobiles }],
    ]);
    expect(sent(hindi.orderNumber)).toEqual([
      ['tpl-accepted', { order: hindi.orderNumber, mobiles }],
      ['tpl-out', { order: hindi.orderNumber, rider: 'our rider', mobiles }],
    ]);
  });
});
