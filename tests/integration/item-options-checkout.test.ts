// Item options at checkout (docs/product.md#item-options), through the real server and database:
// the menu lists the groups, the server prices every line as item price + deltas and checks every
// selection against the item's groups as they are now, the order keeps a snapshot, and the write
// refuses an option that changed after it was priced (decision 014).

import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  options,
  orderItems,
  orders,
  users,
} from '#server/db/schema.ts';
import { onlineBook } from '#server/modules/orders/checkout-insert.ts';
import { priceOrder } from '#server/modules/orders/checkout-pricing.ts';
import { createOrdersRepo } from '#server/modules/orders/orders.repo.ts';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { billTermsOf, DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { OPTION_MESSAGES } from '#shared/catalog/item-options.ts';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { orderNumberFrom } from '#shared/orders.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Line = { menuItemId: string; quantity: number; options?: string[]; note?: string | null };

let t: TestApp;
const item: Record<string, string> = {};
const option: Record<string, string> = {};
const group: Record<string, string> = {};
let customers = 0;
let lastPhone = '';

const address = deliveryAddress({ name: 'Asha', phone: '9890044444', address: 'Porwal Rd, Lohegaon, Pune' });

async function load(app: TestApp) {
  const db = app.database.db;
  for (const r of await db.select().from(menuItems)) item[r.name] = r.id;
  for (const r of await db.select().from(options)) option[r.name] = r.id;
  for (const r of await db.select().from(optionGroups)) group[r.name] = r.id;
}

/** A new customer for each test: checkout allows 10 orders a minute per customer. */
async function customer(app: TestApp = t): Promise<string> {
  customers++;
  const phone = `98904${String(10_000 + customers).padStart(5, '0')}`;
  lastPhone = `+91${phone}`;
  return (
    await signInCustomer(
      app,
      phone,
      `Customer ${'abcdefghijklmnopqrstuvwxyz'[customers % 26]}`,
      `10.93.${customers}.1`,
    )
  ).cookie;
}

const place = (cookie: string, lines: Line[], extra: object = {}, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { idempotencyKey: randomUUID(), lines, address, ...extra },
  });

const chai = (ids: string[], quantity = 1, note?: string | null): Line => ({
  menuItemId: item['Masala Chai']!,
  quantity,
  options: ids.map((name) => option[name]!),
  ...(note !== undefined ? { note } : {}),
});

beforeAll(async () => {
  t = await createTestApp({ itemOptions: true });
  await load(t);
});
afterAll(() => t.close());

describe('the menu answer', () => {
  it('lists each used group once with its options in order, and every item its groups and veg marker', async () => {
    const menu: MenuResponse = (await t.app.inject('/api/menu')).json();
    const masala = menu.items.find((i) => i.name === 'Masala Chai')!;
    expect(masala.optionGroupIds).toEqual([group.Cup, group.Sugar, group['Add-ons']]);
    expect(masala.veg).toBe(true);
    expect(menu.items.find((i) => i.name === 'Bun Maska')!.optionGroupIds).toEqual([]);
    expect(menu.items.find((i) => i.name === 'Cheese Maggie')!.optionGroupIds).toEqual([group.Cheese]);
    const ids = menu.optionGroups.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(menu.optionGroups.map((g) => g.name)).toEqual(['Cup', 'Sugar', 'Add-ons', 'Cheese', 'Size']);
    expect(menu.optionGroups[0]).toEqual({
      id: group.Cup,
      name: 'Cup',
      selection: 'single',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: option.Cutting, name: 'Cutting', priceDelta: 0, isDefault: true, available: true },
        { id: option.Full, name: 'Full', priceDelta: 10, isDefault: false, available: true },
      ],
    });
  });
});

