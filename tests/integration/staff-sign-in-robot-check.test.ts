// The Admin Portal's sign-in call (src/web/features/admin/auth/api/sign-in-staff.ts) against
// the real app on a real port: when the account has met its ceiling of failures from many
// addresses, the server asks for the robot check and the web code solves it and retries once.
// (Here rather than beside the web code: the web app's folder may not import node:http.)
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES_BEFORE_CHECK } from '#server/modules/auth/lockout.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { signInStaff } from '#web/features/admin/auth/api/sign-in-staff.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const browserFetch = globalThis.fetch;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The page's relative URLs resolved against the server, as a browser on that origin would.
  globalThis.fetch = (input, init) =>
    browserFetch(typeof input === 'string' ? new URL(input, base) : input, init);
});
afterAll(async () => {
  globalThis.fetch = browserFetch;
  await t.close();
});

async function accountPastTheCeiling(): Promise<string> {
  const email = `portal-${Math.random().toString(36).slice(2)}@example.com`;
  await createUsersRepo(t.database.db).createWithPassword({
    email,
    name: 'Portal User',
    role: 'staff',
    password: DEMO_PASSWORD,
  });
  for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CHECK; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email, password: `Wrong@${i}abc` },
      remoteAddress: `10.88.0.${i + 1}`,
    });
    expect(res.statusCode).toBe(401);
  }
  return email;
}

describe('Admin Portal sign-in while strangers guess the password', () => {
  it('solves the robot check out of sight and signs in with the right password', async () => {
    const email = await accountPastTheCeiling();
    const { user } = await signInStaff(email, DEMO_PASSWORD);
    expect(user.email).toBe(email);
  });

  it("shows the server's message for a wrong password after the check", async () => {
    const email = await accountPastTheCeiling();
    const failure = await signInStaff(email, 'Wrong@typo1').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });
});
