// Analytics against a known data set: orders written straight into the database at fixed
// instants (some near midnight in Pune, which is another day in UTC), then every figure checked
// to the paisa through the real routes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, orderItems, orders, users } from '#server/db/schema.ts';
import { CSV_PAGE_SIZE } from '#server/modules/analytics/analytics.service.ts';
import { addDays, RANGE_MESSAGES, todayIn } from '#shared/analytics-range.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { OrderStatus, PaymentMethod } from '#shared/orders.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let manager: string;
let admin: string;
let staff: string;

const ALICE = 'analytics-alice';
const BOB = 'analytics-bob';
const CHAI = randomUUID();
const BUN = randomUUID();
const COFFEE = randomUUID();

type Line = { menuItemId: string | null; name: string; pricePaise: number; quantity: number };
type Seeded = {
  number: string;
  at: string;
  userId?: string;
  status?: OrderStatus;
  payment?: PaymentMethod;
  discountPaise?: number;
  discountCode?: string | null;
  lines: Line[];
};

const chai = (quantity: number): Line => ({
  menuItemId: CHAI,
  name: 'Masala Chai',
  pricePaise: 2500,
  quantity,
});
const bun = (quantity: number): Line => ({ menuItemId: BUN, name: 'Bun Maska', pricePaise: 3500, quantity });
const coffee = (quantity: number): Line => ({
  menuItemId: COFFEE,
  name: 'Cold Coffee',
  pricePaise: 12000,
  quantity,
});

// Pune is UTC+05:30 all year. "IST" below is the shop's wall clock.
const SEEDED: Seeded[] = [
  // IST 2025-02-28 23:59:59: the day before the range.
  { number: 'KCH100006', at: '2025-02-28T18:29:59Z', payment: 'upi', lines: [chai(1)] },
  // IST 2025-03-01 10:00.
  {
    number: 'KCH100001',
    at: '2025-03-01T04:30:00Z',
    status: 'delivered',
    payment: 'cod',
    lines: [chai(2), bun(1)],
  },
  // IST 2025-03-02 00:15, still 2025-03-01 in UTC.
  {
    number: 'KCH100002',
    at: '2025-03-01T18:45:00Z',
    userId: BOB,
    status: 'delivered',
    payment: 'upi',
    discountPaise: 1000,
    discountCode: 'FIRST20',
    lines: [chai(4)],
  },
  // IST 2025-03-02 19:00; a code written straight into the row to prove the export makes it inert.
  {
    number: 'KCH100003',
    at: '2025-03-02T13:30:00Z',
    status: 'placed',
    payment: 'card',
    discountCode: '=HYPERLINK("http://x.test","a,b")',
    lines: [coffee(1), bun(2)],
  },
  // IST 2025-03-02 19:30, cancelled: not revenue, not a best seller.
  {
    number: 'KCH100004',
    at: '2025-03-02T14:00:00Z',
    userId: BOB,
    status: 'cancelled',
    payment: 'card',
    lines: [chai(10)],
  },
  // IST 2025-03-04 17:59:59; the item has since left the menu (no id), priced with paise.
  {
    number: 'KCH100005',
    at: '2025-03-04T12:29:59Z',
    status: 'accepted',
    payment: 'cod',
    lines: [{ menuItemId: null, name: 'Old Special', pricePaise: 19950, quantity: 1 }],
  },
  // IST 2025-03-06 00:00:00: the day after the range.
  { number: 'KCH100007', at: '2025-03-05T18:30:00Z', payment: 'upi', lines: [coffee(5)] },
  // IST 2025-04-10 12:00: twelve different items, for the top-10 cut.
  {
    number: 'KCH100008',
    at: '2025-04-10T06:30:00Z',
    payment: 'cod',
    lines: Array.from({ length: 12 }, (_, i) => ({
      menuItemId: null,
      name: `Item ${String(i + 1).padStart(2, '0')}`,
      pricePaise: 1000,
      quantity: 12 - i,
    })),
  },
];

