// The demo shop's past (docs/product.md#ratings): a 'Demo customer' whose delivered orders of a month
// or two ago rated the popular items, so a fresh demo storefront shows customers' stars instead of
// 'New' everywhere. Written once, in one transaction that starts by creating the demo customer: a
// second seeding (or a second instance starting at once) finds the account taken and adds nothing.
//
// What these orders are not: bills. A bill number is a tax invoice's, given in one gap-free series
// per financial year (decision 021); sales that never happened take none, so the shop's first real
// delivery is still bill 000001. They are written like orders from before bills existed (no bill
// terms, taxable = total, no tax). They are dated more than the analytics' default 30 days back, so
// today's board, the day close and the default analytics range start empty as before.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  itemRatings,
  menuItems,
  orderItems,
  orderRatings,
  orderStatusEvents,
  orders,
  riderProfiles,
  userProfiles,
  users,
} from '#server/db/schema.ts';
import { customerEmailFor } from '#server/modules/auth/customer-email.ts';
import type { DeliveryRatingReason } from '#shared/come-back/ratings.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { nextStatus, type OrderStatus, type OrderType, orderNumberFrom } from '#shared/orders.ts';
import { slugify } from '#shared/slug.ts';

/**
 * An unverified number (no message is ever sent to it), outside the +91 9… series the test and bench
 * customers are given (customers-over-http.mjs).
 */
export const DEMO_CUSTOMER = { name: 'Demo customer', phone: '+916000000000' } as const;

const DEMO_ADDRESS = {
  name: 'Demo customer',
  phone: DEMO_CUSTOMER.phone,
  house: 'Demo flat 1',
  address: 'Demo address (sample order)',
  area: 'Koramangala',
  landmark: null,
  deliveryNotes: null,
  latitude: null,
  longitude: null,
};

type DemoLine = [item: string, quantity: number, stars: number, comment?: string];
type DemoOrder = {
  daysAgo: number;
  /** Minutes after 10:00 shop time. */
  at: number;
  type: OrderType;
  lines: DemoLine[];
  delivery?: { stars: number; reasons: DeliveryRatingReason[] };
};

// Masala Chai, Bun Maska, Vada Pav, Kulhad Chai, Filter Coffee and Masala Maggie get three ratings
// or more (MIN_RATINGS_SHOWN); the rest of the menu stays 'New'.
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    daysAgo: 58,
    at: 30,
    type: 'delivery',
    lines: [
      ['Masala Chai', 2, 5, 'Just the right amount of ginger.'],
      ['Bun Maska', 2, 5],
    ],
    delivery: { stars: 5, reasons: ['on_time', 'polite_rider'] },
  },
  {
    daysAgo: 54,
    at: 420,
    type: 'pickup',
    lines: [
      ['Masala Chai', 1, 4],
      ['Vada Pav', 2, 5, 'Crisp vada, spicy chutney.'],
    ],
  },
  {
    daysAgo: 50,
    at: 300,
    type: 'delivery',
    lines: [
      ['Kulhad Chai', 2, 5],
      ['Masala Maggie', 1, 4],
    ],
    delivery: { stars: 4, reasons: ['well_packed'] },
  },
  {
    daysAgo: 47,
    at: 90,
    type: 'pickup',
    lines: [
      ['Filter Coffee', 2, 5],
      ['Bun Maska', 1, 4],
    ],
  },
  {
    daysAgo: 44,
    at: 480,
    type: 'delivery',
    lines: [
      ['Masala Chai', 2, 5],
      ['Vada Pav', 2, 4],
      ['Masala Maggie', 1, 5, 'Good portion.'],
    ],
    delivery: { stars: 3, reasons: ['late'] },
  },
  {
    daysAgo: 41,
    at: 60,
    type: 'pickup',
    lines: [
      ['Kulhad Chai', 1, 4],
      ['Filter Coffee', 1, 4],
    ],
  },
  {
    daysAgo: 38,
    at: 360,
    type: 'delivery',
    lines: [
      ['Masala Chai', 3, 4, 'A little too sweet for me.'],
      ['Bun Maska', 3, 5],
    ],
    delivery: { stars: 5, reasons: ['on_time', 'well_packed'] },
  },
  {
    daysAgo: 35,
    at: 240,
    type: 'pickup',
    lines: [
      ['Vada Pav', 1, 5],
      ['Masala Maggie', 1, 4],
      ['Filter Coffee', 1, 5],
    ],
  },
  {
    daysAgo: 33,
    at: 150,
    type: 'delivery',
    lines: [
      ['Kulhad Chai', 2, 5, 'Smells of the clay cup, lovely.'],
      ['Masala Chai', 1, 5],
    ],
    delivery: { stars: 4, reasons: ['polite_rider'] },
  },
  {
    daysAgo: 32,
    at: 540,
    type: 'pickup',
    lines: [
      ['Masala Chai', 2, 4],
      ['Bun Maska', 2, 4],
      ['Vada Pav', 1, 4],
    ],
  },
];

/** Minutes from placing to each later status: the kitchen, then the road (or the counter). */
const STEP_MINUTES = 6;
/** How long after delivery the customer rated. */
const RATED_AFTER_MINUTES = 45;
const MINUTE = 60_000;

