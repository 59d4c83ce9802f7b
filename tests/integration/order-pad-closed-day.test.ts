// An order kept on the pad while the server was out of reach, sent after its day was closed
// (docs/product.md#nothing-is-lost-at-the-counter): it is never refused. It is counted on the next
// open day, as the close's adjustments are, with that day's next token (the one the pad printed
// belonged to the closed day); tokens reserved after the close are the next open day's.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dayCloses, menuItems, orders, refunds } from '#server/db/schema.ts';
import type { StaffOrderBody, StaffOrderResponse, TokenBlock } from '#shared/api/order-pad.ts';
import { addDays } from '#shared/order-book/shop-day.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: string;
let bun = '';

const reserve = async (count: number): Promise<TokenBlock> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/order-pad/tokens',
    headers: { cookie: staff },
    payload: { count },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const take = async (extra: Partial<StaffOrderBody>): Promise<StaffOrderResponse> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: { cookie: staff },
    payload: {
      idempotencyKey: randomUUID(),
      channel: 'counter',
      lines: [{ menuItemId: bun, quantity: 1 }],
      payment: { method: 'cod', paidNow: true },
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const [item] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Bun Maska'));
  bun = item!.id;
  staff = await sessionFor(t, 'staff');
});
afterAll(() => t.close());

it("takes an offline order whose token's day closed meanwhile on the next open day, with that day's token", async () => {
  const block = await reserve(3);
  const before = await take({ token: block.first });
  expect(before.order.book).toMatchObject({ shopDay: block.shopDay, token: block.first });
  await t.database.db.insert(dayCloses).values({
    shopDay: block.shopDay,
    openingFloatPaise: 0,
    expectedCashPaise: 0,
    countedCashPaise: 0,
    figures: {},
  });
  const takenAt = new Date(Date.now() - 5 * 60_000).toISOString();
  const late = await take({ token: block.first + 1, takenAt, expectedTotal: before.order.total });
  const nextDay = addDays(block.shopDay, 1);
  expect(late.order.book).toMatchObject({ shopDay: nextDay, token: 1 });
  expect(late.order.payment.status).toBe('paid');
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, late.order.id));
  expect(row).toMatchObject({ shopDay: nextDay, token: 1 });
  // The pad's next block is the open day's, after the token the late order took.
  expect(await reserve(2)).toEqual({ shopDay: nextDay, first: 2, last: 3 });
  // Voiding an order of the closed day hands the money back on the open day: an adjustment.
  const manager = await sessionFor(t, 'manager');
  const voided = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${before.order.id}/void`,
    headers: { cookie: manager },
    payload: { reason: 'Customer changed their mind' },
  });
  expect(voided.statusCode, voided.body).toBe(200);
  const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, before.order.id));
  expect(refund).toMatchObject({
    method: 'cash',
    status: 'processed',
    shopDay: nextDay,
    gatewayPaymentId: null,
  });
  const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, before.order.id));
  expect(kept?.shopDay).toBe(block.shopDay);
});
