import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userProfiles } from '#server/db/schema.ts';
import {
  latestCode,
  sendCode,
  signInCustomer,
  solvedRobotCheck,
  verifyCode,
} from '../helpers/customer-session.ts';
import { startFakeProvider } from '../helpers/fake-provider.ts';
import { expectWaitSaid } from '../helpers/rate-limit-answer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actions = async (action: string) =>
  t.database.db.select().from(auditLogs).where(eq(auditLogs.action, action));

describe('customer sign-in by phone code', () => {
  it('sends a code after the robot check, normalising the number', async () => {
    const res = await sendCode(t, '98220 11111', '10.60.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentTo: '+********1111', resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(await latestCode(t, '+919822011111')).toMatch(/^\d{6}$/);
  });

  it('signs up a new customer, creates the profile with the full name, and flags them as new', async () => {
    const { cookie, body } = await signInCustomer(t, '9822022222', '  Priya   Deshmukh ', '10.60.0.2');
    expect(body).toMatchObject({
      isNewUser: true,
      profile: { phoneNumber: '+919822022222', fullName: 'Priya Deshmukh', displayName: 'Priya Deshmukh' },
    });
    const me = await t.app.inject({ url: '/api/customer/me', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().profile.fullName).toBe('Priya Deshmukh');
  });

  // Issue 44 (Low): a name written in Devanagari, with its vowel signs and joiners, is letters.
  it('signs up a customer whose name is in Devanagari', async () => {
    const { body } = await signInCustomer(t, '9822022255', 'मीरा क्षीरसागर', '10.60.0.25');
    expect(body).toMatchObject({ isNewUser: true, profile: { fullName: 'मीरा क्षीरसागर' } });
  });

  it('reuses the profile on a second sign-in', async () => {
    await signInCustomer(t, '9822033333', 'Rahul Jadhav', '10.60.0.3');
    await new Promise((r) => setTimeout(r, 10));
    // The resend delay is per phone: move the last send back in time rather than wait 30 s.
    await t.database.db
      .update(auditLogs)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(auditLogs.recordId, '+919822033333'));
    const again = await signInCustomer(t, '+91 98220 33333', undefined, '10.60.0.4');
    expect(again.body.isNewUser).toBe(false);
    expect(again.body.profile.fullName).toBe('Rahul Jadhav');
    expect(
      await t.database.db.select().from(userProfiles).where(eq(userProfiles.phoneNumber, '+919822033333')),
    ).toHaveLength(1);
  });

  it('answers a wrong code with Invalid OTP, and kills the code after 3 wrong tries, saying so', async () => {
    await sendCode(t, '9822044444', '10.60.0.5');
    const right = await latestCode(t, '+919822044444');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      const res = await verifyCode(t, '9822044444', wrong, undefined, '10.60.0.5');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid OTP');
    }
    // The right code is refused too, with the reason and what to do, not as 'Invalid OTP'.
    const late = await verifyCode(t, '9822044444', right, undefined, '10.60.0.5');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Too many wrong attempts. Request a new code.',
      fields: { code: 'Too many wrong attempts. Request a new code.' },
    });
    expect((await actions('security.otp_exhausted')).length).toBeGreaterThan(0);
    // The dead code is gone: asking again says a new code is needed.
    const again = await verifyCode(t, '9822044444', right, undefined, '10.60.0.5');
    expect(again.json().error.message).toBe('This code is no longer valid. Request a new code.');
  });

  it('refuses an expired code', async () => {
    await sendCode(t, '9822055555', '10.60.0.6');
    const code = await latestCode(t, '+919822055555');
    const { verifications } = await import('#server/db/schema.ts');
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await verifyCode(t, '9822055555', code, undefined, '10.60.0.6');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This code is no longer valid. Request a new code.');
  });

  it('refuses a send without a valid, unused robot-check solution and logs it', async () => {
    const robotCheck = await solvedRobotCheck(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/customer/otp/send',
      payload: { phone: '9822066666', robotCheck },
      remoteAddress: '10.60.0.7',
    });
    expect(first.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/customer/otp/send',
      payload: { phone: '9822077777', robotCheck },
      remoteAddress: '10.60.0.8',
    });
    expect(reused.statusCode).toBe(400);
    const forged = {
      ...robotCheck,
      solution: { ...robotCheck.solution, counter: robotCheck.solution.counter + 1 },
    };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customer/otp/send',
      payload: { phone: '9822077777', robotCheck: forged },
      remoteAddress: '10.60.0.9',
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/customer/otp/send',
      payload: { phone: '9822077777' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await actions('security.robot_check_failed')).length).toBe(2);
  });

  it('holds resends for 30 seconds and allows 3 sends per 5 minutes per phone, with Retry-After', async () => {
    await sendCode(t, '9822088888', '10.61.0.1');
    const tooSoon = await sendCode(t, '9822088888', '10.61.0.2');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: expectWaitSaid(tooSoon),
      // The sign-in form shows the code step and counts the wait down.
      fields: { phone: 'A code was sent to this number recently.' },
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Age the sends past the resend delay (two more), then the fourth within 5 minutes is refused.
    for (let i = 0; i < 2; i++) {
      await t.database.db
        .update(auditLogs)
        .set({ createdAt: new Date(Date.now() - (i + 1) * 40_000) })
        .where(eq(auditLogs.recordId, '+919822088888'));
      expect((await sendCode(t, '9822088888', `10.61.1.${i}`)).statusCode).toBe(200);
    }
    await t.database.db
      .update(auditLogs)
      .set({ createdAt: new Date(Date.now() - 100_000) })
      .where(eq(auditLogs.recordId, '+919822088888'));
    const fourth = await sendCode(t, '9822088888', '10.61.2.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.fields).toEqual({ phone: 'A code was sent to this number recently.' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(30);
    expect((await actions('security.otp_send_limited')).length).toBeGreaterThan(0);
  });

  it("does not hold customers behind one client IP to one phone's 3 sends (the IP limit is generous)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await sendCode(t, `98221${String(i).padStart(5, '0')}`, '10.62.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('validates the phone and the code with their rules', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customer/otp/send',
      payload: { phone: '012', robotCheck: await solvedRobotCheck(t) },
      remoteAddress: '10.63.0.1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toBe('Phone must be a valid phone number');
    const code = await verifyCode(t, '9822099999', '12ab', undefined, '10.63.0.2');
    expect(code.json().error.fields.code).toBe('Invalid OTP');
    const name = await verifyCode(t, '9822099999', '123456', 'R2D2', '10.63.0.3');
    expect(name.json().error.fields.fullName).toBe('Name must be 2-50 characters, letters and spaces only');
  });

  it('signs out', async () => {
    const { cookie } = await signInCustomer(t, '9822012121', 'Asha Kale', '10.64.0.1');
    await t.app.inject({ method: 'POST', url: '/api/customer/sign-out', headers: { cookie } });
    const me = await t.app.inject({ url: '/api/customer/me', headers: { cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({ profile: null });
    const addresses = await t.app.inject({ url: '/api/customer/addresses', headers: { cookie } });
    expect(addresses.json().error.message).toBe('User not authenticated');
  });

  it('keeps the session in an HttpOnly, SameSite=Lax cookie that survives a browser restart', async () => {
    await sendCode(t, '9822013131', '10.65.0.1');
    const res = await verifyCode(
      t,
      '9822013131',
      await latestCode(t, '+919822013131'),
      'Om Pawar',
      '10.65.0.1',
    );
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/chai\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=604800/);
  });
});

