// Credit notes (docs/product.md#credit-notes, decision 038) through the real routes, the real
// Razorpay client and the local fake gateway: a note for each processed refund of a billed order,
// equal to the bill when all of it goes back and in proportion otherwise; a refund made before
// delivery credited when the bill is numbered; a voided counter order; one series without gaps
// under concurrent refunds (on two instances of one PostgreSQL); the bills register, the tax
// summary and revenue net of the notes; and who may open a note.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { creditNoteCounters, creditNotes, menuItems, orders, users } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../helpers/fake-razorpay.ts';
import { paidOnlineOrder, relayRefundEvents } from '../helpers/paid-online-order.ts';
import { ist } from '../helpers/shop-hours.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
let fake: FakeRazorpay;
let alice: { cookie: string; id: string };
let bob: string;
let staff: string;
let manager: string;
let admin: string;
let chai: string;
/** The app's clock: an afternoon in Pune in the 2026-27 financial year. */
let clock = ist('2026-11-26T15:00');

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.83.${++nextAddress % 250}.1` });

/** 4 chai at ₹25: ₹100, 5 % included (taxable 95.24, CGST 2.38, SGST 2.38). */
const paid = () => paidOnlineOrder(t, fake, alice.id, [{ menuItemId: chai, quantity: 4 }]);

async function deliver(id: string, cookie = staff, app = t.app) {
  await t.database.db.update(orders).set({ status: 'out_for_delivery' }).where(eq(orders.id, id));
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/status`,
    headers: { cookie },
    payload: { status: 'delivered' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const refund = (orderId: string, amount: number, reason = 'Chai was cold', app = t.app, cookie = manager) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie },
    payload: { amount, reason },
  });

async function refunded(orderId: string, amount: number, reason?: string) {
  const res = await refund(orderId, amount, reason);
  expect(res.statusCode, res.body).toBe(200);
}

const notesOf = (orderId: string) =>
  t.database.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.number));

async function billOf(orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ now: () => clock, env: { ...fake.env, API_REQUESTS_PER_MINUTE: '100000' } });
  relayRefundEvents(t, fake);
  const signedIn = await signInCustomer(t, '9890044444', 'Asha Kulkarni', '10.83.250.1');
  const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+919890044444'));
  alice = { cookie: signedIn.cookie, id: row!.id };
  bob = (await signInCustomer(t, '9890055555', 'Bob Shinde', '10.83.250.2')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.83.250.3');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.83.250.4');
  admin = await sessionFor(t, 'admin');
  const [item] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Masala Chai'));
  chai = item!.id;
  const saved = await call('PUT /api/admin/settings/billing', {
    cookie: admin,
    body: {
      legalName: 'Chai Express Foods LLP',
      address: 'Shop 4, Porwal Road, Lohegaon, Pune 411047',
      gstin: '27AAPFU0939F1ZV',
      fssai: '11523999000123',
      regime: 'regular',
      ratePercent: 5,
      pricesIncludeTax: true,
      billPrefix: 'CE',
      roundOff: 'rupee',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await t?.close();
  await fake?.close();
});

/** Two chai sold at the counter and paid as taken (billed then), by plain staff. */
async function counterSale(): Promise<string> {
  const taken = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: { cookie: staff },
    payload: {
      idempotencyKey: randomUUID(),
      channel: 'counter',
      lines: [{ menuItemId: chai, quantity: 2 }],
      payment: { method: 'cod', paidNow: true },
    },
  });
  expect(taken.statusCode, taken.body).toBe(201);
  return taken.json().order.id;
}

