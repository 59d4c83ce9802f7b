import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, orders } from '#server/db/schema.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { expectWaitSaid } from '../helpers/rate-limit-answer.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
let staff: string;
const item: Record<string, { id: string; price: number }> = {};

const address = deliveryAddress({ name: 'Alice', phone: '9890011111', address: 'Porwal Rd, Lohegaon, Pune' });

beforeAll(async () => {
  t = await createTestApp();
  alice = (await signInCustomer(t, '9890011111', 'Alice Dsouza', '10.80.0.1')).cookie;
  bob = (await signInCustomer(t, '9890022222', 'Bob Shinde', '10.80.0.2')).cookie;
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.80.0.3');
  const rows = await t.database.db.select().from(menuItems);
  for (const r of rows) item[r.name] = { id: r.id, price: r.pricePaise / 100 };
});
afterAll(() => t.close());

const place = (cookie: string, body: object, remoteAddress = '10.81.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie }, payload: body, remoteAddress });

const order = (lines: { menuItemId: string; quantity: number; price?: number }[], key = randomUUID()) => ({
  idempotencyKey: key,
  lines,
  address,
});

describe('placing an order', () => {
  it('prices every line from the database, ignoring any price the client sends', async () => {
    const res = await place(
      alice,
      order([
        { menuItemId: item['Masala Chai']!.id, quantity: 2, price: 1 },
        { menuItemId: item['Bun Maska']!.id, quantity: 1, price: 0 },
        { menuItemId: item['Masala Chai']!.id, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.orderNumber).toMatch(/^KCH\d{6}$/);
    expect(body.status).toBe('placed');
    expect(body.paymentMethod).toBe('cod');
    expect(body.lines).toEqual([
      expect.objectContaining({ name: 'Masala Chai', unitPrice: 25, quantity: 3, lineTotal: 75 }),
      expect.objectContaining({ name: 'Bun Maska', unitPrice: 35, quantity: 1, lineTotal: 35 }),
    ]);
    expect(body).toMatchObject({ subtotal: 110, deliveryFee: 0, discount: 0, total: 110 });
    expect(body.address).toMatchObject({ name: 'Alice', phone: '+919890011111' });
    expect(body.history.map((h: { status: string }) => h.status)).toEqual(['placed']);
    // The answer is assembled from what was written, not read back: it must equal the stored order.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${body.id}`,
      headers: { cookie: alice },
    });
    expect(stored.json()).toEqual(body);
    expect(body.customerPhone).toBe('+919890011111');
    expect(body.history[0].at).toBe(body.createdAt);
  });

  it('refuses an empty cart, unknown or unavailable items, and quantities out of bounds', async () => {
    const empty = await place(alice, order([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Your cart is empty');

    const unavailable = await place(
      alice,
      order([
        { menuItemId: item['Maharaja Burger']!.id, quantity: 1 },
        { menuItemId: randomUUID(), quantity: 1 },
        { menuItemId: 'not-an-id', quantity: 1 },
        { menuItemId: item['Masala Chai']!.id, quantity: 1 },
      ]),
    );
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error.message).toMatch(
      /^Some items cannot be ordered right now: Maharaja Burger/,
    );

    await t.database.db
      .update(menuItems)
      .set({ isActive: false })
      .where(eq(menuItems.id, item['Adrak Chai']!.id));
    const inactive = await place(alice, order([{ menuItemId: item['Adrak Chai']!.id, quantity: 1 }]));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.message).toContain('Adrak Chai');

    for (const quantity of [0, 51, 1.5]) {
      expect(
        (await place(alice, order([{ menuItemId: item['Masala Chai']!.id, quantity }]))).statusCode,
      ).toBe(400);
    }
    const tooMany = Array.from({ length: 51 }, () => ({ menuItemId: item['Masala Chai']!.id, quantity: 1 }));
    expect((await place(alice, order(tooMany))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders', payload: order([]) })).statusCode).toBe(
      401,
    );
  });

  it('refuses an order whose total is more than an order can hold, storing nothing', async () => {
    const esha = await signInCustomer(t, '9890055502', 'Esha Rane', '10.88.0.1');
    const rows = await t.database.db
      .select({
        id: menuItems.id,
        pricePaise: menuItems.pricePaise,
        originalPricePaise: menuItems.originalPricePaise,
      })
      .from(menuItems)
      .where(
        and(eq(menuItems.isActive, true), eq(menuItems.inStock, true), isNull(menuItems.originalPricePaise)),
      )
      .limit(5);
    expect(rows).toHaveLength(5);
    // The highest price the menu allows (₹1,00,000): 5 items x 50 is ₹2.5 crore, past what fits.
    for (const row of rows)
      await t.database.db.update(menuItems).set({ pricePaise: 10_000_000 }).where(eq(menuItems.id, row.id));
    try {
      const res = await place(
        esha.cookie,
        order(rows.map((r) => ({ menuItemId: r.id, quantity: 50 }))),
        '10.88.0.2',
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(
        'This order is too large to place online. Please order fewer items.',
      );
      const mine = await t.app.inject({ url: '/api/orders', headers: { cookie: esha.cookie } });
      expect(mine.json().orders).toEqual([]);
    } finally {
      for (const row of rows)
        await t.database.db
          .update(menuItems)
          .set({ pricePaise: row.pricePaise })
          .where(eq(menuItems.id, row.id));
    }
  });

  it('returns the same order for the same idempotency key, even for 20 requests at once', async () => {
    const key = randomUUID();
    const body = order([{ menuItemId: item['Vada Pav']!.id, quantity: 2 }], key);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => place(bob, body, `10.82.0.${i}`)));
    const limited = answers.filter((a) => a.statusCode === 429).length;
    const ok = answers.filter((a) => a.statusCode === 200 || a.statusCode === 201);
    expect(ok.length + limited).toBe(20);
    expect(new Set(ok.map((a) => a.json().id)).size).toBe(1);
    expect(ok.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const stored = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
  });

  it('finds the order a checkout placed by its key, for that customer only', async () => {
    // A customer of its own: the others' orders count against their 10 a minute.
    const dev = (await signInCustomer(t, '9890066666', 'Dev Patil', '10.86.0.2')).cookie;
    const key = randomUUID();
    const byKey = (cookie: string | undefined, k: string = key) =>
      t.app.inject({ url: `/api/orders/by-key/${k}`, ...(cookie ? { headers: { cookie } } : {}) });
    // Before the order exists: the server never got it, so the checkout sends it again.
    expect((await byKey(dev)).statusCode).toBe(404);
    const placed = await place(dev, order([{ menuItemId: item['Vada Pav']!.id, quantity: 1 }], key));
    expect(placed.statusCode).toBe(201);
    const found = await byKey(dev);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ id: placed.json().id, orderNumber: placed.json().orderNumber });
    // Another customer's checkout with the same key is theirs alone; a stranger is asked to sign in.
    expect((await byKey(bob)).statusCode).toBe(404);
    expect((await byKey(undefined)).statusCode).toBe(401);
    expect((await byKey(dev, 'short')).statusCode).toBe(400);
  });

  it('answers a retry with its order even after the item sold out', async () => {
    const chitra = (await signInCustomer(t, '9890055555', 'Chitra Kulkarni', '10.86.0.1')).cookie;
    const soldOut = item['Bun Maska']!.id;
    const key = randomUUID();
    const body = order([{ menuItemId: soldOut, quantity: 1 }], key);
    const first = await place(chitra, body, '10.82.1.1');
    expect(first.statusCode, first.body).toBe(201);
    await t.database.db.update(menuItems).set({ inStock: false }).where(eq(menuItems.id, soldOut));
    try {
      const again = await place(chitra, body, '10.82.1.2');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      const fresh = await place(chitra, order([{ menuItemId: soldOut, quantity: 1 }]), '10.82.1.3');
      expect(fresh.statusCode).toBe(409);
    } finally {
      await t.database.db.update(menuItems).set({ inStock: true }).where(eq(menuItems.id, soldOut));
    }
  });

  it('limits orders to 10 a minute per customer', async () => {
    const carol = (await signInCustomer(t, '9890033333', 'Carol Mane', '10.83.0.1')).cookie;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await place(carol, order([{ menuItemId: item['Masala Chai']!.id, quantity: 1 }]), `10.84.0.${i}`))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The refusal says how long to wait.
    const again = await place(
      carol,
      order([{ menuItemId: item['Masala Chai']!.id, quantity: 1 }]),
      '10.84.1.1',
    );
    expectWaitSaid(again);
  });

  it('counts orders sent to the same route under another spelling of its address', async () => {
    const dina = (await signInCustomer(t, '9890055501', 'Dina Kale', '10.87.0.1')).cookie;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        // '%61' is 'a' and '%6F' is 'o': the router decodes them, so these are POST /api/orders.
        url: i % 2 === 0 ? '/%61pi/orders' : '/api/%6Frders',
        headers: { cookie: dina },
        payload: order([{ menuItemId: item['Masala Chai']!.id, quantity: 1 }]),
        remoteAddress: `10.86.0.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe('order life', () => {
  it('keeps orders to their owner', async () => {
    const mine = (await place(alice, order([{ menuItemId: item['Masala Chai']!.id, quantity: 1 }]))).json();
    expect(
      (await t.app.inject({ url: `/api/orders/${mine.id}`, headers: { cookie: alice } })).statusCode,
    ).toBe(200);
    const other = await t.app.inject({ url: `/api/orders/${mine.id}`, headers: { cookie: bob } });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(mine.orderNumber);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${mine.id}/cancel`, headers: { cookie: bob } }))
        .statusCode,
    ).toBe(404);
    const list = (await t.app.inject({ url: '/api/orders', headers: { cookie: bob } })).json().orders;
    expect(list.map((o: { id: string }) => o.id)).not.toContain(mine.id);
  });

  it('lets staff move one step at a time to delivered, recording who and when', async () => {
    const placed = (await place(alice, order([{ menuItemId: item['Cold Brew']!.id, quantity: 1 }]))).json();
    const move = (status: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/status`,
        headers: { cookie: staff },
        payload: { status, ...(reason ? { reason } : {}) },
      });
    const skip = await move('preparing');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('An order that is placed cannot become preparing');
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) {
      const res = await move(status);
      expect(res.statusCode, status).toBe(200);
    }
    expect((await move('cancelled', 'too late')).statusCode).toBe(409);
    const seen = (await t.app.inject({ url: `/api/orders/${placed.id}`, headers: { cookie: alice } })).json();
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual([
      'placed',
      'accepted',
      'preparing',
      'out_for_delivery',
      'delivered',
    ]);
    // A customer cannot move an order at all.
    const customerMove = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/status`,
      headers: { cookie: alice },
      payload: { status: 'delivered' },
    });
    expect(customerMove.statusCode).toBe(403);
  });

  it('cancels: the customer only while placed, staff before delivery with a reason', async () => {
    // A customer of their own: the 10-a-minute limit is per customer.
    const alice = (await signInCustomer(t, '9890044444', 'Erin Patil', '10.85.0.1')).cookie;
    const a = (await place(alice, order([{ menuItemId: item['Masala Chai']!.id, quantity: 1 }]))).json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${a.id}/cancel`,
      headers: { cookie: alice },
    });
    expect(cancelled.json().status).toBe('cancelled');

    const b = (await place(alice, order([{ menuItemId: item['Masala Chai']!.id, quantity: 1 }]))).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${b.id}/status`,
      headers: { cookie: staff },
      payload: { status: 'accepted' },
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${b.id}/cancel`, headers: { cookie: alice } }))
        .statusCode,
    ).toBe(409);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${b.id}/status`,
      headers: { cookie: staff },
      payload: { status: 'cancelled' },
    });
    expect(noReason.statusCode).toBe(400);
    const withReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${b.id}/status`,
      headers: { cookie: staff },
      payload: { status: 'cancelled', reason: 'Out of milk' },
    });
    expect(withReason.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Out of milk' });
  });

  it('shows staff the board with the customer phone', async () => {
    const board = (
      await t.app.inject({ url: '/api/admin/orders?status=placed', headers: { cookie: staff } })
    ).json().orders;
    expect(board.length).toBeGreaterThan(0);
    expect(board.every((o: { status: string }) => o.status === 'placed')).toBe(true);
    expect(board[0].customerPhone).toMatch(/^\+91/);
    const ids = board.map((o: { id: string }) => o.id);
    const stored = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(stored.every((o) => o.totalPaise === o.subtotalPaise - o.discountPaise + o.deliveryFeePaise)).toBe(
      true,
    );
  });
});

describe('orders placed before addresses had parts', () => {
  it('answer with no house, area or point, on the board and in My orders', async () => {
    const carol = (await signInCustomer(t, '9890066601', 'Carol Pinto', '10.80.0.4')).cookie;
    const res = await place(carol, order([{ menuItemId: item['Masala Chai']!.id, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    // The address as orders stored it before house, area and the point were asked apart.
    const before = { name: 'Carol', phone: '+919890066601', address: 'Flat 4, Porwal Rd, Lohegaon, Pune' };
    await t.database.db.update(orders).set({ address: before }).where(eq(orders.id, placed.id));
    const expected = {
      orderType: 'delivery',
      address: {
        ...before,
        house: null,
        area: null,
        landmark: null,
        deliveryNotes: null,
        latitude: null,
        longitude: null,
      },
    };
    const board = await t.app.inject({ url: `/api/admin/orders/${placed.id}`, headers: { cookie: staff } });
    expect(board.json()).toMatchObject(expected);
    const mine = await t.app.inject({ url: `/api/orders/${placed.id}`, headers: { cookie: carol } });
    expect(mine.json()).toMatchObject(expected);
  });
});
