// The checkout reads prices, prices the cart, then writes the order in one statement that checks
// the menu again (decision 014). These tests make the read stale on purpose, through the real
// repository and database, and check that nothing is stored from it and the service prices again.
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discountCodes,
  discountRedemptions,
  menuItems,
  orderItems,
  orders,
  users,
} from '../../src/server/db/schema';
import { FIRST_ORDER_CODE } from '../../src/server/db/seed';
import {
  createOrdersRepo,
  type DiscountInput,
  MenuMoved,
  type PricedItem,
} from '../../src/server/modules/orders/orders.repo';
import { createOrdersService, priceOrder } from '../../src/server/modules/orders/orders.service';
import { orderNumberFrom } from '../../src/shared/orders';
import { signInCustomer } from '../helpers/customer-session';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let userId: string;
let chai: { id: string; pricePaise: number };
let bun: { id: string };

const address = {
  name: 'Asha',
  phone: '+919890033333',
  address: 'Flat 9, Porwal Rd, Lohegaon, Pune',
  landmark: null,
  deliveryNotes: null,
  latitude: null,
  longitude: null,
};

beforeAll(async () => {
  t = await createTestApp();
  await signInCustomer(t, '9890033333', 'Asha Kulkarni', '10.90.0.1');
  const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, '+919890033333'));
  userId = user!.id;
  const rows = await t.database.db.select().from(menuItems);
  const byName = (name: string) => rows.find((r) => r.name === name)!;
  chai = byName('Masala Chai');
  bun = byName('Bun Maska');
});
afterAll(() => t.close());

const lines = () => [
  { menuItemId: chai.id, quantity: 2 },
  { menuItemId: bun.id, quantity: 1 },
];
const ids = () => [chai.id, bun.id];

/** A draft priced from `items` as the read saw them, after `stale` rewrote what the read saw. */
const draftFrom =
  (stale: (item: PricedItem) => PricedItem, code?: string) =>
  (items: PricedItem[], discount: DiscountInput | undefined) =>
    priceOrder(
      lines(),
      items.map(stale),
      orderNumberFrom(randomInt(0, 1_000_000)),
      address,
      'cod',
      code ? { text: code, input: discount, now: new Date() } : undefined,
    );

const storedWithKey = async (key: string) =>
  t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));

describe('an order priced from a menu that moved before the write', () => {
  it('is not stored when a price changed, and nothing of it is written', async () => {
    const repo = createOrdersRepo(t.database.db);
    const key = randomUUID();
    const linesBefore = await t.database.db.$count(orderItems);
    const cheaper = (item: PricedItem) =>
      item.id === chai.id ? { ...item, pricePaise: item.pricePaise - 100 } : item;
    await expect(repo.place(userId, key, ids(), undefined, draftFrom(cheaper))).rejects.toBeInstanceOf(
      MenuMoved,
    );
    expect(await storedWithKey(key)).toEqual([]);
    expect(await t.database.db.$count(orderItems)).toBe(linesBefore);
  });

  it('is not stored when an item left the menu, or changed its name or unit', async () => {
    const repo = createOrdersRepo(t.database.db);
    await t.database.db.update(menuItems).set({ isAvailable: false }).where(eq(menuItems.id, bun.id));
    try {
      const stillOrderable = (item: PricedItem) => ({ ...item, orderable: true });
      const key = randomUUID();
      await expect(
        repo.place(userId, key, ids(), undefined, draftFrom(stillOrderable)),
      ).rejects.toBeInstanceOf(MenuMoved);
      expect(await storedWithKey(key)).toEqual([]);
    } finally {
      await t.database.db.update(menuItems).set({ isAvailable: true }).where(eq(menuItems.id, bun.id));
    }
    for (const change of [{ name: 'Old Masala Chai' }, { unit: '1 kettle' }]) {
      const key = randomUUID();
      const renamed = (item: PricedItem) => (item.id === chai.id ? { ...item, ...change } : item);
      await expect(repo.place(userId, key, ids(), undefined, draftFrom(renamed))).rejects.toBeInstanceOf(
        MenuMoved,
      );
      expect(await storedWithKey(key)).toEqual([]);
    }
  });

  it('with a code: rolls back the code use too', async () => {
    const repo = createOrdersRepo(t.database.db);
    const [before] = await t.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, FIRST_ORDER_CODE));
    const key = randomUUID();
    const cheaper = (item: PricedItem) => ({ ...item, pricePaise: item.pricePaise - 100 });
    await expect(
      repo.place(userId, key, ids(), FIRST_ORDER_CODE, draftFrom(cheaper, FIRST_ORDER_CODE)),
    ).rejects.toBeInstanceOf(MenuMoved);
    expect(await storedWithKey(key)).toEqual([]);
    const [after] = await t.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, FIRST_ORDER_CODE));
    expect(after!.usedCount).toBe(before!.usedCount);
    expect(await t.database.db.$count(discountRedemptions, eq(discountRedemptions.userId, userId))).toBe(0);
  });

  it('is priced again by the service and stored once, at the current price', async () => {
    const repo = createOrdersRepo(t.database.db);
    let attempts = 0;
    // The first attempt reads an older price than the menu's (as if an admin saved a new one
    // between the read and the write); later attempts read the menu as it is.
    const racing: typeof repo = {
      ...repo,
      place: (u, k, itemIds, code, draft) => {
        attempts++;
        const seen =
          attempts === 1
            ? (items: PricedItem[], d: DiscountInput | undefined) =>
                draft(
                  items.map((i) => ({ ...i, pricePaise: i.pricePaise + 500 })),
                  d,
                )
            : draft;
        return repo.place(u, k, itemIds, code, seen);
      },
    };
    const services = t.app.services;
    const service = createOrdersService(racing, services.audit, services.events, async () => true);
    const key = randomUUID();
    const { order, created } = await service.place(userId, {
      idempotencyKey: key,
      lines: lines(),
      address,
      paymentMethod: 'cod',
    });
    expect(attempts).toBe(2);
    expect(created).toBe(true);
    expect(order.lines.find((l) => l.menuItemId === chai.id)?.unitPrice).toBe(chai.pricePaise / 100);
    const stored = await storedWithKey(key);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.subtotalPaise).toBe(Math.round(order.subtotal * 100));
  });
});
