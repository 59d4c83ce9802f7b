// "Delete my account" through the real routes (docs/product.md#privacy-and-retention): the
// personal data goes, every session ends, the bills keep the name and phone they print, and the
// phone can sign up again as a new customer with no history. Refused for a guest, a staff account
// and while an order is on its way; one customer's request touches only their own account.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  notificationPreferences,
  orders,
  pushSubscriptions,
  sessions,
  userAddresses,
  userProfiles,
  users,
  verifications,
} from '#server/db/schema.ts';
import { ACCOUNT_DELETION_MESSAGES, ERASED_CUSTOMER_NAME } from '#shared/api/account-deletion.ts';
import { endpointCaller } from '../helpers/call.ts';
import { sendCode, signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress, IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { createItem } from '../helpers/factories.ts';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service.ts';
import { expectWaitSaid } from '../helpers/rate-limit-answer.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let pushService: FakePushService;
let staff: string;
let chai: string;
let nextAddress = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '100000' } });
  await t.app.services.outbox.stop();
  pushService = await startFakePushService();
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.94.0.1');
  chai = (await createItem(t, { price: 25 })).id;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const db = () => t.database.db;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.94.${++nextAddress % 250}.9` });
const deleteAccount = (cookie: string | undefined, payload: object = { confirm: true }) =>
  // Some tests send what the route must refuse (another account's id).
  call('DELETE /api/customer/account', { cookie, body: payload as never });

async function customer(phone: string, name: string) {
  const { cookie } = await signInCustomer(t, phone, name, `10.94.250.${++nextAddress % 250}`);
  const [row] = await db()
    .select()
    .from(users)
    .where(eq(users.phoneNumber, `+91${phone}`));
  return { cookie, id: row!.id, phone: `+91${phone}` };
}

async function placeDelivery(userId: string, name: string, phone: string) {
  const { order } = await t.app.services.orders.place(userId, {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId: chai, quantity: 2 }],
    address: deliveryAddress({ name, phone }),
    paymentMethod: 'cod',
  });
  return order;
}

async function placePickup(userId: string) {
  const { order } = await t.app.services.orders.place(userId, {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId: chai, quantity: 1 }],
    orderType: 'pickup',
    paymentMethod: 'cod',
  });
  return order;
}

/** Staff deliver the order (it gets its bill). */
async function deliver(id: string) {
  await db().update(orders).set({ status: 'out_for_delivery' }).where(eq(orders.id, id));
  const res = await call('POST /api/admin/orders/:id/status', {
    cookie: staff,
    params: { id },
    body: { status: 'delivered' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function cancel(id: string) {
  const res = await call('POST /api/admin/orders/:id/status', {
    cookie: staff,
    params: { id },
    body: {
      status: 'cancelled',
      reason: 'Out of milk',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** As if the resend wait had passed since the phone's last code. */
const resendWaitPassed = (phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/dev/sms-outbox/backdate', payload: { phone, seconds: 60 } });

const signedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/customer/me', headers: { cookie } })).json().profile !== null;

describe('DELETE /api/customer/account', () => {
  it('erases the profile, addresses, notifications and sessions, and the bills keep name and phone', async () => {
    const asha = await customer('9890071111', 'Asha Kulkarni');
    // A second device signed in to the same account.
    await resendWaitPassed(asha.phone);
    const otherDevice = (await signInCustomer(t, '9890071111', undefined, '10.94.251.1')).cookie;
    const saved = await call('POST /api/customer/addresses', { cookie: asha.cookie, body: IN_AREA_ADDRESS });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await call('PUT /api/customer/notifications', { cookie: asha.cookie, body: { orderSms: false } }))
        .statusCode,
    ).toBe(200);

    const delivered = await placeDelivery(asha.id, 'Asha Kulkarni', '+919890071111');
    const browser = pushService.subscribe();
    expect(
      (
        await call('POST /api/orders/:id/push-subscription', {
          cookie: asha.cookie,
          params: { id: delivered.id },
          body: browser,
        })
      ).statusCode,
    ).toBe(200);
    await deliver(delivered.id);
    const pickup = await placePickup(asha.id);
    await deliver(pickup.id);
    const cancelled = await placeDelivery(asha.id, 'Asha Kulkarni', '+919890071111');
    await cancel(cancelled.id);
    const billBefore = (
      await call('GET /api/orders/:id/bill', { cookie: staff, params: { id: delivered.id } })
    ).json();
    expect(billBefore.customer.address).toContain('Porwal Road');

    const res = await deleteAccount(asha.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    // This browser's cookie is cleared, and every device is signed out.
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    expect(await signedIn(asha.cookie)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, asha.id))).toHaveLength(0);

    expect(await db().select().from(userProfiles).where(eq(userProfiles.userId, asha.id))).toHaveLength(0);
    expect(await db().select().from(userAddresses).where(eq(userAddresses.userId, asha.id))).toHaveLength(0);
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, asha.id)),
    ).toHaveLength(0);
    expect(
      await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, asha.id)),
    ).toHaveLength(0);
    const [account] = await db().select().from(users).where(eq(users.id, asha.id));
    expect(account).toMatchObject({ name: ERASED_CUSTOMER_NAME, phoneNumber: null, banned: true });
    expect(account!.email).not.toContain('9890071111');

    // The bills still print the name and phone; the delivery address is gone.
    const deliveredBill = (
      await call('GET /api/orders/:id/bill', { cookie: staff, params: { id: delivered.id } })
    ).json();
    expect(deliveredBill.customer).toEqual({ name: 'Asha Kulkarni', phone: '+919890071111', address: null });
    expect(deliveredBill.number).toBe(billBefore.number);
    expect(deliveredBill.total).toBe(billBefore.total);
    const pickupBill = (
      await call('GET /api/orders/:id/bill', { cookie: staff, params: { id: pickup.id } })
    ).json();
    expect(pickupBill.customer).toEqual({ name: 'Asha Kulkarni', phone: '+919890071111', address: null });
    const [deliveredRow] = await db().select().from(orders).where(eq(orders.id, delivered.id));
    expect(deliveredRow!.address).toEqual({ name: 'Asha Kulkarni', phone: '+919890071111', address: '' });
    // A cancelled order that took no money keeps nothing personal.
    const [cancelledRow] = await db().select().from(orders).where(eq(orders.id, cancelled.id));
    expect(cancelledRow!.address).toEqual({ name: '', phone: '', address: '' });
    expect(cancelledRow).toMatchObject({ billName: null, billPhone: null });

    // The audit log records the deletion, without the phone, the name or the address it came from.
    const [entry] = await db()
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'customer.account_deleted'));
    expect(entry).toMatchObject({ recordId: asha.id, ipAddress: null, userAgent: null });
    expect(JSON.stringify(entry)).not.toMatch(/9890071111|Asha/);
    expect(entry!.newValues).toEqual({ salesKept: 2, ordersCleared: 1, accountRemoved: false });

    // The same phone signs up again as a new customer, with no history.
    await resendWaitPassed(asha.phone);
    const again = await signInCustomer(t, '9890071111', 'Asha Again', '10.94.251.2');
    expect(again.body.isNewUser).toBe(true);
    const mine = (await call('GET /api/orders', { cookie: again.cookie })).json();
    expect(mine.orders ?? mine).toHaveLength(0);
    expect(
      (await call('GET /api/customer/addresses', { cookie: again.cookie })).json().addresses,
    ).toHaveLength(0);
    // And the old bills are still the old customer's.
    expect(
      (await call('GET /api/orders/:id/bill', { cookie: staff, params: { id: pickup.id } })).json().customer
        .name,
    ).toBe('Asha Kulkarni');
  });

  it('deletes an account with no orders outright, with its pending sign-in code', async () => {
    const ravi = await customer('9890072222', 'Ravi Patil');
    await resendWaitPassed(ravi.phone);
    expect((await sendCode(t, '9890072222', '10.94.252.1')).statusCode).toBe(200);
    const res = await deleteAccount(ravi.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, ravi.id))).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, `phone-number-otp-${ravi.phone}`)),
    ).toHaveLength(0);
  });

  it('refuses while an order is on its way, and erases nothing', async () => {
    const meera = await customer('9890073333', 'Meera Joshi');
    const order = await placeDelivery(meera.id, 'Meera Joshi', '+919890073333');
    const res = await deleteAccount(meera.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ACCOUNT_DELETION_MESSAGES.orderInProgress);
    expect(await signedIn(meera.cookie)).toBe(true);
    expect(await db().select().from(userProfiles).where(eq(userProfiles.userId, meera.id))).toHaveLength(1);
    // Once delivered, the account can go.
    await deliver(order.id);
    expect((await deleteAccount(meera.cookie)).statusCode).toBe(200);
  });

  it("deletes only the caller's own account", async () => {
    const kiran = await customer('9890074444', 'Kiran Rao');
    const dev = await customer('9890075555', 'Dev Shah');
    // The route names no account: whatever Dev sends, it is Dev's own that goes.
    const res = await deleteAccount(dev.cookie, { confirm: true, userId: kiran.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedIn(kiran.cookie)).toBe(true);
    expect(await db().select().from(users).where(eq(users.id, kiran.id))).toHaveLength(1);
    expect(await db().select().from(users).where(eq(users.id, dev.id))).toHaveLength(0);
  });

  it('refuses a guest, a staff account, and a request without the confirmation', async () => {
    expect((await deleteAccount(undefined)).statusCode).toBe(401);
    const admin = await signInStaff(t, 'admin@example.com', undefined, '10.94.253.1');
    const refused = await deleteAccount(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ACCOUNT_DELETION_MESSAGES.customersOnly);
    const [adminRow] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(adminRow).toMatchObject({ banned: false });

    const nina = await customer('9890076666', 'Nina Das');
    for (const payload of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const res = await deleteAccount(nina.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields.confirm).toBe(ACCOUNT_DELETION_MESSAGES.confirm);
    }
    expect(await signedIn(nina.cookie)).toBe(true);
  });

  it('allows a few tries in 15 minutes', async () => {
    const om = await customer('9890077777', 'Om Kale');
    await placeDelivery(om.id, 'Om Kale', '+919890077777');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await deleteAccount(om.cookie)).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    // 15 minutes' window: the wait is said in minutes.
    expect(expectWaitSaid(await deleteAccount(om.cookie))).toMatch(/in 1[45] minutes\.$/);
  });
});
