// A customer's phone-code account is never turned into a staff account: staff access needs an
// e-mail and password account (with its temporary password changed at first sign-in). A role
// change on a customer is refused, and a customer account given a staff role some other way
// (before that refusal, or by a database edit) stays a customer: its customer session keeps
// working, it gets no admin access, it is never counted as an admin, and migration 0002 puts
// its row back to 'user'. Nor does a phone code ever open a staff account that holds the number.
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sessions, users } from '#server/db/schema.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { MESSAGES } from '#shared/errors.ts';
import { latestCode, sendCode, signInCustomer, verifyCode } from '../helpers/customer-session.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const REFUSED = 'Customer accounts cannot be given a staff role. Create a staff account instead.';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.96.0.1');
});
afterAll(() => t.close());

async function customer(phone: string) {
  const { cookie } = await signInCustomer(t, phone, 'Ravi Kulkarni', `10.96.1.${phone.slice(-2)}`);
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.phoneNumber, `+91${phone}`));
  return { id: row!.id, cookie };
}

/** What the customer's own session can reach in the admin area. */
async function adminAccess(cookie: string) {
  const [session, accounts, orders] = await Promise.all(
    ['/api/staff/session', '/api/admin/users', '/api/admin/orders'].map((url) =>
      t.app.inject({ url, headers: { cookie } }),
    ),
  );
  return {
    role: session!.statusCode === 200 ? session!.json().user.role : null,
    users: accounts!.statusCode,
    orders: orders!.statusCode,
  };
}