/** A manager voids a paid counter sale: the cash goes back from the drawer. */
async function voidSale(id: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/void`,
    headers: { cookie: manager },
    payload: { reason: 'Wrong order' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function voidedCounterSale(): Promise<string> {
  const id = await counterSale();
  await voidSale(id);
  return id;
}

describe('issuing credit notes', () => {
  it('credits the whole bill, to the paisa, when all of a billed order goes back', async () => {
    const order = await paid();
    await deliver(order.orderId);
    await refunded(order.orderId, 100, 'Spilled on the way');
    const bill = await billOf(order.orderId);
    const [note, ...more] = await notesOf(order.orderId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      billNumber: bill.billNumber,
      reason: 'Spilled on the way',
      rateBasisPoints: 500,
      valuePaise: 10_000,
      taxablePaise: bill.taxablePaise,
      cgstPaise: bill.cgstPaise,
      sgstPaise: bill.sgstPaise,
      roundOffPaise: bill.roundOffPaise,
      tipPaise: 0,
      financialYear: 2026,
      issuedAt: clock,
    });
    expect(note!.number).toMatch(/^CN\/26-27\/\d{6}$/);
  });

  it('credits part refunds in proportion, and the last one takes every remainder', async () => {
    const order = await paid();
    await deliver(order.orderId);
    await refunded(order.orderId, 30);
    await refunded(order.orderId, 33.33);
    const [first, second] = await notesOf(order.orderId);
    // 2.38 of CGST per ₹100: 30 % of it is 71.4 paise, half up 71.
    expect(first).toMatchObject({ valuePaise: 3000, cgstPaise: 71, sgstPaise: 71, taxablePaise: 2858 });
    expect(second).toMatchObject({ valuePaise: 3333, cgstPaise: 79, sgstPaise: 79, taxablePaise: 3175 });
    expect(Number(second!.number.slice(-6))).toBe(Number(first!.number.slice(-6)) + 1);
    await refunded(order.orderId, 36.67);
    const all = await notesOf(order.orderId);
    const bill = await billOf(order.orderId);
    const sum = (key: 'valuePaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise') =>
      all.reduce((s, n) => s + n[key], 0);
    expect(all).toHaveLength(3);
    expect(sum('valuePaise')).toBe(10_000);
    expect(sum('taxablePaise')).toBe(bill.taxablePaise);
    expect(sum('cgstPaise')).toBe(bill.cgstPaise);
    expect(sum('sgstPaise')).toBe(bill.sgstPaise);
  });

  it('credits a refund made before delivery once the bill is numbered, dated with the bill', async () => {
    const order = await paid();
    await refunded(order.orderId, 40, 'One chai was out of stock');
    expect(await notesOf(order.orderId)).toEqual([]);
    clock = ist('2026-11-26T16:30');
    await deliver(order.orderId);
    const bill = await billOf(order.orderId);
    const [note, ...more] = await notesOf(order.orderId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      billNumber: bill.billNumber,
      valuePaise: 4000,
      reason: 'One chai was out of stock',
      issuedAt: bill.billedAt,
    });
  });

  it('gives no note to a prepaid order cancelled before delivery: it never had a bill', async () => {
    const order = await paid();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/cancel`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await billOf(order.orderId)).billNumber).toBeNull();
    expect(await notesOf(order.orderId)).toEqual([]);
  });

  it("credits a voided counter order's whole bill", async () => {
    const id = await voidedCounterSale();
    const bill = await billOf(id);
    expect(bill.billNumber).not.toBeNull();
    const [note, ...more] = await notesOf(id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      billNumber: bill.billNumber,
      reason: 'Wrong order',
      valuePaise: bill.totalPaise,
      cgstPaise: bill.cgstPaise,
    });
    // The bill it reverses can still be opened: an issued bill never disappears.
    const page = await t.app.inject({ url: `/api/orders/${id}/bill`, headers: { cookie: manager } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().number).toBe(bill.billNumber);
  });
});

