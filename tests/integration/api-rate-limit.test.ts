// The general API limit (100 requests a minute, docs/product.md#rate-limits) counts each live
// session on its own and everyone else by address, so one shop Wi-Fi or one carrier NAT address is
// not one shared budget. A cookie counts as a session only while its session is live: invented or
// forged values and the cookies of sessions signed out or expired all land in their address's
// bucket. The session checks have their own, larger budget; the health probes are never counted.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { expectWaitSaid } from '../helpers/rate-limit-answer.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIMIT = RATE_LIMITS.api.max;
const SESSION_CHECK_LIMIT = RATE_LIMITS.sessionCheck.max;
// Signing in goes through its own limits (counted apart from the general one), from elsewhere.
const signIn = (email: string) => signInStaff(t, email, undefined, '10.200.0.1');
const get = (url: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({ url, remoteAddress, headers: cookie ? { cookie } : {} });
const post = (url: string, remoteAddress: string, cookie: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { cookie } });
/** Uses up the guest budget of an address. */
const spendGuestBudget = async (ip: string) => {
  for (let i = 0; i < LIMIT; i++)
    expect((await get('/api/orders', ip)).statusCode, `guest ${i + 1}`).toBe(401);
  expect((await get('/api/orders', ip)).statusCode).toBe(429);
};
const tokenOf = (cookie: string) =>
  decodeURIComponent(/chai\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]!;
const inventedCookie = () =>
  `chai.session_token=${encodeURIComponent(
    `${randomBytes(16).toString('hex')}.${randomBytes(32).toString('base64')}`,
  )}`;

