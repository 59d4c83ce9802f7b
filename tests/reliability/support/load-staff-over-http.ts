// Staff signed in over real sockets with the demo accounts the seed creates in development, for
// the load and fault runs (customers sign in with customers-over-http.mjs; the sign-in itself is
// the browser suite's, staff-over-http.ts).
import { DEMO_STAFF } from '#server/seed/seed.ts';
import type { Role } from '#shared/roles.ts';
import type { HttpClient } from '#tests/e2e/support/customers-over-http.mjs';
import { signInStaffOverHttp } from '#tests/e2e/support/staff-over-http.ts';

export type StaffMember = { email: string; role: Role; ip: string; cookie: string };

/** Signs in one demo account; `ip` is its X-Forwarded-For (the server runs with TRUST_PROXY=true). */
export async function signInStaff(
  client: HttpClient,
  { email, role }: { email: string; role: Role },
  ip: string,
): Promise<StaffMember> {
  return { email, role, ip, cookie: await signInStaffOverHttp(client, email, { ip }) };
}

/** Every demo staff account (admin, manager, staff), each from its own address. */
export function signInDemoStaff(client: HttpClient, ipPrefix = '10.200.0.'): Promise<StaffMember[]> {
  return Promise.all(DEMO_STAFF.map((person, i) => signInStaff(client, person, `${ipPrefix}${i + 1}`)));
}