describe('sign-in with a number written 0091… or 0… (issue 44), through the SMS gateway over HTTP', () => {
  type Sent = { recipients: { mobiles: string; otp: string }[] };
  let gateway: Awaited<ReturnType<typeof startFakeProvider>>;
  let shop: TestApp;
  let base: string;
  const sent: Sent[] = [];

  beforeAll(async () => {
    gateway = await startFakeProvider({ status: 200, body: { type: 'success', message: 'queued' } });
    gateway.onRequest((_headers, body) => sent.push(JSON.parse(body) as Sent));
    shop = await createTestApp({
      env: {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 'tpl-code-en',
        MSG91_URL: gateway.url,
      },
    });
    base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await shop.close();
    await gateway.close();
  });

  const post = async (path: string, body: object) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json(), cookie: res.headers.getSetCookie() };
  };

  it.each([
    ['0091 98220 66666', '00919822066666', '+919822066666'],
    ['098220 77777', '0 9822077777', '+919822077777'],
  ])('sends the code for %s to the normalised number, and signs in as it', async (typed, again, stored) => {
    const before = sent.length;
    const send = await post('/api/customer/otp/send', {
      phone: typed,
      robotCheck: await solvedRobotCheck(shop),
    });
    expect(send.status, JSON.stringify(send.body)).toBe(200);
    expect(send.body.sentTo).toBe(`+********${stored.slice(-4)}`);
    const sms = sent.slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.recipients[0]?.mobiles).toBe(stored.slice(1));
    const code = sms[0]!.recipients[0]!.otp;

    // Typed the other way on the code step: still the same number.
    const verified = await post('/api/customer/otp/verify', { phone: again, code, fullName: 'Zoya Shaikh' });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.profile.phoneNumber).toBe(stored);
    const cookie = verified.cookie.map((c) => c.split(';')[0]).join('; ');
    const me = await fetch(`${base}/api/customer/me`, { headers: { cookie } });
    expect((await me.json()).profile.phoneNumber).toBe(stored);
  });
});
