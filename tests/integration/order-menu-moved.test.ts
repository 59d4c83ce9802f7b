// The checkout reads prices, prices the cart, then writes the order in one statement that checks
// the menu again (decision 014). These tests make the read stale on purpose, through the real
// repository and database, and check that nothing is stored from it and the service prices again;
// and that a code's transaction rolls the order back when the code's use cannot be counted.

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
} from '#server/db/schema.ts';
import type { CodeCheckoutSteps } from '#server/modules/orders/checkout.repo.ts';
import { onlineBook } from '#server/modules/orders/checkout-insert.ts';
import type { PricedItem } from '#server/modules/orders/checkout-price-read.ts';
import { type Fulfilment, priceOrder } from '#server/modules/orders/checkout-pricing.ts';
import { createOrdersRepo, type OrdersRepo } from '#server/modules/orders/orders.repo.ts';
import { createOrdersService } from '#server/modules/orders/orders.service.ts';
import { FIRST_ORDER_CODE } from '#server/seed/seed.ts';
import { billTermsOf, DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import { MESSAGES } from '#shared/errors.ts';
import { orderNumberFrom } from '#shared/orders.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let userId: string;
let chai: { id: string; pricePaise: number };
let bun: { id: string };

const address = deliveryAddress({
  name: 'Asha',
  phone: '+919890033333',
  address: 'Porwal Rd, Lohegaon, Pune',
});
const delivery: Fulfilment = {
  orderType: 'delivery',
  address: { ...address, landmark: null, deliveryNotes: null },
  area: DEFAULT_DELIVERY_AREA,
  promisedMinutes: DELIVERY_MINUTES,
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

const placeBody = (key: string, discountCode?: string) => ({
  idempotencyKey: key,
  lines: lines(),
  address,
  paymentMethod: 'cod' as const,
  ...(discountCode ? { discountCode } : {}),
});

/** A draft priced from the menu as read, after `stale` rewrote what the read saw. */
async function staleDraft(repo: OrdersRepo, stale: (item: PricedItem) => PricedItem) {
  const items = (await repo.checkout.pricedItems(ids())).map(stale);
  const priced = priceOrder(
    lines(),
    items,
    orderNumberFrom(randomInt(0, 1_000_000)),
    delivery,
    'cod',
    billTermsOf(DEFAULT_BILLING),
    onlineBook('2026-11-29'),
  );
  if (!priced.ok) throw new Error(`the stale read should still price: ${priced.reason}`);
  return priced.draft;
}

/**
 * The repository, with price reads that answer `stale` of what the menu says: the first read only
 * (as if an admin saved a change between the read and the write once), or every read. `reads()`
 * counts them.
 */
function withStaleReads(repo: OrdersRepo, stale: (item: PricedItem) => PricedItem, which: 'first' | 'every') {
  let reads = 0;
  const readStale =
    (read: (ids: string[]) => Promise<PricedItem[]>) =>
    async (itemIds: string[]): Promise<PricedItem[]> => {
      reads++;
      const items = await read(itemIds);
      return which === 'every' || reads === 1 ? items.map(stale) : items;
    };
  const racing: OrdersRepo = {
    ...repo,
    checkout: { ...repo.checkout, pricedItems: readStale(repo.checkout.pricedItems) },
    withCode: (work) =>
      repo.withCode((steps) => work({ ...steps, pricedItems: readStale(steps.pricedItems) })),
  };
  return { repo: racing, reads: () => reads };
}

const serviceOver = (repo: OrdersRepo) =>
  createOrdersService({
    repo,
    audit: t.app.services.audit,
    events: t.app.services.events,
    settingsNow: t.app.services.settings.stored,
  });

const storedWithKey = async (key: string) =>
  t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));