async function seed(list: Seeded[]) {
  const db = t.database.db;
  for (const o of list) {
    const subtotal = o.lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
    const discount = o.discountPaise ?? 0;
    const [row] = await db
      .insert(orders)
      .values({
        orderNumber: o.number,
        userId: o.userId ?? ALICE,
        idempotencyKey: randomUUID(),
        status: o.status ?? 'delivered',
        paymentMethod: o.payment ?? 'cod',
        address: deliveryAddress({
          name: 'Alice',
          phone: '+919890011111',
          address: 'Porwal Rd, Lohegaon, Pune',
        }),
        subtotalPaise: subtotal,
        discountPaise: discount,
        discountCode: o.discountCode ?? null,
        totalPaise: subtotal - discount,
        createdAt: new Date(o.at),
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      o.lines.map((l) => ({
        orderId: row!.id,
        menuItemId: l.menuItemId,
        name: l.name,
        unit: 'piece',
        unitPricePaise: l.pricePaise,
        quantity: l.quantity,
        lineTotalPaise: l.pricePaise * l.quantity,
      })),
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(users).values([
    { id: ALICE, name: 'Alice', email: 'alice@analytics.test', phoneNumber: '+919890011111' },
    { id: BOB, name: 'Bob', email: 'bob@analytics.test', phoneNumber: '+919890022222' },
  ]);
  // Order lines point at menu items; the ids only need to exist for the foreign key.
  await db.insert(menuItems).values(
    [
      [CHAI, 'Analytics Chai'],
      [BUN, 'Analytics Bun'],
      [COFFEE, 'Analytics Coffee'],
    ].map(([id, name]) => ({
      id: id!,
      name: name!,
      slug: name!.toLowerCase().replace(/ /g, '-'),
      pricePaise: 1000,
    })),
  );
  await seed(SEEDED);
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.90.0.1');
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.90.0.2');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.90.0.3');
});
afterAll(() => t.close());

const get = (url: string, cookie = manager) => t.app.inject({ url, headers: { cookie } });
const figures = async (query: string) => {
  const res = await get(`/api/admin/analytics?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('analytics figures', () => {
  it('sums the range by the shop’s days: revenue is delivered orders, open ones apart, cancelled ones out', async () => {
    const a = await figures('from=2025-03-01&to=2025-03-05');
    expect(a.range).toEqual({ from: '2025-03-01', to: '2025-03-05', days: 5, timeZone: 'Asia/Kolkata' });
    // Delivered 85 + 90 (average 87.50); placed 190 and accepted 199.50 are still open.
    expect(a.summary).toEqual({
      orders: 4,
      deliveredOrders: 2,
      revenue: 175,
      openValue: 389.5,
      averageOrderValue: 87.5,
      discounts: 10,
      cancelledOrders: 1,
      cancelledValue: 250,
    });
  });

  it('never counts a cancelled order as payment pending: it owes nothing', async () => {
    const a = await figures('from=2025-03-01&to=2025-03-05');
    const pending = a.paymentStatuses.find((p: { status: string }) => p.status === 'pending');
    // The four orders standing (85 + 90 + 190 + 199.50; seeded unpaid); the cancelled 250 is not one.
    expect(pending).toEqual({ status: 'pending', orders: 4, total: 564.5, refunded: 0 });
    const counted = a.paymentStatuses.reduce((sum: number, p: { orders: number }) => sum + p.orders, 0);
    expect(counted).toBe(4);
  });

  it('has every day of the range, days without orders included, by the shop’s clock', async () => {
    const a = await figures('from=2025-03-01&to=2025-03-05');
    expect(a.daily).toEqual([
      { date: '2025-03-01', orders: 1, revenue: 85, cancelled: 0 },
      // The 00:15 order is 1 March in UTC but 2 March in Pune; the 190 order there is only placed.
      { date: '2025-03-02', orders: 2, revenue: 90, cancelled: 1 },
      { date: '2025-03-03', orders: 0, revenue: 0, cancelled: 0 },
      // Accepted, not yet delivered: an order, no revenue yet.
      { date: '2025-03-04', orders: 1, revenue: 0, cancelled: 0 },
      { date: '2025-03-05', orders: 0, revenue: 0, cancelled: 0 },
    ]);
  });

  it('counts orders by local hour of day, all 24 hours', async () => {
    const a = await figures('from=2025-03-01&to=2025-03-05');
    expect(a.hourly).toHaveLength(24);
    expect(a.hourly.map((h: { hour: number }) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const busy = a.hourly.filter((h: { orders: number }) => h.orders > 0);
    expect(busy).toEqual([
      { hour: 0, orders: 1, revenue: 90 },
      { hour: 10, orders: 1, revenue: 85 },
      // Accepted and placed orders count as orders, their money only once delivered.
      { hour: 17, orders: 1, revenue: 0 },
      // The cancelled 19:30 order is not counted.
      { hour: 19, orders: 1, revenue: 0 },
    ]);
  });

  it('ranks the best sellers by quantity and by revenue, without cancelled orders', async () => {
    const a = await figures('from=2025-03-01&to=2025-03-05');
    expect(a.topItems.byQuantity).toEqual([
      { menuItemId: CHAI, name: 'Masala Chai', quantity: 6, revenue: 150 },
      { menuItemId: BUN, name: 'Bun Maska', quantity: 3, revenue: 105 },
      { menuItemId: null, name: 'Old Special', quantity: 1, revenue: 199.5 },
      { menuItemId: COFFEE, name: 'Cold Coffee', quantity: 1, revenue: 120 },
    ]);
    expect(a.topItems.byRevenue.map((i: { name: string }) => i.name)).toEqual([
      'Old Special',
      'Masala Chai',
      'Cold Coffee',
      'Bun Maska',
    ]);
  });

  it('keeps the ten best sellers only', async () => {
    const a = await figures('from=2025-04-10&to=2025-04-10');
    expect(a.topItems.byQuantity).toHaveLength(10);
    expect(a.topItems.byQuantity[0]).toEqual({
      menuItemId: null,
      name: 'Item 01',
      quantity: 12,
      revenue: 120,
    });
    expect(a.topItems.byQuantity.at(-1).name).toBe('Item 10');
    expect(a.topItems.byRevenue).toHaveLength(10);
  });

  it('totals cash, card and UPI over orders that were not cancelled', async () => {
    const a = await figures('from=2025-03-01&to=2025-03-05');
    expect(a.payments).toEqual([
      { method: 'cod', orders: 2, total: 284.5 },
      { method: 'card', orders: 1, total: 190 },
      { method: 'upi', orders: 1, total: 90 },
      { method: 'online', orders: 0, total: 0 },
    ]);
  });

  it('takes in exactly the days asked for, at the shop’s midnights', async () => {
    const day2 = await figures('from=2025-03-02&to=2025-03-02');
    // 90 delivered; the 190 order is still placed.
    expect(day2.summary).toMatchObject({ orders: 2, revenue: 90, openValue: 190, cancelledOrders: 1 });
    expect(day2.daily).toHaveLength(1);
    // 23:59:59 on 28 February and 00:00 on 6 March, Pune time.
    expect((await figures('from=2025-02-28&to=2025-02-28')).summary.orders).toBe(1);
    expect((await figures('from=2025-03-06&to=2025-03-06')).summary).toMatchObject({
      orders: 1,
      revenue: 600,
    });
    const empty = await figures('from=2025-01-01&to=2025-01-03');
    expect(empty.summary).toEqual({
      orders: 0,
      deliveredOrders: 0,
      revenue: 0,
      openValue: 0,
      averageOrderValue: 0,
      discounts: 0,
      cancelledOrders: 0,
      cancelledValue: 0,
    });
    expect(empty.daily.map((d: { orders: number }) => d.orders)).toEqual([0, 0, 0]);
    expect(empty.topItems).toEqual({ byQuantity: [], byRevenue: [] });
    expect(empty.payments.map((p: { total: number }) => p.total)).toEqual([0, 0, 0, 0]);
  });

  it('defaults to the last 30 days ending today in the shop, which includes an order placed now', async () => {
    const today = todayIn(SHOP_TIME_ZONE);
    await seed([{ number: 'KCH100009', at: new Date().toISOString(), payment: 'card', lines: [bun(1)] }]);
    const a = await figures('');
    expect(a.range).toMatchObject({ from: addDays(today, -29), to: today, days: 30 });
    expect(a.daily).toHaveLength(30);
    expect(a.daily.at(-1)).toEqual({ date: today, orders: 1, revenue: 35, cancelled: 0 });
    // Only an end: the 30 days before it.
    expect((await figures('to=2025-03-05')).range).toMatchObject({ from: '2025-02-04', days: 30 });
  });
});

describe('range validation', () => {
  const error = async (query: string) => {
    const res = await get(`/api/admin/analytics?${query}`);
    expect(res.statusCode).toBe(400);
    return res.json().error;
  };

  it('refuses dates that are not calendar days', async () => {
    expect(await error('from=2025-02-30&to=2025-03-01')).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please check your input and try again',
      fields: { from: RANGE_MESSAGES.from },
    });
    expect((await error('from=2025-03-01&to=yesterday')).fields).toEqual({ to: RANGE_MESSAGES.to });
    expect((await error('from=2025-3-1')).fields).toEqual({ from: RANGE_MESSAGES.from });
  });

  it('refuses a start after the end, and ranges longer than 366 days', async () => {
    expect(await error('from=2025-03-05&to=2025-03-01')).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Start date must be on or before the end date',
      fields: { from: 'Start date must be on or before the end date' },
    });
    expect((await error('from=2024-01-01&to=2025-01-01')).message).toBe(
      'The date range can be at most 366 days',
    );
    // 2024 is a leap year: 1 January to 31 December is 366 days, allowed.
    expect((await figures('from=2024-01-01&to=2024-12-31')).range.days).toBe(366);
  });

  it('checks the export the same way', async () => {
    const res = await get('/api/admin/analytics/orders.csv?from=2025-03-05&to=2025-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Start date must be on or before the end date');
  });
});

describe('orders export (CSV)', () => {
  it('has one row per order of the range, oldest first, cancelled ones included', async () => {
    const res = await get('/api/admin/analytics/orders.csv?from=2025-03-01&to=2025-03-05');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2025-03-01-to-2025-03-05.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      '"Order number","Placed at (Asia/Kolkata)","Type","Status","Payment method","Customer name","Delivery area","Lines","Items","Subtotal (INR)","Discount (INR)","Discount code","Delivery fee (INR)","GST added (INR)","Round off (INR)","Tip for the rider (INR)","Total (INR)","Customer phone","Channel","Token"',
      '"KCH100001","2025-03-01 10:00:00","Delivery","Delivered","Cash on Delivery","Alice","Porwal Road, Lohegaon, Pune","1 x Bun Maska; 2 x Masala Chai",3,85.00,0.00,"",0.00,0.00,0.00,0.00,85.00,"********1111","Online",',
      '"KCH100002","2025-03-02 00:15:00","Delivery","Delivered","UPI","Alice","Porwal Road, Lohegaon, Pune","4 x Masala Chai",4,100.00,10.00,"FIRST20",0.00,0.00,0.00,0.00,90.00,"********2222","Online",',
      // Quotes doubled, the comma kept inside the quotes, the formula made inert.
      '"KCH100003","2025-03-02 19:00:00","Delivery","Placed","Card","Alice","Porwal Road, Lohegaon, Pune","2 x Bun Maska; 1 x Cold Coffee",3,190.00,0.00,"\'=HYPERLINK(""http://x.test"",""a,b"")",0.00,0.00,0.00,0.00,190.00,"********1111","Online",',
      '"KCH100004","2025-03-02 19:30:00","Delivery","Cancelled","Card","Alice","Porwal Road, Lohegaon, Pune","10 x Masala Chai",10,250.00,0.00,"",0.00,0.00,0.00,0.00,250.00,"********2222","Online",',
      '"KCH100005","2025-03-04 17:59:59","Delivery","Accepted","Cash on Delivery","Alice","Porwal Road, Lohegaon, Pune","1 x Old Special",1,199.50,0.00,"",0.00,0.00,0.00,0.00,199.50,"********1111","Online",',
      '',
    ]);
  });

  it('has what reconciling cash with riders needs: the lines with their options, the customer, the area', async () => {
    const [row] = await t.database.db
      .insert(orders)
      .values([
        {
          orderNumber: 'KCH400001',
          userId: BOB,
          idempotencyKey: randomUUID(),
          status: 'delivered',
          paymentMethod: 'cod',
          address: {
            ...deliveryAddress({ name: 'Ravi', phone: '+919890022222' }),
            landmark: 'Opp. Datta Mandir',
          },
          subtotalPaise: 8_500,
          totalPaise: 8_500,
          createdAt: new Date('2025-08-01T06:00:00Z'),
        },
        {
          orderNumber: 'KCH400002',
          userId: ALICE,
          idempotencyKey: randomUUID(),
          status: 'delivered',
          orderType: 'pickup',
          paymentMethod: 'cod',
          subtotalPaise: 3_500,
          totalPaise: 3_500,
          createdAt: new Date('2025-08-01T07:00:00Z'),
        },
      ])
      .returning({ id: orders.id });
    const option = (name: string) => ({
      optionId: randomUUID(),
      groupId: 'g',
      group: 'Choice',
      name,
      priceDeltaPaise: 0,
    });
    await t.database.db.insert(orderItems).values([
      {
        orderId: row!.id,
        menuItemId: CHAI,
        name: 'Masala Chai',
        unit: 'cup',
        unitPricePaise: 2500,
        quantity: 2,
        lineTotalPaise: 5000,
        options: [option('Less sugar'), option('Large')],
      },
      {
        orderId: row!.id,
        menuItemId: BUN,
        name: '=Samosa',
        unit: 'piece',
        unitPricePaise: 3500,
        quantity: 1,
        lineTotalPaise: 3500,
      },
    ]);
    const url = '/api/admin/analytics/orders.csv?from=2025-08-01&to=2025-08-01';
    const [, delivery, pickup] = (await get(url)).body.split('\r\n');
    // A line starting with '=' stays text: the cell starts with the count, and is quoted anyway.
    expect(delivery).toBe(
      '"KCH400001","2025-08-01 11:30:00","Delivery","Delivered","Cash on Delivery","Ravi","Porwal Road, Lohegaon, Pune, near Opp. Datta Mandir","1 x =Samosa; 2 x Masala Chai (Less sugar, Large)",3,85.00,0.00,"",0.00,0.00,0.00,0.00,85.00,"********2222","Online",',
    );
    // A pickup has no area; its customer is the account's name.
    expect(pickup).toContain('"Pickup","Collected","Cash at the counter","Alice","","",0,');
    // An admin, who sees every customer on the Users page, gets the phones whole; a manager does not.
    const [, whole] = (await get(url, admin)).body.split('\r\n');
    // The phone as its 10 digits: nothing for a spreadsheet to run, and a lookup by the number works.
    expect(whole?.endsWith(`,"9890022222","Online",`)).toBe(true);
  });

  it('shows GST added on top of the prices and the round-off, so each row adds up to its total', async () => {
    await t.database.db.insert(orders).values({
      orderNumber: 'KCH300001',
      userId: ALICE,
      idempotencyKey: randomUUID(),
      status: 'delivered',
      paymentMethod: 'upi',
      address: deliveryAddress({ name: 'Alice', phone: '+919890011111', address: 'Pune' }),
      subtotalPaise: 10_000,
      discountPaise: 1_000,
      deliveryFeePaise: 2_000,
      taxablePaise: 11_000,
      cgstPaise: 275,
      sgstPaise: 275,
      taxAddedPaise: 550,
      // ₹115.50 rounded to the rupee, halves up.
      roundOffPaise: 50,
      totalPaise: 11_600,
      createdAt: new Date('2025-07-01T06:00:00Z'),
    });
    const res = await get('/api/admin/analytics/orders.csv?from=2025-07-01&to=2025-07-01');
    const [header, row] = res.body.split('\r\n');
    expect(header).toContain(
      '"Delivery fee (INR)","GST added (INR)","Round off (INR)","Tip for the rider (INR)","Total (INR)"',
    );
    expect(row).toContain(',100.00,10.00,"",20.00,5.50,0.50,0.00,116.00,');
  });

  it('reads a long range page by page, every order once, even orders placed at the same instant', async () => {
    const count = CSV_PAGE_SIZE * 2 + 1;
    await t.database.db.insert(orders).values(
      Array.from({ length: count }, (_, i) => ({
        orderNumber: `KCH2${String(i).padStart(5, '0')}`,
        userId: ALICE,
        idempotencyKey: randomUUID(),
        status: 'delivered' as const,
        paymentMethod: 'cod' as const,
        address: deliveryAddress({ name: 'Alice', phone: '+919890011111', address: 'Pune' }),
        subtotalPaise: 100,
        totalPaise: 100,
        createdAt: new Date('2025-06-01T06:00:00Z'),
      })),
    );
    const res = await get('/api/admin/analytics/orders.csv?from=2025-06-01&to=2025-06-01');
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(count);
    // The aggregates see them too, in one query each.
    expect((await figures('from=2025-06-01&to=2025-06-01')).summary).toMatchObject({
      orders: count,
      revenue: count,
    });
  });
});

describe('who may see analytics', () => {
  it('lets managers and admins in, and keeps staff and strangers out', async () => {
    for (const url of ['/api/admin/analytics', '/api/admin/analytics/orders.csv']) {
      expect((await get(url, manager)).statusCode).toBe(200);
      expect((await get(url, admin)).statusCode).toBe(200);
      const denied = await get(url, staff);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.message).toBe("Permission 'analytics:view' required");
      expect((await t.app.inject(url)).statusCode).toBe(401);
    }
  });
});

describe('channels (docs/product.md#one-order-book)', () => {
  it('totals orders and revenue per channel, and exports each order’s channel and token; a walk-in has no customer', async () => {
    const at = new Date('2025-09-01T06:00:00Z');
    const order = (o: Partial<typeof orders.$inferInsert>) => ({
      orderNumber: `KCH5${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      userId: ALICE,
      idempotencyKey: randomUUID(),
      status: 'delivered' as const,
      paymentMethod: 'cod' as const,
      orderType: 'pickup' as const,
      subtotalPaise: 5_000,
      totalPaise: 5_000,
      createdAt: at,
      ...o,
    });
    await t.database.db.insert(orders).values([
      order({
        orderNumber: 'KCH500001',
        channel: 'counter',
        userId: null,
        token: 3,
        counterKind: 'dine_in',
      }),
      order({ orderNumber: 'KCH500002', channel: 'counter', userId: null, token: 4, status: 'cancelled' }),
      order({
        orderNumber: 'KCH500003',
        channel: 'phone',
        paymentMethod: 'upi',
        subtotalPaise: 8_000,
        totalPaise: 8_000,
      }),
      order({ orderNumber: 'KCH500004', channel: 'online', status: 'preparing' }),
    ]);
    const a = await figures('from=2025-09-01&to=2025-09-01');
    expect(a.channels).toEqual([
      { channel: 'online', orders: 1, revenue: 0 },
      { channel: 'counter', orders: 1, revenue: 50 },
      { channel: 'phone', orders: 1, revenue: 80 },
      { channel: 'aggregator', orders: 0, revenue: 0 },
    ]);
    // The walk-ins count like any order (no inner join on the customer drops them).
    expect(a.summary).toMatchObject({ orders: 3, deliveredOrders: 2, revenue: 130, cancelledOrders: 1 });

    const lines = (await get('/api/admin/analytics/orders.csv?from=2025-09-01&to=2025-09-01')).body.split(
      '\r\n',
    );
    // The same instant for all four: found by number, not by place.
    const line = (orderNumber: string) => lines.find((l) => l.startsWith(`"${orderNumber}"`));
    expect(line('KCH500001')).toBe(
      '"KCH500001","2025-09-01 11:30:00","Pickup","Collected","Cash at the counter","","","",0,50.00,0.00,"",0.00,0.00,0.00,0.00,50.00,"","Counter",3',
    );
    expect(line('KCH500003')).toMatch(/"Phone",$/);
  });
});
