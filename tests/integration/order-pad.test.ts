// The order pad (docs/product.md#staff-take-orders), through the real routes and database: counter
// and phone orders priced as online, paid and billed at the counter, numbered with the day's
// tokens across instances, the caller found or created by phone without an SMS, the same order
// never taken twice, a total that changed refused unless the order waited on the pad, discounts by
// hand for managers only, and a manager's void handing the money back.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, menuItems, notificationOutbox, options, orders, users } from '#server/db/schema.ts';
import { ORDER_PAD_MESSAGES, type StaffOrderBody, type StaffOrderResponse } from '#shared/api/order-pad.ts';
import type { Order } from '#shared/api/orders.ts';
import { kitchenTicketContent } from '#shared/kitchen/kitchen-ticket-content.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: string;
let manager: string;
const item: Record<string, string> = {};
const option: Record<string, string> = {};
let phones = 0;

/** A new customer phone for each use, as typed on the pad (ten digits). */
const newPhone = () => `98907${String(10_000 + ++phones).padStart(5, '0')}`;

const chaiLine = () => ({
  menuItemId: item['Masala Chai']!,
  quantity: 2,
  options: [option.Full!, option['Less sugar']!, option['Extra ginger']!],
  note: 'Hot please',
});
const bunLine = () => ({ menuItemId: item['Bun Maska']!, quantity: 1 });

function counterBody(extra: Partial<StaffOrderBody> = {}): StaffOrderBody {
  return {
    idempotencyKey: randomUUID(),
    channel: 'counter',
    lines: [chaiLine(), bunLine()],
    payment: { method: 'cod', paidNow: true },
    ...extra,
  };
}

const take = (cookie: string, body: StaffOrderBody, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: '/api/admin/orders', headers: { cookie }, payload: body });

