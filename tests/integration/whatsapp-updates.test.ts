// WhatsApp order updates (docs/product.md#whatsapp-updates) end to end: the real triggers queue
// a 'whatsapp' row for a customer who chose it, the real outbox worker sends the approved template
// to a local fake of Meta's Graph API, the fake's signed status webhooks come back through the
// real route, and whatever cannot reach the customer on WhatsApp goes by SMS through the real
// MSG91 provider against a local fake gateway.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, notificationPreferences } from '#server/db/schema.ts';
import { createOutboxRepo } from '#server/modules/notifications/outbox.repo.ts';
import { createOutboxWorker } from '#server/modules/notifications/outbox.worker.ts';
import { WHATSAPP_MESSAGES } from '#shared/api/whatsapp.ts';
import { OUTBOX_MAX_ATTEMPTS } from '#shared/notifications.ts';
import { sendCode, verifyCode } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createItem } from '../helpers/factories.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { FAKE_WHATSAPP, type FakeWhatsapp, startFakeWhatsapp } from '../helpers/fake-whatsapp.ts';
import { assignDirectly, createRider, openShiftDirectly } from '../helpers/rider-fixtures.ts';
import { cookieHeader, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const quiet = { info() {}, warn() {}, error() {} };
const WEBHOOK = '/api/whatsapp/webhook';

let t: TestApp;
let meta: FakeWhatsapp;
let msg91: FakeProvider;
let staff: string;
/** Every MSG91 flow request's body (sign-in codes and order SMS), in order. */
const smsRequests: { template_id: string; recipients: Record<string, string>[] }[] = [];

type Customer = { cookie: string; phone: string };
const customers: Customer[] = [];

async function newCustomer(n: number, name: string): Promise<Customer> {
  const phone = `+9198900771${String(n).padStart(2, '0')}`;
  const ip = `10.142.${n}.1`;
  expect((await sendCode(t, phone, ip)).statusCode).toBe(200);
  const code = smsRequests.at(-1)!.recipients[0]!.otp!;
  const verified = await verifyCode(t, phone, code, name, ip);
  expect(verified.statusCode, verified.body).toBe(200);
  const customer = { cookie: cookieHeader(verified.headers['set-cookie']), phone };
  customers.push(customer);
  return customer;
}

beforeAll(async () => {
  meta = await startFakeWhatsapp();
  msg91 = await startFakeProvider({ status: 200, body: { type: 'success', message: 'queued' } });
  msg91.onRequest((_headers, body) => smsRequests.push(JSON.parse(body)));
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-key',
      MSG91_TEMPLATE_ID: 'otp-tpl',
      MSG91_URL: msg91.url,
      SMS_TEMPLATE_ORDER_ACCEPTED: 'sms-accepted',
      SMS_TEMPLATE_ORDER_OUT_FOR_DELIVERY: 'sms-out',
      SMS_TEMPLATE_ORDER_DELIVERED: 'sms-delivered',
      SMS_TEMPLATE_ORDER_CANCELLED: 'sms-cancelled',
      ...meta.env,
      WHATSAPP_TEMPLATE_ORDER_ACCEPTED: 'order_accepted',
      WHATSAPP_TEMPLATE_ORDER_OUT_FOR_DELIVERY: 'order_on_the_way',
      WHATSAPP_TEMPLATE_ORDER_DELIVERED: 'order_delivered',
      WHATSAPP_TEMPLATE_ORDER_CANCELLED: 'order_cancelled',
      // No template for a refund: that kind goes by SMS... which has none either here.
      WHATSAPP_TEMPLATE_LANGUAGES: 'en_US,mr',
    },
  });
  // Driven by hand: each run of the worker below is one attempt.
  await t.app.ready();
  await t.app.services.outbox.stop();
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.142.200.2');
});
afterAll(async () => {
  await t?.close();
  await meta?.close();
  await msg91?.close();
});

const worker = () =>
  createOutboxWorker({
    repo: createOutboxRepo(t.database.db),
    senders: t.app.services.notificationSenders,
    log: quiet,
    options: { backoffMs: 1, maxBackoffMs: 1 },
    fallbacks: { whatsapp: (message) => t.app.services.whatsapp.smsInstead(message.id) },
  });

/** Runs the worker until no row of the order waits; one attempt per run. */
async function drain(orderId: string) {
  const w = worker();
  for (let run = 0; run < OUTBOX_MAX_ATTEMPTS * 3; run++) {
    const rows = await rowsOf(orderId);
    if (rows.every((r) => r.status !== 'pending' && r.status !== 'sending')) return rows;
    // A retry is due 1 ms later on the database's clock.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await w.runOnce();
  }
  throw new Error('the rows never finished');
}

const rowsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.orderId, orderId))
    .orderBy(notificationOutbox.createdAt, notificationOutbox.channel);

async function place(customer: Customer, extra: Record<string, unknown> = {}) {
  const chai = await createItem(t, { price: 25 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie },
    payload: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai.id, quantity: 2 }],
      address: deliveryAddress(),
      ...extra,
    },
    remoteAddress: '10.142.201.3',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; orderNumber: string };
}

async function move(orderId: string, status: string, reason?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: staff },
    payload: { status, ...(reason ? { reason } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const preferences = (customer: Customer, body?: object) =>
  t.app.inject({
    method: body ? 'PUT' : 'GET',
    url: '/api/customer/notifications',
    headers: { cookie: customer.cookie },
    ...(body ? { payload: body } : {}),
  });

const orderSms = (orderNumber: string) =>
  smsRequests.filter((r) => r.template_id !== 'otp-tpl' && r.recipients[0]?.order === orderNumber);
const whatsappTo = (customer: Customer) => meta.sent.filter((s) => `+${s.to}` === customer.phone);

async function post(body: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: WEBHOOK, headers, payload: body });
}

describe('the customer who chose WhatsApp', () => {
  let asha: Customer;
  beforeAll(async () => {
    asha = await newCustomer(1, 'Asha Patil');
  });

  it('is offered WhatsApp, starts with it off, and turns it on at checkout (remembered)', async () => {
    expect((await preferences(asha)).json()).toEqual({
      orderSms: true,
      whatsapp: false,
      whatsappAvailable: true,
    });
    await place(asha, { whatsappUpdates: true });
    expect((await preferences(asha)).json()).toEqual({
      orderSms: true,
      whatsapp: true,
      whatsappAvailable: true,
    });
    const [row] = await t.database.db.select().from(notificationPreferences);
    expect(row?.whatsappChangedAt).toBeInstanceOf(Date);
  });

  it('gets each step on WhatsApp, not SMS, as the configured templates with their parameters', async () => {
    const rider = await createRider(t, 'Ravi Kulkarni');
    const shift = await openShiftDirectly(t, rider.id);
    const order = await place(asha);
    await move(order.id, 'accepted');
    // One message at a time: a run sends the rows it claims at once, in any order.
    await drain(order.id);
    for (const status of ['preparing', 'ready']) await move(order.id, status);
    const deliveryId = await assignDirectly(t, order.id, rider.id, shift);
    const tap = async (action: string, body: object = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/rider/deliveries/${deliveryId}/${action}`,
        headers: { cookie: rider.cookie },
        payload: { tapId: randomUUID(), ...body },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await tap('picked-up');
    await drain(order.id);
    const digits = asha.phone.slice(1);
    expect(
      whatsappTo(asha)
        .slice(-2)
        .map(({ messageId: _, ...rest }) => rest),
    ).toEqual([
      { to: digits, name: 'order_accepted', languageCode: 'en_US', parameters: [order.orderNumber] },
      {
        to: digits,
        name: 'order_on_the_way',
        languageCode: 'en_US',
        parameters: [order.orderNumber, 'Ravi'],
      },
    ]);
    // Exactly what went over the wire: Meta's template message.
    expect(JSON.parse(meta.requests.at(-1)!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: digits,
      type: 'template',
      template: {
        name: 'order_on_the_way',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: order.orderNumber },
              { type: 'text', text: 'Ravi' },
            ],
          },
        ],
      },
    });
    await tap('collected', { method: 'cash' });
    await tap('delivered');
    const rows = await drain(order.id);
    expect(rows.map((r) => [r.kind, r.channel, r.status, r.deliveryStatus])).toEqual([
      ['order_accepted', 'whatsapp', 'sent', 'sent'],
      ['order_out_for_delivery', 'whatsapp', 'sent', 'sent'],
      ['order_delivered', 'whatsapp', 'sent', 'sent'],
    ]);
    expect(rows.map((r) => r.providerMessageId)).toEqual(
      whatsappTo(asha)
        .slice(-3)
        .map((s) => s.messageId),
    );
    expect(orderSms(order.orderNumber)).toEqual([]);
  });

  it('is told of a cancel with its reason, in Marathi when the order was placed in Marathi', async () => {
    const order = await place(asha, { language: 'mr' });
    await move(order.id, 'cancelled', 'Out of milk');
    await drain(order.id);
    expect(whatsappTo(asha).at(-1)).toMatchObject({
      name: 'order_cancelled',
      languageCode: 'mr',
      parameters: [order.orderNumber, 'Out of milk'],
    });
    expect(orderSms(order.orderNumber)).toEqual([]);
  });
});

describe('the webhook', () => {
  let ravi: Customer;
  beforeAll(async () => {
    ravi = await newCustomer(2, 'Ravi Joshi');
    expect((await preferences(ravi, { whatsapp: true })).statusCode).toBe(200);
  });

  /** A fresh accepted order of Ravi's, its WhatsApp message sent: the outbox row and its wamid. */
  async function sentMessage() {
    const order = await place(ravi);
    await move(order.id, 'accepted');
    const [row] = await drain(order.id);
    expect(row).toMatchObject({ channel: 'whatsapp', status: 'sent', deliveryStatus: 'sent' });
    return { order, row: row!, wamid: row!.providerMessageId! };
  }
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!;

  it('answers the handshake with the challenge for the right token, 403 for a wrong one', async () => {
    const ok = await t.app.inject({
      url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong-token-here&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=1`,
      'hub.challenge=1',
    ]) {
      const refused = await t.app.inject({ url: `${WEBHOOK}?${query}` });
      expect(refused.statusCode, query).toBe(403);
      expect(refused.body).not.toContain('"1"');
    }
  });

  it('refuses a body not signed with the app secret, and changes nothing', async () => {
    const { row, wamid } = await sentMessage();
    const body = meta.statusBody(wamid, 'read');
    for (const headers of [
      meta.signed(body, 'another-secret'),
      { 'content-type': 'application/json' },
      { ...meta.signed(body), 'x-hub-signature-256': 'sha256=' },
    ]) {
      expect((await post(body, headers)).statusCode).toBe(401);
    }
    // Signed over other bytes than those sent.
    expect((await post(body.replace('read', 'sent'), meta.signed(body))).statusCode).toBe(401);
    expect((await statusOf(row.id)).deliveryStatus).toBe('sent');
  });

  it('records delivered then read, over real HTTP as Meta posts it', async () => {
    const { row, wamid } = await sentMessage();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}${WEBHOOK}`;
    expect(await meta.deliver(url, meta.statusBody(wamid, 'delivered', { timestamp: 1_750_263_773 }))).toBe(
      200,
    );
    let now = await statusOf(row.id);
    expect(now.deliveryStatus).toBe('delivered');
    expect(now.deliveryStatusAt?.getTime()).toBe(1_750_263_773_000);
    expect(await meta.deliver(url, meta.statusBody(wamid, 'read', { timestamp: 1_750_263_800 }))).toBe(200);
    now = await statusOf(row.id);
    expect(now.deliveryStatus).toBe('read');
    expect(now.deliveryStatusAt?.getTime()).toBe(1_750_263_800_000);
  });

  it('ends at read when read arrives before delivered, and a replay changes nothing', async () => {
    const { row, wamid } = await sentMessage();
    const read = meta.statusBody(wamid, 'read', { timestamp: 1_750_300_000 });
    expect((await post(read, meta.signed(read))).statusCode).toBe(200);
    const late = meta.statusBody(wamid, 'delivered', { timestamp: 1_750_299_990 });
    expect((await post(late, meta.signed(late))).statusCode).toBe(200);
    const sentAgain = meta.statusBody(wamid, 'sent', { timestamp: 1_750_299_980 });
    expect((await post(sentAgain, meta.signed(sentAgain))).statusCode).toBe(200);
    // The same delivery again, byte for byte.
    expect((await post(read, meta.signed(read))).statusCode).toBe(200);
    // A failure reported for a message already read: it reached the customer; no SMS.
    const failed = meta.statusBody(wamid, 'failed');
    expect((await post(failed, meta.signed(failed))).statusCode).toBe(200);
    const now = await statusOf(row.id);
    expect(now.deliveryStatus).toBe('read');
    expect(now.deliveryStatusAt?.getTime()).toBe(1_750_300_000_000);
    expect(await rowsOf(row.orderId)).toHaveLength(1);
  });

  it('acknowledges a status for a message it does not know, and other notifications, changing nothing', async () => {
    const unknown = meta.statusBody(
      'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDODI4QzYxRjc2MEQzNUJDQzgA',
      'delivered',
    );
    expect((await post(unknown, meta.signed(unknown))).statusCode).toBe(200);
    const other = JSON.stringify({ object: 'page', entry: [] });
    expect((await post(other, meta.signed(other))).statusCode).toBe(200);
    const garbage = '{"object":';
    expect((await post(garbage, meta.signed(garbage))).statusCode).toBe(200);
  });

  it('sends exactly one SMS through MSG91 when WhatsApp reports the message failed, however often', async () => {
    const { order, row, wamid } = await sentMessage();
    const failed = meta.statusBody(wamid, 'failed');
    for (let i = 0; i < 3; i++) expect((await post(failed, meta.signed(failed))).statusCode).toBe(200);
    const rows = await drain(order.id);
    expect(rows.map((r) => [r.channel, r.status, r.deliveryStatus])).toEqual([
      ['whatsapp', 'sent', 'failed'],
      ['sms', 'sent', null],
    ]);
    expect(rows[1]).toMatchObject({ sourceId: row.sourceId, kind: 'order_accepted', phone: ravi.phone });
    expect(orderSms(order.orderNumber)).toEqual([
      {
        template_id: 'sms-accepted',
        short_url: '0',
        recipients: [{ order: order.orderNumber, mobiles: ravi.phone.slice(1) }],
      },
    ]);
    // A later delivered changes nothing either.
    const delivered = meta.statusBody(wamid, 'delivered');
    expect((await post(delivered, meta.signed(delivered))).statusCode).toBe(200);
    expect((await statusOf(row.id)).deliveryStatus).toBe('failed');
  });

  it("asks Meta to send again a failure that arrives before the send's message id is stored", async () => {
    const { order, row, wamid } = await sentMessage();
    // The moment between Meta's answer to the send and the worker storing its wamid.
    await t.database.db
      .update(notificationOutbox)
      .set({ providerMessageId: null, deliveryStatus: null })
      .where(eq(notificationOutbox.id, row.id));
    const failed = meta.statusBody(wamid, 'failed');
    const early = await post(failed, meta.signed(failed));
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('30');
    expect(early.json().error.message).toBe(WHATSAPP_MESSAGES.tooEarly);
    expect(await rowsOf(order.id)).toHaveLength(1);
    // Stored now; Meta's redelivery sends the SMS, once.
    await t.database.db
      .update(notificationOutbox)
      .set({ providerMessageId: wamid, deliveryStatus: 'sent' })
      .where(eq(notificationOutbox.id, row.id));
    expect((await post(failed, meta.signed(failed))).statusCode).toBe(200);
    const rows = await drain(order.id);
    expect(rows.map((r) => [r.channel, r.status, r.deliveryStatus])).toEqual([
      ['whatsapp', 'sent', 'failed'],
      ['sms', 'sent', null],
    ]);
    expect(orderSms(order.orderNumber).map((r) => r.template_id)).toEqual(['sms-accepted']);
    // An old failure of a message no row holds (not ours, or long deleted) is acknowledged.
    const old = meta.statusBody('wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3NkE4MUE1QzVCOTM0MDVCNzIA', 'failed', {
      timestamp: Math.floor(Date.now() / 1000) - 11 * 60,
    });
    expect((await post(old, meta.signed(old))).statusCode).toBe(200);
  });
});

describe('SMS instead', () => {
  let meera: Customer;
  beforeAll(async () => {
    meera = await newCustomer(3, 'Meera Shah');
    expect((await preferences(meera, { whatsapp: true })).statusCode).toBe(200);
  });

  it('when Meta refuses the number for good (131026): once, without retrying WhatsApp', async () => {
    meta.behave('not-on-whatsapp');
    try {
      const before = meta.requests.length;
      const order = await place(meera);
      await move(order.id, 'accepted');
      const rows = await drain(order.id);
      expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
        ['whatsapp', 'failed', 1],
        ['sms', 'sent', 1],
      ]);
      expect(rows[0]!.lastError).toContain('131026');
      expect(meta.requests.length - before).toBe(1);
      expect(orderSms(order.orderNumber).map((r) => r.template_id)).toEqual(['sms-accepted']);
    } finally {
      meta.behave('accept');
    }
  });

  it('retries a busy Meta and sends on WhatsApp once it accepts', async () => {
    meta.behave('busy');
    const order = await place(meera);
    await move(order.id, 'accepted');
    const w = worker();
    await w.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await w.runOnce();
    meta.behave('accept');
    const rows = await drain(order.id);
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([['whatsapp', 'sent', 3]]);
    expect(orderSms(order.orderNumber)).toEqual([]);
  });

  it(`when WhatsApp cannot be reached ${OUTBOX_MAX_ATTEMPTS} times`, async () => {
    meta.behave('drop');
    try {
      const order = await place(meera);
      await move(order.id, 'accepted');
      const rows = await drain(order.id);
      expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
        ['whatsapp', 'failed', OUTBOX_MAX_ATTEMPTS],
        ['sms', 'sent', 1],
      ]);
      expect(rows[0]!.lastError).toContain('WhatsApp unreachable');
      expect(orderSms(order.orderNumber)).toHaveLength(1);
    } finally {
      meta.behave('accept');
    }
  });

  it('for a kind without a WhatsApp template, and not at all when the customer switched SMS off', async () => {
    const order = await place(meera, { orderType: 'pickup', address: undefined });
    for (const status of ['accepted', 'preparing', 'out_for_delivery']) await move(order.id, status);
    const rows = await drain(order.id);
    expect(rows.map((r) => [r.kind, r.channel, r.status])).toEqual([
      ['order_accepted', 'whatsapp', 'sent'],
      // No WHATSAPP_TEMPLATE_ORDER_READY_FOR_PICKUP: its SMS is queued (and skipped: no SMS template either).
      ['order_ready_for_pickup', 'whatsapp', 'failed'],
      ['order_ready_for_pickup', 'sms', 'skipped'],
    ]);
    // SMS off: the WhatsApp message still goes; a failure has no SMS to fall back on.
    expect((await preferences(meera, { orderSms: false })).json()).toMatchObject({
      orderSms: false,
      whatsapp: true,
    });
    meta.behave('not-on-whatsapp');
    try {
      const second = await place(meera);
      await move(second.id, 'accepted');
      const after = await drain(second.id);
      expect(after.map((r) => [r.channel, r.status, r.lastError])).toEqual([
        ['whatsapp', 'failed', expect.stringContaining('131026')],
        ['sms', 'skipped', 'order SMS switched off'],
      ]);
      expect(orderSms(second.orderNumber)).toEqual([]);
    } finally {
      meta.behave('accept');
      await preferences(meera, { orderSms: true });
    }
  });

  it('stops WhatsApp once the customer opts out: back to SMS', async () => {
    const saved = await preferences(meera, { whatsapp: false });
    expect(saved.json()).toEqual({ orderSms: true, whatsapp: false, whatsappAvailable: true });
    const before = meta.sent.length;
    const order = await place(meera);
    await move(order.id, 'accepted');
    const rows = await drain(order.id);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['sms', 'sent']]);
    expect(meta.sent.length).toBe(before);
  });

  it('unticked at checkout is an opt-out too; the consent time moves only when the choice changes', async () => {
    expect((await preferences(meera, { whatsapp: true })).statusCode).toBe(200);
    const at = async () =>
      (await t.database.db.execute(sql`
        select p.whatsapp_changed_at as at from notification_preferences p join users u on u.id = p.user_id
        where u.phone_number = ${meera.phone}`)) as unknown as { rows: { at: string }[] };
    const first = (await at()).rows[0]!.at;
    await preferences(meera, { whatsapp: true });
    expect((await at()).rows[0]!.at).toEqual(first);
    await place(meera, { whatsappUpdates: false });
    expect((await preferences(meera)).json()).toMatchObject({ whatsapp: false });
    expect((await at()).rows[0]!.at).not.toEqual(first);
  });
});

describe('a shop without WhatsApp', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it('offers no WhatsApp, refuses an opt-in, ignores the checkout tick, and has no webhook', async () => {
    const { signInCustomer } = await import('../helpers/customer-session.ts');
    const { cookie } = await signInCustomer(plain, '9890077150', 'Kiran Rao', '10.142.250.1');
    const get = await plain.app.inject({ url: '/api/customer/notifications', headers: { cookie } });
    expect(get.json()).toEqual({ orderSms: true, whatsapp: false, whatsappAvailable: false });
    const put = await plain.app.inject({
      method: 'PUT',
      url: '/api/customer/notifications',
      headers: { cookie },
      payload: { whatsapp: true },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().error.message).toBe('WhatsApp updates are not available on this shop');
    const chai = await createItem(plain, { price: 25 });
    const placed = await plain.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: {
        idempotencyKey: randomUUID(),
        lines: [{ menuItemId: chai.id, quantity: 1 }],
        address: deliveryAddress(),
        whatsappUpdates: true,
      },
      remoteAddress: '10.142.250.2',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      (await plain.app.inject({ url: '/api/customer/notifications', headers: { cookie } })).json(),
    ).toMatchObject({ whatsapp: false });
    expect(
      (await plain.app.inject({ url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1` }))
        .statusCode,
    ).toBe(404);
    const body = '{}';
    expect(
      (await plain.app.inject({ method: 'POST', url: WEBHOOK, headers: meta.signed(body), payload: body }))
        .statusCode,
    ).toBe(404);
  });
});
