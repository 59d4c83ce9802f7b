// The checkout's discount preview tells someone guessing codes nothing about which exist: an
// unknown code, one switched off and one not started yet get the same answer, and the preview has
// a budget of its own per session (per address without one), under the general one (decision 016).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { createItem } from '../helpers/factories.ts';
import { expectWaitSaid } from '../helpers/rate-limit-answer.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let chai: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.83.0.1');
  // ₹25, as the seed's chai: the tests' totals are computed from it.
  chai = (await createItem(t, { price: 25 })).id;
});
afterAll(() => t.close());

const check = (cookie: string | undefined, code: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discounts/check',
    headers: cookie ? { cookie } : {},
    payload: { code, lines: [{ menuItemId: chai, quantity: 2 }] },
    remoteAddress,
  });

async function createCode(code: string, over: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/discount-codes',
    headers: { cookie: admin },
    payload: { code, kind: 'percent', value: 10, ...over },
    remoteAddress: '10.83.0.1',
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the discount preview', () => {
  it('answers an unknown, a switched-off and a not-yet-started code alike', async () => {
    await createCode('OFFCODE', { isActive: false });
    await createCode('SOONCODE', { startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const { cookie } = await signInCustomer(t, '9876540001', 'Ira Sen', '10.83.1.1');
    const answers = [];
    for (const code of ['NOSUCHCODE', 'OFFCODE', 'SOONCODE']) {
      const res = await check(cookie, code, '10.83.1.1');
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'This code is not valid',
          fields: { discountCode: 'This code is not valid' },
        },
      },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it(`takes ${RATE_LIMITS.discountCheck.max} a minute per session, each session apart on one address`, async () => {
    const nat = '10.83.2.1';
    const first = (await signInCustomer(t, '9876540002', 'Om Rao', nat)).cookie;
    const second = (await signInCustomer(t, '9876540003', 'Uma Das', nat)).cookie;
    for (let i = 0; i < RATE_LIMITS.discountCheck.max; i++)
      expect((await check(first, `GUESS${i}`, nat)).statusCode).toBe(400);
    const refused = await check(first, 'GUESSMORE', nat);
    expect(refused.statusCode).toBe(429);
    expectWaitSaid(refused);
    // Another customer behind the same carrier address still checks their code.
    expect((await check(second, 'NOSUCHCODE', nat)).statusCode).toBe(400);
  });
});