async function taken(cookie: string, body: StaffOrderBody, app: TestApp = t): Promise<StaffOrderResponse> {
  const res = await take(cookie, body, app);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const lookup = (cookie: string, phone: string) =>
  t.app.inject({
    url: `/api/admin/customers/lookup?phone=${encodeURIComponent(phone)}`,
    headers: { cookie },
  });

beforeAll(async () => {
  t = await createTestApp({ itemOptions: true });
  for (const r of await t.database.db.select().from(menuItems)) item[r.name] = r.id;
  for (const r of await t.database.db.select().from(options)) option[r.name] = r.id;
  staff = await sessionFor(t, 'staff');
  manager = await sessionFor(t, 'manager');
});
afterAll(() => t.close());

describe('a counter order', () => {
  it('is priced, taxed and totalled exactly as the same cart online', async () => {
    const { cookie } = await signInCustomer(t, newPhone(), 'Online Twin', '10.94.0.1');
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: { idempotencyKey: randomUUID(), lines: [chaiLine(), bunLine()], orderType: 'pickup' },
    });
    expect(online.statusCode, online.body).toBe(201);
    const web: Order = online.json();
    const { order } = await taken(staff, counterBody());
    expect(order.lines).toEqual(web.lines);
    expect(order.subtotal).toBe(web.subtotal);
    expect(order.tax).toEqual(web.tax);
    expect(order.total).toBe(web.total);
    expect(order.book).toMatchObject({ channel: 'counter', counterKind: 'takeaway', takenBy: 'Rohan Patil' });
    expect(web.book).toMatchObject({ channel: 'online', token: null });
    expect(web.book?.takenBy).toBeUndefined();
  });

  it('is paid at the counter, billed at once with its token, and gives the change for the cash handed over', async () => {
    const res = await taken(
      staff,
      counterBody({ counterKind: 'dine_in', payment: { method: 'cod', paidNow: true, tendered: 500 } }),
    );
    const { order } = res;
    expect(order.status).toBe('placed');
    expect(order.payment.status).toBe('paid');
    expect(order.payment.paidAt).not.toBeNull();
    expect(order.bill?.number).toMatch(/\d+$/);
    expect(order.book?.token).toBeGreaterThan(0);
    expect(order.book?.counterKind).toBe('dine_in');
    expect(res.change).toBe(500 - order.total);
    const bill = await t.app.inject({ url: `/api/orders/${order.id}/bill`, headers: { cookie: staff } });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json()).toMatchObject({
      number: order.bill?.number,
      orderNumber: order.orderNumber,
      book: { channel: 'counter', token: order.book?.token, counterKind: 'dine_in' },
    });
    const pdf = await t.app.inject({ url: `/api/orders/${order.id}/bill.pdf`, headers: { cookie: staff } });
    expect(pdf.statusCode).toBe(200);
    // The kitchen ticket (browser and network printer render the same content) calls the token.
    const ticket = kitchenTicketContent(order, { reprint: false, timeZone: 'Asia/Kolkata' });
    expect(ticket.kitchen.head).toMatchObject({
      token: `Token ${order.book?.token}`,
      channel: 'Counter · Dine-in',
    });
    const entries = await t.database.db.select().from(auditLogs).where(eq(auditLogs.recordId, order.id));
    expect(entries.map((e) => e.action)).toContain('orders.take');
  });

  it('refuses cash short of the total', async () => {
    const res = await take(staff, counterBody({ payment: { method: 'cod', paidNow: true, tendered: 1 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/short of the total/);
  });

  it('numbers tokens once a day across two instances on one database, pads and orders alike', async () => {
    const second = await createTestApp({ reuseDatabase: t.database });
    try {
      const staff2 = await sessionFor(second, 'staff');
      const runs = await Promise.all([
        ...Array.from({ length: 6 }, (_, i) =>
          take(i % 2 ? staff : staff2, counterBody(), i % 2 ? t : second),
        ),
        second.app.inject({
          method: 'POST',
          url: '/api/admin/order-pad/tokens',
          headers: { cookie: staff2 },
          payload: { count: 5 },
        }),
      ]);
      for (const r of runs) expect(r.statusCode, r.body).toBeLessThan(300);
      const block = runs.at(-1)!.json();
      const tokens = runs.slice(0, -1).map((r) => (r.json() as StaffOrderResponse).order.book!.token!);
      const blockTokens = Array.from({ length: 5 }, (_, i) => block.first + i);
      const all = [...tokens, ...blockTokens];
      expect(new Set(all).size).toBe(all.length);
      // The pad numbers an order with one of its own tokens, which no other order takes.
      const own = await taken(staff2, counterBody({ token: block.first }), second);
      expect(own.order.book?.token).toBe(block.first);
      const stored = await t.database.db.select({ token: orders.token }).from(orders);
      const numbered = stored.map((r) => r.token).filter((n) => n !== null);
      expect(new Set(numbered).size).toBe(numbered.length);
    } finally {
      await second.app.close();
    }
  });

  it("is not held to a customer's checkout budget: a rush at the counter is taken in full", async () => {
    // Checkout allows a customer 10 orders a minute; the pad is on the staff account's budget.
    const rush = await Promise.all(Array.from({ length: 15 }, () => take(staff, counterBody())));
    expect(rush.map((r) => r.statusCode)).toEqual(Array(15).fill(201));
  });

  it("refuses a token outside the taker's own blocks", async () => {
    const block = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/order-pad/tokens',
        headers: { cookie: manager },
        payload: { count: 2 },
      })
    ).json();
    const res = await take(staff, counterBody({ token: block.first }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ORDER_PAD_MESSAGES.tokenNotReserved);
  });

  it('answers the same order when the pad sends it again', async () => {
    const body = counterBody();
    const first = await taken(staff, body);
    const again = await take(staff, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, order: { id: first.order.id } });
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('refuses a total that changed, unless the order waited on the pad (then taken at the server price)', async () => {
    const refused = await take(staff, counterBody({ expectedTotal: 1 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Prices changed: the total is now/);
    // A queued order is a counter order numbered from the pad's own block.
    const block = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/order-pad/tokens',
        headers: { cookie: staff },
        payload: { count: 1 },
      })
    ).json();
    const queued = await taken(
      staff,
      counterBody({
        expectedTotal: 1,
        token: block.first,
        takenAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(queued.repriced).toEqual({ shown: 1, total: queued.order.total });
    const agreed = await taken(staff, counterBody({ expectedTotal: queued.order.total }));
    expect(agreed.repriced).toBeNull();
  });

  it('lets only managers take money off by hand', async () => {
    const manualDiscount = { amount: 20, reason: 'Regular customer' };
    const refused = await take(staff, counterBody({ manualDiscount }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ORDER_PAD_MESSAGES.manualDiscountManagers);
    const full = await taken(manager, counterBody());
    const off = await taken(manager, counterBody({ manualDiscount }));
    expect(off.order.discount).toBe(20);
    expect(off.order.subtotal).toBe(full.order.subtotal);
    expect(off.order.total).toBeLessThan(full.order.total);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, off.order.id));
    expect(row?.discountReason).toBe('Regular customer');
    const tooMuch = await take(manager, counterBody({ manualDiscount: { amount: 5000, reason: 'Oops' } }));
    expect(tooMuch.statusCode).toBe(400);
  });

  it('for a walk-in shows on the board and leaves customers and notifications alone', async () => {
    const { order } = await taken(staff, counterBody());
    const board = await t.app.inject({ url: '/api/admin/orders', headers: { cookie: staff } });
    expect(board.statusCode).toBe(200);
    expect((board.json().orders as Order[]).map((o) => o.id)).toContain(order.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: staff },
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ticket = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/ticket`,
      headers: { cookie: staff },
      payload: { trigger: 'auto' },
    });
    expect(ticket.statusCode).toBe(200);
    const { cookie } = await signInCustomer(t, newPhone(), 'Someone Else', '10.94.0.2');
    const mine = await t.app.inject({ url: '/api/orders', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().orders).toEqual([]);
    const notes = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.orderId, order.id));
    expect(notes.filter((n) => n.channel === 'sms')).toEqual([]);
  });
});

describe('a phone order', () => {
  it("finds the caller's saved address and delivers there with the fee and minimum as online", async () => {
    const phone = newPhone();
    const { cookie } = await signInCustomer(t, phone, 'Neha Kale', '10.94.0.3');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/customer/addresses',
      headers: { cookie },
      payload: deliveryAddress({ name: 'Neha Kale', phone: `+91${phone}` }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const found = await lookup(staff, phone);
    expect(found.statusCode).toBe(200);
    const { customer, addresses } = found.json();
    expect(customer).toMatchObject({ name: 'Neha Kale', phone: `+91${phone}` });
    expect(addresses).toHaveLength(1);
    const address = addresses[0];
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: {
        idempotencyKey: randomUUID(),
        lines: [chaiLine(), bunLine()],
        address,
        savedAddressId: address.id,
      },
    });
    expect(online.statusCode, online.body).toBe(201);
    const { order } = await taken(staff, {
      idempotencyKey: randomUUID(),
      channel: 'phone',
      orderType: 'delivery',
      customer: { phone },
      lines: [chaiLine(), bunLine()],
      address,
      savedAddressId: address.id,
      payment: { method: 'cod', paidNow: false },
    });
    expect(order.orderType).toBe('delivery');
    expect(order.address).toMatchObject({ house: address.house, latitude: address.latitude });
    expect(order.deliveryFee).toBe(online.json().deliveryFee);
    expect(order.total).toBe(online.json().total);
    expect(order.payment.status).toBe('pending');
    expect(order.bill).toBeNull();
    expect(order.book).toMatchObject({ channel: 'phone', token: null, counterKind: null });
    expect(order.customerPhone).toBe(`+91${phone}`);
  });

  it('creates a new caller as a customer without sending an SMS', async () => {
    const phone = newPhone();
    expect((await lookup(staff, phone)).json()).toEqual({ customer: null, addresses: [] });
    const { order } = await taken(staff, {
      idempotencyKey: randomUUID(),
      channel: 'phone',
      customer: { phone, name: 'Kiran Patil' },
      lines: [bunLine()],
      payment: { method: 'upi', paidNow: false },
    });
    expect(order.orderType).toBe('pickup');
    const found = (await lookup(staff, phone)).json();
    expect(found.customer).toMatchObject({ name: 'Kiran Patil', phone: `+91${phone}` });
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, `+91${phone}`));
    expect(account).toMatchObject({ role: 'user', phoneNumberVerified: false });
    const outbox = await t.app.inject({
      url: `/api/dev/sms-outbox?phone=${encodeURIComponent(`+91${phone}`)}`,
    });
    expect(outbox.json().messages).toEqual([]);
  });
});

describe('voiding', () => {
  it("hands a paid counter order's money back: cancelled, refunded in cash, audited (managers only)", async () => {
    const { order } = await taken(staff, counterBody());
    const byStaff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/void`,
      headers: { cookie: staff },
      payload: { reason: 'Wrong order' },
    });
    expect(byStaff.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/void`,
      headers: { cookie: manager },
      payload: { reason: 'Wrong order' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const voided: Order = res.json();
    expect(voided.status).toBe('cancelled');
    expect(voided.cancelReason).toBe('Wrong order');
    expect(voided.payment).toMatchObject({ status: 'refunded', refunded: order.total });
    expect(voided.payment.refunds).toEqual([
      expect.objectContaining({ amount: order.total, status: 'processed', reason: 'Wrong order' }),
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/void`,
      headers: { cookie: manager },
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    const entries = await t.database.db.select().from(auditLogs).where(eq(auditLogs.recordId, order.id));
    expect(entries.map((e) => e.action)).toContain('orders.void');
  });

  it('refuses an unpaid phone order and an online one', async () => {
    const { order } = await taken(staff, {
      idempotencyKey: randomUUID(),
      channel: 'phone',
      customer: { phone: newPhone() },
      lines: [bunLine()],
      payment: { method: 'cod', paidNow: false },
    });
    const unpaid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/void`,
      headers: { cookie: manager },
      payload: { reason: 'No show' },
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(ORDER_PAD_MESSAGES.voidNotPaid);
    const { cookie } = await signInCustomer(t, newPhone(), 'Web Buyer', '10.94.0.4');
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: { idempotencyKey: randomUUID(), lines: [bunLine()], orderType: 'pickup' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${online.json().id}/void`,
      headers: { cookie: manager },
      payload: { reason: 'No' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ORDER_PAD_MESSAGES.voidOnline);
  });
});
