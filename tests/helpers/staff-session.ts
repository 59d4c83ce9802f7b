// Signs in through the real route and returns the Cookie header a browser would send next.

import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import type { Role } from '#shared/roles.ts';
import type { TestApp } from './test-app.ts';

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signInStaff(
  t: TestApp,
  email: string,
  password = DEMO_PASSWORD,
  remoteAddress = '10.0.0.1',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email, password },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

/** A signed-in account of any role, customers included (created directly, signed in through better-auth). */
export async function sessionFor(t: TestApp, role: Role): Promise<string> {
  if (role !== 'user') return signInStaff(t, `${role}@example.com`);
  const email = `customer-${Math.random().toString(36).slice(2)}@example.com`;
  await createUsersRepo(t.database.db).createWithPassword({
    email,
    name: 'Test Customer',
    role: 'user',
    password: DEMO_PASSWORD,
  });
  const res = await t.app.services.auth.api.signInEmail({
    body: { email, password: DEMO_PASSWORD },
    asResponse: true,
  });
  return cookieHeader(res.headers.getSetCookie());
}