/** 10:00 shop time (India has no daylight saving: UTC+5:30) `daysAgo` days before `now`. */
function morningOf(now: Date, daysAgo: number): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(
    new Date(now.getTime() - daysAgo * 86_400_000),
  );
  return new Date(`${day}T10:00:00+05:30`);
}

function statusesOf(type: OrderType): OrderStatus[] {
  const path: OrderStatus[] = ['placed'];
  for (let s = nextStatus('placed', type); s; s = nextStatus(s, type)) path.push(s);
  return path;
}

/**
 * Writes the demo orders and their ratings unless the demo customer exists already. Items the shop
 * renamed or removed are left out. Answers whether it wrote them.
 */
export async function seedDemoOrders(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const customerId = randomUUID();
    const created = await tx
      .insert(users)
      .values({
        id: customerId,
        name: DEMO_CUSTOMER.name,
        email: customerEmailFor(DEMO_CUSTOMER.phone),
        phoneNumber: DEMO_CUSTOMER.phone,
        phoneNumberVerified: false,
        role: 'user',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created.length === 0) return false;
    await tx.insert(userProfiles).values({
      userId: customerId,
      phoneNumber: DEMO_CUSTOMER.phone,
      fullName: DEMO_CUSTOMER.name,
      displayName: DEMO_CUSTOMER.name,
    });

    const slugs = [...new Set(DEMO_ORDERS.flatMap((o) => o.lines.map(([name]) => slugify(name))))];
    const menu = await tx
      .select({
        id: menuItems.id,
        slug: menuItems.slug,
        name: menuItems.name,
        unit: menuItems.unit,
        pricePaise: menuItems.pricePaise,
      })
      .from(menuItems)
      .where(inArray(menuItems.slug, slugs));
    const bySlug = new Map(menu.map((m) => [m.slug, m]));
    const [rider] = await tx.select({ id: riderProfiles.userId }).from(riderProfiles).limit(1);

    const plans = DEMO_ORDERS.map((order, index) => {
      const lines = order.lines.flatMap(([name, quantity, stars, comment]) => {
        const item = bySlug.get(slugify(name));
        return item ? [{ item, quantity, stars, comment: comment ?? null }] : [];
      });
      const placedAt = new Date(morningOf(now, order.daysAgo).getTime() + order.at * MINUTE);
      const statuses = statusesOf(order.type);
      const deliveredAt = new Date(placedAt.getTime() + (statuses.length - 1) * STEP_MINUTES * MINUTE);
      const subtotal = lines.reduce((sum, l) => sum + l.item.pricePaise * l.quantity, 0);
      return { order, index, lines, placedAt, statuses, deliveredAt, subtotal };
    }).filter((p) => p.lines.length > 0);
    if (plans.length === 0) return true;

    const ids = await tx
      .insert(orders)
      .values(
        plans.map((p) => ({
          orderNumber: orderNumberFrom(p.index + 1),
          userId: customerId,
          idempotencyKey: `demo-order-${p.index + 1}`,
          shopDay: new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(p.placedAt),
          status: 'delivered' as const,
          paymentMethod: 'cod' as const,
          paymentStatus: 'paid' as const,
          paidAt: p.deliveredAt,
          orderType: p.order.type,
          address: p.order.type === 'delivery' ? DEMO_ADDRESS : null,
          subtotalPaise: p.subtotal,
          taxablePaise: p.subtotal,
          totalPaise: p.subtotal,
          createdAt: p.placedAt,
          updatedAt: p.deliveredAt,
        })),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const idOf = new Map(ids.map((r) => [r.orderNumber, r.id]));
    const placed = plans.map((p) => ({ ...p, id: idOf.get(orderNumberFrom(p.index + 1)) as string }));

    await tx.insert(orderItems).values(
      placed.flatMap((p) =>
        p.lines.map((l) => ({
          orderId: p.id,
          menuItemId: l.item.id,
          name: l.item.name,
          unit: l.item.unit,
          unitPricePaise: l.item.pricePaise,
          quantity: l.quantity,
          lineTotalPaise: l.item.pricePaise * l.quantity,
        })),
      ),
    );
    await tx.insert(orderStatusEvents).values(
      placed.flatMap((p) =>
        p.statuses.map((status, step) => ({
          orderId: p.id,
          fromStatus: step === 0 ? null : (p.statuses[step - 1] as OrderStatus),
          toStatus: status,
          createdAt: new Date(p.placedAt.getTime() + step * STEP_MINUTES * MINUTE),
        })),
      ),
    );
    const ratedAt = (p: (typeof placed)[number]) =>
      new Date(p.deliveredAt.getTime() + RATED_AFTER_MINUTES * MINUTE);
    await tx.insert(orderRatings).values(
      placed.map((p) => ({
        orderId: p.id,
        userId: customerId,
        deliveryStars: p.order.delivery?.stars ?? null,
        deliveryReasons: p.order.delivery?.reasons ?? [],
        riderId: p.order.delivery ? (rider?.id ?? null) : null,
        createdAt: ratedAt(p),
      })),
    );
    await tx.insert(itemRatings).values(
      placed.flatMap((p) =>
        p.lines.map((l) => ({
          orderId: p.id,
          menuItemId: l.item.id,
          itemName: l.item.name,
          stars: l.stars,
          comment: l.comment,
          createdAt: ratedAt(p),
        })),
      ),
    );
    return true;
  });
}
