// The accountant's figures (docs/product.md#bills-and-kitchen-tickets): the tax summary and the
// bills register CSV go by bill date, list bills in bill-number order (not by text nor by clock),
// and make every text cell inert for spreadsheets. Bills are written straight into the database
// at fixed instants around the turn of a financial year in Pune.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, users } from '#server/db/schema.ts';
import { CSV_PAGE_SIZE } from '#server/modules/analytics/analytics.service.ts';
import { BILLS_CSV_PATH } from '#shared/api/billing.ts';
import type { PaymentMethod } from '#shared/orders.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let manager: string;
let staff: string;
const ASHA = 'register-asha';

type Billed = {
  orderNumber: string;
  billNumber: string | null;
  /** Pune wall clock. */
  billedAt: string | null;
  name?: string | null;
  phone?: string;
  subtotal: number;
  cgst?: number;
  taxAdded?: number;
  taxable?: number;
  payment: PaymentMethod;
};

const ist = (local: string) => new Date(`${local}+05:30`);

async function seed(list: Billed[]) {
  await t.database.db.insert(orders).values(
    list.map((b) => ({
      orderNumber: b.orderNumber,
      userId: ASHA,
      idempotencyKey: randomUUID(),
      status: 'delivered' as const,
      paymentMethod: b.payment,
      orderType: b.name === null ? ('pickup' as const) : ('delivery' as const),
      address:
        b.name === null
          ? null
          : deliveryAddress({ name: b.name ?? 'Asha Kulkarni', phone: b.phone ?? '+919890011111' }),
      subtotalPaise: b.subtotal,
      taxablePaise: b.taxable ?? b.subtotal,
      cgstPaise: b.cgst ?? 0,
      sgstPaise: b.cgst ?? 0,
      taxAddedPaise: b.taxAdded ?? 0,
      totalPaise: b.subtotal + (b.taxAdded ?? 0),
      billNumber: b.billNumber,
      billedAt: b.billedAt ? ist(b.billedAt) : null,
      createdAt: ist('2026-02-01T10:00:00'),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(users)
    .values({ id: ASHA, name: 'Asha', email: 'asha@register.test', phoneNumber: '+919890011111' });
  await seed([
    // Serial 9 was taken after serial 10 by the clock (two deliveries at once): number order wins.
    {
      orderNumber: 'KCH300001',
      billNumber: 'CE/25-26/000009',
      billedAt: '2026-03-31T23:20:00',
      name: '=HYPERLINK("http://x.test","a")',
      subtotal: 8500,
      taxable: 8096,
      cgst: 202,
      payment: 'upi',
    },
    // The prefix changed in the year: 'AB' sorts before 'CE' as text, yet this is the later bill.
    {
      orderNumber: 'KCH300002',
      billNumber: 'AB/25-26/000010',
      billedAt: '2026-03-31T23:10:00',
      name: 'Ravi',
      phone: '+919890022222',
      subtotal: 5000,
      payment: 'card',
    },
    // The next financial year, a pickup (no address: the account's name and phone), tax added on top.
    {
      orderNumber: 'KCH300003',
      billNumber: 'CE/26-27/000001',
      billedAt: '2026-04-01T00:10:00',
      name: null,
      subtotal: 10_000,
      cgst: 250,
      taxAdded: 500,
      payment: 'cod',
    },
    // Outside the range, and delivered before bills existed: in neither figure.
    {
      orderNumber: 'KCH300004',
      billNumber: 'CE/26-27/000002',
      billedAt: '2026-04-02T00:00:00',
      subtotal: 700,
      payment: 'cod',
    },
    { orderNumber: 'KCH300005', billNumber: null, billedAt: null, subtotal: 900, payment: 'cod' },
  ]);
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.91.0.1');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.91.0.2');
});
afterAll(() => t.close());

const get = (url: string, cookie = manager) => t.app.inject({ url, headers: { cookie } });

describe('tax summary', () => {
  it('totals the bills issued in the range by bill date, whenever the orders were placed', async () => {
    const res = await get('/api/admin/analytics?from=2026-03-31&to=2026-04-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tax).toEqual({
      bills: 3,
      creditNotes: 0,
      taxable: 230.96,
      cgst: 4.52,
      sgst: 4.52,
      total: 240,
    });
    const march = (await get('/api/admin/analytics?from=2026-03-31&to=2026-03-31')).json();
    expect(march.tax).toEqual({
      bills: 2,
      creditNotes: 0,
      taxable: 130.96,
      cgst: 2.02,
      sgst: 2.02,
      total: 135,
    });
    const none = (await get('/api/admin/analytics?from=2025-01-01&to=2025-01-02')).json();
    expect(none.tax).toEqual({ bills: 0, creditNotes: 0, taxable: 0, cgst: 0, sgst: 0, total: 0 });
  });
});

describe('bills register (CSV)', () => {
  it('lists each bill of the range in bill-number order, with every text cell inert', async () => {
    const res = await get(`${BILLS_CSV_PATH}?from=2026-03-31&to=2026-04-01`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bills-2026-03-31-to-2026-04-01.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      '"Bill number","Bill date (Asia/Kolkata)","Order number","Customer name","Customer phone","Taxable value (INR)","CGST (INR)","SGST (INR)","Total tax (INR)","Total (INR)","Payment method","Channel","Token","Status","Refunded (INR)","Document","Against bill"',
      // The formula is made inert, quotes doubled; the phone is the 10 digits people type (no apostrophe).
      `"CE/25-26/000009","2026-03-31","KCH300001","'=HYPERLINK(""http://x.test"",""a"")","9890011111",80.96,2.02,2.02,4.04,85.00,"UPI","Online",,"Delivered",0.00,"Bill",""`,
      `"AB/25-26/000010","2026-03-31","KCH300002","Ravi","9890022222",50.00,0.00,0.00,0.00,50.00,"Card","Online",,"Delivered",0.00,"Bill",""`,
      `"CE/26-27/000001","2026-04-01","KCH300003","Asha","9890011111",100.00,2.50,2.50,5.00,105.00,"Cash at the counter","Online",,"Delivered",0.00,"Bill",""`,
      '',
    ]);
  });

  it('reads a long register page by page, every bill once, in number order', async () => {
    const count = CSV_PAGE_SIZE + 7;
    // Serials given in a shuffled order of the clock, all on one day of 2024-25.
    const serials = Array.from({ length: count }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    await seed(
      serials.map((serial, i) => ({
        orderNumber: `KCH4${String(serial).padStart(5, '0')}`,
        billNumber: `CE/24-25/${String(serial).padStart(6, '0')}`,
        billedAt: `2024-06-01T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        subtotal: 100,
        payment: 'cod' as const,
      })),
    );
    const res = await get(`${BILLS_CSV_PATH}?from=2024-06-01&to=2024-06-01`);
    const numbers = res.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(',')[0]);
    expect(numbers).toEqual(
      Array.from({ length: count }, (_, i) => `"CE/24-25/${String(i + 1).padStart(6, '0')}"`),
    );
  });

  it('is for managers and admins, with the range checked like the other exports', async () => {
    expect((await get(BILLS_CSV_PATH, staff)).statusCode).toBe(403);
    expect((await t.app.inject(BILLS_CSV_PATH)).statusCode).toBe(401);
    const bad = await get(`${BILLS_CSV_PATH}?from=2026-04-01&to=2026-03-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Start date must be on or before the end date');
  });
});

describe('channels in the register (docs/product.md#one-order-book)', () => {
  it('names each bill’s channel and a counter bill’s token; a walk-in has no customer', async () => {
    await t.database.db.insert(orders).values({
      orderNumber: 'KCH300900',
      userId: null,
      idempotencyKey: randomUUID(),
      channel: 'counter',
      token: 7,
      counterKind: 'takeaway',
      status: 'delivered',
      paymentMethod: 'cod',
      orderType: 'pickup',
      subtotalPaise: 4_000,
      taxablePaise: 4_000,
      totalPaise: 4_000,
      billNumber: 'CE/26-27/000900',
      billedAt: ist('2026-05-10T10:00:00'),
      createdAt: ist('2026-05-10T10:00:00'),
    });
    const res = await get(`${BILLS_CSV_PATH}?from=2026-05-10&to=2026-05-10`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n')[1]).toBe(
      '"CE/26-27/000900","2026-05-10","KCH300900","","",40.00,0.00,0.00,0.00,40.00,"Cash at the counter","Counter",7,"Delivered",0.00,"Bill",""',
    );
  });
});

describe('a voided bill in the register', () => {
  it('stays, with the order’s status and what was given back (not a second capture’s refund)', async () => {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderNumber: 'KCH300901',
        userId: ASHA,
        idempotencyKey: randomUUID(),
        status: 'cancelled',
        paymentMethod: 'online',
        paymentStatus: 'refunded',
        gatewayPaymentId: 'pay_register_own',
        orderType: 'pickup',
        subtotalPaise: 6_000,
        taxablePaise: 6_000,
        totalPaise: 6_000,
        billNumber: 'CE/26-27/000901',
        billedAt: ist('2026-05-11T10:00:00'),
        createdAt: ist('2026-05-11T09:50:00'),
      })
      .returning({ id: orders.id });
    const refund = (amountPaise: number, gatewayPaymentId: string, status: 'processed' | 'failed') => ({
      orderId: order!.id,
      amountPaise,
      reason: 'Voided',
      method: 'gateway' as const,
      gatewayPaymentId,
      status,
    });
    await t.database.db
      .insert(refunds)
      .values([
        refund(6_000, 'pay_register_own', 'processed'),
        refund(1_000, 'pay_register_own', 'failed'),
        refund(6_000, 'pay_register_late', 'processed'),
      ]);
    const res = await get(`${BILLS_CSV_PATH}?from=2026-05-11&to=2026-05-11`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.split('\r\n')[1]).toBe(
      '"CE/26-27/000901","2026-05-11","KCH300901","Asha","9890011111",60.00,0.00,0.00,0.00,60.00,"Paid online","Online",,"Cancelled",60.00,"Bill",""',
    );
  });
});
