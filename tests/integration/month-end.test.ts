// Month end for the accountant through the real routes (docs/product.md#gstr-1-summary,
// #tally-export, decision 038): the GSTR-1 summary of a month (bills less credit notes in B2C
// small, the HSN/SAC summary, the documents issued), its CSV and the GST portal offline tool's
// JSON, and the Tally XML read back and checked to balance. Orders are placed through the service
// and delivered through the route, so their bills are real. A refund is recorded as processed and
// its credit note issued by the shop's own issuer (credit-notes.repo.ts) in one transaction, as a
// manager's void runs it; the gateway's path to it is tested in credit-notes.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, menuItems, orders, refunds, users } from '#server/db/schema.ts';
import { issueCreditNotes } from '#server/modules/month-end/credit-notes.repo.ts';
import { documentTotals } from '#server/modules/month-end/documents.repo.ts';
import { monthRange } from '#server/modules/month-end/gstr1.ts';
import {
  GSTR1_CSV_PATH,
  GSTR1_JSON_PATH,
  GSTR1_STATEMENT,
  type Gstr1Summary,
  MONTH_END_MESSAGES,
  TALLY_XML_PATH,
} from '#shared/api/month-end.ts';
import { ACCOUNTING_MESSAGES, DEFAULT_ACCOUNTING } from '#shared/billing/accounting-settings.ts';
import { toRupees } from '#shared/money.ts';
import type { PaymentMethod } from '#shared/orders.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { REGULAR_BILLING } from '../helpers/regular-billing.ts';
import { ist } from '../helpers/shop-hours.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { ledgerTotal, type ParsedVoucher, parseTallyXml } from '../helpers/tally-xml.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let aliceId: string;
let staff: string;
let manager: string;
let admin: string;
let chai: string;
let bun: string;
let clock = ist('2026-10-31T15:00');

const REGULAR = REGULAR_BILLING;

