import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sessions, users } from '#server/db/schema.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { createCustomer } from '../helpers/factories.ts';
import { cookieHeader, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com');
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
  adminId = row?.id ?? '';
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers: { cookie } });

describe('users administration', () => {
  it('lists and searches all accounts', async () => {
    const all = (await call('GET', '/api/admin/users')).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const found = (await call('GET', '/api/admin/users?search=MEERA')).json();
    expect(found.accounts.map((a: { email: string }) => a.email)).toEqual(['manager@example.com']);
    const staff = (await call('GET', '/api/admin/users?role=staff')).json();
    expect(staff.accounts.every((a: { role: string }) => a.role === 'staff')).toBe(true);
  });

  it("shows a customer's last sign-in by phone code", async () => {
    const before = Date.now();
    const customer = await createCustomer(t, 'Last Sign In Customer');
    const found = (await call('GET', `/api/admin/users?search=${encodeURIComponent(customer.phone)}`)).json();
    expect(found.accounts).toHaveLength(1);
    expect(found.accounts[0]).toMatchObject({ id: customer.id, customer: true });
    expect(Date.parse(found.accounts[0].lastSignInAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('creates staff with a temporary password that must be changed at first sign-in', async () => {
    const res = await call('POST', '/api/admin/users', {
      name: '  Kavya   Rao ',
      email: ' Kavya@Example.com ',
      role: 'staff',
      temporaryPassword: 'Temp@2026',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kavya Rao',
      email: 'kavya@example.com',
      role: 'staff',
      mustChangePassword: true,
    });

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: 'kavya@example.com', password: 'Temp@2026' },
    });
    expect(signIn.json().user.mustChangePassword).toBe(true);
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    // Until the temporary password is changed, the account can do nothing else.
    const early = await t.app.inject({ url: '/api/admin/orders', headers: { cookie } });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe('Please change your temporary password first');
    expect((await t.app.inject({ url: '/api/staff/session', headers: { cookie } })).statusCode).toBe(200);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/staff/password',
      headers: { cookie },
      payload: { currentPassword: 'Temp@2026', newPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toMatch(/at least 8 characters/);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/password',
      headers: { cookie },
      payload: { currentPassword: 'Temp@2026', newPassword: 'Chai@Pune2026' },
    });
    expect(changed.statusCode).toBe(200);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: 'kavya@example.com', password: 'Chai@Pune2026' },
    });
    expect(next.json().user.mustChangePassword).toBe(false);
    const after = await t.app.inject({
      url: '/api/admin/orders',
      headers: { cookie: cookieHeader(next.headers['set-cookie']) },
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses duplicates and applies the validation rules with their messages', async () => {
    const dup = await call('POST', '/api/admin/users', {
      name: 'Dup Person',
      email: 'staff@example.com',
      role: 'staff',
      temporaryPassword: 'Temp@2026',
    });
    expect(dup.statusCode).toBe(409);
    const bad = await call('POST', '/api/admin/users', {
      name: 'R2',
      email: 'nope',
      role: 'owner',
      temporaryPassword: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Name must be 2-50 characters, letters and spaces only',
      email: 'Email must be a valid email address',
      role: 'Role must be staff, manager or admin',
    });
    expect(bad.json().error.fields.temporaryPassword).toMatch(/^Password must be at least 8 characters/);
  });

  it('changes roles, and a disabled account is signed out at once', async () => {
    const [staff] = await t.database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
    const staffCookie = await signInStaff(t, 'staff@example.com', undefined, '10.20.0.1');
    const promoted = await call('PATCH', `/api/admin/users/${staff?.id}`, { role: 'manager' });
    expect(promoted.json().role).toBe('manager');
    const session = await t.app.inject({ url: '/api/staff/session', headers: { cookie: staffCookie } });
    expect(session.json().user.role).toBe('manager');

    const disabled = await call('PATCH', `/api/admin/users/${staff?.id}`, { disabled: true });
    expect(disabled.json().disabled).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, staff?.id ?? '')),
    ).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/staff/session', headers: { cookie: staffCookie } })).statusCode,
    ).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: 'staff@example.com', password: 'Demo@1234' },
      remoteAddress: '10.20.0.2',
    });
    expect(refused.statusCode).toBe(401);
    expect((await call('PATCH', `/api/admin/users/${staff?.id}`, { disabled: false })).json().disabled).toBe(
      false,
    );
    const actions = (await t.database.db.select().from(auditLogs)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['users.create', 'users.update', 'users.disable', 'users.enable']),
    );
  });

  it('never lets an admin demote or disable themself, nor remove the last admin', async () => {
    const demoteSelf = await call('PATCH', `/api/admin/users/${adminId}`, { role: 'staff' });
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json().error.message).toBe('You cannot change your own role');
    const disableSelf = await call('PATCH', `/api/admin/users/${adminId}`, { disabled: true });
    expect(disableSelf.json().error.message).toBe('You cannot disable your own account');

    // A second admin demoting the only other admin is refused when that would leave none.
    const [manager] = await t.database.db.select().from(users).where(eq(users.email, 'manager@example.com'));
    await call('PATCH', `/api/admin/users/${manager?.id}`, { role: 'admin' });
    const managerCookie = await signInStaff(t, 'manager@example.com', undefined, '10.20.0.3');
    expect(
      (await call('PATCH', `/api/admin/users/${adminId}`, { role: 'staff' }, managerCookie)).statusCode,
    ).toBe(200);
    const last = await call('PATCH', `/api/admin/users/${manager?.id}`, { role: 'staff' }, admin);
    expect(last.statusCode).toBe(403); // the old admin is staff now: no users:manage
    const lastSelf = await call(
      'PATCH',
      `/api/admin/users/${manager?.id}`,
      { disabled: true },
      managerCookie,
    );
    expect(lastSelf.json().error.message).toBe('You cannot disable your own account');
  });

  it('lets admins browse and filter the audit log, with who and from where', async () => {
    // manager@example.com was made admin in the previous test.
    const cookie = await signInStaff(t, 'manager@example.com', undefined, '10.20.0.9');
    const res = await call('GET', '/api/admin/audit-logs?action=users.create', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().entries;
    expect(entry).toMatchObject({ action: 'users.create', tableName: 'users', userId: adminId });
    expect(entry.newValues).toMatchObject({ email: 'kavya@example.com', role: 'staff' });
    expect(entry.ipAddress).toBeTruthy();
    const search = await call('GET', '/api/admin/audit-logs?search=sign_in', undefined, cookie);
    expect(search.json().entries.every((e: { action: string }) => e.action.includes('sign_in'))).toBe(true);
  });

  it('lets two admins removing each other at the same moment leave exactly one admin', async () => {
    for (const email of ['ranade@example.com', 'bhosale@example.com'])
      await createUsersRepo(t.database.db).createWithPassword({
        email,
        name: 'Race Admin',
        role: 'admin',
        password: DEMO_PASSWORD,
      });
    // They are the only active admins now.
    await t.database.db
      .update(users)
      .set({ role: 'staff' })
      .where(
        and(eq(users.role, 'admin'), notInArray(users.email, ['ranade@example.com', 'bhosale@example.com'])),
      );
    const rows = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['ranade@example.com', 'bhosale@example.com']));
    const id = (email: string) => rows.find((r) => r.email === email)!.id;
    const ranade = await signInStaff(t, 'ranade@example.com', undefined, '10.20.1.1');
    const bhosale = await signInStaff(t, 'bhosale@example.com', undefined, '10.20.1.2');

    for (const change of [{ role: 'staff' }, { disabled: true }]) {
      const answers = await Promise.all([
        call('PATCH', `/api/admin/users/${id('bhosale@example.com')}`, change, ranade),
        call('PATCH', `/api/admin/users/${id('ranade@example.com')}`, change, bhosale),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      // The second one sees no other admin; if the first has already demoted its caller, it is
      // refused at the door instead (403), and if it has already disabled its caller, that
      // caller's sessions are gone and it is not signed in any more (401).
      expect([
        [200, 400],
        [200, 401],
        [200, 403],
      ]).toContainEqual(statuses);
      const admins = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.banned, false)));
      expect(admins).toHaveLength(1);
      // Both admins again for the next kind of change.
      await t.database.db
        .update(users)
        .set({ role: 'admin', banned: false })
        .where(inArray(users.email, ['ranade@example.com', 'bhosale@example.com']));
    }
  });
});
