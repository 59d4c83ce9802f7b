// A staff account still on its temporary password may change it, read its session and sign out,
// and nothing else: not the admin area, and not the storefront's writes either (issue 36).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { SAME_PASSWORD_MESSAGE } from '#shared/api/staff.ts';
import { MESSAGES } from '#shared/errors.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { cookieHeader, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const TEMPORARY = 'Temp@2026';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staffOnTemporaryPassword(): Promise<string> {
  const email = `temp-${Math.random().toString(36).slice(2)}@example.com`;
  await createUsersRepo(t.database.db).createWithPassword({
    email,
    name: 'New Staff',
    role: 'staff',
    password: TEMPORARY,
    mustChangePassword: true,
  });
  return signInStaff(t, email, TEMPORARY, '10.94.0.1');
}

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('a staff account on its temporary password', () => {
  it('is refused the storefront writes and the admin area, with the reason', async () => {
    const cookie = await staffOnTemporaryPassword();
    const writes = [
      call(cookie, 'POST', '/api/customer/addresses', deliveryAddress()),
      call(cookie, 'POST', '/api/orders', { items: [], addressId: '00000000-0000-4000-8000-000000000000' }),
      call(cookie, 'PUT', '/api/customer/profile', { fullName: 'Someone Else' }),
      call(cookie, 'POST', '/api/discounts/check', { code: 'WELCOME' }),
      call(cookie, 'DELETE', '/api/customer/addresses/00000000-0000-4000-8000-000000000000'),
      call(cookie, 'GET', '/api/admin/orders'),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.passwordChangeRequired);
    }
    expect((await call(cookie, 'GET', '/api/customer/addresses')).json()).toEqual({ addresses: [] });
  });

  it('reads its session, changes the password, and then may save an address', async () => {
    const cookie = await staffOnTemporaryPassword();
    const session = await call(cookie, 'GET', '/api/staff/session');
    expect(session.json().user.mustChangePassword).toBe(true);
    const changed = await call(cookie, 'POST', '/api/staff/password', {
      currentPassword: TEMPORARY,
      newPassword: 'Chosen@2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = cookieHeader(changed.headers['set-cookie']) || cookie;
    const saved = await call(fresh, 'POST', '/api/customer/addresses', deliveryAddress());
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('may not keep the temporary password as its own: a 400 that says so, still on the temporary one', async () => {
    const cookie = await staffOnTemporaryPassword();
    const kept = await call(cookie, 'POST', '/api/staff/password', {
      currentPassword: TEMPORARY,
      newPassword: TEMPORARY,
    });
    expect(kept.statusCode, kept.body).toBe(400);
    expect(kept.body).toContain(SAME_PASSWORD_MESSAGE);
    expect((await call(cookie, 'GET', '/api/staff/session')).json().user.mustChangePassword).toBe(true);
  });

  it('signs out', async () => {
    const cookie = await staffOnTemporaryPassword();
    expect((await call(cookie, 'POST', '/api/staff/sign-out')).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/staff/session')).statusCode).toBe(401);
  });
});