describe('changing the role of a customer', () => {
  it.each(['staff', 'manager', 'admin'] as const)(
    'to %s is refused and gives no admin access',
    async (role) => {
      const phone = { staff: '9822200011', manager: '9822200012', admin: '9822200013' }[role];
      const { id, cookie } = await customer(phone);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}`,
        headers: { cookie: admin },
        payload: { role },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(REFUSED);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row?.role).toBe('user');
      expect(await adminAccess(cookie)).toEqual({ role: 'user', users: 403, orders: 403 });
      // Still signed in as the customer they are.
      const me = await t.app.inject({ url: '/api/customer/me', headers: { cookie } });
      expect(me.json().profile?.phoneNumber).toBe(`+91${phone}`);
    },
  );

  it('is shown to the admin area as a customer, and staff accounts are not', async () => {
    await customer('9822200014');
    const list = await t.app.inject({
      url: '/api/admin/users?search=9822200014',
      headers: { cookie: admin },
    });
    expect(list.json().accounts).toMatchObject([{ phoneNumber: '+919822200014', customer: true }]);
    const staff = await t.app.inject({ url: '/api/admin/users?role=staff', headers: { cookie: admin } });
    expect(staff.json().accounts.length).toBeGreaterThan(0);
    expect(staff.json().accounts.every((a: { customer: boolean }) => !a.customer)).toBe(true);
  });

  it('disabling a customer still works', async () => {
    const { id, cookie } = await customer('9822200015');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customer: true, disabled: true, role: 'user' });
    const me = await t.app.inject({ url: '/api/customer/me', headers: { cookie } });
    expect(me.json().profile).toBeNull();
  });
});

describe('a customer account given a staff role some other way', () => {
  /** As an earlier version of the users admin, or a direct database edit, would leave it. */
  async function customerWithAdminRow(phone: string) {
    const account = await customer(phone);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    return account;
  }

  it('stays signed in as the customer, with no admin access', async () => {
    const { id, cookie } = await customerWithAdminRow('9822200016');
    expect(await adminAccess(cookie)).toEqual({ role: 'user', users: 403, orders: 403 });
    // Asked again: the session was not ended by the first look.
    const me = await t.app.inject({ url: '/api/customer/me', headers: { cookie } });
    expect(me.json().profile?.phoneNumber).toBe('+919822200016');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    // The admin area lists it as the customer it is, under 'user' and not under 'admin'.
    const list = await t.app.inject({
      url: '/api/admin/users?search=9822200016',
      headers: { cookie: admin },
    });
    expect(list.json().accounts).toMatchObject([{ role: 'user', customer: true }]);
    const admins = await t.app.inject({
      url: '/api/admin/users?role=admin&search=9822200016',
      headers: { cookie: admin },
    });
    expect(admins.json().accounts).toEqual([]);
    const asUsers = await t.app.inject({
      url: '/api/admin/users?role=user&search=9822200016',
      headers: { cookie: admin },
    });
    expect(asUsers.json().accounts).toHaveLength(1);
    // Putting its row back to 'user' is allowed, and keeps the customer signed in.
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      headers: { cookie: admin },
      payload: { role: 'user' },
    });
    expect(back.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe('user');
    const still = await t.app.inject({ url: '/api/customer/me', headers: { cookie } });
    expect(still.json().profile?.phoneNumber).toBe('+919822200016');
  });

  it('is not counted as an admin by the last-admin guard', async () => {
    const { id } = await customerWithAdminRow('9822200018');
    const [shopAdmin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    // The shop's one real admin: demoting it would leave only the customer row saying 'admin'.
    const repo = createUsersRepo(t.database.db);
    expect(await repo.updateKeepingAnAdmin(shopAdmin!.id, { role: 'manager' })).toBe('last-admin');
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, shopAdmin!.id));
    expect(kept?.role).toBe('admin');
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, id));
  });

  it('does not stop the first-admin set-up', async () => {
    const fresh = await openTestDatabase();
    try {
      await fresh.db.insert(users).values({
        id: 'customer-with-admin-row',
        name: 'Ravi Kulkarni',
        email: 'phone-919822200019@customers.chai-express.invalid',
        phoneNumber: '+919822200019',
        role: 'admin',
      });
      const report = await seedDatabase(fresh.db, {
        demoStaff: false,
        firstAdmin: { email: 'owner@example.com', password: 'Owner@2026' },
      });
      expect(report.staffCreated).toEqual(['owner@example.com']);
    } finally {
      await fresh.close();
    }
  });

  it('is put back to user by migration 0002, which leaves staff alone', async () => {
    const { id } = await customerWithAdminRow('9822200020');
    const migration = await readFile(
      new URL('../../drizzle/0002_customers_keep_user_role.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));
    const roleOf = async (where: ReturnType<typeof eq>) =>
      (await t.database.db.select({ role: users.role }).from(users).where(where))[0]?.role;
    expect(await roleOf(eq(users.id, id))).toBe('user');
    expect(await roleOf(eq(users.email, 'admin@example.com'))).toBe('admin');
    expect(await roleOf(eq(users.email, 'manager@example.com'))).toBe('manager');
  });
});

describe('a phone code', () => {
  it('never opens a staff account that holds the phone number', async () => {
    const phone = '+919822200021';
    const outbox = async () => {
      const sms = await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
      return sms.json().messages as unknown[];
    };
    // A code is sent while the number belongs to nobody...
    expect((await sendCode(t, phone, '10.96.2.1')).statusCode).toBe(200);
    const sent = await latestCode(t, phone);
    // ...then the number turns up on the manager's staff account (a direct database edit).
    const [manager] = await t.database.db
      .update(users)
      .set({ phoneNumber: phone })
      .where(eq(users.email, 'manager@example.com'))
      .returning();
    try {
      const verified = await verifyCode(t, phone, sent, undefined, '10.96.2.1');
      expect(verified.statusCode).toBe(403);
      expect(verified.json().error.message).toBe('This phone number cannot be used to sign in here.');
      expect(verified.headers['set-cookie']).toBeUndefined();
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, manager!.id))).toEqual([]);
      // No new code goes to it either (past the resend delay, so only this rule can refuse).
      await t.database.db
        .update(auditLogs)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(auditLogs.recordId, phone));
      const before = (await outbox()).length;
      const again = await sendCode(t, phone, '10.96.2.1');
      expect(again.statusCode).toBe(403);
      expect(again.json().error.message).toBe('This phone number cannot be used to sign in here.');
      expect((await outbox()).length).toBe(before);
    } finally {
      await t.database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, manager!.id));
    }
  });
});

describe('creating a staff account', () => {
  it('refuses the e-mail domain reserved for customers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin },
      payload: {
        name: 'Not Staff',
        email: 'phone-919822200017@customers.chai-express.invalid',
        role: 'admin',
        temporaryPassword: 'Temp@2026',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.reservedEmail);
    expect(res.json().error.fields).toEqual({ email: MESSAGES.reservedEmail });
  });
});
