// Writes that a browser makes from a page that is not the shop's own are refused
// (src/server/plugins/origin-check.ts): a foreign Origin, a foreign Referer, the 'null' origin,
// another port of the same host. The shop's own pages, and clients that name no page at all
// (curl, scripts), are judged by their credentials as before. Write bodies must be JSON, except
// where a route takes something else (the image upload takes multipart).
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { ERROR_MESSAGES, MESSAGES } from '#shared/errors.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { PRODUCTION_ENV } from '../helpers/production-env.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
/** Orders are spread over a few customers, each under its 10 orders a minute. */
const customers: string[] = [];
let customer: string;
let admin: string;
let menuItemId: string;

// The test app's PUBLIC_URL is the development default, http://localhost:3000.
const SHOP = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  for (const phone of ['9890033331', '9890033332', '9890033333'])
    customers.push((await signInCustomer(t, phone, 'Asha Kulkarni', '10.90.0.1')).cookie);
  customer = customers[0]!;
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.90.0.2');
  const [row] = await t.database.db.select({ id: menuItems.id }).from(menuItems).limit(1);
  menuItemId = row!.id;
});
afterAll(() => t.close());

let placed = 0;
/** Places an order as the next customer in turn, who becomes `customer` for the checks after. */
async function placeOrder(): Promise<string> {
  placed++;
  customer = customers[placed % customers.length]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer, origin: SHOP, host: 'localhost:3000' },
    payload: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId, quantity: 1 }],
      address: deliveryAddress({ name: 'Asha', phone: '9890033333', address: 'Flat 2, Viman Nagar, Pune' }),
    },
    remoteAddress: `10.91.0.${placed}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function statusOf(orderId: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: customer } });
  return res.json().status;
}

/** A body-less cancel, the way a page can send it with a plain form or fetch(). */
const cancel = (orderId: string, headers: InjectOptions['headers']) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: { cookie: customer, host: 'localhost:3000', ...headers },
  });

describe('writes from another origin', () => {
  const foreign: [string, Record<string, string>][] = [
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/win-a-prize.html' }],
    ["the 'null' origin (sandboxed frame, cross-site redirect)", { origin: 'null' }],
    ['another port of the same host', { origin: 'http://localhost:8080' }],
    ['another scheme on the same host and port', { origin: 'https://localhost:3000' }],
    ['an Origin that is not a URL', { origin: 'evil' }],
    ['a foreign Origin with our Referer', { origin: 'http://localhost:8080', referer: `${SHOP}/` }],
  ];
  for (const [what, headers] of foreign) {
    it(`are refused with 403 when they carry ${what}, and change nothing`, async () => {
      const orderId = await placeOrder();
      const res = await cancel(orderId, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN } });
      expect(await statusOf(orderId)).toBe('placed');
    });
  }

  it('are refused for every write method, signed in or not', async () => {
    const origin = 'http://localhost:5173';
    const writes: InjectOptions[] = [
      { method: 'POST', url: '/api/customer/sign-out' },
      { method: 'POST', url: '/api/staff/sign-out', headers: { cookie: admin } },
      { method: 'POST', url: '/api/admin/settings/publish-promotion', headers: { cookie: admin } },
      { method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: {} },
      { method: 'PATCH', url: `/api/customer/addresses/${randomUUID()}`, payload: {} },
      { method: 'DELETE', url: `/api/customer/addresses/${randomUUID()}`, headers: { cookie: customer } },
    ];
    for (const write of writes) {
      const res = await t.app.inject({ ...write, headers: { ...write.headers, origin } });
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    // Still signed in: the refused sign-outs did nothing.
    const me = await t.app.inject({ url: '/api/staff/session', headers: { cookie: admin } });
    expect(me.statusCode).toBe(200);
  });

  it('leave reads alone: a GET with a foreign Origin is answered', async () => {
    const res = await t.app.inject({
      url: '/api/orders',
      headers: { cookie: customer, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("writes from the shop's own pages", () => {
  it('are accepted from the public address and from the address the request was sent to', async () => {
    const cases: Record<string, string>[] = [
      { origin: SHOP },
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { origin: 'http://LOCALHOST:3000' },
      { referer: `${SHOP}/account?tab=orders` },
      // Vite's dev server on another port proxies /api here and keeps the browser's Host.
      { origin: 'http://localhost:5173', host: 'localhost:5173' },
    ];
    for (const headers of cases) {
      const orderId = await placeOrder();
      const res = await cancel(orderId, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await statusOf(orderId)).toBe('cancelled');
    }
  });

  it('are judged by their credentials alone when no page is named (curl, scripts)', async () => {
    const orderId = await placeOrder();
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
    expect(anonymous.statusCode).toBe(401);
    const res = await cancel(orderId, {});
    expect(res.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('cancelled');
  });
});

describe('write bodies', () => {
  const refused = { error: { code: 'VALIDATION_ERROR', message: MESSAGES.contentTypeNotAccepted } };

  it('must be JSON: text/plain, urlencoded and multipart bodies are refused with 415', async () => {
    const orderId = await placeOrder();
    for (const [type, payload] of [
      ['text/plain', ''],
      ['text/plain;charset=UTF-8', '{"reason":"x"}'],
      ['application/x-www-form-urlencoded', 'a=1'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
    ] as const) {
      const res = await cancel(orderId, { 'content-type': type, 'content-length': String(payload.length) });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual(refused);
    }
    expect(await statusOf(orderId)).toBe('placed');
    // A body without any content type is refused the same way.
    const untyped = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: Buffer.from('{"email":"admin@example.com","password":"x"}'),
    });
    expect(untyped.statusCode).toBe(415);
  });

  it('are accepted as JSON with a charset, and body-less writes need no content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'not-it-1A!' }),
      remoteAddress: '10.90.0.9',
    });
    expect(res.statusCode).toBe(401);
    const orderId = await placeOrder();
    expect((await cancel(orderId, {})).statusCode).toBe(200);
  });

  it('of the image upload are multipart, and JSON is refused there', async () => {
    const boundary = 'x-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=menu-items',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="prefix"\r\n\r\nchai\r\n--${boundary}--\r\n`,
    });
    // Past the content-type check: the route itself says no file came.
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().error.fields).toHaveProperty('file');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=menu-items',
      headers: { cookie: admin },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      seed: false,
      env: PRODUCTION_ENV,
    });
  });
  afterAll(() => prod?.close());

  it('only the public address is our origin, whatever address the request was sent to', async () => {
    const signOut = (headers: Record<string, string>) =>
      prod.app.inject({
        method: 'POST',
        url: '/api/customer/sign-out',
        headers: { host: 'localhost', ...headers },
      });
    expect((await signOut({ origin: 'https://chai.example.in' })).statusCode).toBe(200);
    expect((await signOut({ referer: 'https://chai.example.in/' })).statusCode).toBe(200);
    expect((await signOut({})).statusCode).toBe(200);
    expect((await signOut({ origin: 'http://localhost' })).statusCode).toBe(403);
    expect((await signOut({ origin: 'http://chai.example.in' })).statusCode).toBe(403);
    expect((await signOut({ origin: 'https://admin.chai.example.in' })).statusCode).toBe(403);
  });
});
