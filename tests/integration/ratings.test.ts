// Verified ratings (docs/product.md#ratings, decision 036): only the buyer rates, once, after delivery
// or collection and within the window, only the order's items; the storefront's stars are the
// verified average with its count; a hidden comment keeps its stars; replies reach the buyer; the
// rider report reads delivery stars per rider; managers and admins only on the staff side.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, orderItems, orderRatings, orderStatusEvents, orders } from '#server/db/schema.ts';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { AdminRating, OrderRating, RatingsResponse, RiderRatingsResponse } from '#shared/api/ratings.ts';
import { RATING_MESSAGES } from '#shared/api/ratings.ts';
import {
  RATING_COMMENT_MAX,
  RATING_STARS_MAX,
  RATING_STARS_MIN,
  RATING_WINDOW_DAYS,
} from '#shared/come-back/ratings.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createCustomer, createItem, placeOrder, type TestCustomer } from '../helpers/factories.ts';
import { insertFinishedDelivery } from '../helpers/rider-cash-fixtures.ts';
import { createRider, openShiftDirectly } from '../helpers/rider-fixtures.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let manager: string;
let staff: string;
let admin: string;
let address = 0;
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.231.${++address % 250}.1` });

beforeAll(async () => {
  t = await createTestApp();
  [manager, staff, admin] = await Promise.all([
    sessionFor(t, 'manager'),
    sessionFor(t, 'staff'),
    sessionFor(t, 'admin'),
  ]);
});
afterAll(() => t.close());

/** Moves a pickup order through the board to collected ('delivered'), as staff do. */
async function collect(orderId: string) {
  for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const) {
    const res = await call('POST /api/admin/orders/:id/status', {
      cookie: staff,
      params: { id: orderId },
      body: { status },
    });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}

/** A delivery order of the customer's, delivered `daysAgo` days ago, written straight in. */
async function deliveredOrder(customer: TestCustomer, itemIds: { id: string; name: string }[], daysAgo = 0) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `RAT${randomUUID().slice(0, 8)}`,
      userId: customer.id,
      idempotencyKey: randomUUID(),
      status: 'delivered',
      paymentMethod: 'cod',
      orderType: 'delivery',
      address: deliveryAddress({ name: 'Asha', phone: customer.phone }),
      subtotalPaise: 5000,
      taxablePaise: 5000,
      totalPaise: 5000,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await t.database.db.insert(orderItems).values(
    itemIds.map((item) => ({
      orderId,
      menuItemId: item.id,
      name: item.name,
      unit: 'piece',
      unitPricePaise: 2500,
      quantity: 1,
      lineTotalPaise: 2500,
    })),
  );
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  await t.database.db
    .insert(orderStatusEvents)
    .values({ orderId, fromStatus: 'out_for_delivery', toStatus: 'delivered', createdAt: at });
  // The history the order's own insert wrote, moved to the same day.
  await t.database.db
    .update(orderStatusEvents)
    .set({ createdAt: at })
    .where(eq(orderStatusEvents.orderId, orderId));
  return orderId;
}

async function menuItem(id: string): Promise<StorefrontItem> {
  const res = await call('GET /api/menu', { query: { lang: 'en' } });
  expect(res.statusCode).toBe(200);
  const item = (res.json().items as StorefrontItem[]).find((i) => i.id === id);
  if (!item) throw new Error(`item ${id} not on the menu`);
  return item;
}

describe('rating an order', () => {
  it('words its limits as the constants set them', () => {
    expect(RATING_MESSAGES.stars).toBe(`Choose from ${RATING_STARS_MIN} to ${RATING_STARS_MAX} stars`);
    expect(RATING_MESSAGES.comment).toBe(`A comment can be at most ${RATING_COMMENT_MAX} characters`);
    expect(RATING_MESSAGES.tooLate).toContain(` ${RATING_WINDOW_DAYS} days after delivery`);
  });

  it('lets only the buyer rate, once, after collection, only the order’s items', async () => {
    const buyer = await createCustomer(t, 'Rating Buyer');
    const stranger = await createCustomer(t, 'Someone Else');
    const tea = await createItem(t, { name: 'Rating Tea', rating: 4.9 });
    const bun = await createItem(t, { name: 'Rating Bun' });
    const order = await placeOrder(t, buyer.cookie, {
      lines: [
        { menuItemId: tea.id, quantity: 2 },
        { menuItemId: bun.id, quantity: 1 },
      ],
    });
    const body = { items: [{ menuItemId: tea.id, stars: 5, comment: 'Strong and hot' }] };

    // Not before it is collected.
    const early = await call('GET /api/orders/:id/rating', {
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(early.statusCode).toBe(200);
    expect(early.json<OrderRating>()).toMatchObject({ rateable: false, closesAt: null, given: null });
    const tooSoon = await call('POST /api/orders/:id/rating', {
      cookie: buyer.cookie,
      params: { id: order.id },
      body,
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toBe(RATING_MESSAGES.notYet);

    await collect(order.id);
    const ready = await call('GET /api/orders/:id/rating', {
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(ready.json<OrderRating>()).toMatchObject({ rateable: true, orderType: 'pickup' });
    expect(
      ready
        .json<OrderRating>()
        .items.map((i) => i.name)
        .sort(),
    ).toEqual(['Rating Bun', 'Rating Tea']);
    const toRate = await call('GET /api/ratings/to-rate', { cookie: buyer.cookie });
    expect(toRate.json().orderIds).toContain(order.id);

    // Nobody else: not another customer, not staff, not a guest.
    for (const cookie of [stranger.cookie, staff]) {
      expect(
        (await call('GET /api/orders/:id/rating', { cookie, params: { id: order.id } })).statusCode,
      ).toBe(404);
      const res = await call('POST /api/orders/:id/rating', { cookie, params: { id: order.id }, body });
      expect(res.statusCode).toBe(404);
    }
    expect((await call('POST /api/orders/:id/rating', { params: { id: order.id }, body })).statusCode).toBe(
      401,
    );

    // What is refused, with the reason.
    const refusals: [unknown, number][] = [
      [{ items: [{ menuItemId: randomUUID(), stars: 4 }] }, 400],
      [{ items: [{ menuItemId: tea.id, stars: 6 }] }, 400],
      [{ items: [{ menuItemId: tea.id, stars: 0 }] }, 400],
      [{ items: [{ menuItemId: tea.id, stars: 4.5 }] }, 400],
      [{ items: [{ menuItemId: tea.id, stars: 4, comment: 'x'.repeat(RATING_COMMENT_MAX + 1) }] }, 400],
      [{ items: [] }, 400],
      [
        {
          items: [
            { menuItemId: tea.id, stars: 4 },
            { menuItemId: tea.id, stars: 5 },
          ],
        },
        400,
      ],
      [{ items: [{ menuItemId: tea.id, stars: 4 }], delivery: { stars: 5, reasons: [] } }, 400],
      [{ items: [{ menuItemId: 'not-an-id', stars: 4 }] }, 400],
    ];
    for (const [refused, status] of refusals) {
      const res = await call('POST /api/orders/:id/rating', {
        cookie: buyer.cookie,
        params: { id: order.id },
        body: refused as never,
      });
      expect(res.statusCode, JSON.stringify(refused)).toBe(status);
      expect(res.json().error.message).toBeTruthy();
    }
    const noDelivery = await call('POST /api/orders/:id/rating', {
      cookie: buyer.cookie,
      params: { id: order.id },
      body: { items: [{ menuItemId: tea.id, stars: 4 }], delivery: { stars: 5, reasons: [] } },
    });
    expect(noDelivery.json().error.message).toBe(RATING_MESSAGES.noDelivery);

    const rated = await call('POST /api/orders/:id/rating', {
      cookie: buyer.cookie,
      params: { id: order.id },
      body,
    });
    expect(rated.statusCode, rated.body).toBe(201);
    expect(rated.json<OrderRating>()).toMatchObject({
      rateable: false,
      given: {
        deliveryStars: null,
        items: [{ itemName: 'Rating Tea', stars: 5, comment: 'Strong and hot' }],
      },
    });

    const again = await call('POST /api/orders/:id/rating', {
      cookie: buyer.cookie,
      params: { id: order.id },
      body: { items: [{ menuItemId: bun.id, stars: 1 }] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RATING_MESSAGES.alreadyRated);
    expect((await call('GET /api/ratings/to-rate', { cookie: buyer.cookie })).json().orderIds).not.toContain(
      order.id,
    );

    // The staff's own score never reaches the storefront: one rating is still 'New' there.
    expect(await menuItem(tea.id)).toMatchObject({ rating: 5, ratingCount: 1 });
    expect((await menuItem(bun.id)).ratingCount).toBe(0);
  });

  it('gives two tries at once one rating and one 409', async () => {
    const buyer = await createCustomer(t, 'Double Tap');
    const item = await createItem(t, { name: 'Double Tap Chai' });
    const orderId = await deliveredOrder(buyer, [{ id: item.id, name: item.name }]);
    const send = (stars: number) =>
      call('POST /api/orders/:id/rating', {
        cookie: buyer.cookie,
        params: { id: orderId },
        body: { items: [{ menuItemId: item.id, stars }] },
      });
    const answers = await Promise.all([send(5), send(1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
    expect(rows).toHaveLength(1);
  });

  it('closes the window after RATING_WINDOW_DAYS', async () => {
    const buyer = await createCustomer(t, 'Late Rater');
    const item = await createItem(t, { name: 'Late Chai' });
    const old = await deliveredOrder(buyer, [{ id: item.id, name: item.name }], 15);
    const view = await call('GET /api/orders/:id/rating', { cookie: buyer.cookie, params: { id: old } });
    expect(view.json<OrderRating>().rateable, view.body).toBe(false);
    const res = await call('POST /api/orders/:id/rating', {
      cookie: buyer.cookie,
      params: { id: old },
      body: { items: [{ menuItemId: item.id, stars: 3 }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(RATING_MESSAGES.tooLate);
    expect((await call('GET /api/ratings/to-rate', { cookie: buyer.cookie })).json().orderIds).toEqual([]);
  });
});

describe('the storefront’s stars and the managers’ side', () => {
  it('averages verified ratings, keeps a hidden comment’s stars, and shows the reply to the buyer', async () => {
    const item = await createItem(t, { name: 'Average Samosa' });
    const buyers = await Promise.all(
      [1, 2, 3].map((n) => createCustomer(t, `Average Buyer ${'ABC'[n - 1]}`)),
    );
    const ordersMade: string[] = [];
    for (const [i, stars] of [5, 4, 4].entries()) {
      const orderId = await deliveredOrder(buyers[i]!, [{ id: item.id, name: item.name }]);
      ordersMade.push(orderId);
      const res = await call('POST /api/orders/:id/rating', {
        cookie: buyers[i]!.cookie,
        params: { id: orderId },
        body: { items: [{ menuItemId: item.id, stars, comment: `Comment ${i}` }] },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await menuItem(item.id)).toMatchObject({ rating: 4.3, ratingCount: 3 });

    const list = await call('GET /api/admin/ratings', { cookie: manager, query: { item: item.id } });
    expect(list.statusCode).toBe(200);
    const ratings = list.json<RatingsResponse>().ratings;
    expect(ratings.map((r) => r.comment)).toEqual(['Comment 2', 'Comment 1', 'Comment 0']);
    expect(list.json<RatingsResponse>().items.map((i) => i.id)).toContain(item.id);
    const fours = await call('GET /api/admin/ratings', {
      cookie: manager,
      query: { item: item.id, stars: 4 },
    });
    expect(fours.json<RatingsResponse>().ratings).toHaveLength(2);
    const firstPage = await call('GET /api/admin/ratings', {
      cookie: manager,
      query: { item: item.id, limit: 2 },
    });
    const cursor = firstPage.json<RatingsResponse>().nextCursor;
    expect(cursor).toBeTruthy();
    const secondPage = await call('GET /api/admin/ratings', {
      cookie: manager,
      query: { item: item.id, limit: 2, before: cursor ?? undefined },
    });
    expect(secondPage.json<RatingsResponse>().ratings.map((r) => r.comment)).toEqual(['Comment 0']);

    const five = ratings.find((r) => r.stars === 5) as AdminRating;
    // Staff may not; a manager and an admin may.
    expect(
      (
        await call('POST /api/admin/ratings/:id/hide', {
          cookie: staff,
          params: { id: five.id },
          body: { reason: 'Rude' },
        })
      ).statusCode,
    ).toBe(403);
    const hidden = await call('POST /api/admin/ratings/:id/hide', {
      cookie: manager,
      params: { id: five.id },
      body: { reason: 'Names a staff member' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<AdminRating>()).toMatchObject({ hiddenReason: 'Names a staff member', stars: 5 });
    const twice = await call('POST /api/admin/ratings/:id/hide', {
      cookie: admin,
      params: { id: five.id },
      body: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const noReason = await call('POST /api/admin/ratings/:id/hide', {
      cookie: manager,
      params: { id: ratings[0]!.id },
      body: { reason: '   ' },
    });
    expect(noReason.statusCode).toBe(400);
    // The star still counts.
    expect(await menuItem(item.id)).toMatchObject({ rating: 4.3, ratingCount: 3 });

    const replied = await call('POST /api/admin/ratings/:id/reply', {
      cookie: admin,
      params: { id: ratings[0]!.id },
      body: { reply: 'Thank you, see you tomorrow!' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const seen = await call('GET /api/orders/:id/rating', {
      cookie: buyers[2]!.cookie,
      params: { id: ordersMade[2]! },
    });
    expect(seen.json<OrderRating>().given?.items[0]).toMatchObject({
      comment: 'Comment 2',
      reply: 'Thank you, see you tomorrow!',
    });

    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.tableName, 'item_ratings')));
    expect(audit.map((a) => a.action).sort()).toEqual(['ratings.comment_hidden', 'ratings.replied']);

    for (const [cookie, status] of [
      [staff, 403],
      [undefined, 401],
      [buyers[0]!.cookie, 403],
    ] as const) {
      const res = await call('GET /api/admin/ratings', { cookie });
      expect(res.statusCode).toBe(status);
    }
    expect(
      (
        await call('POST /api/admin/ratings/:id/reply', {
          cookie: manager,
          params: { id: 'nope' },
          body: { reply: 'Hi' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('copies the rider who delivered onto the rating and reports delivery stars per rider', async () => {
    const rider = await createRider(t, 'Rating Rider');
    const shiftId = await openShiftDirectly(t, rider.id);
    const item = await createItem(t, { name: 'Rider Rated Chai' });
    const buyer = await createCustomer(t, 'Rider Rater');
    const stars = [5, 4];
    for (const given of stars) {
      const orderId = await deliveredOrder(buyer, [{ id: item.id, name: item.name }]);
      await insertFinishedDelivery(t, { riderId: rider.id, shiftId, orderId });
      const res = await call('POST /api/orders/:id/rating', {
        cookie: buyer.cookie,
        params: { id: orderId },
        body: {
          items: [{ menuItemId: item.id, stars: 5 }],
          delivery: { stars: given, reasons: given === 5 ? ['on_time', 'polite_rider'] : ['on_time'] },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
      expect(row?.riderId).toBe(rider.id);
    }
    const report = await call('GET /api/admin/ratings/riders', { cookie: manager });
    expect(report.statusCode).toBe(200);
    const mine = report.json<RiderRatingsResponse>().riders.find((r) => r.riderId === rider.id);
    expect(mine).toEqual({
      riderId: rider.id,
      riderName: 'Rating Rider',
      average: 4.5,
      count: 2,
      reasons: [
        { reason: 'on_time', count: 2 },
        { reason: 'polite_rider', count: 1 },
      ],
    });
    expect((await call('GET /api/admin/ratings/riders', { cookie: staff })).statusCode).toBe(403);
    expect(
      (await call('GET /api/admin/ratings/riders', { cookie: manager, query: { days: 0 } })).statusCode,
    ).toBe(400);
  });
});