let nextAddress = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.83.${++nextAddress % 250}.1` });
const get = (url: string, cookie = manager) => call.url('GET', url, { cookie });

async function saveBilling(change: object = {}) {
  const res = await call('PUT /api/admin/settings/billing', {
    cookie: admin,
    body: { ...REGULAR, ...change },
  });
  expect(res.statusCode, res.body).toBe(200);
}

type Order = typeof orders.$inferSelect;

/** Places `chais` chai and `buns` bun maska on `day` at 15:00 and delivers them: a real bill. */
async function billedOrder(
  day: string,
  { chais = 1, buns = 0, method = 'upi' as PaymentMethod, tipPaise = 0 } = {},
): Promise<Order> {
  clock = ist(`${day}T15:00`);
  const lines = [
    { menuItemId: chai, quantity: chais },
    ...(buns > 0 ? [{ menuItemId: bun, quantity: buns }] : []),
  ];
  const { order } = await t.app.services.orders.place(aliceId, {
    idempotencyKey: randomUUID(),
    lines,
    address: deliveryAddress({ name: 'Asha Kulkarni', phone: '+919890011111' }),
    paymentMethod: method,
  });
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  // The rider's tip, added as checkout adds it (outside the bill's value, inside the total).
  await t.database.db
    .update(orders)
    .set({ status: 'out_for_delivery', tipPaise, totalPaise: row!.totalPaise + tipPaise })
    .where(eq(orders.id, order.id));
  const res = await call('POST /api/admin/orders/:id/status', {
    cookie: staff,
    params: { id: order.id },
    body: { status: 'delivered' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [billed] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  expect(billed!.billNumber).not.toBeNull();
  return billed!;
}

type Note = typeof creditNotes.$inferSelect;

/** A processed refund of `refundPaise` on `day` and its credit note (contract amounts); null when nothing is left to credit. */
async function refunded(order: Order, refundPaise: number, day: string): Promise<Note | null> {
  // A refund recorded as processed, then the shop's own issuer (credit-notes.repo.ts) in the same
  // transaction, as a manager's void or the gateway's news runs it.
  const issuedAt = ist(`${day}T18:00`);
  const refundId = await t.database.db.transaction(async (tx) => {
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amountPaise: refundPaise,
        reason: 'Spilt chai',
        method: 'cash',
        status: 'processed',
      })
      .returning({ id: refunds.id });
    await issueCreditNotes(tx, order.id, issuedAt);
    return refund!.id;
  });
  const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
  return note ?? null;
}

const total = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, r) => s + pick(r), 0);
/** Minus, without a -0 that toBe tells from 0. */
const minus = (paise: number) => 0 - paise;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { API_REQUESTS_PER_MINUTE: '100000' } });
  await signInCustomer(t, '9890011111', 'Asha Kulkarni', '10.83.250.1');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.83.250.2');
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.83.250.3');
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.83.250.4');
  const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+919890011111'));
  aliceId = row!.id;
  const items = await t.database.db.select().from(menuItems);
  chai = items.find((i) => i.name === 'Masala Chai')!.id;
  bun = items.find((i) => i.name === 'Bun Maska')!.id;
  await saveBilling();
});
afterAll(() => t.close());

describe('a month of bills at 5% with credit notes (November 2026)', () => {
  let before: Order;
  let first: Order;
  let second: Order;
  let third: Order;
  let notes: Note[];

  beforeAll(async () => {
    // October's last bill takes serial 1: outside the month, in no figure below.
    before = await billedOrder('2026-10-31', { chais: 2 });
    first = await billedOrder('2026-11-03', { chais: 2, buns: 1 });
    second = await billedOrder('2026-11-05', { chais: 1, method: 'cod' });
    third = await billedOrder('2026-11-05', { buns: 2, chais: 1, method: 'card', tipPaise: 2_000 });
    // The second given back whole, the first in part; a refund in December belongs to December.
    notes = [
      (await refunded(second, second.totalPaise, '2026-11-06'))!,
      (await refunded(first, 3_000, '2026-11-07'))!,
    ];
    await refunded(third, 1_000, '2026-12-01');
  });

  const bills = () => [first, second, third];

  it('reports B2C (small) as the bills less their credit notes, at the shop’s state', async () => {
    const res = await call('GET /api/admin/month-end/gstr1', {
      cookie: manager,
      query: { month: '2026-11' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as Gstr1Summary;
    const taxable = total(bills(), (b) => b.taxablePaise) - total(notes, (n) => n.taxablePaise);
    const cgst = total(bills(), (b) => b.cgstPaise) - total(notes, (n) => n.cgstPaise);
    const sgst = total(bills(), (b) => b.sgstPaise) - total(notes, (n) => n.sgstPaise);
    expect(cgst).toBeGreaterThan(0);
    expect(summary.shop).toEqual({
      registered: true,
      regime: 'regular',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
      sacCode: '996331',
    });
    expect(summary.notDue).toBeNull();
    expect(summary.statement).toBe(GSTR1_STATEMENT);
    expect(summary.b2cs).toEqual([
      {
        ratePercent: 5,
        placeOfSupply: '27-Maharashtra',
        supplyType: 'Intra-State',
        taxable: toRupees(taxable),
        cgst: toRupees(cgst),
        sgst: toRupees(sgst),
        igst: 0,
        cess: 0,
      },
    ]);
    expect(summary.hsn).toEqual([
      {
        sac: '996331',
        description: 'Restaurant service',
        uqc: 'NA',
        quantity: 0,
        ratePercent: 5,
        taxable: toRupees(taxable),
        cgst: toRupees(cgst),
        sgst: toRupees(sgst),
        igst: 0,
        cess: 0,
        total: toRupees(taxable + cgst + sgst),
      },
    ]);
    expect(summary.creditNotes).toEqual([
      {
        ratePercent: 5,
        notes: 2,
        taxable: toRupees(total(notes, (n) => n.taxablePaise)),
        cgst: toRupees(total(notes, (n) => n.cgstPaise)),
        sgst: toRupees(total(notes, (n) => n.sgstPaise)),
        roundOff: toRupees(total(notes, (n) => n.roundOffPaise)),
        value: toRupees(total(notes, (n) => n.valuePaise)),
      },
    ]);
    expect(summary.documents).toEqual([
      {
        docNum: 1,
        nature: 'Invoices for outward supply',
        series: 'CE/26-27/',
        from: first.billNumber,
        to: third.billNumber,
        total: 3,
        cancelled: 0,
        net: 3,
      },
      {
        docNum: 5,
        nature: 'Credit Note',
        series: 'CN/26-27/',
        from: 'CN/26-27/000001',
        to: 'CN/26-27/000002',
        total: 2,
        cancelled: 0,
        net: 2,
      },
    ]);
    expect(before.billNumber).toBe('CE/26-27/000001');
    expect(first.billNumber).toBe('CE/26-27/000002');
    // The totals are the month's documents as the tax summary and the register read them.
    const documents = await documentTotals(t.database.db, monthRange('2026-11'));
    const billRows = documents.filter((d) => d.kind === 'bill');
    const noteRows = documents.filter((d) => d.kind === 'credit_note');
    expect(summary.totals).toEqual({
      bills: 3,
      billsValue: toRupees(total(billRows, (d) => d.valuePaise)),
      creditNotes: 2,
      creditNotesValue: toRupees(total(noteRows, (d) => d.valuePaise)),
      taxable: toRupees(total(billRows, (d) => d.taxablePaise) - total(noteRows, (d) => d.taxablePaise)),
      cgst: toRupees(total(billRows, (d) => d.cgstPaise) - total(noteRows, (d) => d.cgstPaise)),
      sgst: toRupees(total(billRows, (d) => d.sgstPaise) - total(noteRows, (d) => d.sgstPaise)),
      outsideReturnBills: 0,
      outsideReturnValue: 0,
    });
  });

  it('downloads the offline tool’s JSON with its keys, amounts in rupees to two decimals', async () => {
    const res = await get(`${GSTR1_JSON_PATH}?month=2026-11`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="GSTR1_27AAPFU0939F1ZV_112026.json"',
    );
    const json = res.json();
    expect(Object.keys(json)).toEqual(['gstin', 'fp', 'b2cs', 'hsn', 'doc_issue']);
    expect(json.gstin).toBe('27AAPFU0939F1ZV');
    expect(json.fp).toBe('112026');
    const summary = (await get('/api/admin/month-end/gstr1?month=2026-11')).json() as Gstr1Summary;
    const b2cs = summary.b2cs[0]!;
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        rt: 5,
        typ: 'OE',
        pos: '27',
        txval: b2cs.taxable,
        iamt: 0,
        camt: b2cs.cgst,
        samt: b2cs.sgst,
        csamt: 0,
      },
    ]);
    // Table 12 split into B2B and B2C since the 05-2025 return: a restaurant's half is B2C alone.
    expect(json.hsn).toEqual({
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: '996331',
          desc: 'Restaurant service',
          uqc: 'NA',
          qty: 0,
          rt: 5,
          txval: b2cs.taxable,
          iamt: 0,
          camt: b2cs.cgst,
          samt: b2cs.sgst,
          csamt: 0,
        },
      ],
    });
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [{ num: 1, from: first.billNumber, to: third.billNumber, totnum: 3, cancel: 0, net_issue: 3 }],
      },
      {
        doc_num: 5,
        docs: [
          { num: 1, from: 'CN/26-27/000001', to: 'CN/26-27/000002', totnum: 2, cancel: 0, net_issue: 2 },
        ],
      },
    ]);
    // Every amount has at most two decimals as written.
    for (const amount of res.body.match(/"(txval|camt|samt|iamt|csamt)": [\d.]+/g) ?? [])
      expect(amount).toMatch(/: \d+(\.\d{1,2})?$/);
  });

  it('downloads the CSV with the statement, the period and the four tables', async () => {
    const res = await get(`${GSTR1_CSV_PATH}?month=2026-11`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-2026-11.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '"GSTR-1 summary for 2026-11","GSTIN 27AAPFU0939F1ZV","Period 2026-11-01 to 2026-11-30 (Asia/Kolkata)"',
    );
    expect(lines[1]).toBe(`"${GSTR1_STATEMENT}"`);
    const summary = (await get('/api/admin/month-end/gstr1?month=2026-11')).json() as Gstr1Summary;
    const b2cs = summary.b2cs[0]!;
    const rupees = (n: number) => n.toFixed(2);
    expect(lines).toContain(
      `"OE","27-Maharashtra",5,${rupees(b2cs.taxable)},0.00,${rupees(b2cs.cgst)},${rupees(b2cs.sgst)},0.00`,
    );
    expect(lines).toContain(
      `"Invoices for outward supply","${first.billNumber}","${third.billNumber}",3,0,3`,
    );
    expect(lines).toContain('"Credit Note","CN/26-27/000001","CN/26-27/000002",2,0,2');
  });

  it('writes Tally vouchers that read back, balance and add up to the month’s documents', async () => {
    const documents = await documentTotals(t.database.db, monthRange('2026-11'));
    const billRows = documents.filter((d) => d.kind === 'bill');
    const noteRows = documents.filter((d) => d.kind === 'credit_note');
    for (const mode of ['bill', 'daily'] as const) {
      const res = await get(`${TALLY_XML_PATH}?from=2026-11-01&to=2026-11-30&mode=${mode}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="tally-${mode}-2026-11-01-to-2026-11-30.xml"`,
      );
      expect(res.body).toContain('2026-11-01 to 2026-11-30 (Asia/Kolkata)');
      const { company, vouchers } = parseTallyXml(res.body);
      expect(company).toBeNull();
      expectBalanced(vouchers);
      const sales = vouchers.filter((v) => v.type === 'Sales');
      const credits = vouchers.filter((v) => v.type === 'Credit Note');
      if (mode === 'bill') {
        expect(sales.map((v) => v.number)).toEqual([first.billNumber, second.billNumber, third.billNumber]);
        expect(credits.map((v) => v.number)).toEqual(['CN/26-27/000001', 'CN/26-27/000002']);
        expect(sales.map((v) => v.party)).toEqual(['UPI Collections', 'Cash', 'Card Collections']);
        expect(sales[0]!.date).toBe('20261103');
      } else {
        expect(sales.map((v) => v.date)).toEqual(['20261103', '20261105']);
        expect(credits.map((v) => v.date)).toEqual(['20261106', '20261107']);
        expect(sales[1]!.narration).toBe(
          `Sales of 2026-11-05: 2 bills, ${second.billNumber} to ${third.billNumber}`,
        );
      }
      expect(ledgerTotal(vouchers, 'Sales', 'Sales @ 5%')).toBe(total(billRows, (d) => d.taxablePaise));
      expect(ledgerTotal(vouchers, 'Sales', 'Output CGST')).toBe(total(billRows, (d) => d.cgstPaise));
      expect(ledgerTotal(vouchers, 'Sales', 'Output SGST')).toBe(total(billRows, (d) => d.sgstPaise));
      expect(ledgerTotal(vouchers, 'Sales', 'Round Off')).toBe(total(billRows, (d) => d.roundOffPaise));
      // The tip is owed to the rider: credited to its own ledger, never to sales.
      expect(ledgerTotal(vouchers, 'Sales', 'Tips Payable to Riders')).toBe(2_000);
      expect(ledgerTotal(vouchers, 'Sales', 'Card Collections')).toBe(-third.totalPaise);
      expect(ledgerTotal(vouchers, 'Credit Note', 'Sales @ 5%')).toBe(
        minus(total(noteRows, (d) => d.taxablePaise)),
      );
      expect(ledgerTotal(vouchers, 'Credit Note', 'Output CGST')).toBe(
        minus(total(noteRows, (d) => d.cgstPaise)),
      );
      expect(ledgerTotal(vouchers, 'Credit Note', 'Cash')).toBe(notes[0]!.valuePaise);
      expect(ledgerTotal(vouchers, 'Credit Note', 'UPI Collections')).toBe(notes[1]!.valuePaise);
    }
  });

  it('posts to the ledgers an admin names, in the company named, written safely', async () => {
    const accounting = {
      ...DEFAULT_ACCOUNTING,
      tallyCompany: 'Chai Express Foods LLP',
      salesLedger: 'Restaurant Sales {rate}% <GST>',
      cashLedger: 'Cash & Counter',
    };
    expect(
      (await call('PUT /api/admin/settings/accounting', { cookie: manager, body: accounting })).statusCode,
    ).toBe(403);
    const saved = await call('PUT /api/admin/settings/accounting', { cookie: admin, body: accounting });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().accounting).toEqual(accounting);
    const read = await call('GET /api/admin/settings/accounting', { cookie: admin });
    expect(read.json().accounting).toEqual(accounting);
    const res = await get(`${TALLY_XML_PATH}?from=2026-11-05&to=2026-11-06&mode=bill`);
    const { company, vouchers } = parseTallyXml(res.body);
    expect(company).toBe('Chai Express Foods LLP');
    expectBalanced(vouchers);
    expect(vouchers[0]!.party).toBe('Cash & Counter');
    expect(ledgerTotal(vouchers, 'Sales', 'Restaurant Sales 5% <GST>')).toBe(
      second.taxablePaise + third.taxablePaise,
    );
    const bad = await call('PUT /api/admin/settings/accounting', {
      cookie: admin,
      body: { ...accounting, sacCode: '9963', salesLedger: 'Sales' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a 6-digit SAC code (restaurant service: 996331)');
    // A tab or a line break pasted into a name would not be Tally's ledger name: refused in words.
    const pasted = await call('PUT /api/admin/settings/accounting', {
      cookie: admin,
      body: { ...accounting, cashLedger: 'Cash\tCounter', tallyCompany: 'Chai Express\nFoods' },
    });
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json().error.fields).toMatchObject({
      cashLedger: ACCOUNTING_MESSAGES.control,
      tallyCompany: ACCOUNTING_MESSAGES.control,
    });
    const back = await call('PUT /api/admin/settings/accounting', {
      cookie: admin,
      body: DEFAULT_ACCOUNTING,
    });
    expect(back.statusCode).toBe(200);
  });

  it('says no GSTR-1 is due for a shop without a GSTIN, and the JSON answers 409 in words', async () => {
    await saveBilling({ regime: 'unregistered', gstin: '' });
    try {
      const summary = (await get('/api/admin/month-end/gstr1?month=2026-11')).json() as Gstr1Summary;
      expect(summary.shop.registered).toBe(false);
      expect(summary.notDue).toBe(MONTH_END_MESSAGES.unregistered);
      const res = await get(`${GSTR1_JSON_PATH}?month=2026-11`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(MONTH_END_MESSAGES.unregistered);
    } finally {
      await saveBilling();
    }
  });
});

function expectBalanced(vouchers: readonly ParsedVoucher[]) {
  expect(vouchers.length).toBeGreaterThan(0);
  for (const voucher of vouchers) {
    expect(
      total(voucher.entries, (e) => e.paise),
      voucher.narration,
    ).toBe(0);
    // Tally's sign: a debit is deemed positive and written negative.
    for (const entry of voucher.entries) expect(entry.deemedPositive).toBe(entry.paise < 0);
    expect(voucher.entries.filter((e) => e.party)).toHaveLength(
      voucher.number === null ? voucher.entries.filter((e) => e.party).length : 1,
    );
  }
}

describe('asking', () => {
  it('checks the month, the range and the mode in words, and who may ask', async () => {
    const month = await get('/api/admin/month-end/gstr1?month=November');
    expect(month.statusCode).toBe(400);
    expect(month.json().error.fields).toEqual({ month: MONTH_END_MESSAGES.month });
    expect((await get(`${GSTR1_JSON_PATH}?month=2026-13`)).statusCode).toBe(400);
    // A year the database cannot hold is refused in words, not a 500 (review finding).
    expect((await get('/api/admin/month-end/gstr1?month=0000-01')).statusCode).toBe(400);
    expect((await get(`${GSTR1_CSV_PATH}?month=0000-01`)).statusCode).toBe(400);
    const mode = await get(`${TALLY_XML_PATH}?mode=weekly`);
    expect(mode.statusCode).toBe(400);
    expect(mode.json().error.fields).toEqual({ mode: MONTH_END_MESSAGES.mode });
    const order = await get(`${TALLY_XML_PATH}?from=2026-11-30&to=2026-11-01`);
    expect(order.statusCode).toBe(400);
    expect(order.json().error.message).toBe('Start date must be on or before the end date');
    expect((await get('/api/admin/month-end/gstr1?month=2026-11', staff)).statusCode).toBe(403);
    expect((await get(`${TALLY_XML_PATH}`, staff)).statusCode).toBe(403);
    expect((await call.url('GET', `${GSTR1_CSV_PATH}?month=2026-11`)).statusCode).toBe(401);
    expect((await call('GET /api/admin/settings/accounting', { cookie: manager })).statusCode).toBe(403);
  });
});

describe('property: the month’s GSTR-1 equals its documents', () => {
  // Each run takes a month of its own, from January 2027 on.
  let runs = 0;
  const nextMonth = () => {
    const index = runs++;
    return `${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  };

  it('for random orders, refunds and tax on top or included, B2CS, HSN and Tally add up to the bills less the notes', async () => {
    const orderSpec = fc.record({
      chais: fc.integer({ min: 1, max: 3 }),
      buns: fc.integer({ min: 0, max: 2 }),
      method: fc.constantFrom<PaymentMethod>('cod', 'upi', 'card'),
      tipPaise: fc.constantFrom(0, 1_000),
      refunds: fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderSpec, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (specs, onTop) => {
          const month = nextMonth();
          await saveBilling({ pricesIncludeTax: !onTop });
          const billed: Order[] = [];
          const issued: Note[] = [];
          for (const spec of specs) {
            const order = await billedOrder(`${month}-10`, spec);
            billed.push(order);
            for (const amount of spec.refunds) {
              const note = await refunded(order, amount, `${month}-12`);
              if (note) issued.push(note);
            }
          }
          const net = (
            pick: (row: { taxablePaise: number; cgstPaise: number; sgstPaise: number }) => number,
          ) => total(billed, pick) - total(issued, pick);
          const summary = (await get(`/api/admin/month-end/gstr1?month=${month}`)).json() as Gstr1Summary;
          expect(summary.totals.bills).toBe(billed.length);
          expect(summary.totals.creditNotes).toBe(issued.length);
          expect(summary.totals.taxable).toBe(toRupees(net((r) => r.taxablePaise)));
          expect(summary.totals.cgst).toBe(toRupees(net((r) => r.cgstPaise)));
          expect(summary.totals.sgst).toBe(toRupees(net((r) => r.sgstPaise)));
          expect(summary.b2cs.map((r) => r.taxable)).toEqual([toRupees(net((r) => r.taxablePaise))]);
          expect(summary.hsn.map((r) => r.cgst)).toEqual([toRupees(net((r) => r.cgstPaise))]);
          // The same documents as one read sums them.
          const documents = await documentTotals(t.database.db, monthRange(month));
          expect(total(documents, (d) => (d.kind === 'bill' ? d.valuePaise : 0))).toBe(
            total(billed, (b) => b.totalPaise - b.tipPaise),
          );
          expect(summary.documents.map((d) => d.net)).toEqual(
            issued.length > 0 ? [billed.length, issued.length] : [billed.length],
          );
          // And the day's Tally vouchers balance and carry the same figures.
          const xml = await get(`${TALLY_XML_PATH}?from=${month}-01&to=${monthRange(month).to}&mode=daily`);
          const { vouchers } = parseTallyXml(xml.body);
          expectBalanced(vouchers);
          expect(ledgerTotal(vouchers, 'Sales', 'Sales @ 5%')).toBe(total(billed, (b) => b.taxablePaise));
          expect(ledgerTotal(vouchers, 'Credit Note', 'Sales @ 5%')).toBe(
            minus(total(issued, (n) => n.taxablePaise)),
          );
          expect(ledgerTotal(vouchers, 'Sales', 'Round Off')).toBe(total(billed, (b) => b.roundOffPaise));
          expect(ledgerTotal(vouchers, 'Sales', 'Tips Payable to Riders')).toBe(
            total(billed, (b) => b.tipPaise),
          );
        },
      ),
      { numRuns: 15 },
    );
    await saveBilling();
  }, 120_000);
});

