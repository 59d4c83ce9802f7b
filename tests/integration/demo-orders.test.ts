// The demo seed's rated past orders (src/server/seed/demo-orders.ts): a fresh demo shop shows
// customers' stars on its popular items, seeding again adds nothing, and none of it touches what
// starts empty: bill numbers, messages, today's board and the default analytics range.
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billCounters,
  itemRatings,
  notificationOutbox,
  orderRatings,
  orderStatusEvents,
  orders,
  users,
} from '#server/db/schema.ts';
import { DEMO_CUSTOMER, DEMO_ORDERS } from '#server/seed/demo-orders.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { MIN_RATINGS_SHOWN } from '#shared/come-back/ratings.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let firstReport: Awaited<ReturnType<typeof seedDatabase>>;
beforeAll(async () => {
  t = await createTestApp();
  firstReport = await seedDatabase(t.database.db, { demoStaff: true, itemOptions: false, demoOrders: true });
});
afterAll(async () => {
  await t.close();
});

type MenuItem = { name: string; rating: number; ratingCount: number };
const menu = async () => (await t.app.inject({ url: '/api/menu' })).json().items as MenuItem[];
const tally = async (table: typeof orders | typeof itemRatings | typeof orderStatusEvents) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
};

describe('demo orders', () => {
  it('rates the popular items enough to show stars, with the averages of their stars', async () => {
    expect(firstReport.demoOrders).toBe(true);
    const items = await menu();
    const expected = new Map<string, number[]>();
    for (const order of DEMO_ORDERS)
      for (const [name, , stars] of order.lines) expected.set(name, [...(expected.get(name) ?? []), stars]);
    for (const name of [
      'Masala Chai',
      'Bun Maska',
      'Vada Pav',
      'Kulhad Chai',
      'Filter Coffee',
      'Masala Maggie',
    ]) {
      const stars = expected.get(name) ?? [];
      const item = items.find((i) => i.name === name);
      expect(item?.ratingCount, name).toBe(stars.length);
      expect(stars.length, name).toBeGreaterThanOrEqual(MIN_RATINGS_SHOWN);
      expect(item?.rating, name).toBeCloseTo(stars.reduce((a, b) => a + b, 0) / stars.length, 1);
    }
    // The rest of the menu is still 'New'.
    expect(items.find((i) => i.name === 'Elaichi Chai')?.ratingCount).toBe(0);
  });

  it('writes delivered orders of an unverified demo customer, each with its status history and no bill', async () => {
    const [customer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, DEMO_CUSTOMER.phone));
    expect(customer?.name).toBe('Demo customer');
    expect(customer?.phoneNumberVerified).toBe(false);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, customer!.id));
    expect(rows).toHaveLength(DEMO_ORDERS.length);
    for (const row of rows) {
      expect(row.status).toBe('delivered');
      expect(row.billNumber).toBeNull();
      if (row.orderType === 'delivery') expect(row.address?.address).toMatch(/Demo/);
      const events = await t.database.db
        .select()
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, row.id))
        .orderBy(orderStatusEvents.createdAt);
      expect(events[0]?.toStatus).toBe('placed');
      expect(events.at(-1)?.toStatus).toBe('delivered');
      expect(events.at(-1)?.createdAt.getTime()).toBe(row.updatedAt.getTime());
      // More than the analytics' default 30 days back.
      expect(Date.now() - row.createdAt.getTime()).toBeGreaterThan(31 * 86_400_000);
    }
    expect(await tally(orders)).toBe(DEMO_ORDERS.length);
    expect((await t.database.db.select().from(billCounters)).length).toBe(0);
    expect((await t.database.db.select().from(notificationOutbox)).length).toBe(0);
    const delivery = await t.database.db
      .select()
      .from(orderRatings)
      .where(isNotNull(orderRatings.deliveryStars));
    expect(delivery.length).toBe(DEMO_ORDERS.filter((o) => o.delivery).length);
  });

  it('adds nothing when seeded again', async () => {
    const before = [await tally(orders), await tally(itemRatings), await tally(orderStatusEvents)];
    const again = await seedDatabase(t.database.db, {
      demoStaff: true,
      itemOptions: false,
      demoOrders: true,
    });
    expect(again.demoOrders).toBe(false);
    expect([await tally(orders), await tally(itemRatings), await tally(orderStatusEvents)]).toEqual(before);
  });

  it('leaves the default analytics range empty and credits the delivery stars to the demo rider', async () => {
    const manager = await signInStaff(t, 'manager@example.com');
    const analytics = await t.app.inject({ url: '/api/admin/analytics', headers: { cookie: manager } });
    expect(analytics.statusCode, analytics.body).toBe(200);
    expect(analytics.json().summary.orders).toBe(0);
    const riders = await t.app.inject({
      url: '/api/admin/ratings/riders',
      query: { days: '90' },
      headers: { cookie: manager },
    });
    expect(riders.statusCode, riders.body).toBe(200);
    expect(riders.json().riders[0]?.riderName).toBe('Ravi Shinde');
  });
});
