// Tips for the rider (docs/product.md#tips): at checkout the tip goes on top of the total, never
// discounted or taxed; after delivery it is paid through the gateway on its own, once; either way
// it reaches the rider who delivered, in their shift figures and the day close, never in revenue.
// Against the local fake Razorpay, on the embedded database and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders, orderTips } from '#server/db/schema.ts';
import type { DayClose } from '#shared/api/day-close.ts';
import type { Order } from '#shared/api/orders.ts';
import { TIP_MESSAGES } from '#shared/come-back/tips-rules.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type PayShop, startPayShop } from '../helpers/online-payments.ts';
import { createRider, openShiftDirectly, type TestRider } from '../helpers/rider-fixtures.ts';
import { sessionFor } from '../helpers/staff-session.ts';

let shop: PayShop;
let manager: string;
let meera: TestRider;
let ravi: TestRider;

beforeAll(async () => {
  shop = await startPayShop();
  manager = await sessionFor(shop.t, 'manager');
  meera = await createRider(shop.t, 'Meera Pawar');
  ravi = await createRider(shop.t, 'Ravi Shinde');
});
afterAll(() => shop?.close());

const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  shop.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A delivery order placed through checkout, paid at the door unless another method is named. */
const delivery = (cookie: string, body: Record<string, unknown> = {}) =>
  shop.place(cookie, { orderType: 'delivery', address: deliveryAddress(), paymentMethod: 'cod', ...body });

const shifts = new Map<string, string>();

/** The order delivered by `rider` on a shift, as the rider app leaves it (collected at the door if paid there). */
async function deliverBy(rider: TestRider, order: Order, collected?: 'cash' | 'upi'): Promise<string> {
  const db = shop.t.database.db;
  // One open shift per rider.
  let shiftId = shifts.get(rider.id);
  if (!shiftId) {
    shiftId = await openShiftDirectly(shop.t, rider.id);
    shifts.set(rider.id, shiftId);
  }
  const at = shop.now();
  const [row] = await db
    .insert(deliveries)
    .values({
      orderId: order.id,
      riderId: rider.id,
      shiftId,
      status: 'delivered',
      pickedUpAt: at,
      finishedAt: at,
      ...(collected
        ? { collectedMethod: collected, collectedPaise: Math.round(order.total * 100), collectedAt: at }
        : {}),
    })
    .returning({ id: deliveries.id });
  await db
    .update(orders)
    .set({ status: 'delivered', ...(collected ? { paymentStatus: 'paid', paidAt: at } : {}) })
    .where(eq(orders.id, order.id));
  return row!.id;
}

async function dayClose(): Promise<DayClose> {
  const res = await inject(manager, 'GET', '/api/admin/day-close');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a tip at checkout', () => {
  it('goes on top of the total: subtotal, discount, fee and tax as without it', async () => {
    const { cookie } = await shop.customer();
    const plain = await delivery(cookie);
    const tipped = await delivery(cookie, { tip: 20 });
    expect(tipped.tip).toBe(20);
    expect(plain.tip).toBe(0);
    for (const key of ['subtotal', 'discount', 'deliveryFee', 'tax'] as const)
      expect(tipped[key]).toEqual(plain[key]);
    expect(tipped.total).toBe(plain.total + 20);
    const [row] = await shop.t.database.db.select().from(orders).where(eq(orders.id, tipped.id));
    expect(row).toMatchObject({ tipPaise: 2_000, totalPaise: Math.round(plain.total * 100) + 2_000 });
    // The customer's order and their list say the same.
    expect((await shop.order(cookie, tipped.id)).tip).toBe(20);
  });

  it('is refused over the largest tip, with too many decimals, and on a pickup, in words', async () => {
    const { cookie } = await shop.customer();
    const menuItemId = (await delivery(cookie)).lines[0]!.menuItemId!;
    const place = (body: Record<string, unknown>) =>
      inject(cookie, 'POST', '/api/orders', {
        idempotencyKey: randomUUID(),
        lines: [{ menuItemId, quantity: 1 }],
        ...body,
      });
    const over = await place({ orderType: 'delivery', address: deliveryAddress(), tip: 500.01 });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain(TIP_MESSAGES.amount);
    const pickup = await place({ orderType: 'pickup', tip: 20 });
    expect(pickup.statusCode).toBe(400);
    expect(pickup.body).toContain(TIP_MESSAGES.pickup);
    const fraction = await place({ orderType: 'delivery', address: deliveryAddress(), tip: 10.005 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body).toContain(TIP_MESSAGES.step);
  });

  it('is paid online with the order: the gateway is asked for the total with the tip', async () => {
    const { cookie } = await shop.customer();
    const order = await delivery(cookie, { tip: 30, paymentMethod: 'online' });
    const res = await shop.session(cookie, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amountPaise).toBe(Math.round(order.total * 100));
  });
});

