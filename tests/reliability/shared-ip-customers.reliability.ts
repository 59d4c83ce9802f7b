// Honest customers behind one carrier-grade NAT address (as Pune's mobile networks put them) sign
// in one after another, some mistyping a code, while junk requests from the same address arrive in
// between. Real port, TRUST_PROXY so each request names its client address (support/http.ts).
// None of them may be turned away by a limit meant for someone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { errorShapeProblem } from './support/error-shape.ts';
import { type Answer, cookieOf, expectOk, type Http, ipPool, json, listen } from './support/http.ts';
import { outboxCode, phonePool, sendCode, solvedRobotCheck } from './support/identities.ts';

// Well under the default allowance (30 sends per address per 5 minutes), and within the general
// API limit of the address (robot check + send per customer, and a profile read).
const CUSTOMERS = 20;

let t: TestApp;
let http: Http;
const nextIp = ipPool(61);
const nextPhone = phonePool(61);

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  http = await listen(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('many customers behind one address', () => {
  it(`${CUSTOMERS} customers sign in from one address, with junk from it in between`, async () => {
    const shared = nextIp();
    const outcomes: string[] = [];
    const junk: Answer[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      // Someone on the same network sends garbage now and then.
      if (i % 5 === 0) {
        junk.push(await http.request('POST', '/api/customer/otp/send', { ip: shared }));
        const robotCheck = await solvedRobotCheck(http, nextIp());
        junk.push(
          await http.request('POST', '/api/customer/otp/send', {
            json: {
              phone: nextPhone(),
              robotCheck: { ...robotCheck, solution: { counter: 0, derivedKey: 'x' } },
            },
            ip: shared,
          }),
        );
      }
      const phone = nextPhone();
      const sent = await sendCode(http, phone, shared);
      if (sent.status !== 200) {
        outcomes.push(`${phone}: send ${sent.status}`);
        continue;
      }
      // Read from another address: the outbox is a test tool, not the customer's traffic.
      const code = await outboxCode(http, phone, nextIp());
      // Every third customer mistypes the code as often as it allows but once.
      if (i % 3 === 0)
        for (let k = 0; k < OTP.maxWrongTries - 1; k++) {
          const wrong = String((Number(code) + 1 + k) % 1_000_000).padStart(6, '0');
          const miss = await http.request('POST', '/api/customer/otp/verify', {
            json: { phone, code: wrong },
            ip: shared,
          });
          if (miss.status !== 400) outcomes.push(`${phone}: wrong code ${miss.status}`);
        }
      const verified = await http.request('POST', '/api/customer/otp/verify', {
        json: { phone, code, fullName: 'Shared Network' },
        ip: shared,
      });
      if (verified.status !== 200) {
        outcomes.push(`${phone}: verify ${verified.status} ${verified.text.slice(0, 120)}`);
        continue;
      }
      const me = expectOk(
        await http.request('GET', '/api/customer/me', { cookie: cookieOf(verified.setCookies), ip: shared }),
        'me',
      );
      const profile = json<{ profile: { phoneNumber: string } | null }>(me).profile;
      if (profile?.phoneNumber !== phone) outcomes.push(`${phone}: signed in as ${profile?.phoneNumber}`);
    }
    console.log(
      `${CUSTOMERS} customers from one address: ${CUSTOMERS - outcomes.length} signed in; ` +
        `junk requests refused: ${junk.filter((a) => a.status === 400).length}/${junk.length}` +
        (outcomes.length ? `\n  ${outcomes.join('\n  ')}` : ''),
    );
    expect(outcomes).toEqual([]);
    expect(junk.map((a) => a.status)).toEqual(Array(junk.length).fill(400));
    for (const a of junk) expect(errorShapeProblem(a), a.text).toBeUndefined();
  });
});
