// POST /api/dev/sms-outbox/backdate (development only): moving a phone's code sends back in time
// lets the next code go exactly as if the resend wait had passed, so the browser tests need not
// wait it out. It never exists in production, nor beside a real SMS gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP, RATE_LIMITS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/errors.ts';
import { latestCode, sendCode } from '../helpers/customer-session.ts';
import { PRODUCTION_ENV } from '../helpers/production-env.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const backdate = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/dev/sms-outbox/backdate', payload: payload as object });

describe('backdating code sends in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('without it a second code is refused with the wait; after it, the second code goes', async () => {
    expect((await sendCode(t, '9822040401', '10.92.0.1')).statusCode).toBe(200);
    const first = await t.app.inject('/api/dev/sms-outbox?phone=%2B919822040401');
    const firstSentAt = Date.parse(first.json().messages[0].sentAt);

    const refused = await sendCode(t, '9822040401', '10.92.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.fields).toEqual({ phone: MESSAGES.codeRecentlySent });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(OTP.resendAfterMs / 1000);

    const moved = await backdate(t, { phone: '9822040401', seconds: OTP.resendAfterMs / 1000 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ moved: 1 });
    // The outbox tells the same time as the rule.
    const outbox = await t.app.inject('/api/dev/sms-outbox?phone=%2B919822040401');
    expect(Date.parse(outbox.json().messages[0].sentAt)).toBe(firstSentAt - OTP.resendAfterMs);

    const old = await latestCode(t, '+919822040401');
    const second = await sendCode(t, '9822040401', '10.92.0.3');
    expect(second.statusCode).toBe(200);
    const outboxAfter = (await t.app.inject('/api/dev/sms-outbox?phone=%2B919822040401')).json();
    expect(outboxAfter.messages).toHaveLength(2);
    if (outboxAfter.messages[0].code === old) return; // one chance in a million: the same digits twice
    expect(outboxAfter.messages[1].code).toBe(old);
  });

  it('moves only the given phone, and only by the seconds asked: the rest of the wait still holds', async () => {
    expect((await sendCode(t, '9822040402', '10.92.1.1')).statusCode).toBe(200);
    expect((await sendCode(t, '9822040403', '10.92.1.2')).statusCode).toBe(200);
    expect((await backdate(t, { phone: '+919822040402', seconds: 10 })).json()).toEqual({ moved: 1 });
    const stillWaiting = await sendCode(t, '9822040402', '10.92.1.3');
    expect(stillWaiting.statusCode).toBe(429);
    expect(Number(stillWaiting.headers['retry-after'])).toBeLessThanOrEqual(OTP.resendAfterMs / 1000 - 10);
    expect((await sendCode(t, '9822040403', '10.92.1.4')).statusCode).toBe(429);
  });

  it('lets the per-phone send limit run out too', async () => {
    const phone = '9822040404';
    for (let i = 0; i < RATE_LIMITS.otp.max; i++) {
      expect((await sendCode(t, phone, `10.92.2.${i}`)).statusCode).toBe(200);
      await backdate(t, { phone, seconds: OTP.resendAfterMs / 1000 });
    }
    expect((await sendCode(t, phone, '10.92.2.10')).statusCode).toBe(429);
    await backdate(t, { phone, seconds: RATE_LIMITS.otp.windowMs / 1000 });
    expect((await sendCode(t, phone, '10.92.2.11')).statusCode).toBe(200);
  });

  it('answers 0 for a phone that was sent nothing', async () => {
    const res = await backdate(t, { phone: '9822040405', seconds: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ moved: 0 });
  });

  const SECONDS = { seconds: 'Seconds must be a whole number from 1 to 3600' };
  it.each([
    ['no body', undefined, { _: 'Invalid input: expected object, received null' }],
    ['no seconds', { phone: '9822040406' }, SECONDS],
    ['zero seconds', { phone: '9822040406', seconds: 0 }, SECONDS],
    ['too many seconds', { phone: '9822040406', seconds: 3601 }, SECONDS],
    ['a fraction', { phone: '9822040406', seconds: 1.5 }, SECONDS],
    ['text seconds', { phone: '9822040406', seconds: '30' }, SECONDS],
    ['a bad phone', { phone: 'not a phone', seconds: 30 }, { phone: 'Phone must be a valid phone number' }],
  ])('refuses %s with 400 and says why', async (_, payload, fields) => {
    const res = await backdate(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields });
  });
});

describe.each([
  ['in production', PRODUCTION_ENV],
  [
    'in development with a real SMS gateway',
    { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' },
  ],
])('%s', (_, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env });
  });
  afterAll(() => t?.close());

  it('the development outbox and backdating do not exist', async () => {
    const res = await backdate(t, { phone: '9822040407', seconds: 30 });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject('/api/dev/sms-outbox?phone=%2B919822040407')).statusCode).toBe(404);
  });
});