describe('checkout with options', () => {
  it('prices a line as item price + deltas from the database, ignoring prices the client sends', async () => {
    const cookie = await customer();
    const res = await place(
      cookie,
      [
        // Tapped in another order than the groups': the answer lists them in the item's order.
        {
          ...chai(['Elaichi', 'Full', 'Extra ginger', 'Less sugar'], 2),
          price: 1,
          unitPrice: 1,
          priceDelta: 0,
        } as Line,
        { menuItemId: item['Bun Maska']!, quantity: 1 },
      ],
      { subtotal: 1, total: 1 },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.lines).toEqual([
      expect.objectContaining({
        name: 'Masala Chai',
        unitPrice: 45,
        quantity: 2,
        lineTotal: 90,
        note: null,
        options: [
          { optionId: option.Full, group: 'Cup', name: 'Full', priceDelta: 10 },
          { optionId: option['Less sugar'], group: 'Sugar', name: 'Less sugar', priceDelta: 0 },
          { optionId: option['Extra ginger'], group: 'Add-ons', name: 'Extra ginger', priceDelta: 5 },
          { optionId: option.Elaichi, group: 'Add-ons', name: 'Elaichi', priceDelta: 5 },
        ],
      }),
      expect.objectContaining({ name: 'Bun Maska', unitPrice: 35, options: [], note: null }),
    ]);
    expect(body.subtotal).toBe(125);
    expect(body.total).toBe(body.subtotal - body.discount + body.deliveryFee);
    const [stored] = await t.database.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, body.id), eq(orderItems.menuItemId, item['Masala Chai']!)));
    expect(stored).toMatchObject({ unitPricePaise: 4500, lineTotalPaise: 9000 });
    expect(stored!.options.map((o) => [o.group, o.name, o.priceDeltaPaise])).toEqual([
      ['Cup', 'Full', 1000],
      ['Sugar', 'Less sugar', 0],
      ['Add-ons', 'Extra ginger', 500],
      ['Add-ons', 'Elaichi', 500],
    ]);
    // The answer is what was stored.
    const again = await t.app.inject({ url: `/api/orders/${body.id}`, headers: { cookie } });
    expect(again.json()).toEqual(body);
  });

  it('merges lines with the same item, choices and note; the quantity limit counts the item over all its lines', async () => {
    const cookie = await customer();
    const res = await place(cookie, [
      chai(['Cutting', 'Normal sugar'], 1, '  less   milk '),
      chai(['Normal sugar', 'Cutting'], 2, 'less milk'),
      chai(['Cutting', 'Normal sugar'], 1),
      chai(['Cutting', 'Normal sugar'], 1, '   '),
      chai(['Cutting', 'No sugar'], 1, 'less milk'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .lines.map((l: { quantity: number; note: string | null; options: { name: string }[] }) => [
          l.quantity,
          l.note,
          l.options.map((o) => o.name).join(', '),
        ]),
    ).toEqual([
      [3, 'less milk', 'Cutting, Normal sugar'],
      [2, null, 'Cutting, Normal sugar'],
      [1, 'less milk', 'Cutting, No sugar'],
    ]);

    const tooMany = await place(cookie, [
      chai(['Cutting', 'Normal sugar'], 30),
      chai(['Normal sugar', 'Cutting'], 21),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields['lines.1.quantity']).toBe('You can order at most 50 of an item');
    // Other choices make another line, not another 50: the limit is the item's, over all its lines.
    const apart = await place(cookie, [
      chai(['Cutting', 'Normal sugar'], 30),
      chai(['Full', 'Normal sugar'], 30),
    ]);
    expect(apart.statusCode, apart.body).toBe(400);
    expect(apart.json().error.fields['lines.1.quantity']).toBe('You can order at most 50 of an item');
    const within = await place(cookie, [
      chai(['Cutting', 'Normal sugar'], 30),
      chai(['Full', 'Normal sugar'], 20),
    ]);
    expect(within.statusCode, within.body).toBe(201);
  });

  it('refuses every selection the rules forbid with a 400 naming the item and group, storing nothing', async () => {
    // A group needing exactly two choices, on one maggie only.
    const [toppings] = await t.database.db
      .insert(optionGroups)
      .values({ name: 'Toppings', selection: 'multiple', required: true, minChoices: 2, maxChoices: 2 })
      .returning();
    const [corn] = await t.database.db
      .insert(options)
      .values([
        { groupId: toppings!.id, name: 'Corn', sortOrder: 1 },
        { groupId: toppings!.id, name: 'Onion', sortOrder: 2 },
      ])
      .returning();
    await t.database.db
      .insert(menuItemOptionGroups)
      .values({ menuItemId: item['Butter Maggie']!, groupId: toppings!.id });

    const cookie = await customer();
    const ordersBefore = await t.database.db.$count(orders);
    const cases: [Line, string][] = [
      [chai(['Cutting', 'Normal sugar', 'Extra cheese']), OPTION_MESSAGES.unknown('Masala Chai')],
      [
        { ...chai(['Cutting', 'Normal sugar']), options: [option.Cutting!, option['Normal sugar']!, 'abc'] },
        OPTION_MESSAGES.unknown('Masala Chai'),
      ],
      [
        {
          ...chai(['Cutting', 'Normal sugar']),
          options: [option.Cutting!, option.Cutting!, option['Normal sugar']!],
        },
        OPTION_MESSAGES.duplicate('Masala Chai'),
      ],
      [chai(['Cutting', 'Full', 'Normal sugar']), OPTION_MESSAGES.tooMany('Masala Chai', 'Cup', 1)],
      [chai(['Cutting']), OPTION_MESSAGES.required('Masala Chai', 'Sugar')],
      [chai([]), OPTION_MESSAGES.required('Masala Chai', 'Cup')],
      [
        { menuItemId: item['Butter Maggie']!, quantity: 1, options: [corn!.id] },
        OPTION_MESSAGES.tooFew('Butter Maggie', 'Toppings', 2),
      ],
      [
        { menuItemId: item['Bun Maska']!, quantity: 1, options: [option.Cutting!] },
        OPTION_MESSAGES.unknown('Bun Maska'),
      ],
    ];
    for (const [line, message] of cases) {
      const res = await place(cookie, [{ menuItemId: item['Bun Maska']!, quantity: 1 }, line]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ message, fields: { lines: message } });
    }
    // The schema's own limit: more option ids than any item offers.
    const thousand = await place(cookie, [
      { ...chai([]), options: Array.from({ length: 1000 }, () => randomUUID()) },
    ]);
    expect(thousand.statusCode).toBe(400);
    expect(await t.database.db.$count(orders)).toBe(ordersBefore);
  });

  it('refuses an option that ran out with a 409 naming item and option; the menu shows it sold out', async () => {
    await t.database.db.update(options).set({ isAvailable: false }).where(eq(options.id, option.Elaichi!));
    try {
      const cookie = await customer();
      const ordersBefore = await t.database.db.$count(orders);
      const res = await place(cookie, [chai(['Cutting', 'Normal sugar', 'Elaichi'])]);
      expect(res.statusCode).toBe(409);
      const message = OPTION_MESSAGES.unavailable('Masala Chai', 'Elaichi');
      expect(res.json().error).toMatchObject({ message, fields: { lines: message } });
      expect(await t.database.db.$count(orders)).toBe(ordersBefore);

      t.app.services.catalogWrites.invalidate();
      const menu: MenuResponse = (await t.app.inject('/api/menu')).json();
      const addOns = menu.optionGroups.find((g) => g.name === 'Add-ons')!;
      expect(addOns.options.find((o) => o.name === 'Elaichi')).toMatchObject({ available: false });
    } finally {
      await t.database.db.update(options).set({ isAvailable: true }).where(eq(options.id, option.Elaichi!));
      t.app.services.catalogWrites.invalidate();
    }
  });

  it('keeps notes to 140 characters and stores HTML in a note as plain text', async () => {
    const cookie = await customer();
    const long = await place(cookie, [chai(['Cutting', 'Normal sugar'], 1, 'x'.repeat(141))]);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ 'lines.0.note': OPTION_MESSAGES.note });
    const html = '<img src=x onerror="alert(1)"> less <b>milk</b>';
    const res = await place(cookie, [
      chai(['Cutting', 'Normal sugar'], 1, 'y'.repeat(140)),
      chai(['Cutting', 'Normal sugar'], 1, html),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().lines.map((l: { note: string }) => l.note)).toEqual(['y'.repeat(140), html]);
    const [stored] = await t.database.db
      .select({ note: orderItems.note })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, res.json().id), eq(orderItems.note, html)));
    expect(stored?.note).toBe(html);
  });

  it('stores a note with nothing visible in it (spaces, zero-width characters) as no note', async () => {
    const res = await place(await customer(), [
      chai(['Cutting', 'Normal sugar'], 1, ' \u200b\u200b '),
      chai(['Cutting', 'Normal sugar'], 2, '\u2060\t\ufeff'),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    // One line: both are the plain line of that choice, without a note.
    expect(
      res.json().lines.map((l: { quantity: number; note: string | null }) => [l.quantity, l.note]),
    ).toEqual([[3, null]]);
  });

  it('keeps the snapshot when the shop renames or deletes an option afterwards', async () => {
    const [tulsi] = await t.database.db
      .insert(options)
      .values({ groupId: group['Add-ons']!, name: 'Tulsi', priceDeltaPaise: 300, sortOrder: 3 })
      .returning();
    const cookie = await customer();
    const res = await place(cookie, [
      { ...chai(['Full', 'Extra sugar']), options: [option.Full!, option['Extra sugar']!, tulsi!.id] },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed.lines[0].unitPrice).toBe(38);
    await t.database.db
      .update(options)
      .set({ name: 'Full glass', priceDeltaPaise: 1500 })
      .where(eq(options.id, option.Full!));
    await t.database.db.delete(options).where(eq(options.id, tulsi!.id));
    try {
      const again = (await t.app.inject({ url: `/api/orders/${placed.id}`, headers: { cookie } })).json();
      expect(again.lines[0]).toEqual(placed.lines[0]);
      expect(
        again.lines[0].options.map((o: { name: string; priceDelta: number }) => [o.name, o.priceDelta]),
      ).toEqual([
        ['Full', 10],
        ['Extra sugar', 0],
        ['Tulsi', 3],
      ]);
    } finally {
      await t.database.db
        .update(options)
        .set({ name: 'Full', priceDeltaPaise: 1000 })
        .where(eq(options.id, option.Full!));
    }
  });
});

describe('the write checks the options it was priced with', () => {
  const pickup = { orderType: 'pickup' as const, promisedMinutes: DELIVERY_MINUTES };

  /**
   * Prices a chai (Full + Extra ginger unless `choices` says otherwise) from the menu as it is now,
   * then lets `change` move it.
   */
  async function staleWrite(
    change: () => Promise<unknown>,
    undo: () => Promise<unknown>,
    choices = ['Full', 'Normal sugar', 'Extra ginger'],
  ) {
    await customer();
    const [user] = await t.database.db.select().from(users).where(eq(users.phoneNumber, lastPhone));
    const repo = createOrdersRepo(t.database.db);
    const line = chai(choices);
    const priced = priceOrder(
      [line],
      await repo.checkout.pricedItems([item['Masala Chai']!]),
      orderNumberFrom(randomInt(0, 1_000_000)),
      pickup,
      'cod',
      billTermsOf(DEFAULT_BILLING),
      onlineBook('2026-11-29'),
    );
    if (!priced.ok) throw new Error(`should price: ${priced.reason}`);
    const ordersBefore = await t.database.db.$count(orders);
    await change();
    try {
      const outcome = await repo.checkout.insertOrder(user!.id, randomUUID(), priced.draft);
      expect(await t.database.db.$count(orders)).toBe(ordersBefore + (outcome.ok ? 1 : 0));
      return outcome;
    } finally {
      await undo();
    }
  }

  const setOption = (name: string, values: Partial<typeof options.$inferInsert>) => () =>
    t.database.db.update(options).set(values).where(eq(options.id, option[name]!));

  it('refuses an option turned unavailable, repriced, renamed or detached between the read and the write', async () => {
    const moved = { ok: false, reason: 'menu-moved' };
    expect(
      await staleWrite(
        setOption('Extra ginger', { isAvailable: false }),
        setOption('Extra ginger', { isAvailable: true }),
      ),
    ).toEqual(moved);
    expect(
      await staleWrite(
        setOption('Full', { priceDeltaPaise: 1200 }),
        setOption('Full', { priceDeltaPaise: 1000 }),
      ),
    ).toEqual(moved);
    expect(
      await staleWrite(setOption('Full', { name: 'Large' }), setOption('Full', { name: 'Full' })),
    ).toEqual(moved);
    const link = and(
      eq(menuItemOptionGroups.menuItemId, item['Masala Chai']!),
      eq(menuItemOptionGroups.groupId, group['Add-ons']!),
    );
    const [attached] = await t.database.db.select().from(menuItemOptionGroups).where(link);
    expect(
      await staleWrite(
        () => t.database.db.delete(menuItemOptionGroups).where(link),
        () => t.database.db.insert(menuItemOptionGroups).values(attached!),
      ),
    ).toEqual(moved);
    // Nothing moved: the same draft is written.
    const written = await staleWrite(
      async () => {},
      async () => {},
    );
    expect(written.ok).toBe(true);
  });

  const setGroup = (name: string, values: Partial<typeof optionGroups.$inferInsert>) => () =>
    t.database.db.update(optionGroups).set(values).where(eq(optionGroups.id, group[name]!));

  /** Attaching group `name` to the chai, and taking it off again. */
  function attachToChai(name: string): [() => Promise<unknown>, () => Promise<unknown>] {
    const link = { menuItemId: item['Masala Chai']!, groupId: group[name]! };
    return [
      () => t.database.db.insert(menuItemOptionGroups).values({ ...link, sortOrder: 9 }),
      () =>
        t.database.db
          .delete(menuItemOptionGroups)
          .where(
            and(
              eq(menuItemOptionGroups.menuItemId, link.menuItemId),
              eq(menuItemOptionGroups.groupId, link.groupId),
            ),
          ),
    ];
  }

  it("refuses a cart priced under a group's old rules: made required, a lower maximum, a required group attached", async () => {
    const moved = { ok: false, reason: 'menu-moved' };
    const addOnsWere = { required: false, minChoices: 0, maxChoices: 2 };
    // Add-ons made required at two: the cart chose one.
    expect(
      await staleWrite(
        setGroup('Add-ons', { required: true, minChoices: 2, maxChoices: 2 }),
        setGroup('Add-ons', addOnsWere),
      ),
    ).toEqual(moved);
    // Add-ons lowered to one: the cart chose two.
    expect(
      await staleWrite(setGroup('Add-ons', { maxChoices: 1 }), setGroup('Add-ons', addOnsWere), [
        'Full',
        'Normal sugar',
        'Extra ginger',
        'Elaichi',
      ]),
    ).toEqual(moved);
    // Size (required) attached to the chai: the cart chose nothing from it.
    expect(await staleWrite(...attachToChai('Size'))).toEqual(moved);
    // Rules that the cart still meets store it: a group made optional, a higher maximum, an
    // optional group attached.
    expect(
      (
        await staleWrite(
          setGroup('Sugar', { required: false, minChoices: 0 }),
          setGroup('Sugar', { required: true, minChoices: 1 }),
        )
      ).ok,
    ).toBe(true);
    expect(
      (await staleWrite(setGroup('Add-ons', { maxChoices: 1 }), setGroup('Add-ons', addOnsWere))).ok,
    ).toBe(true);
    expect((await staleWrite(...attachToChai('Cheese'))).ok).toBe(true);
  });
});

describe('analytics', () => {
  it('counts an item once whatever its options, and ranks the options of orders not cancelled', async () => {
    const app = await createTestApp({ itemOptions: true });
    try {
      await load(app);
      const cookie = await customer(app);
      const placed = await place(
        cookie,
        [
          chai(['Full', 'Less sugar', 'Extra ginger'], 2),
          chai(['Cutting', 'Normal sugar'], 3, 'hot'),
          { menuItemId: item['Bun Maska']!, quantity: 1 },
        ],
        {},
        app,
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const cancelled = await place(cookie, [chai(['Cutting', 'Normal sugar', 'Elaichi'], 5)], {}, app);
      expect(cancelled.statusCode).toBe(201);
      const cancel = await app.app.inject({
        method: 'POST',
        url: `/api/orders/${cancelled.json().id}/cancel`,
        headers: { cookie },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);

      const manager = await sessionFor(app, 'manager');
      const res = await app.app.inject({ url: '/api/admin/analytics', headers: { cookie: manager } });
      expect(res.statusCode, res.body).toBe(200);
      const figures = res.json();
      expect(
        figures.topItems.byQuantity.map((i: { name: string; quantity: number }) => [i.name, i.quantity]),
      ).toEqual([
        ['Masala Chai', 5],
        ['Bun Maska', 1],
      ]);
      expect(figures.topOptions).toEqual([
        { group: 'Cup', name: 'Cutting', quantity: 3, revenue: 0 },
        { group: 'Sugar', name: 'Normal sugar', quantity: 3, revenue: 0 },
        { group: 'Cup', name: 'Full', quantity: 2, revenue: 20 },
        { group: 'Add-ons', name: 'Extra ginger', quantity: 2, revenue: 10 },
        { group: 'Sugar', name: 'Less sugar', quantity: 2, revenue: 0 },
      ]);
    } finally {
      await app.close();
    }
  });
});
