// Shared tablets over real HTTP and a real database (docs/product.md#shared-tablets): an admin marks
// a shop device, staff set a PIN with their password, and on the device they switch user with it;
// every move made after a switch names the person who switched in.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, menuItems, orderStatusEvents, sessions, shopDevices, users } from '#server/db/schema.ts';
import { NOT_A_SHOP_DEVICE } from '#server/modules/shop-tablets/shop-devices.service.ts';
import { PIN_FAILED, PIN_TEXT } from '#server/modules/shop-tablets/staff-pins.service.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { PIN_MESSAGES } from '#shared/pin-rules.ts';
import type { Role } from '#shared/roles.ts';
import { endpointCaller } from '../helpers/call.ts';
import { createCustomer, placeOrder } from '../helpers/factories.ts';
import { cookieHeader, sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let made = 0;
// A fresh address per request: the per-address and per-session limits never count this file together.
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.91.${++made % 250}.${made % 200}` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com', DEMO_PASSWORD, '10.91.0.1');
});
afterAll(() => t.close());

/** Marks a new shop device as the admin and answers the device cookie the browser keeps. */
async function markDevice(name = 'Counter tablet'): Promise<string> {
  const res = await call('POST /api/admin/shop-devices', { cookie: admin, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return cookieHeader(res.headers['set-cookie']);
}

type Person = { id: string; email: string; name: string; cookie: string };

/** A staff account of `role`, signed in with its password, with `pin` set (none when undefined). */
async function person(role: Role, pin: string | undefined, name = `Person ${made}`): Promise<Person> {
  const email = `pin-${role}-${++made}@example.com`;
  const id = await createUsersRepo(t.database.db).createWithPassword({
    email,
    name,
    role,
    password: DEMO_PASSWORD,
  });
  const cookie = await signInStaff(t, email, DEMO_PASSWORD, `10.92.${made % 250}.1`);
  if (pin) {
    const res = await call('PUT /api/staff/pin', { cookie, body: { currentPassword: DEMO_PASSWORD, pin } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { id, email, name, cookie };
}

const switchTo = (device: string, userId: string, pin: string, session?: string) =>
  call('POST /api/staff/switch', {
    cookie: session ? `${device}; ${session}` : device,
    body: { userId, pin },
  });

describe('shop devices', () => {
  it('only an admin marks one; the cookie is long-lived, HttpOnly, SameSite=Strict; the table keeps its hash', async () => {
    const staff = await sessionFor(t, 'staff');
    const manager = await sessionFor(t, 'manager');
    for (const cookie of [staff, manager]) {
      const refused = await call('POST /api/admin/shop-devices', { cookie, body: { name: 'Mine' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const blank = await call('POST /api/admin/shop-devices', { cookie: admin, body: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Device name is required');

    const res = await call('POST /api/admin/shop-devices', {
      cookie: admin,
      body: { name: 'Front counter' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^chai\.shop_device=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=34560000/);
    const token = setCookie.split(';')[0]!.split('=')[1]!;
    const [row] = await t.database.db.select().from(shopDevices).where(eq(shopDevices.id, res.json().id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const device = cookieHeader(res.headers['set-cookie']);
    const list = await call('GET /api/admin/shop-devices', { cookie: `${admin}; ${device}` });
    const mine = list.json().devices.find((d: { id: string }) => d.id === res.json().id);
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(mine).toMatchObject({
      name: 'Front counter',
      markedBy: adminRow?.name,
      current: true,
      revokedAt: null,
    });
    const again = await call('POST /api/admin/shop-devices', {
      cookie: `${admin}; ${device}`,
      body: { name: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect((await call('GET /api/staff/this-device', { cookie: device })).json()).toEqual({
      shopDevice: true,
      name: 'Front counter',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'shop_device.marked'), eq(auditLogs.recordId, res.json().id)));
    expect(entry?.userId).toBeTruthy();
  });

  it('a revoked device can no longer list people or switch user', async () => {
    const device = await markDevice('Old tablet');
    const someone = await person('staff', '2851');
    const [row] = await t.database.db
      .select()
      .from(shopDevices)
      .orderBy(desc(shopDevices.createdAt))
      .limit(1);
    const revoked = await call('DELETE /api/admin/shop-devices/:id', {
      cookie: admin,
      params: { id: row!.id },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const res = await switchTo(device, someone.id, '2851');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(NOT_A_SHOP_DEVICE);
    expect((await call('GET /api/staff/switch/people', { cookie: device })).statusCode).toBe(403);
    expect((await call('GET /api/staff/this-device', { cookie: device })).json().shopDevice).toBe(false);
    const twice = await call('DELETE /api/admin/shop-devices/:id', {
      cookie: admin,
      params: { id: row!.id },
    });
    expect(twice.statusCode).toBe(404);
    // A made-up id is a device nobody has, on PostgreSQL too (not a uuid it would refuse with a 500).
    const madeUp = await call('DELETE /api/admin/shop-devices/:id', {
      cookie: admin,
      params: { id: 'true' },
    });
    expect(madeUp.statusCode).toBe(404);
    const staffTries = await call('DELETE /api/admin/shop-devices/:id', {
      cookie: someone.cookie,
      params: { id: row!.id },
    });
    expect(staffTries.statusCode).toBe(403);
  });
});

describe('setting a PIN', () => {
  it('checks the digits, refuses trivial PINs and a wrong password, and keeps only a hash', async () => {
    const me = await person('staff', undefined);
    // The route's own limit (it checks the password: 5 in 15 minutes per account) is shared out.
    const others = [me, ...(await Promise.all([1, 2, 3].map(() => person('staff', undefined))))];
    let sent = 0;
    const put = (pin: string, currentPassword = DEMO_PASSWORD, who = others[sent++ % others.length]!) =>
      call('PUT /api/staff/pin', { cookie: who.cookie, body: { currentPassword, pin } });
    for (const [pin, message] of [
      ['12a4', PIN_MESSAGES.format],
      ['123', PIN_MESSAGES.format],
      ['1234567', PIN_MESSAGES.format],
      ['1111', PIN_MESSAGES.trivial],
      ['1234', PIN_MESSAGES.trivial],
      ['987654', PIN_MESSAGES.trivial],
      ['0123', PIN_MESSAGES.trivial],
      ['1212', PIN_MESSAGES.trivial],
      ['2580', PIN_MESSAGES.trivial],
      ['6969', PIN_MESSAGES.trivial],
      ['1987', PIN_MESSAGES.trivial],
      ['2024', PIN_MESSAGES.trivial],
    ] as const) {
      const res = await put(pin);
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().error.fields.pin, pin).toBe(message);
    }
    const wrong = await put('4827', 'not my password', me);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe(PIN_TEXT.wrongPassword);
    expect((await call('GET /api/staff/pin', { cookie: me.cookie })).json()).toEqual({ hasPin: false });

    expect((await put('4827', DEMO_PASSWORD, me)).statusCode).toBe(200);
    expect((await call('GET /api/staff/pin', { cookie: me.cookie })).json()).toEqual({ hasPin: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.pinHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(
      (await call('PUT /api/staff/pin', { body: { currentPassword: 'x', pin: '4827' } })).statusCode,
    ).toBe(401);
  });

  it('a customer can never have a PIN, nor switch in with one written into their row', async () => {
    const customer = await sessionFor(t, 'user');
    const res = await call('PUT /api/staff/pin', {
      cookie: customer,
      body: { currentPassword: DEMO_PASSWORD, pin: '4827' },
    });
    expect(res.statusCode).toBe(403);
    const phoneCustomer = await createCustomer(t, 'Pin Customer');
    const staffRow = await t.database.db
      .select({ pinHash: users.pinHash })
      .from(users)
      .where(sql`${users.pinHash} is not null`)
      .limit(1);
    await t.database.db
      .update(users)
      .set({ pinHash: staffRow[0]!.pinHash, role: 'staff' })
      .where(eq(users.id, phoneCustomer.id));
    const device = await markDevice('Customer check');
    const people = (await call('GET /api/staff/switch/people', { cookie: device })).json().people;
    expect(people.map((p: { id: string }) => p.id)).not.toContain(phoneCustomer.id);
    const tried = await switchTo(device, phoneCustomer.id, '4827');
    expect(tried.statusCode).toBe(403);
    expect(tried.headers['set-cookie']).toBeUndefined();
  });
});

describe('switching user on a shop device', () => {
  it('signs the person in with their PIN, ends the browser’s previous session, and is audited', async () => {
    const device = await markDevice();
    const asha = await person('staff', '4826', 'Asha Counter');
    const before = await signInStaff(t, 'admin@example.com', DEMO_PASSWORD, '10.91.0.2');
    const people = (await call('GET /api/staff/switch/people', { cookie: device })).json().people;
    expect(people).toContainEqual({ id: asha.id, name: 'Asha Counter' });
    expect(people.every((p: { name: string }) => typeof p.name === 'string')).toBe(true);

    const res = await switchTo(device, asha.id, '4826', before);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: asha.id, role: 'staff', mustChangePassword: false });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/chai\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const now = cookieHeader(res.headers['set-cookie']);
    const session = await call('GET /api/staff/session', { cookie: `${device}; ${now}` });
    expect(session.json().user.id).toBe(asha.id);
    // The session works across the admin area as them, with their role's limits.
    expect((await call('GET /api/admin/orders', { cookie: now })).statusCode).toBe(200);
    expect((await call('GET /api/admin/users', { cookie: now })).statusCode).toBe(403);
    // The admin who was signed in on this browser is signed out.
    expect((await call('GET /api/staff/session', { cookie: before })).statusCode).toBe(401);

    const [signIn] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.sign_in'), eq(auditLogs.recordId, asha.email)))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(signIn?.userId).toBe(asha.id);
    expect(signIn?.newValues).toMatchObject({ method: 'pin', device: 'Counter tablet' });
    const [device_] = await t.database.db
      .select()
      .from(shopDevices)
      .orderBy(desc(shopDevices.createdAt))
      .limit(1);
    expect(device_?.lastSeenAt).not.toBeNull();

    // A session opened with a PIN cannot set a PIN, even with the password.
    const change = await call('PUT /api/staff/pin', {
      cookie: now,
      body: { currentPassword: DEMO_PASSWORD, pin: '5937' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.message).toBe(PIN_TEXT.passwordSessionOnly);
  });

  it('keeps the must-change-password rule: a switched-in account on a temporary password may only change it', async () => {
    const device = await markDevice('Temp check');
    const temp = await person('staff', '3691');
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, temp.id));
    const res = await switchTo(device, temp.id, '3691');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.mustChangePassword).toBe(true);
    const orders = await call('GET /api/admin/orders', { cookie: cookieHeader(res.headers['set-cookie']) });
    expect(orders.statusCode).toBe(403);
  });

  it('five wrong PINs lock that PIN for 15 minutes, said with the time; success clears the count', async () => {
    const device = await markDevice('Lock check');
    const ravi = await person('staff', '7315');
    for (let i = 1; i <= 4; i++) {
      const wrong = await switchTo(device, ravi.id, '0000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(PIN_TEXT.wrong(5 - i));
    }
    const fifth = await switchTo(device, ravi.id, '0000');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.message).toBe(PIN_TEXT.locked(15));
    const right = await switchTo(device, ravi.id, '7315');
    expect(right.statusCode).toBe(423);
    expect(right.json().error.message).toMatch(/locked for 1[45] more minutes/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ravi.id));
    expect(row!.pinLockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // A mistyped PIN is not a password failure: password sign-in from the shop still works.
    await signInStaff(t, ravi.email, DEMO_PASSWORD, '10.91.0.9');

    // After the 15 minutes, the right PIN signs in and the count starts again.
    await t.database.db
      .update(users)
      .set({ pinLockedUntil: new Date(Date.now() - 1000), pinFailedAttempts: 3 })
      .where(eq(users.id, ravi.id));
    expect((await switchTo(device, ravi.id, '7315')).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, ravi.id));
    expect(after?.pinFailedAttempts).toBe(0);
    expect(after?.pinLockedUntil).toBeNull();
  });

  it('answers 403 off a shop device, and to a made-up device cookie', async () => {
    const someone = await person('staff', '8042');
    const none = await call('POST /api/staff/switch', { body: { userId: someone.id, pin: '8042' } });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe(NOT_A_SHOP_DEVICE);
    const forged = await switchTo(`chai.shop_device=${'A'.repeat(43)}`, someone.id, '8042');
    expect(forged.statusCode).toBe(403);
    expect((await call('GET /api/staff/switch/people')).statusCode).toBe(403);
  });

  it('refuses a disabled account, and does not list it', async () => {
    const device = await markDevice('Ban check');
    const gone = await person('staff', '6142');
    const ban = await call('PATCH /api/admin/users/:id', {
      cookie: admin,
      params: { id: gone.id },
      body: { disabled: true },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    const people = (await call('GET /api/staff/switch/people', { cookie: device })).json().people;
    expect(people.map((p: { id: string }) => p.id)).not.toContain(gone.id);
    const res = await switchTo(device, gone.id, '6142');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(PIN_TEXT.disabled);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, gone.id))).toHaveLength(0);
  });

  it('limits PIN tries per device, whoever they are for', async () => {
    const device = await markDevice('Limit check');
    const other = await markDevice('Second tablet');
    const targets = await Promise.all([person('staff', '5172'), person('manager', '5273')]);
    let limited = 0;
    for (let i = 0; i < RATE_LIMITS.pinSwitch.max + 1; i++) {
      const res = await switchTo(device, targets[i % 2]!.id, '9999');
      if (res.statusCode === 429) limited++;
      else expect([401, 423]).toContain(res.statusCode);
    }
    expect(limited).toBe(1);
    // Another tablet has its own count (and the PIN is locked by now: 423, not 429).
    expect((await switchTo(other, targets[0]!.id, '5172')).statusCode).toBe(423);
  });

  it('a move made after switching records the person who switched in', async () => {
    const device = await markDevice('Board tablet');
    const meena = await person('staff', '9047', 'Meena Board');
    const customer = await createCustomer(t, 'Tablet Customer');
    const [item] = await t.database.db.select().from(menuItems).limit(1);
    const order = await placeOrder(t, customer.cookie, { lines: [{ menuItemId: item!.id, quantity: 1 }] });
    const switched = await switchTo(device, meena.id, '9047');
    const cookie = cookieHeader(switched.headers['set-cookie']);
    const accepted = await call('POST /api/admin/orders/:id/status', {
      cookie,
      params: { id: order.id },
      body: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().history.at(-1)).toMatchObject({ status: 'accepted', by: 'Meena Board' });
    expect(accepted.json().history[0].by).toBeNull();
    const cancelled = await call('POST /api/admin/orders/:id/status', {
      cookie,
      params: { id: order.id },
      body: { status: 'cancelled', reason: 'Out of milk' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const events = await t.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(events.filter((e) => e.actorUserId === meena.id).map((e) => e.toStatus)).toEqual([
      'accepted',
      'cancelled',
    ]);
    const board = await call('GET /api/admin/orders', { cookie, query: { view: 'finished' } as never });
    const listed = board.json().orders?.find((o: { id: string }) => o.id === order.id);
    if (listed) expect(listed.history.at(-1).by).toBe('Meena Board');
    // The customer's own view never names staff.
    const mine = await call('GET /api/orders/:id', { cookie: customer.cookie, params: { id: order.id } });
    expect(mine.json().history.every((h: { by?: unknown }) => h.by === undefined)).toBe(true);
  });
});

describe('PIN hardening', () => {
  const pinAudits = (email: string, action = PIN_FAILED) =>
    t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.recordId, email)));
  const reasons = async (email: string) =>
    (await pinAudits(email)).map((e) => (e.newValues as { reason?: string }).reason);

  it('20 wrong PINs at once verify at most 5: the try is counted before the PIN is checked', async () => {
    const device = await markDevice('Race check');
    const target = await person('staff', '7391');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        switchTo(device, target.id, String(1000 + i * 7).padStart(4, '0')),
      ),
    );
    const wrong = answers.filter((r) => r.statusCode === 401);
    const locked = answers.filter((r) => r.statusCode === 423);
    expect(wrong.length + locked.length, answers.map((r) => r.body).join('\n')).toBe(20);
    expect(wrong.length).toBeLessThanOrEqual(4);
    const byReason = await reasons(target.email);
    expect(byReason.filter((r) => r === 'wrong-pin')).toHaveLength(5);
    expect(byReason.filter((r) => r === 'locked')).toHaveLength(15);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.pinFailedAttempts).toBe(5);
    expect(row!.pinLockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('the lock keeps the count; ten wrong in a row clear the PIN until it is set again with the password', async () => {
    const device = await markDevice('Clear check');
    const target = await person('staff', '6318');
    await t.database.db
      .update(users)
      .set({ pinFailedAttempts: 5, pinLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, target.id));
    const sixth = await switchTo(device, target.id, '0000');
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().error.message).toBe(PIN_TEXT.wrong(4));
    for (let i = 7; i <= 9; i++) expect((await switchTo(device, target.id, '0000')).statusCode).toBe(401);
    const tenth = await switchTo(device, target.id, '0000');
    expect(tenth.statusCode).toBe(403);
    expect(tenth.json().error.message).toBe(PIN_TEXT.cleared);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.pinHash).toBeNull();
    expect(await pinAudits(target.email, 'auth.pin_cleared')).toHaveLength(1);
    expect((await switchTo(device, target.id, '6318')).json().error.message).toBe(PIN_TEXT.noPin);
    expect(await reasons(target.email)).toContain('no-pin');
    const again = await call('PUT /api/staff/pin', {
      cookie: target.cookie,
      body: { currentPassword: DEMO_PASSWORD, pin: '6318' },
    });
    expect(again.statusCode).toBe(200);
    expect((await switchTo(device, target.id, '6318')).statusCode).toBe(200);
  });

  it('audits a try for an unknown user, one against a locked PIN, and a wrong password when setting one', async () => {
    const device = await markDevice('Audit check');
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect((await switchTo(device, unknown, '4827')).statusCode).toBe(403);
    expect(await reasons(unknown)).toEqual(['unknown-user']);
    const target = await person('staff', '3947');
    await t.database.db
      .update(users)
      .set({ pinLockedUntil: new Date(Date.now() + 10 * 60_000) })
      .where(eq(users.id, target.id));
    expect((await switchTo(device, target.id, '3947')).statusCode).toBe(423);
    expect(await reasons(target.email)).toEqual(['locked']);
    const wrong = await call('PUT /api/staff/pin', {
      cookie: target.cookie,
      body: { currentPassword: 'not my password', pin: '5831' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await reasons(target.email)).sort()).toEqual(['locked', 'wrong-password']);
  });

  it('changing the password clears the PIN', async () => {
    const device = await markDevice('Password check');
    const target = await person('staff', '5928');
    const changed = await call('POST /api/staff/password', {
      cookie: target.cookie,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'New@Password42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.pinHash).toBeNull();
    expect(await pinAudits(target.email, 'auth.pin_cleared')).toHaveLength(1);
    expect((await switchTo(device, target.id, '5928')).statusCode).toBe(403);
  });

  it('unmarking a device signs out the sessions opened with a PIN on it, and only those', async () => {
    const device = await markDevice('Unmark check');
    const elsewhere = await markDevice('Other counter');
    const a = await person('staff', '4718');
    const b = await person('staff', '4719');
    const onIt = cookieHeader((await switchTo(device, a.id, '4718')).headers['set-cookie']);
    const onOther = cookieHeader((await switchTo(elsewhere, b.id, '4719')).headers['set-cookie']);
    const [row] = await t.database.db.select().from(shopDevices).where(eq(shopDevices.name, 'Unmark check'));
    const revoked = await call('DELETE /api/admin/shop-devices/:id', {
      cookie: admin,
      params: { id: row!.id },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await call('GET /api/staff/session', { cookie: onIt })).statusCode).toBe(401);
    expect((await call('GET /api/staff/session', { cookie: onOther })).statusCode).toBe(200);
    // The password session of the same person elsewhere is untouched.
    expect((await call('GET /api/staff/session', { cookie: a.cookie })).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'shop_device.revoked'), eq(auditLogs.recordId, row!.id)));
    expect(entry?.oldValues).toMatchObject({ name: 'Unmark check' });
    expect(entry?.newValues).toMatchObject({ sessionsEnded: 1 });
  });

  it('made-up device cookies share the address’s switch limit instead of minting fresh ones', async () => {
    const someone = await person('staff', '8146');
    let limited = 0;
    for (let i = 0; i < RATE_LIMITS.pinSwitch.max + 1; i++) {
      const forged = `chai.shop_device=${randomBytes(32).toString('base64url')}`;
      const res = await call('POST /api/staff/switch', {
        cookie: forged,
        body: { userId: someone.id, pin: '8146' },
        remoteAddress: '10.93.0.7',
      });
      if (res.statusCode === 429) limited++;
      else expect(res.statusCode).toBe(403);
    }
    expect(limited).toBe(1);
  });
});
