// What the order pad refuses (docs/product.md#staff-take-orders), through the real routes and
// database: a paid counter or phone order cancelled from the board without its money handed back,
// a customer cancelling an order staff took, a code given to a number typed for the first time, a
// client's time on an order that was never queued, a pad key that is the customer's checkout key,
// cash "paid now" on the phone; and customer lookups audited, on a budget of their own.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, discountCodes, menuItems, users } from '#server/db/schema.ts';
import { ORDER_PAD_MESSAGES, type StaffOrderBody, type StaffOrderResponse } from '#shared/api/order-pad.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: string;
let manager: string;
let bun = '';
let phones = 0;

/** A new customer phone for each use, as typed on the pad (ten digits). */
const newPhone = () => `98907${String(70_000 + ++phones).padStart(5, '0')}`;

const body = (extra: Partial<StaffOrderBody> = {}): StaffOrderBody => ({
  idempotencyKey: randomUUID(),
  channel: 'counter',
  lines: [{ menuItemId: bun, quantity: 2 }],
  payment: { method: 'cod', paidNow: true },
  ...extra,
});

const take = (cookie: string, order: StaffOrderBody) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders', headers: { cookie }, payload: order });

async function taken(cookie: string, order: StaffOrderBody): Promise<StaffOrderResponse> {
  const res = await take(cookie, order);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const accountsWith = (phone: string) =>
  t.database.db
    .select()
    .from(users)
    .where(eq(users.phoneNumber, `+91${phone}`));

beforeAll(async () => {
  t = await createTestApp();
  const [item] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Bun Maska'));
  bun = item!.id;
  staff = await sessionFor(t, 'staff');
  manager = await sessionFor(t, 'manager');
  await t.database.db.insert(discountCodes).values({
    id: randomUUID(),
    code: 'WELCOME50',
    kind: 'percent',
    value: 50,
    firstOrderOnly: true,
    usesPerCustomer: 1,
  });
});
afterAll(() => t.close());

describe('cancelling', () => {
  const cancel = (cookie: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie },
      payload: { status: 'cancelled', reason: 'Mistake' },
    });

  it('from the board refuses a paid counter order (a manager voids it), and cancels an unpaid phone one', async () => {
    const { order } = await taken(staff, body());
    for (const cookie of [staff, manager]) {
      const res = await cancel(cookie, order.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ORDER_PAD_MESSAGES.voidNeeded);
    }
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/void`,
      headers: { cookie: manager },
      payload: { reason: 'Mistake' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().payment.status).toBe('refunded');
    const phone = await taken(
      staff,
      body({ channel: 'phone', customer: { phone: newPhone() }, payment: { method: 'cod', paidNow: false } }),
    );
    const unpaid = await cancel(staff, phone.order.id);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json().status).toBe('cancelled');
  });

  it("is not the customer's for an order staff took on the phone", async () => {
    const phone = newPhone();
    const { cookie } = await signInCustomer(t, phone, 'Caller', '10.94.7.1');
    const { order } = await taken(
      staff,
      body({ channel: 'phone', customer: { phone }, payment: { method: 'upi', paidNow: true } }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ORDER_PAD_MESSAGES.customerCannotCancel);
    const mine = await t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie } });
    expect(mine.json()).toMatchObject({ status: 'placed', payment: { status: 'paid' } });
  });
});

describe('a discount code', () => {
  it('is refused for a number typed for the first time unless a manager applies it; the refusal leaves no account', async () => {
    const invented = newPhone();
    const res = await take(staff, body({ customer: { phone: invented }, discountCode: 'WELCOME50' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ discountCode: ORDER_PAD_MESSAGES.codeNeedsKnownCustomer });
    expect(await accountsWith(invented)).toEqual([]);
    const byManager = await taken(
      manager,
      body({ customer: { phone: newPhone() }, discountCode: 'WELCOME50' }),
    );
    expect(byManager.order.discount).toBeGreaterThan(0);
  });

  it('applies for a customer the shop knows', async () => {
    const phone = newPhone();
    await signInCustomer(t, phone, 'Known Face', '10.94.7.2');
    const { order } = await taken(staff, body({ customer: { phone }, discountCode: 'WELCOME50' }));
    expect(order.discount).toBeGreaterThan(0);
  });

  it('a new caller whose order is refused leaves no account behind', async () => {
    const phone = newPhone();
    const short = await take(
      staff,
      body({ customer: { phone }, payment: { method: 'cod', paidNow: true, tendered: 1 } }),
    );
    expect(short.statusCode).toBe(400);
    expect(await accountsWith(phone)).toEqual([]);
  });
});

describe('the body', () => {
  it("takes the client's time only for a queued counter order with its token", async () => {
    const takenAt = new Date(Date.now() - 60_000).toISOString();
    const phone = await take(
      staff,
      body({
        channel: 'phone',
        customer: { phone: newPhone() },
        payment: { method: 'upi', paidNow: true },
        takenAt,
      }),
    );
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.fields.takenAt).toBe(ORDER_PAD_MESSAGES.takenAtOnlyQueued);
    const noToken = await take(staff, body({ takenAt }));
    expect(noToken.statusCode).toBe(400);
  });

  it('refuses cash paid now on the phone, and takes UPI or card', async () => {
    const cash = await take(
      staff,
      body({ channel: 'phone', customer: { phone: newPhone() }, payment: { method: 'cod', paidNow: true } }),
    );
    expect(cash.statusCode).toBe(400);
    expect(cash.json().error.fields['payment.paidNow']).toBe(ORDER_PAD_MESSAGES.phoneCashAtTheDoor);
    const card = await taken(
      staff,
      body({ channel: 'phone', customer: { phone: newPhone() }, payment: { method: 'card', paidNow: true } }),
    );
    expect(card.order.payment.status).toBe('paid');
  });

  it('answers the one order for the same pad key sent twice at once (keys unique by channel)', async () => {
    const order = body({
      channel: 'phone',
      customer: { phone: newPhone() },
      payment: { method: 'upi', paidNow: false },
    });
    const [a, b] = await Promise.all([take(staff, order), take(manager, order)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().order.id).toBe(b.json().order.id);
  });

  it("answers 409 for a pad key that is the customer's online checkout key", async () => {
    const phone = newPhone();
    const { cookie } = await signInCustomer(t, phone, 'Web', '10.94.9.1');
    const key = randomUUID();
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: { idempotencyKey: key, lines: [{ menuItemId: bun, quantity: 1 }], orderType: 'pickup' },
    });
    expect(online.statusCode, online.body).toBe(201);
    const res = await take(
      staff,
      body({
        idempotencyKey: key,
        channel: 'phone',
        customer: { phone },
        payment: { method: 'cod', paidNow: false },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ORDER_PAD_MESSAGES.keyUsedOnline);
  });
});

describe('a customer lookup', () => {
  const lookup = (cookie: string, phone: string) =>
    t.app.inject({ url: `/api/admin/customers/lookup?phone=${phone}`, headers: { cookie } });

  it('is audited with the number masked, and has its own budget per staff account', async () => {
    const phone = newPhone();
    const res = await lookup(staff, phone);
    expect(res.statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'customers.lookup'));
    expect(entries.map((e) => e.newValues)).toContainEqual({
      phone: `+${'*'.repeat(8)}${phone.slice(-4)}`,
      found: false,
    });
    expect(JSON.stringify(entries)).not.toContain(phone);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await lookup(staff, newPhone())).statusCode);
    expect(statuses.slice(0, 59)).toEqual(Array(59).fill(200));
    expect(statuses.at(-1)).toBe(429);
    // Another staff account's lookups are counted apart.
    expect((await lookup(manager, newPhone())).statusCode).toBe(200);
  });
});