describe('a refund past the bill’s total, into the rider’s tip (June 2028, after the property’s months)', () => {
  it('posts the tip given back in the Credit Note voucher, in both modes, and it balances', async () => {
    const order = await billedOrder('2028-06-10', { chais: 2, method: 'upi', tipPaise: 3_000 });
    const note = (await refunded(order, order.totalPaise, '2028-06-11'))!;
    // The bill's whole total on the note, the tip past it given back on none.
    expect(note.valuePaise).toBe(order.totalPaise - order.tipPaise);
    expect(note.tipPaise).toBe(3_000);
    for (const mode of ['bill', 'daily'] as const) {
      const res = await get(`${TALLY_XML_PATH}?from=2028-06-01&to=2028-06-30&mode=${mode}`);
      expect(res.statusCode, res.body).toBe(200);
      const { vouchers } = parseTallyXml(res.body);
      expectBalanced(vouchers);
      expect(vouchers.map((v) => v.type)).toEqual(['Sales', 'Credit Note']);
      // All the money went back out of UPI; the rider is owed the tip no more.
      expect(ledgerTotal(vouchers, 'Credit Note', 'UPI Collections')).toBe(order.totalPaise);
      expect(ledgerTotal(vouchers, 'Credit Note', 'Tips Payable to Riders')).toBe(-3_000);
      expect(ledgerTotal(vouchers, 'Credit Note', 'Sales @ 5%')).toBe(minus(note.taxablePaise));
      expect(ledgerTotal(vouchers, 'Sales', 'UPI Collections')).toBe(-order.totalPaise);
      expect(ledgerTotal(vouchers, 'Sales', 'Tips Payable to Riders')).toBe(3_000);
    }
  });
});
