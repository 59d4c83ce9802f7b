// What the server writes to its log over a customer's sign-in and order and a staff sign-in, read
// from the real logger settings (src/server/logger.ts) through a capturing stream: every line of a
// request carries its request id, and no line holds a full phone number, a sign-in code, a
// password, a full email address or a session cookie.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { loggerOptions } from '#server/logger.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { cookieHeader } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const PHONE_DIGITS = '9890055555';
const STAFF_EMAIL = 'manager@example.com';
const WRONG_PASSWORD = 'not-the-password-1';
const lines: string[] = [];
let t: TestApp;
let gateway: FakeProvider;
const codes: string[] = [];
const cookies: string[] = [];

type LogLine = { reqId?: string; msg?: string; [key: string]: unknown };

beforeAll(async () => {
  gateway = await startFakeProvider({ status: 200, body: { type: 'success', message: 'queued' } });
  gateway.onRequest((_headers, body) => {
    codes.push(JSON.parse(body).recipients[0].otp);
  });
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-key',
      MSG91_TEMPLATE_ID: 'test-template',
      MSG91_URL: gateway.url,
    },
    // The most talkative level: whatever any level would write is checked.
    logger: loggerOptions('trace', { write: (line: string) => void lines.push(line) }),
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

/** Sends one request and returns the log lines written while it was served. */
async function logged(id: string, options: InjectOptions) {
  const before = lines.length;
  const res = await t.app.inject({ ...options, headers: { ...options.headers, 'x-request-id': id } });
  expect(res.headers['x-request-id']).toBe(id);
  const during = lines.slice(before).map((l) => JSON.parse(l) as LogLine);
  return { res, during };
}

async function robotCheck() {
  const challenge = (await t.app.inject('/api/customer/robot-check')).json();
  return { challenge, solution: await solveChallenge({ challenge, deriveKey }) };
}

describe('logs', () => {
  it('carry the request id on every line and no phone, code, password, email or cookie', async () => {
    const send = await logged('redaction-send-0001', {
      method: 'POST',
      url: '/api/customer/otp/send',
      payload: { phone: PHONE_DIGITS, robotCheck: await robotCheck() },
      remoteAddress: '10.120.0.1',
    });
    expect(send.res.statusCode).toBe(200);
    expect(codes).toHaveLength(1);

    const verify = await logged('redaction-verify-0001', {
      method: 'POST',
      url: '/api/customer/otp/verify',
      payload: { phone: PHONE_DIGITS, code: codes[0], fullName: 'Redaction Tester' },
      remoteAddress: '10.120.0.1',
    });
    expect(verify.res.statusCode).toBe(200);
    const customer = cookieHeader(verify.res.headers['set-cookie']);
    cookies.push(customer);

    const [item] = await t.database.db.select().from(menuItems).limit(1);
    const order = await logged('redaction-order-0001', {
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer },
      payload: {
        idempotencyKey: crypto.randomUUID(),
        lines: [{ menuItemId: item!.id, quantity: 1 }],
        address: deliveryAddress({
          name: 'Redaction Tester',
          phone: PHONE_DIGITS,
          address: 'Flat 9, Porwal Rd, Pune',
        }),
      },
      remoteAddress: '10.120.0.1',
    });
    expect(order.res.statusCode).toBe(201);

    const staff = await logged('redaction-staff-0001', {
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: STAFF_EMAIL, password: DEMO_PASSWORD },
      remoteAddress: '10.120.0.2',
    });
    expect(staff.res.statusCode).toBe(200);
    cookies.push(cookieHeader(staff.res.headers['set-cookie']));

    // better-auth's own line for a wrong password comes through the same logger.
    const wrong = await logged('redaction-wrong-0001', {
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: STAFF_EMAIL, password: WRONG_PASSWORD },
      remoteAddress: '10.120.0.4',
    });
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.during.find((l) => l.msg === 'Invalid password')).toMatchObject({
      reqId: 'redaction-wrong-0001',
      source: 'better-auth',
      level: 40,
    });

    // A search that carries a phone number in the URL, and a failing SMS send whose error the
    // service logs (through the request's logger, so with the request id).
    const search = await logged('redaction-search-0001', {
      url: `/api/admin/users?search=%2B91${PHONE_DIGITS}`,
      headers: { cookie: cookies[1]! },
      remoteAddress: '10.120.0.2',
    });
    expect(search.res.statusCode).toBeLessThan(500);
    gateway.answer({ status: 500, body: { type: 'error', message: `cannot reach +91${PHONE_DIGITS}` } });
    const failed = await logged('redaction-fail-0001', {
      method: 'POST',
      url: '/api/customer/otp/send',
      payload: { phone: '9890066666', robotCheck: await robotCheck() },
      remoteAddress: '10.120.0.3',
    });
    expect(failed.res.statusCode).toBe(502);
    const failure = failed.during.find((l) => l.msg === 'sending the sign-in code failed');
    expect(failure, 'the service logged the failed send').toBeDefined();

    for (const [id, during] of [
      ['redaction-send-0001', send.during],
      ['redaction-verify-0001', verify.during],
      ['redaction-order-0001', order.during],
      ['redaction-staff-0001', staff.during],
      ['redaction-wrong-0001', wrong.during],
      ['redaction-search-0001', search.during],
      ['redaction-fail-0001', failed.during],
    ] as const) {
      expect(during.length, `${id} was logged`).toBeGreaterThan(0);
      for (const line of during) expect(line.reqId, JSON.stringify(line)).toBe(id);
    }
    expect(failure).toMatchObject({ reqId: 'redaction-fail-0001', phone: '+********6666' });

    const secrets = [
      PHONE_DIGITS,
      '9890066666',
      ...codes,
      DEMO_PASSWORD,
      WRONG_PASSWORD,
      STAFF_EMAIL,
      ...cookies.flatMap((c) => c.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1))),
    ];
    expect(secrets.filter((s) => s.length >= 6)).toHaveLength(secrets.length);
    const all = lines.join('\n');
    for (const secret of secrets) expect(all, 'a secret reached the log').not.toContain(secret);
    // What is left is the masked form (here from the logged search URL).
    expect(all).toContain(`********${PHONE_DIGITS.slice(-4)}`);
  });
});