describe('the general API limit', () => {
  it('takes its figure from API_REQUESTS_PER_MINUTE', async () => {
    const custom = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '12' } });
    try {
      const ask = () => custom.app.inject({ method: 'GET', url: '/api/orders', remoteAddress: '10.201.9.1' });
      for (let i = 0; i < 12; i++) expect((await ask()).statusCode, `request ${i + 1}`).toBe(401);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['x-ratelimit-limit']).toBe('12');
    } finally {
      await custom.close();
    }
  });

  it('holds a staff account to its own, larger budget while another account and a guest on its address go on', async () => {
    // A smaller staff figure for the test; by default a staff account has RATE_LIMITS.staffApi.
    const shop = await createTestApp({ env: { STAFF_REQUESTS_PER_MINUTE: '150' } });
    try {
      const ip = '10.201.0.1';
      const manager = await signInStaff(shop, 'manager@example.com', undefined, '10.200.0.1');
      const staff = await signInStaff(shop, 'staff@example.com', undefined, '10.200.0.1');
      const board = (cookie?: string) =>
        shop.app.inject({ url: '/api/admin/orders', remoteAddress: ip, headers: cookie ? { cookie } : {} });
      // Past the customers' 100: a board at rush pace is never refused before its own budget.
      for (let i = 0; i < 150; i++) expect((await board(manager)).statusCode, `request ${i + 1}`).toBe(200);
      const refused = await board(manager);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['x-ratelimit-limit']).toBe('150');
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
      expectWaitSaid(refused);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.api.windowMs / 1000);
      expect((await board(staff)).statusCode).toBe(200);
      expect((await shop.app.inject({ url: '/api/orders', remoteAddress: ip })).statusCode).toBe(401);
      // The session check says the manager is still signed in: a limit is not a sign-out.
      const session = await shop.app.inject({
        url: '/api/staff/session',
        remoteAddress: ip,
        headers: { cookie: manager },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().user.email).toBe('manager@example.com');
    } finally {
      await shop.close();
    }
  });

  it('gives a staff account the kitchen budget by default, and a customer the 100 of docs/product.md#rate-limits', async () => {
    const staff = await signIn('staff@example.com');
    const first = await get('/api/admin/orders', '10.201.0.9', staff);
    expect(first.headers['x-ratelimit-limit']).toBe(String(RATE_LIMITS.staffApi.max));
    const { cookie } = await signInCustomer(t, '9890011299', 'Limit Default', '10.202.9.9');
    expect((await get('/api/orders', '10.201.0.9', cookie)).headers['x-ratelimit-limit']).toBe(String(LIMIT));
  });

  it('counts a signed-in customer by account too', async () => {
    const ip = '10.202.0.1';
    const { cookie } = await signInCustomer(t, '9890011201', 'Limit One', '10.202.9.1');
    const { cookie: other } = await signInCustomer(t, '9890011202', 'Limit Two', '10.202.9.2');
    for (let i = 0; i < LIMIT; i++) expect((await get('/api/orders', ip, cookie)).statusCode).toBe(200);
    expect((await get('/api/orders', ip, cookie)).statusCode).toBe(429);
    expect((await get('/api/orders', ip, other)).statusCode).toBe(200);
  });

  // Per account, not per sign-in: signing in again does not buy a fresh budget (issue 36).
  it("counts every session of one account in that account's one budget", async () => {
    const ip = '10.202.1.1';
    const { cookie: first } = await signInCustomer(t, '9890011209', 'Two Devices', '10.202.9.3');
    await t.app.inject({
      method: 'POST',
      url: '/api/dev/sms-outbox/backdate',
      payload: { phone: '9890011209', seconds: RATE_LIMITS.otp.windowMs / 1000 },
    });
    const { cookie: second } = await signInCustomer(t, '9890011209', 'Two Devices', '10.202.9.4');
    expect(second).not.toBe(first);
    for (let i = 0; i < LIMIT / 2; i++) {
      expect((await get('/api/orders', ip, first)).statusCode, `first ${i + 1}`).toBe(200);
      expect((await get('/api/orders', '10.202.1.2', second)).statusCode, `second ${i + 1}`).toBe(200);
    }
    expect((await get('/api/orders', '10.202.1.3', second)).statusCode).toBe(429);
    expect((await get('/api/orders', ip, first)).statusCode).toBe(429);
  });

  it('puts invented or forged session cookies in their address bucket', async () => {
    const ip = '10.203.0.1';
    for (let i = 0; i < LIMIT; i++) {
      expect((await get('/api/orders', ip, inventedCookie())).statusCode, `request ${i + 1}`).toBe(401);
    }
    expect((await get('/api/orders', ip, inventedCookie())).statusCode).toBe(429);
    expect((await get('/api/orders', ip)).statusCode).toBe(429);
    // A genuine token with a signature that is not its own is as good as invented.
    const staff = await signIn('staff@example.com');
    const forged = staff.replace(/(chai\.session_token=[^.;]+)\.[^;]+/, `$1.${'A'.repeat(43)}%3D`);
    expect(forged).not.toBe(staff);
    expect((await get('/api/orders', ip, forged)).statusCode).toBe(429);
    // The real session on that address is not held back by them.
    expect((await get('/api/admin/orders', ip, staff)).statusCode).toBe(200);
  });

  it('counts the cookie of a signed-out session with its address, like a guest', async () => {
    const staffIp = '10.205.0.1';
    const staff = await signIn('staff@example.com');
    expect((await get('/api/admin/orders', staffIp, staff)).statusCode).toBe(200);
    expect((await post('/api/staff/sign-out', '10.205.9.1', staff)).statusCode).toBe(200);
    await spendGuestBudget(staffIp);
    expect((await get('/api/orders', staffIp, staff)).statusCode).toBe(429);

    const customerIp = '10.205.0.2';
    const { cookie } = await signInCustomer(t, '9890011204', 'Signed Out', '10.205.9.2');
    expect((await get('/api/orders', customerIp, cookie)).statusCode).toBe(200);
    expect((await post('/api/customer/sign-out', '10.205.9.2', cookie)).statusCode).toBe(200);
    await spendGuestBudget(customerIp);
    expect((await get('/api/orders', customerIp, cookie)).statusCode).toBe(429);
  });

  it('counts the cookie of an expired session with its address', async () => {
    const ip = '10.206.0.1';
    const { cookie } = await signInCustomer(t, '9890011205', 'Expired', '10.206.9.1');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    await spendGuestBudget(ip);
    expect((await get('/api/orders', ip, cookie)).statusCode).toBe(429);
  });

  it('counts a quoted session cookie as the session it signs in, not as a guest', async () => {
    // better-auth (better-call) takes name="value" as value: the key must read it the same way.
    const ip = '10.207.0.1';
    const { cookie } = await signInCustomer(t, '9890011206', 'Quoted', '10.207.9.1');
    const quoted = cookie.replace(/chai\.session_token=([^;]+)/, 'chai.session_token="$1"');
    expect(quoted).not.toBe(cookie);
    await spendGuestBudget(ip);
    const res = await get('/api/orders', ip, quoted);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('counts the session checks apart from the general limit, in a larger budget of their own', async () => {
    const ip = '10.204.0.1';
    // An account no other test here spends: budgets are per account.
    const staff = await signIn('admin@example.com');
    const { cookie: customer } = await signInCustomer(t, '9890011203', 'Limit Three', '10.204.9.1');
    for (let i = 0; i < LIMIT + 20; i++) {
      for (const [url, cookie] of [
        ['/api/staff/session', staff],
        ['/api/customer/me', customer],
        ['/api/customer/me', undefined],
        ['/healthz', undefined],
        ['/readyz', undefined],
      ] as const) {
        expect((await get(url, ip, cookie)).statusCode, `${url} ${i + 1}`).toBe(200);
      }
    }
    // None of that touched the general budget of the sessions or of the address.
    for (const [url, cookie, budget] of [
      ['/api/admin/orders', staff, RATE_LIMITS.staffApi.max],
      ['/api/orders', customer, LIMIT],
      ['/api/orders', undefined, LIMIT],
    ] as const) {
      const res = await get(url, ip, cookie);
      expect(res.headers['x-ratelimit-remaining'], url).toBe(String(budget - 1));
    }
    expect((await get('/healthz', ip)).headers['x-ratelimit-limit']).toBeUndefined();

    // Past their own limit they are refused as too many, never answered as signed out.
    for (let i = LIMIT + 20; i < SESSION_CHECK_LIMIT; i++)
      expect((await get('/api/staff/session', ip, staff)).statusCode, `check ${i + 1}`).toBe(200);
    const refused = await get('/api/staff/session', ip, staff);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expectWaitSaid(refused);
    // The general budget is still there: the board keeps working.
    expect((await get('/api/admin/orders', ip, staff)).statusCode).toBe(200);
  });

  it('limits the session checks of a guest address too: 401 until the limit, then 429', async () => {
    const ip = '10.208.0.1';
    for (let i = 0; i < SESSION_CHECK_LIMIT; i++)
      expect((await get('/api/staff/session', ip)).statusCode, `check ${i + 1}`).toBe(401);
    const refused = await get('/api/staff/session', ip);
    expect(refused.statusCode).toBe(429);
    expectWaitSaid(refused);
    for (let i = 0; i < SESSION_CHECK_LIMIT; i++)
      expect((await get('/api/customer/me', ip)).statusCode, `me ${i + 1}`).toBe(200);
    expect((await get('/api/customer/me', ip)).statusCode).toBe(429);
    // Their own budget: the address's general one is untouched.
    expect((await get('/api/orders', ip)).headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });
});