describe('credit note numbers', () => {
  async function lastNumber() {
    const [row] = await t.database.db
      .select()
      .from(creditNoteCounters)
      .where(eq(creditNoteCounters.financialYear, 2026));
    return row?.lastNumber ?? 0;
  }

  /**
   * Refunds 20 billed orders at once, each through `refundOne` (one instance or two), and checks
   * their notes took the next 20 numbers of the year, none twice.
   */
  async function twentyAtOnce(refundOne: (orderId: string, i: number) => ReturnType<typeof refund>) {
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await paid());
    for (const order of placed) await deliver(order.orderId);
    const last = await lastNumber();
    const answers = await Promise.all(placed.map((o, i) => refundOne(o.orderId, i)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = placed.map((o) => o.orderId);
    const notes = await t.database.db.select().from(creditNotes).where(inArray(creditNotes.orderId, ids));
    const serials = notes.map((n) => Number(n.number.slice(-6))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => last + 1 + i));
    expect(await lastNumber()).toBe(last + 20);
  }

  it('gives 20 concurrent refunds 20 consecutive numbers, none twice', async () => {
    await twentyAtOnce((orderId) => refund(orderId, 10));
  });

  it.runIf(usingPostgres)('numbers refunds on two instances of one PostgreSQL as one series', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 4 });
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/nonexistent-test-data',
      API_REQUESTS_PER_MINUTE: '100000',
      ...fake.env,
    });
    const second = await buildApp({ env, database, now: () => clock });
    try {
      const secondManager = await signInStaff(
        { app: second, database, close: async () => {} },
        'manager@example.com',
      );
      await twentyAtOnce((orderId, i) =>
        i % 2 === 0 ? refund(orderId, 10) : refund(orderId, 10, 'Late', second, secondManager),
      );
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('the month’s figures net of credit notes', () => {
  const figures = async (day: string) => {
    const res = await call('GET /api/admin/analytics', { cookie: manager, query: { from: day, to: day } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists the note in the register and takes it off the tax summary and revenue of its day', async () => {
    clock = ist('2026-12-02T11:00');
    const order = await paid();
    await deliver(order.orderId);
    const before = await figures('2026-12-02');
    clock = ist('2026-12-02T12:15');
    await refunded(order.orderId, 40, 'Two chai spilled');
    const after = await figures('2026-12-02');
    const [note] = await notesOf(order.orderId);
    const bill = await billOf(order.orderId);
    const rupees = (paise: number) => paise / 100;
    expect(after.tax).toEqual({
      bills: before.tax.bills,
      creditNotes: before.tax.creditNotes + 1,
      taxable: Number((before.tax.taxable - rupees(note!.taxablePaise)).toFixed(2)),
      cgst: Number((before.tax.cgst - rupees(note!.cgstPaise)).toFixed(2)),
      sgst: Number((before.tax.sgst - rupees(note!.sgstPaise)).toFixed(2)),
      total: Number((before.tax.total - 40).toFixed(2)),
    });
    expect(after.summary.revenue).toBeCloseTo(before.summary.revenue - 40, 2);
    const day = (f: { daily: { date: string; revenue: number }[] }) =>
      f.daily.find((d) => d.date === '2026-12-02')!.revenue;
    expect(day(after)).toBeCloseTo(day(before) - 40, 2);
    const hour = (f: { hourly: { hour: number; revenue: number }[] }) => f.hourly[12]!.revenue;
    expect(hour(after)).toBeCloseTo(hour(before) - 40, 2);

    const csv = await t.app.inject({
      url: '/api/admin/analytics/bills.csv?from=2026-12-02&to=2026-12-02',
      headers: { cookie: manager },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    const noteLine = lines.find((l) => l.startsWith(`"${note!.number}"`));
    expect(noteLine).toBeDefined();
    expect(noteLine).toContain(',"2026-12-02",');
    expect(noteLine).toContain(`,-${(note!.taxablePaise / 100).toFixed(2)},`);
    expect(noteLine).toContain(',-40.00,');
    expect(noteLine!.endsWith(`,"Credit note","${bill.billNumber}"`)).toBe(true);
    // Bills first, then the notes, each in number order.
    expect(lines.findIndex((l) => l.startsWith(`"${bill.billNumber}"`))).toBeLessThan(
      lines.indexOf(noteLine!),
    );
  });
});

describe('opening a credit note', () => {
  it('shows the customer and staff every note of the order, and no one else', async () => {
    clock = ist('2026-12-03T10:00');
    const order = await paid();
    await deliver(order.orderId);
    await refunded(order.orderId, 25, 'One chai was cold');
    const bill = await billOf(order.orderId);
    const asAlice = await call('GET /api/orders/:id/credit-notes', {
      cookie: alice.cookie,
      params: { id: order.orderId },
    });
    expect(asAlice.statusCode, asAlice.body).toBe(200);
    const [note, ...more] = asAlice.json().creditNotes;
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      title: 'Credit Note',
      bill: { number: bill.billNumber, issuedAt: bill.billedAt!.toISOString() },
      orderNumber: bill.orderNumber,
      seller: { name: 'Chai Express Foods LLP', gstin: '27AAPFU0939F1ZV', fssai: '11523999000123' },
      customer: { name: 'Asha Kulkarni' },
      reason: 'One chai was cold',
      regime: 'regular',
      ratePercent: 5,
      cgst: 0.6,
      sgst: 0.6,
      taxable: 23.8,
      roundOff: 0,
      total: 25,
      issuedAt: clock.toISOString(),
    });
    expect(note.number).toMatch(/^CN\/26-27\/\d{6}$/);

    const asStaff = await call('GET /api/orders/:id/credit-notes', {
      cookie: staff,
      params: { id: order.orderId },
    });
    expect(asStaff.json()).toEqual(asAlice.json());
    const asBob = await call('GET /api/orders/:id/credit-notes', {
      cookie: bob,
      params: { id: order.orderId },
    });
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json().error.message).toBe('Order not found');
    const anonymous = await call('GET /api/orders/:id/credit-notes', { params: { id: order.orderId } });
    expect(anonymous.statusCode).toBe(401);

    const pdf = (cookie: string, noteId = note.id) =>
      t.app.inject({ url: `/api/orders/${order.orderId}/credit-notes/${noteId}/pdf`, headers: { cookie } });
    const mine = await pdf(alice.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${note.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(mine.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdf(staff)).statusCode).toBe(200);
    expect((await pdf(bob)).statusCode).toBe(404);
    expect((await pdf(alice.cookie, randomUUID())).statusCode).toBe(404);
  });

  it('answers an order without notes with none', async () => {
    const order = await paid();
    await deliver(order.orderId);
    const res = await call('GET /api/orders/:id/credit-notes', {
      cookie: alice.cookie,
      params: { id: order.orderId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ creditNotes: [] });
  });

  // Review finding: revenue counts delivered orders only, so a voided sale left it already; its
  // note must not be taken off a second time.
  it('takes a voided counter sale off revenue once, while the tax summary nets its note', async () => {
    const figures = async (day: string) => {
      const res = await call('GET /api/admin/analytics', { cookie: manager, query: { from: day, to: day } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    clock = ist('2026-12-03T11:00');
    const before = await figures('2026-12-03');
    const id = await counterSale();
    clock = ist('2026-12-03T11:30');
    await voidSale(id);
    const after = await figures('2026-12-03');
    expect(after.summary.revenue).toBeCloseTo(before.summary.revenue, 2);
    expect(after.tax.total).toBeCloseTo(before.tax.total, 2);
    expect(after.tax.creditNotes).toBe(before.tax.creditNotes + 1);
  });
});
