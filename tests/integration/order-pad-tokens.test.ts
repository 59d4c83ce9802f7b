// A counter order's token and day as the pad sends them (docs/product.md#nothing-is-lost-at-the-counter):
// a token no block of the taker ever held is refused while staff stand at the pad, yet an order from
// the pad's queue is never refused; a token from another day's block (a pad offline across
// midnight) gives the order its own day's next token; a block reserved after the close is the next
// open day's; and the time a pad sends never books an order before its token's day.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLogs, dayCloses, menuItems, tokenBlocks, users } from '#server/db/schema.ts';
import {
  ORDER_PAD_MESSAGES,
  type StaffOrderBody,
  type StaffOrderResponse,
  type TokenBlock,
} from '#shared/api/order-pad.ts';
import { addDays } from '#shared/order-book/shop-day.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let staff: string;
let staffId = '';
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

const take = (extra: Partial<StaffOrderBody>) =>
  t.app.inject({
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

const taken = async (extra: Partial<StaffOrderBody>): Promise<StaffOrderResponse> => {
  const res = await take(extra);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const [item] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Bun Maska'));
  bun = item!.id;
  staff = await sessionFor(t, 'staff');
  const [me] = await t.database.db.select().from(users).where(eq(users.email, 'staff@example.com'));
  staffId = me!.id;
});
afterAll(() => t.close());

it('refuses a made-up token at the pad, and gives a queued order with one the next token', async () => {
  const block = await reserve(2);
  const forged = await take({ token: 9_000 });
  expect(forged.statusCode).toBe(409);
  expect(forged.json().error.message).toBe(ORDER_PAD_MESSAGES.tokenNotReserved);
  const queued = await taken({ token: 9_001, takenAt: minutesAgo(2) });
  expect(queued.order.book).toMatchObject({ shopDay: block.shopDay });
  expect(queued.order.book?.token).not.toBe(9_001);
  expect(queued.order.book?.token).toBeGreaterThan(block.last);
});

it("gives an order numbered from yesterday's block today's next token, at the pad or from its queue", async () => {
  const today = (await reserve(1)).shopDay;
  const yesterday = addDays(today, -1);
  // The pad went offline yesterday evening holding a block of yesterday's tokens.
  await t.database.db
    .insert(tokenBlocks)
    .values({ shopDay: yesterday, firstToken: 700, lastToken: 705, reservedBy: staffId });
  const live = await taken({ token: 700 });
  expect(live.order.book?.shopDay).toBe(today);
  expect(live.order.book?.token).not.toBe(700);
  const queued = await taken({ token: 701, takenAt: minutesAgo(1) });
  expect(queued.order.book?.shopDay).toBe(today);
  expect(queued.order.book?.token).not.toBe(701);
  // Taken before midnight and sent after it: yesterday's own token, on yesterday.
  const lastNight = await taken({ token: 702, takenAt: new Date(Date.now() - 24 * 3_600_000).toISOString() });
  expect(lastNight.order.book).toMatchObject({ shopDay: yesterday, token: 702 });
});

it("never books an order before its token's day, whatever time the pad sends; the audit keeps both totals and the time", async () => {
  const block = await reserve(2);
  const takenAt = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
  const res = await taken({ token: block.first, takenAt, expectedTotal: 1 });
  expect(res.order.book).toMatchObject({ shopDay: block.shopDay, token: block.first });
  const [entry] = await t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.recordId, res.order.id), eq(auditLogs.action, 'orders.take')));
  expect(entry?.newValues).toMatchObject({ shown: 1, total: res.order.total, takenAt });
});

it("takes a pad's token from a block reserved after the day's close on the next open day, at the pad too", async () => {
  const before = await reserve(1);
  await t.database.db.insert(dayCloses).values({
    shopDay: before.shopDay,
    openingFloatPaise: 0,
    expectedCashPaise: 0,
    countedCashPaise: 0,
    figures: {},
  });
  const block = await reserve(3);
  expect(block.shopDay).toBe(addDays(before.shopDay, 1));
  const live = await taken({ token: block.first });
  expect(live.order.book).toMatchObject({ shopDay: block.shopDay, token: block.first });
  const queued = await taken({ token: block.first + 1, takenAt: minutesAgo(1) });
  expect(queued.order.book).toMatchObject({ shopDay: block.shopDay, token: block.first + 1 });
});
