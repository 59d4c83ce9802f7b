// Staff signed in over real sockets with the demo accounts the seed creates in development, for
// the load and fault runs (customers sign in with customers-over-http.mjs).
import { DEMO_PASSWORD, DEMO_STAFF } from '#server/db/seed.ts';
import type { Role } from '#shared/roles.ts';
import type { HttpClient } from '#tests/e2e/support/customers-over-http.mjs';

export type StaffMember = { email: string; role: Role; ip: string; cookie: string };

/** Signs in one demo account; `ip` is its X-Forwarded-For (the server runs with TRUST_PROXY=true). */
export async function signInStaff(
  client: HttpClient,
  { email, role }: { email: string; role: Role },
  ip: string,
): Promise<StaffMember> {
  const res = await client.request('POST', '/api/staff/sign-in', {
    headers: { 'x-forwarded-for': ip },
    body: { email, password: DEMO_PASSWORD },
  });
  if (res.status !== 200)
    throw new Error(`staff sign-in ${email}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`staff sign-in ${email}: no session cookie`);
  return { email, role, ip, cookie };
}

/** Every demo staff account (admin, manager, staff), each from its own address. */
export function signInDemoStaff(client: HttpClient, ipPrefix = '10.200.0.'): Promise<StaffMember[]> {
  return Promise.all(DEMO_STAFF.map((person, i) => signInStaff(client, person, `${ipPrefix}${i + 1}`)));
}