describe('tips reach the rider who delivered, outside the sales', () => {
  it('a cash tip is the rider’s at the door; an online one is owed and paid from the drawer; revenue has neither', async () => {
    const before = await dayClose();
    const { cookie } = await shop.customer();
    const cash = await delivery(cookie, { tip: 20 });
    await deliverBy(meera, cash, 'cash');
    const upi = await delivery(cookie, { tip: 10 });
    await deliverBy(ravi, upi, 'upi');

    const after = await dayClose();
    const sold = (f: DayClose) => f.figures.sold.amount;
    // The two orders' sales, without their tips.
    expect(sold(after) - sold(before)).toBeCloseTo(cash.total - 20 + (upi.total - 10), 2);
    const tipsOf = (f: DayClose, riderId: string) =>
      f.figures.tips?.riders.find((r) => r.riderId === riderId);
    expect(tipsOf(after, meera.id)).toMatchObject({ cash: 20, paidFromDrawer: 0, total: 20 });
    expect(tipsOf(after, ravi.id)).toMatchObject({ upi: 10, paidFromDrawer: 10, total: 10 });
    expect(after.figures.drawer.tipsPaidOut).toBe((before.figures.drawer.tipsPaidOut ?? 0) + 10);

    // Meera's shift: the cash for the shop leaves her tip out; Ravi's shift owes him his.
    const riders = await inject(manager, 'GET', '/api/admin/riders');
    const shiftOf = (id: string) =>
      (riders.json().riders as { id: string; shift: Record<string, number> | null }[]).find(
        (r) => r.id === id,
      )?.shift;
    expect(shiftOf(meera.id)).toMatchObject({ cashCollected: cash.total - 20, tipsKept: 20, tipsOwed: 0 });
    expect(shiftOf(ravi.id)).toMatchObject({ upiCollected: upi.total, tipsKept: 0, tipsOwed: 10 });

    // Analytics' revenue and the tax summary never count a tip.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const summary = await inject(manager, 'GET', `/api/admin/analytics?from=${today}&to=${today}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const paid = await shop.t.database.db.select().from(orders).where(eq(orders.status, 'delivered'));
    // Every order of this file was placed just now.
    const revenue = paid.reduce((sum, o) => sum + o.totalPaise - o.tipPaise, 0);
    expect(paid.some((o) => o.tipPaise > 0)).toBe(true);
    expect(Math.round(summary.json().summary.revenue * 100)).toBe(revenue);
  });
});

describe('a tip after delivery', () => {
  async function deliveredOnline() {
    const { cookie } = await shop.customer();
    const order = await delivery(cookie);
    await deliverBy(meera, order, 'cash');
    return { cookie, order };
  }

  it('is paid through the gateway once, even when the webhook comes again, and counts for the rider', async () => {
    const { cookie, order } = await deliveredOnline();
    const state = await inject(cookie, 'GET', `/api/orders/${order.id}/tips`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ open: true, riderName: 'Meera', left: 500, tips: [] });

    const before = await dayClose();
    const started = await inject(cookie, 'POST', `/api/orders/${order.id}/tips`, { amount: 40 });
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json();
    expect(session).toMatchObject({ amountPaise: 4_000, currency: 'INR' });
    // A second tap reuses the open tip and its gateway order.
    const again = await inject(cookie, 'POST', `/api/orders/${order.id}/tips`, { amount: 40 });
    expect(again.json().gatewayOrderId).toBe(session.gatewayOrderId);

    const sent = shop.fake.deliveries.length;
    const paid = await shop.fake.pay(session.gatewayOrderId);
    expect(shop.fake.deliveries.slice(sent).map((d) => d.status)).toEqual([200, 200]);
    // The same captured event delivered again changes nothing.
    const replay = shop.fake.eventBody('payment.captured', { payment: paid.payment });
    expect(await shop.deliver(replay, { eventId: `evt_${randomUUID().slice(0, 12)}` })).toBe(200);
    // The browser's return afterwards is told it is paid.
    const verified = await inject(cookie, 'POST', `/api/orders/${order.id}/tips/${session.tipId}/verify`, {
      gatewayOrderId: session.gatewayOrderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ left: 460, tips: [{ amount: 40, status: 'paid' }] });
    const rows = await shop.t.database.db.select().from(orderTips).where(eq(orderTips.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', riderId: meera.id, amountPaise: 4_000 });

    const after = await dayClose();
    const meeraOf = (f: DayClose) => f.figures.tips?.riders.find((r) => r.riderId === meera.id);
    expect((meeraOf(after)?.afterDelivery ?? 0) - (meeraOf(before)?.afterDelivery ?? 0)).toBe(40);
    expect((after.figures.drawer.tipsPaidOut ?? 0) - (before.figures.drawer.tipsPaidOut ?? 0)).toBe(40);
    expect(after.figures.sold.amount).toBe(before.figures.sold.amount);
  });

  it('is only the buyer’s (404 for anyone else), only once delivered by a rider (409), and never over the largest tip', async () => {
    const { order } = await deliveredOnline();
    const stranger = await shop.customer();
    expect((await inject(stranger.cookie, 'GET', `/api/orders/${order.id}/tips`)).statusCode).toBe(404);
    expect(
      (await inject(stranger.cookie, 'POST', `/api/orders/${order.id}/tips`, { amount: 20 })).statusCode,
    ).toBe(404);
    expect((await inject(manager, 'POST', `/api/orders/${order.id}/tips`, { amount: 20 })).statusCode).toBe(
      404,
    );

    const { cookie } = await shop.customer();
    const waiting = await delivery(cookie);
    const early = await inject(cookie, 'POST', `/api/orders/${waiting.id}/tips`, { amount: 20 });
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain(TIP_MESSAGES.notDelivered);

    const tipped = await delivery(cookie, { tip: 490 });
    await deliverBy(ravi, tipped, 'cash');
    const over = await inject(cookie, 'POST', `/api/orders/${tipped.id}/tips`, { amount: 20 });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain(TIP_MESSAGES.overMax(1_000));
    expect((await inject(cookie, 'POST', `/api/orders/${tipped.id}/tips`, { amount: 0 })).statusCode).toBe(
      400,
    );
  });

  it('is closed once the window has passed', async () => {
    const { cookie, order } = await deliveredOnline();
    shop.advanceMinutes(3 * 24 * 60 + 1);
    const late = await inject(cookie, 'POST', `/api/orders/${order.id}/tips`, { amount: 20 });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(TIP_MESSAGES.tooLate);
  });
});
