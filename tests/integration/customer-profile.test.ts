// PUT /api/customer/profile: a customer who signed in through Login, without a name, gives one
// later (checkout or the account menu) and may correct it (docs/product.md#customer-sign-in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../helpers/customer-session.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A small general limit, so the test reaches it: the route counts like every other write.
const LIMIT = 12;
let t: TestApp;
let nameless: string;

beforeAll(async () => {
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: String(LIMIT) } });
  nameless = (await signInCustomer(t, '9890033333', undefined, '10.71.0.1')).cookie;
});
afterAll(() => t.close());

const put = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/profile',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
    remoteAddress: '10.71.0.9',
  });
const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/customer/me', headers: { cookie } })).json().profile;

describe('PUT /api/customer/profile', () => {
  it('names a customer who signed in without a name, and the name can be corrected', async () => {
    expect(await me(nameless)).toMatchObject({ fullName: null, phoneNumber: '+919890033333' });
    const named = await put(nameless, { fullName: '  Priya   Kulkarni ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ fullName: 'Priya Kulkarni', displayName: 'Priya Kulkarni' });
    expect(await me(nameless)).toMatchObject({ fullName: 'Priya Kulkarni' });
    await put(nameless, { fullName: 'Priya K' });
    expect(await me(nameless)).toMatchObject({ fullName: 'Priya K' });
  });

  it('refuses a bad name with the sign-up form’s words, and a guest or a staff account', async () => {
    for (const fullName of ['', '   ', 'x'.repeat(201), '<script>', 42]) {
      const res = await put(nameless, { fullName });
      expect(res.statusCode, String(fullName)).toBe(400);
      expect(res.json().error.fields.fullName, String(fullName)).toBeTruthy();
    }
    expect((await put(undefined, { fullName: 'Guest' })).statusCode).toBe(401);
    const staff = await signInStaff(t, 'staff@example.com', undefined, '10.71.0.2');
    const refused = await put(staff, { fullName: 'Not A Customer' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only customer accounts have a profile here');
  });

  it('counts against the general API limit like the other writes', async () => {
    const cookie = (await signInCustomer(t, '9890044444', 'Ravi Patil', '10.71.0.3')).cookie;
    let status = 0;
    for (let i = 0; i <= LIMIT && status !== 429; i++)
      status = (await put(cookie, { fullName: 'Ravi Patil' })).statusCode;
    expect(status).toBe(429);
  });
});
