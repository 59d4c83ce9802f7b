// Bills and kitchen tickets through the real routes (docs/product.md#bills-and-kitchen-tickets,
// decision 021): tax stored when an order is placed, bills that later settings never change,
// bill numbers consecutive per financial year under concurrent deliveries, who may open a bill,
// the PDF, and the kitchen ticket's print claimed once.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { billCounters, menuItems, orders, users } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { BILL_MESSAGES, BILLS_CSV_PATH } from '#shared/api/billing.ts';
import { COMPOSITION_WORDING } from '#shared/billing/billing-settings.ts';
import { ticketPayLine } from '#shared/kitchen/ticket-pay-line.ts';
import { BillDocument } from '#web/features/bill/components/bill-document.tsx';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { REGULAR_BILLING } from '../helpers/regular-billing.ts';
import { ist } from '../helpers/shop-hours.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let alice: string;
let aliceId: string;
let bob: string;
let staff: string;
let admin: string;
let chai: string;
let bun: string;
/** The app's clock: a Thursday afternoon in Pune in the 2026-27 financial year, unless a test moves it. */
let clock = ist('2026-11-26T15:00');

const REGULAR = REGULAR_BILLING;

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.79.${++nextAddress % 250}.1` });

async function saveBilling(change: object = {}) {
  const res = await call('PUT /api/admin/settings/billing', {
    cookie: admin,
    body: { ...REGULAR, ...change },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Two chai (₹25) and a bun maska (₹35): ₹85, delivered free. Placed through the service (no rate limit). */
async function place(
  lines = [
    { menuItemId: chai, quantity: 2 },
    { menuItemId: bun, quantity: 1 },
  ],
  paymentMethod: 'upi' | 'cod' = 'upi',
) {
  const { order } = await t.app.services.orders.place(aliceId, {
    idempotencyKey: randomUUID(),
    lines,
    address: deliveryAddress({ name: 'Asha Kulkarni', phone: '+919890011111' }),
    paymentMethod,
  });
  return order;
}

/** Takes an order to out for delivery directly, so tests move only the step they are about. */
async function readyToDeliver(id: string) {
  await t.database.db.update(orders).set({ status: 'out_for_delivery' }).where(eq(orders.id, id));
}

const deliver = (id: string) =>
  call('POST /api/admin/orders/:id/status', { cookie: staff, params: { id }, body: { status: 'delivered' } });

async function delivered(id: string) {
  await readyToDeliver(id);
  const res = await deliver(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The bill as `cookie` (null: a guest) asks for it. */
const bill = (id: string, cookie: string | null = alice) =>
  call('GET /api/orders/:id/bill', { cookie: cookie ?? undefined, params: { id } });
const ticket = (id: string, trigger: 'auto' | 'manual', cookie = staff) =>
  call('POST /api/admin/orders/:id/ticket', { cookie, params: { id }, body: { trigger } });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { API_REQUESTS_PER_MINUTE: '100000' } });
  alice = (await signInCustomer(t, '9890011111', 'Asha Kulkarni', '10.79.250.1')).cookie;
  bob = (await signInCustomer(t, '9890022222', 'Bob Shinde', '10.79.250.2')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.79.250.3');
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.79.250.4');
  const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+919890011111'));
  aliceId = row!.id;
  const items = await t.database.db.select().from(menuItems);
  chai = items.find((i) => i.name === 'Masala Chai')!.id;
  bun = items.find((i) => i.name === 'Bun Maska')!.id;
});
afterAll(() => t.close());

describe('tax stored when the order is placed', () => {
  it('takes GST out of the menu prices for a regular shop whose prices include it', async () => {
    await saveBilling();
    const order = await place();
    // ₹85 includes 5%: each half round(8500 * 500 / 21000) = 202 paise; taxable 8500 - 404.
    expect(order.tax).toEqual({
      regime: 'regular',
      ratePercent: 5,
      pricesIncludeTax: true,
      taxable: 80.96,
      cgst: 2.02,
      sgst: 2.02,
      added: 0,
    });
    expect(order.total).toBe(85);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ taxablePaise: 8096, cgstPaise: 202, sgstPaise: 202, totalPaise: 8500 });
  });

  it('adds GST on top when the prices exclude it, and the checkout total includes it', async () => {
    await saveBilling({ pricesIncludeTax: false });
    const order = await place();
    // Each half 8500 * 2.5% = 212.5 paise, rounded half up to 213: ₹89.26, rounded to the rupee.
    expect(order.tax).toMatchObject({ taxable: 85, cgst: 2.13, sgst: 2.13, added: 4.26 });
    expect(order).toMatchObject({ subtotal: 85, roundOff: -0.26, total: 89 });
  });

  it('collects no tax for a composition shop, whose bill is a bill of supply', async () => {
    await saveBilling({ regime: 'composition' });
    const order = await place();
    expect(order.tax).toEqual({
      regime: 'composition',
      ratePercent: 0,
      pricesIncludeTax: true,
      taxable: 85,
      cgst: 0,
      sgst: 0,
      added: 0,
    });
    await delivered(order.id);
    const res = await bill(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'bill-of-supply',
      title: 'Bill of Supply',
      notes: [COMPOSITION_WORDING],
      total: 85,
      seller: { gstin: '27AAPFU0939F1ZV' },
    });
  });
});

describe('the bill', () => {
  it('is issued at delivery with everything the bill prints, from the order as placed', async () => {
    await saveBilling();
    const order = await place([
      { menuItemId: chai, quantity: 3 },
      { menuItemId: bun, quantity: 1 },
    ]);
    const notYet = await bill(order.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(BILL_MESSAGES.notYet);
    const moved = await delivered(order.id);
    expect(moved.bill.number).toMatch(/^CE\/26-27\/\d{6}$/);
    expect(moved.bill.issuedAt).toBe(clock.toISOString());
    const res = await bill(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      kind: 'tax-invoice',
      title: 'Tax Invoice',
      number: moved.bill.number,
      issuedAt: clock.toISOString(),
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderType: 'delivery',
      placedAt: order.createdAt,
      seller: {
        name: REGULAR.legalName,
        address: REGULAR.address,
        gstin: REGULAR.gstin,
        fssai: REGULAR.fssai,
      },
      customer: {
        name: 'Asha Kulkarni',
        phone: '+919890011111',
        address: expect.stringContaining('Flat 12, Sai Heights, Porwal Road'),
      },
      lines: [
        {
          name: 'Masala Chai',
          unit: expect.any(String),
          choices: [],
          note: null,
          quantity: 3,
          rate: 25,
          amount: 75,
        },
        {
          name: 'Bun Maska',
          unit: expect.any(String),
          choices: [],
          note: null,
          quantity: 1,
          rate: 35,
          amount: 35,
        },
      ],
      subtotal: 110,
      discount: 0,
      discountCode: null,
      deliveryFee: 0,
      // 11000 * 500 / 21000 = 261.9 -> 262 each.
      tax: {
        regime: 'regular',
        ratePercent: 5,
        pricesIncludeTax: true,
        taxable: 104.76,
        cgst: 2.62,
        sgst: 2.62,
        added: 0,
      },
      roundOff: 0,
      total: 110,
      tip: 0,
      paymentMethod: 'upi',
      book: { channel: 'online', token: null, counterKind: null },
      notes: ['Prices include GST'],
    });
  });

  it("names a pickup order's customer by the account, as the register does", async () => {
    await saveBilling();
    const { order } = await t.app.services.orders.place(aliceId, {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai, quantity: 1 }],
      orderType: 'pickup',
      paymentMethod: 'cod',
    });
    const moved = await delivered(order.id);
    const res = await bill(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderType: 'pickup',
      customer: { name: 'Asha Kulkarni', phone: '+919890011111', address: null },
    });
    const day = clock.toISOString().slice(0, 10);
    const register = await call.url('GET', `${BILLS_CSV_PATH}?from=${day}&to=${day}`, { cookie: admin });
    expect(register.statusCode, register.body).toBe(200);
    const row = register.body.split('\r\n').find((r) => r.startsWith(`"${moved.bill.number}"`));
    expect(row).toContain('Asha Kulkarni');
  });

  it('never changes when the settings change, and an order placed before a change keeps its terms', async () => {
    await saveBilling();
    const billed = await place();
    await delivered(billed.id);
    const placedBefore = await place();
    const billBefore = (await bill(billed.id)).json();
    const orderBefore = (
      await call('GET /api/orders/:id', { cookie: alice, params: { id: billed.id } })
    ).json();

    await saveBilling({
      legalName: 'Someone Else Pvt Ltd',
      address: 'Elsewhere',
      regime: 'composition',
      pricesIncludeTax: false,
      billPrefix: 'XY',
    });
    expect((await bill(billed.id)).json()).toEqual(billBefore);
    expect((await call('GET /api/orders/:id', { cookie: alice, params: { id: billed.id } })).json()).toEqual(
      orderBefore,
    );

    // Delivered after the change: the seller and the tax it was placed with; the number takes
    // the prefix saved when it is given.
    const late = await delivered(placedBefore.id);
    expect(late.bill.number).toMatch(/^XY\/26-27\/\d{6}$/);
    const lateBill = (await bill(placedBefore.id)).json();
    expect(lateBill).toMatchObject({
      kind: 'tax-invoice',
      seller: { name: REGULAR.legalName, address: REGULAR.address },
      tax: { regime: 'regular', taxable: 80.96, cgst: 2.02, sgst: 2.02 },
      total: 85,
    });
    await saveBilling();
  });

  it('is for its customer and for staff: another customer is told it does not exist, a guest to sign in', async () => {
    const order = await place();
    await delivered(order.id);
    expect((await bill(order.id, alice)).statusCode).toBe(200);
    expect((await bill(order.id, staff)).statusCode).toBe(200);
    expect((await bill(order.id, bob)).statusCode).toBe(404);
    expect((await bill(order.id, null)).statusCode).toBe(401);
    expect((await bill(randomUUID(), staff)).statusCode).toBe(404);
    expect((await bill('not-an-id', staff)).statusCode).toBe(404);
    for (const cookie of [bob, undefined]) {
      const pdf = await call.url('GET', `/api/orders/${order.id}/bill.pdf`, { cookie });
      expect(pdf.statusCode).toBe(cookie ? 404 : 401);
    }
  });

  it('is not for staff still on a temporary password, who may only change it', async () => {
    const order = await place();
    await delivered(order.id);
    const created = await call('POST /api/admin/users', {
      cookie: admin,
      body: {
        name: 'Temp Staff',
        email: 'temp-bills@example.com',
        role: 'staff',
        temporaryPassword: 'Temp@2026',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const temp = await signInStaff(t, 'temp-bills@example.com', 'Temp@2026', '10.79.250.5');
    expect((await call('GET /api/admin/orders', { cookie: temp })).statusCode).toBe(403);
    expect((await bill(order.id, temp)).statusCode).toBe(404);
    expect((await call.url('GET', `/api/orders/${order.id}/bill.pdf`, { cookie: temp })).statusCode).toBe(
      404,
    );
  });

  it('has none for a cancelled order, nor for one delivered before bills existed', async () => {
    const cancelled = await place();
    const res = await call('POST /api/admin/orders/:id/status', {
      cookie: staff,
      params: { id: cancelled.id },
      body: {
        status: 'cancelled',
        reason: 'Out of milk',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bill(cancelled.id)).json().error.message).toBe(BILL_MESSAGES.cancelled);
    expect((await bill(cancelled.id)).statusCode).toBe(409);

    const old = await place();
    await t.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, old.id));
    const none = await bill(old.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(BILL_MESSAGES.none);
    const pdf = await call.url('GET', `/api/orders/${old.id}/bill.pdf`, { cookie: alice });
    expect(pdf.statusCode).toBe(409);
  });

  it('downloads as a PDF named after its number', async () => {
    const order = await place();
    const { bill: issued } = await delivered(order.id);
    const res = await call.url('GET', `/api/orders/${order.id}/bill.pdf`, { cookie: alice });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bill-${issued.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1_000);
    expect(res.rawPayload.length).toBeLessThan(100_000);
  });
});

describe('round-off to the rupee', () => {
  /** A ₹185.01 thali, the price that gives GST on top in paise: placed cash at the door. */
  async function placeThali() {
    const [bunRow] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, bun));
    const [thali] = await t.database.db
      .insert(menuItems)
      .values({
        name: 'Thali',
        slug: `thali-${randomUUID()}`,
        pricePaise: 18_501,
        categoryId: bunRow!.categoryId,
      })
      .returning({ id: menuItems.id });
    return place([{ menuItemId: thali!.id, quantity: 1 }], 'cod');
  }
  const staffView = async (id: string) =>
    (await call.url('GET', `/api/admin/orders/${id}`, { cookie: staff })).json();

  it('brings GST on top to the rupee with a Round off line: the cash due is the total, the tax stays exact', async () => {
    await saveBilling({ pricesIncludeTax: false });
    const order = await placeThali();
    // 18501 * 2.5% = 462.525 -> 463 paise each: ₹194.27 exact, ₹194.00 with ₹0.27 taken off.
    expect(order.tax).toMatchObject({ taxable: 185.01, cgst: 4.63, sgst: 4.63, added: 9.26 });
    expect(order.roundOff).toBe(-0.27);
    expect(order.total).toBe(194);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ taxAddedPaise: 926, roundOffPaise: -27, totalPaise: 19_400 });
    // What the rider is told to take is the total, whole rupees.
    const view = await staffView(order.id);
    expect(view).toMatchObject({ roundOff: -0.27, total: 194 });
    expect(ticketPayLine(view)).toBe('Cash due ₹194.00');

    await delivered(order.id);
    const res = await bill(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json();
    expect(issued).toMatchObject({ roundOff: -0.27, total: 194, tax: { cgst: 4.63, sgst: 4.63 } });
    // The bill page, as the browser renders the server's answer.
    const html = renderToString(
      createElement(BillDocument, { bill: issued, paper: 'a4', timeZone: 'Asia/Kolkata' }),
    );
    const words = html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
    expect(words).toMatch(/Round off\s+-₹0\.27/);
    expect(words).toMatch(/Total\s+₹194\.00/);
    // The PDF, read back as text.
    const pdf = await call.url('GET', `/api/orders/${order.id}/bill.pdf`, { cookie: alice });
    expect(pdf.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'bill-round-off-'));
    try {
      const file = path.join(dir, 'bill.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toMatch(/Round off\s+-₹0\.27/);
      expect(text).toMatch(/Total\s+₹194\.00/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps the paise when the shop rounds nothing ('none'), with no Round off line", async () => {
    await saveBilling({ pricesIncludeTax: false, roundOff: 'none' });
    const order = await placeThali();
    expect(order).toMatchObject({ roundOff: 0, total: 194.27 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ roundOffPaise: 0, totalPaise: 19_427 });
    expect(ticketPayLine(await staffView(order.id))).toBe('Cash due ₹194.27');
    await delivered(order.id);
    const issued = (await bill(order.id)).json();
    expect(issued).toMatchObject({ roundOff: 0, total: 194.27 });
    const html = renderToString(
      createElement(BillDocument, { bill: issued, paper: 'a4', timeZone: 'Asia/Kolkata' }),
    );
    expect(html).not.toContain('Round off');
  });

  it('keeps an order to the terms it was placed with: a later switch to none leaves its round-off', async () => {
    await saveBilling({ pricesIncludeTax: false, roundOff: 'rupee' });
    const order = await placeThali();
    await saveBilling({ pricesIncludeTax: false, roundOff: 'none' });
    await delivered(order.id);
    expect((await bill(order.id)).json()).toMatchObject({ roundOff: -0.27, total: 194 });
  });

  it('refuses a row whose total leaves the round-off out: the database holds every total to its parts', async () => {
    await saveBilling({ pricesIncludeTax: false });
    const order = await placeThali();
    await expect(
      t.database.db.update(orders).set({ roundOffPaise: 0 }).where(eq(orders.id, order.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(orders)
        .set({ roundOffPaise: -60, totalPaise: 19_367 })
        .where(eq(orders.id, order.id)),
    ).rejects.toThrow();
  });
});

describe('bill numbers', () => {
  it('gives 20 concurrent deliveries 20 consecutive numbers, none twice', async () => {
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await place());
    const ids = placed.map((o) => o.id);
    await t.database.db.update(orders).set({ status: 'out_for_delivery' }).where(inArray(orders.id, ids));
    const [before] = await t.database.db
      .select()
      .from(billCounters)
      .where(eq(billCounters.financialYear, 2026));
    const last = before?.lastNumber ?? 0;
    const answers = await Promise.all(ids.map(deliver));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const serials = answers
      .map((res) => res.json().bill.number as string)
      .map((number) => {
        expect(number).toMatch(/^CE\/26-27\/\d{6}$/);
        return Number(number.slice(-6));
      })
      .sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => last + 1 + i));
    const [after] = await t.database.db
      .select()
      .from(billCounters)
      .where(eq(billCounters.financialYear, 2026));
    expect(after?.lastNumber).toBe(last + 20);
  });

  it.runIf(usingPostgres)('numbers deliveries on two instances of one PostgreSQL as one series', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 4 });
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-test-data',
      API_REQUESTS_PER_MINUTE: '100000',
    });
    const second = await buildApp({ env, database, now: () => clock });
    try {
      const secondStaff = await signInStaff(
        { app: second, database, close: async () => {} },
        'staff@example.com',
      );
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push((await place()).id);
      await t.database.db.update(orders).set({ status: 'out_for_delivery' }).where(inArray(orders.id, ids));
      const [before] = await t.database.db
        .select()
        .from(billCounters)
        .where(eq(billCounters.financialYear, 2026));
      const last = before?.lastNumber ?? 0;
      const answers = await Promise.all(
        ids.map((id, i) =>
          i % 2 === 0
            ? deliver(id)
            : second.inject({
                method: 'POST',
                url: `/api/admin/orders/${id}/status`,
                headers: { cookie: secondStaff },
                payload: { status: 'delivered' },
              }),
        ),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const serials = answers
        .map((res) => Number((res.json().bill.number as string).slice(-6)))
        .sort((a, b) => a - b);
      expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => last + 1 + i));
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('never gives a second number: delivering twice is refused and the number stays', async () => {
    const order = await place();
    const first = await delivered(order.id);
    const again = await deliver(order.id);
    expect(again.statusCode).toBe(409);
    expect(
      (await call('GET /api/orders/:id', { cookie: alice, params: { id: order.id } })).json().bill,
    ).toEqual(first.bill);
  });

  it('starts a new financial year at 000001 on 1 April in Pune, and 31 March still counts in the old one', async () => {
    const march = await place();
    const april = await place();
    clock = ist('2027-03-31T23:59');
    const [before] = await t.database.db
      .select()
      .from(billCounters)
      .where(eq(billCounters.financialYear, 2026));
    const lastMarch = (await delivered(march.id)).bill.number;
    expect(lastMarch).toBe(`CE/26-27/${String((before?.lastNumber ?? 0) + 1).padStart(6, '0')}`);
    clock = ist('2027-04-01T00:00');
    expect((await delivered(april.id)).bill.number).toBe('CE/27-28/000001');
    clock = ist('2026-11-26T15:00');
  });
});

describe('kitchen tickets', () => {
  it('auto-print is claimed exactly once, however many boards ask at once', async () => {
    const order = await place();
    const answers = await Promise.all(Array.from({ length: 6 }, () => ticket(order.id, 'auto')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const bodies = answers.map((res) => res.json());
    expect(bodies.filter((b) => b.print)).toHaveLength(1);
    expect(bodies.filter((b) => !b.print && b.reprint)).toHaveLength(5);
    expect(new Set(bodies.map((b) => b.printedAt)).size).toBe(1);
    expect(bodies[0].printedAt).toBe(clock.toISOString());
    const stored = (await call.url('GET', `/api/admin/orders/${order.id}`, { cookie: staff })).json();
    expect(stored.ticketPrintedAt).toBe(clock.toISOString());
    // A reload asks again: still nothing to print.
    expect((await ticket(order.id, 'auto')).json()).toMatchObject({ print: false, reprint: true });
  });

  it('manual always prints, marked as a reprint once a ticket was printed', async () => {
    const order = await place();
    expect((await ticket(order.id, 'manual')).json()).toEqual({
      print: true,
      reprint: false,
      printedAt: clock.toISOString(),
    });
    expect((await ticket(order.id, 'manual')).json()).toMatchObject({ print: true, reprint: true });
    expect((await ticket(order.id, 'auto')).json()).toMatchObject({ print: false, reprint: true });
  });

  it('refuses a cancelled order, an unknown one, customers and guests', async () => {
    const order = await place();
    await call('POST /api/admin/orders/:id/status', {
      cookie: staff,
      params: { id: order.id },
      body: {
        status: 'cancelled',
        reason: 'No milk',
      },
    });
    for (const trigger of ['auto', 'manual'] as const) {
      const res = await ticket(order.id, trigger);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(BILL_MESSAGES.ticketCancelled);
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.ticketPrintedAt).toBeNull();
    expect((await ticket(randomUUID(), 'auto')).statusCode).toBe(404);
    expect((await ticket(order.id, 'manual', alice)).statusCode).toBe(403);
    const guest = await call('POST /api/admin/orders/:id/ticket', {
      params: { id: order.id },
      body: { trigger: 'auto' },
    });
    expect(guest.statusCode).toBe(401);
    expect(
      (
        await call('POST /api/admin/orders/:id/ticket', {
          cookie: staff,
          params: { id: order.id },
          body: { trigger: 'x' } as never,
        })
      ).statusCode,
    ).toBe(400);
  });
});