const codeRow = async (code: string) =>
  (await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!;

describe('an order priced from a menu that moved before the write', () => {
  it('is not stored when a price changed, and nothing of it is written', async () => {
    const repo = createOrdersRepo(t.database.db);
    const key = randomUUID();
    const linesBefore = await t.database.db.$count(orderItems);
    const cheaper = (item: PricedItem) =>
      item.id === chai.id ? { ...item, pricePaise: item.pricePaise - 100 } : item;
    expect(await repo.checkout.insertOrder(userId, key, await staleDraft(repo, cheaper))).toEqual({
      ok: false,
      reason: 'menu-moved',
    });
    expect(await storedWithKey(key)).toEqual([]);
    expect(await t.database.db.$count(orderItems)).toBe(linesBefore);
  });

  it('is not stored when an item left the menu, or changed its name or unit', async () => {
    const repo = createOrdersRepo(t.database.db);
    await t.database.db.update(menuItems).set({ inStock: false }).where(eq(menuItems.id, bun.id));
    try {
      const stillOrderable = (item: PricedItem) => ({ ...item, orderable: true });
      const key = randomUUID();
      expect(await repo.checkout.insertOrder(userId, key, await staleDraft(repo, stillOrderable))).toEqual({
        ok: false,
        reason: 'menu-moved',
      });
      expect(await storedWithKey(key)).toEqual([]);
    } finally {
      await t.database.db.update(menuItems).set({ inStock: true }).where(eq(menuItems.id, bun.id));
    }
    for (const change of [{ name: 'Old Masala Chai' }, { unit: '1 kettle' }]) {
      const key = randomUUID();
      const renamed = (item: PricedItem) => (item.id === chai.id ? { ...item, ...change } : item);
      expect(await repo.checkout.insertOrder(userId, key, await staleDraft(repo, renamed))).toEqual({
        ok: false,
        reason: 'menu-moved',
      });
      expect(await storedWithKey(key)).toEqual([]);
    }
  });

  it('with a code: counts no use of the code, however often the service prices again', async () => {
    const before = await codeRow(FIRST_ORDER_CODE);
    const cheaper = (item: PricedItem) => ({ ...item, pricePaise: item.pricePaise - 100 });
    const { repo, reads } = withStaleReads(createOrdersRepo(t.database.db), cheaper, 'every');
    const key = randomUUID();
    await expect(serviceOver(repo).place(userId, placeBody(key, FIRST_ORDER_CODE))).rejects.toMatchObject({
      message: MESSAGES.orderFailed,
    });
    expect(reads()).toBe(8);
    expect(await storedWithKey(key)).toEqual([]);
    expect((await codeRow(FIRST_ORDER_CODE)).usedCount).toBe(before.usedCount);
    expect(await t.database.db.$count(discountRedemptions, eq(discountRedemptions.userId, userId))).toBe(0);
  });

  it('is priced again by the service and stored once, at the current price', async () => {
    const dearer = (item: PricedItem) => ({ ...item, pricePaise: item.pricePaise + 500 });
    const { repo, reads } = withStaleReads(createOrdersRepo(t.database.db), dearer, 'first');
    const key = randomUUID();
    const { order, created } = await serviceOver(repo).place(userId, placeBody(key));
    expect(reads()).toBe(2);
    expect(created).toBe(true);
    expect(order.lines.find((l) => l.menuItemId === chai.id)?.unitPrice).toBe(chai.pricePaise / 100);
    const stored = await storedWithKey(key);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.subtotalPaise).toBe(Math.round(order.subtotal * 100));
  });
});

describe('an order with a code that was used up before its use was counted', () => {
  it('is rolled back with its lines, and refused with the usage-limit message', async () => {
    // Used up in the database, while the locked read reports it still open: only the count's
    // condition (orders.repo countCodeUse) stands between the order and one use too many.
    const code = `FULL${randomInt(1000, 9999)}`;
    await t.database.db.insert(discountCodes).values({
      id: `DC_${randomUUID()}`,
      code,
      kind: 'flat',
      value: 1000,
      maxUses: 1,
      usedCount: 1,
    });
    const repo = createOrdersRepo(t.database.db);
    const stillOpen: OrdersRepo = {
      ...repo,
      withCode: (work) =>
        repo.withCode((steps: CodeCheckoutSteps) =>
          work({
            ...steps,
            lockedDiscount: async (u, c) => {
              const input = await steps.lockedDiscount(u, c);
              return input && { ...input, rule: { ...input.rule, usedCount: 0 } };
            },
          }),
        ),
    };
    const key = randomUUID();
    const linesBefore = await t.database.db.$count(orderItems);
    await expect(serviceOver(stillOpen).place(userId, placeBody(key, code))).rejects.toMatchObject({
      message: 'This code has reached its usage limit',
      fields: { discountCode: 'This code has reached its usage limit' },
    });
    expect(await storedWithKey(key)).toEqual([]);
    expect(await t.database.db.$count(orderItems)).toBe(linesBefore);
    expect((await codeRow(code)).usedCount).toBe(1);
  });
});

describe('an order whose counted stock ran out after it was priced', () => {
  // docs/product.md#counted-stock: the write's check refuses it whole, and the service reads the
  // counts again so the customer is told exactly how many are left.
  const plenty = (item: PricedItem) => (item.id === chai.id ? { ...item, stockLeft: 50 } : item);

  it('is not stored, and takes nothing', async () => {
    await t.database.db.update(menuItems).set({ stockLeft: 1 }).where(eq(menuItems.id, chai.id));
    try {
      const repo = createOrdersRepo(t.database.db);
      const key = randomUUID();
      expect(await repo.checkout.insertOrder(userId, key, await staleDraft(repo, plenty))).toEqual({
        ok: false,
        reason: 'sold-out',
      });
      expect(await storedWithKey(key)).toEqual([]);
      const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, chai.id));
      expect(row!.stockLeft).toBe(1);
    } finally {
      await t.database.db.update(menuItems).set({ stockLeft: null }).where(eq(menuItems.id, chai.id));
    }
  });

  it('is priced again by the service and refused with the number left', async () => {
    await t.database.db.update(menuItems).set({ stockLeft: 1 }).where(eq(menuItems.id, chai.id));
    try {
      const { repo, reads } = withStaleReads(createOrdersRepo(t.database.db), plenty, 'first');
      const key = randomUUID();
      await expect(serviceOver(repo).place(userId, placeBody(key))).rejects.toMatchObject({
        message: 'Only 1 Masala Chai left. Change the quantity to 1 or remove it.',
      });
      expect(reads()).toBe(2);
      expect(await storedWithKey(key)).toEqual([]);
    } finally {
      await t.database.db.update(menuItems).set({ stockLeft: null }).where(eq(menuItems.id, chai.id));
    }
  });
});
