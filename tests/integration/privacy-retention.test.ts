// The scheduled deletions of docs/product.md#privacy-and-retention, on the real database with
// backdated rows: expired sign-in codes and sessions, and push subscriptions unused for 90 days
// (a push the service accepted, or the browser renewing it, counts as use).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLogs,
  menuItems,
  notificationOutbox,
  pushSubscriptions,
  sessions,
  users,
  verifications,
} from '#server/db/schema.ts';
import { createRetentionRepo } from '#server/modules/privacy/retention.repo.ts';
import { sendCode, signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** How better-auth's phone-number plugin keys a phone's sign-in code. */
const codeOf = (phone: string) => `phone-number-otp-${phone}`;

let t: TestApp;
let pushService: FakePushService;
let alice: string;
let staff: string;
let chai: string;

beforeAll(async () => {
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '100000' } });
  // The tests hand push rows to the sender themselves.
  await t.app.services.outbox.stop();
  pushService = await startFakePushService();
  alice = (await signInCustomer(t, '9890061111', 'Alice Dsouza', '10.93.0.1')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.93.0.2');
  const [row] = await t.database.db.select().from(menuItems).limit(1);
  chai = row!.id;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const sweep = () => t.app.services.retention.sweep();
const db = () => t.database.db;

async function placeAndFollow() {
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: alice },
    payload: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai, quantity: 1 }],
      address: deliveryAddress({ name: 'Alice', phone: '9890061111' }),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string };
  const browser = pushService.subscribe();
  const follow = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/push-subscription`,
      headers: { cookie: alice },
      payload: browser as unknown as object,
    });
  expect((await follow()).statusCode).toBe(200);
  const [row] = await db()
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, browser.endpoint));
  return { order, browser, follow, subscriptionId: row!.id };
}

const subscriptionExists = async (id: string) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length === 1;

describe('the retention sweep', () => {
  it('deletes sign-in codes once they have expired, and keeps the live ones', async () => {
    expect((await sendCode(t, '9890062222', '10.93.0.3')).statusCode).toBe(200);
    expect((await sendCode(t, '9890063333', '10.93.0.4')).statusCode).toBe(200);
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, codeOf('+919890062222')));
    const report = await sweep();
    expect(report?.codes).toBeGreaterThanOrEqual(1);
    const left = (await db().select().from(verifications)).map((v) => v.identifier);
    expect(left).not.toContain(codeOf('+919890062222'));
    expect(left).toContain(codeOf('+919890063333'));
  });

  it('deletes expired sessions (and the push subscriptions made in them), and keeps live ones', async () => {
    const bob = (await signInCustomer(t, '9890064444', 'Bob Shinde', '10.93.0.5')).cookie;
    const [bobUser] = await db().select().from(users).where(eq(users.phoneNumber, '+919890064444'));
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, bobUser!.id));
    const report = await sweep();
    expect(report?.sessions).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, bobUser!.id))).toHaveLength(0);
    const me = await t.app.inject({ url: '/api/customer/me', headers: { cookie: bob } });
    expect(me.json().profile).toBeNull();
    // Alice's session is live and stays.
    const mine = await t.app.inject({ url: '/api/customer/me', headers: { cookie: alice } });
    expect(mine.json().profile).toMatchObject({ fullName: 'Alice Dsouza' });
  });

  it('deletes a push subscription unused for 90 days and keeps one used since', async () => {
    const unused = await placeAndFollow();
    const used = await placeAndFollow();
    const renewed = await placeAndFollow();
    for (const { subscriptionId } of [unused, used, renewed])
      await db()
        .update(pushSubscriptions)
        .set({ createdAt: daysAgo(120), lastUsedAt: null })
        .where(eq(pushSubscriptions.id, subscriptionId));
    // A push the service accepts marks its subscription used.
    const staffMove = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${used.order.id}/status`,
      headers: { cookie: staff },
      payload: { status: 'accepted' },
    });
    expect(staffMove.statusCode, staffMove.body).toBe(200);
    const [row] = await db()
      .select()
      .from(notificationOutbox)
      .where(
        sql`${notificationOutbox.orderId} = ${used.order.id} and ${notificationOutbox.channel} = 'push'`,
      );
    expect(
      await t.app.services.push.send({
        id: row!.id,
        sourceId: row!.sourceId,
        kind: row!.kind,
        channel: row!.channel,
        orderId: row!.orderId,
        userId: row!.userId,
        phone: row!.phone,
        subscriptionId: row!.subscriptionId,
        data: {},
        attempts: 0,
        createdAt: row!.createdAt,
        order: {
          id: used.order.id,
          orderNumber: 'CE-1',
          totalPaise: 2500,
          orderType: 'delivery',
          status: 'accepted',
        },
      }),
    ).toEqual({ result: 'sent' });
    expect(pushService.received(used.browser.endpoint)).toHaveLength(1);
    // The browser renewing its subscription is use too.
    expect((await renewed.follow()).statusCode).toBe(200);

    const report = await sweep();
    expect(report?.pushSubscriptions).toBeGreaterThanOrEqual(1);
    expect(await subscriptionExists(unused.subscriptionId)).toBe(false);
    expect(await subscriptionExists(used.subscriptionId)).toBe(true);
    expect(await subscriptionExists(renewed.subscriptionId)).toBe(true);

    // 89 days unused is not yet 90.
    await db()
      .update(pushSubscriptions)
      .set({ lastUsedAt: daysAgo(89) })
      .where(eq(pushSubscriptions.id, used.subscriptionId));
    await sweep();
    expect(await subscriptionExists(used.subscriptionId)).toBe(true);
    await db()
      .update(pushSubscriptions)
      .set({ lastUsedAt: daysAgo(91) })
      .where(eq(pushSubscriptions.id, used.subscriptionId));
    await sweep();
    expect(await subscriptionExists(used.subscriptionId)).toBe(false);
  });

  it("deletes the log's entries about customers' codes and sign-ins after a year, and keeps the staff's", async () => {
    const entry = (action: string, tableName: string, days: number, recordId = '+919890069999') => ({
      action,
      tableName,
      recordId,
      ipAddress: '10.93.9.9',
      createdAt: daysAgo(days),
    });
    const rows = await db()
      .insert(auditLogs)
      .values([
        entry('otp.sent', 'verifications', 366),
        entry('security.otp_exhausted', 'verifications', 400),
        entry('auth.customer_sign_in', 'user_profiles', 370, randomUUID()),
        entry('otp.sent', 'verifications', 300),
        entry('auth.customer_sign_in', 'user_profiles', 300, randomUUID()),
        entry('settings.update', 'site_settings', 800, 'site'),
        entry('orders.status', 'orders', 800, randomUUID()),
      ])
      .returning({ id: auditLogs.id, action: auditLogs.action, createdAt: auditLogs.createdAt });
    const report = await sweep();
    expect(report?.signInLogs).toBe(3);
    const left = await db().select({ id: auditLogs.id }).from(auditLogs);
    const kept = rows.filter((r) => left.some((l) => l.id === r.id));
    expect(kept.map((r) => r.action).sort()).toEqual([
      'auth.customer_sign_in',
      'orders.status',
      'otp.sent',
      'settings.update',
    ]);
  });

  it('deletes each row once when several instances sweep at the same moment', async () => {
    // Whatever earlier tests left expires too: the count below is of every expired code.
    for (const phone of ['9890065555', '9890066666', '9890067777'])
      expect((await sendCode(t, phone, '10.93.0.6')).statusCode).toBe(200);
    const expired = await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .returning({ id: verifications.id });
    expect(expired.length).toBeGreaterThanOrEqual(3);
    // Three "instances": three repos on the same database, sweeping together.
    const reports = await Promise.all([1, 2, 3].map(() => createRetentionRepo(db()).sweep(new Date())));
    const deleted = reports.reduce((sum, r) => sum + (r?.codes ?? 0), 0);
    expect(deleted).toBe(expired.length);
    expect(await db().select().from(verifications)).toHaveLength(0);
  });
});

describe('the sweeper', () => {
  it('runs by itself on its interval, and stops with the app', async () => {
    const other = await createTestApp({ retention: { firstAfterMs: 20, everyMs: 50 } });
    try {
      expect((await sendCode(other, '9890068888', '10.93.0.7')).statusCode).toBe(200);
      await other.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
      await vi.waitFor(
        async () => expect(await other.database.db.select().from(verifications)).toHaveLength(0),
        {
          timeout: 5_000,
          interval: 50,
        },
      );
    } finally {
      await other.close();
    }
  });
});
