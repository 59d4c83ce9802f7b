// Sign-in code limits for customers who share one client address (mobile carriers put hundreds
// behind one carrier-grade NAT address): strict per phone, generous per address, and only
// requests that proved themselves (valid body, verified robot check) count against the address.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '#server/db/redis.ts';
import { OTP, RATE_LIMITS } from '#shared/constants.ts';
import { latestCode, sendCode, solvedRobotCheck, verifyCode } from '../helpers/customer-session.ts';
import { expectWaitSaid } from '../helpers/rate-limit-answer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Distinct Indian mobile numbers, +91 97<2-digit series><6 digits>. */
function phones(series: number) {
  let n = 0;
  return () => `+9197${String(series).padStart(2, '0')}${String(++n).padStart(6, '0')}`;
}

describe('sending codes from one shared address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a code to each of ten customers behind one address', async () => {
    const next = phones(1);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await sendCode(t, next(), '10.70.0.1')).statusCode);
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('does not count empty bodies or failed robot checks against the address', async () => {
    const ip = '10.70.0.2';
    const junk = [];
    for (let i = 0; i < 3; i++) {
      junk.push(await t.app.inject({ method: 'POST', url: '/api/customer/otp/send', remoteAddress: ip }));
      const robotCheck = await solvedRobotCheck(t);
      junk.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/customer/otp/send',
          payload: {
            phone: '9765400001',
            robotCheck: { ...robotCheck, solution: { ...robotCheck.solution, derivedKey: 'forged' } },
          },
          remoteAddress: ip,
        }),
      );
    }
    expect(junk.map((r) => r.statusCode)).toEqual(Array(6).fill(400));
    const next = phones(2);
    for (let i = 0; i < RATE_LIMITS.otp.max + 1; i++)
      expect((await sendCode(t, next(), ip)).statusCode).toBe(200);
  });

  it('refuses the 31st valid send from one address in 5 minutes, with Retry-After', async () => {
    const ip = '10.70.0.3';
    const next = phones(3);
    for (let i = 0; i < 30; i++) expect((await sendCode(t, next(), ip)).statusCode).toBe(200);
    const refused = await sendCode(t, next(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: expectWaitSaid(refused) });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(300);
    // Another address is not affected.
    expect((await sendCode(t, next(), '10.70.0.4')).statusCode).toBe(200);
  });
});

describe('the per-address allowance is a setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_SENDS_PER_IP_PER_5_MIN: '2' } });
  });
  afterAll(() => t.close());

  it('refuses the send after OTP_SENDS_PER_IP_PER_5_MIN', async () => {
    const next = phones(4);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await sendCode(t, next(), '10.71.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('checking codes from one shared address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets many customers behind one address mistype and still sign in', async () => {
    const ip = '10.72.0.1';
    const next = phones(5);
    for (let i = 0; i < 8; i++) {
      const phone = next();
      expect((await sendCode(t, phone, ip)).statusCode).toBe(200);
      const code = await latestCode(t, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let k = 0; k < OTP.maxWrongTries - 1; k++)
        expect((await verifyCode(t, phone, wrong, undefined, ip)).statusCode).toBe(400);
      expect((await verifyCode(t, phone, code, 'Shared Address', ip)).statusCode).toBe(200);
    }
  });

  // 12 junk checks per phone used to refuse the 13th, the owner's, for 5 minutes (issue 36).
  it("does not let strangers' checks for a phone keep its owner from signing in", async () => {
    const next = phones(6);
    const phone = next();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await verifyCode(t, phone, '000000', undefined, `10.73.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual(Array(20).fill(400));
    expect((await sendCode(t, phone, '10.73.1.1')).statusCode).toBe(200);
    const res = await verifyCode(t, phone, await latestCode(t, phone), 'Owner', '10.73.1.1');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('with Redis, instances count an address together', () => {
  const keyPrefix = `chai-test-${randomUUID()}:`;
  let redis: RedisConnection;
  let a: TestApp;
  let b: TestApp;
  let redisUp = false;
  beforeAll(async () => {
    redis = await openRedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { keyPrefix });
    for (let i = 0; i < 50 && !redis.ready; i++) await new Promise((r) => setTimeout(r, 20));
    redisUp = redis.ready;
    const env = { OTP_SENDS_PER_IP_PER_5_MIN: '4' };
    a = await createTestApp({ seed: false, redis, env });
    b = await createTestApp({ seed: false, redis, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redisUp) {
      const keys = await redis.client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.client.del(...keys);
    }
    await redis.close();
  });

  it('refuses the send after the allowance even when it reaches another instance', async (context) => {
    if (!redisUp) context.skip();
    const next = phones(7);
    const statuses: number[] = [];
    // Counted alone, each instance would still allow its third send.
    for (const t of [a, b, a, b, a]) statuses.push((await sendCode(t, next(), '10.74.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
