// A busy shop on one Wi-Fi address: a manager and two staff reload the order board together, well
// past the general API limit of 100 requests a minute for the address as a whole, and nobody is
// refused or signed out, because the limit counts each signed-in session on its own. Each of them
// alone is still held to the limit, and then still signed in. Real port; the server runs with
// TRUST_PROXY so every request says which address it comes from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type Answer, type Http, json, listen } from './support/http.ts';
import { signInStaff } from './support/identities.ts';

const SHOP_IP = '10.61.0.1';
// A staff account's budget is a kitchen's (RATE_LIMITS.staffApi, 1,200 a minute); this shop is
// given the customers' 100 for its staff too, so three people's reloads go past it as one address
// and each one still meets its own, in a test that takes seconds.
const LIMIT = RATE_LIMITS.api.max;
const RELOADS_EACH = 40;
// The session check has its own budget (RATE_LIMITS.sessionCheck); the board and the bell count
// in the general one.
const COUNTED_PER_RELOAD = 2;

let t: TestApp;
let http: Http;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', STAFF_REQUESTS_PER_MINUTE: String(LIMIT) } });
  http = await listen(t);
  await createUsersRepo(t.database.db).createWithPassword({
    email: 'second-staff@example.com',
    name: 'Second Staff',
    role: 'staff',
    password: DEMO_PASSWORD,
  });
}, 60_000);
afterAll(() => t?.close());

/** What the order board asks for when it is loaded: who am I, the orders, the bell's count. */
async function reloadBoard(cookie: string): Promise<Answer[]> {
  return Promise.all([
    http.request('GET', '/api/staff/session', { cookie, ip: SHOP_IP }),
    http.request('GET', '/api/admin/orders', { cookie, ip: SHOP_IP }),
    http.request('GET', '/api/admin/orders/waiting', { cookie, ip: SHOP_IP }),
  ]);
}

describe('staff sharing one address', () => {
  it('reload the board together past the limit without a refusal or a sign-out, each still held to it', async () => {
    const people = await Promise.all(
      ['manager@example.com', 'staff@example.com', 'second-staff@example.com'].map(async (email) => ({
        email,
        cookie: await signInStaff(http, email, DEMO_PASSWORD, SHOP_IP),
      })),
    );

    const started = Date.now();
    const answers = (
      await Promise.all(
        people.map(async ({ cookie }) => {
          const mine: Answer[] = [];
          for (let i = 0; i < RELOADS_EACH; i++) mine.push(...(await reloadBoard(cookie)));
          return mine;
        }),
      )
    ).flat();
    const seconds = (Date.now() - started) / 1000;
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    const counted = people.length * RELOADS_EACH * COUNTED_PER_RELOAD;
    console.log(
      `${people.length} staff on ${SHOP_IP}: ${answers.length} requests (${counted} counted by the API limit, ` +
        `${LIMIT}/min per caller) in ${seconds.toFixed(1)} s: ` +
        [...byStatus].map(([status, n]) => `${n} x ${status}`).join(', '),
    );
    expect(counted).toBeGreaterThan(2 * LIMIT);
    expect([...byStatus.keys()]).toEqual([200]);

    // Each one alone: the rest of the minute's budget, then 429 with the message, still signed in.
    for (const { email, cookie } of people) {
      let served = 0;
      let refused: Answer | undefined;
      while (!refused && served <= LIMIT) {
        const res = await http.request('GET', '/api/admin/orders/waiting', { cookie, ip: SHOP_IP });
        if (res.status === 429) refused = res;
        else {
          expect(res.status, email).toBe(200);
          served++;
        }
      }
      console.log(`${email}: ${served} more requests served, then ${refused?.status}`);
      expect(served, email).toBe(LIMIT - RELOADS_EACH * COUNTED_PER_RELOAD);
      expect(json<{ error: { message: string } }>(refused!).error.message).toMatch(
        /^Too many requests\. Please try again later, in \d+ (seconds?|minute)\.$/,
      );
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      const session = await http.request('GET', '/api/staff/session', { cookie, ip: SHOP_IP });
      expect(session.status, email).toBe(200);
      expect(json<{ user: { email: string } }>(session).user.email).toBe(email);
    }
    // A guest on the same address (a customer on the shop's Wi-Fi) is still served.
    const guest = await http.request('GET', '/api/orders', { ip: SHOP_IP });
    expect(guest.status).toBe(401);
  });
});
