// The rider's page on the server (docs/product.md#the-riders-page): a rider sees and acts on their
// own deliveries only, each tap applied once however often the phone sends it, the order moving
// as a staff move would (history, bill, payment), points only while a delivery is picked up
// (docs/product.md#where-the-rider-is), the rider's own live events, and the retention of points.
import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  deliveries,
  notificationOutbox,
  orderStatusEvents,
  riderPositions,
} from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { RIDER_APP_MESSAGES } from '#server/modules/rider-app/rider-app.service.ts';
import { RIDER_TAP_MESSAGES } from '#server/modules/rider-app/rider-taps.service.ts';
import { BILLING_SETTINGS_PATH } from '#shared/api/billing.ts';
import { DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { DISPATCH_MESSAGES, PROOF_WARNING_METRES } from '#shared/dispatch/delivery-rules.ts';
import type { OrderStatus, PaymentMethod } from '#shared/orders.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress, IN_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { createCustomer, createItem, type TestCustomer } from '../helpers/factories.ts';
import { assignDirectly, createRider, openShiftDirectly, type TestRider } from '../helpers/rider-fixtures.ts';
import { openSse, type SseEvent } from '../helpers/sse-client.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipartBody, smallJpeg } from '../reliability/support/uploads.ts';

let t: TestApp;
let base: string;
let customer: TestCustomer;
let staff: string;
let admin: string;
let ravi: TestRider;
let sita: TestRider;
let raviShift: string;
let sitaShift: string;
let itemId: string;

const call = endpointCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ env: { API_REQUESTS_PER_MINUTE: '100000' }, streamHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  customer = await createCustomer(t, 'Asha Kulkarni');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.95.0.1');
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.95.0.2');
  ravi = await createRider(t, 'Ravi Shinde');
  sita = await createRider(t, 'Sita Pawar');
  // ₹500 float for Ravi.
  raviShift = await openShiftDirectly(t, ravi.id, 50_000);
  sitaShift = await openShiftDirectly(t, sita.id);
  // 2 x ₹50 = ₹100.
  itemId = (await createItem(t, { name: 'Masala Chai', price: 50 })).id;
});
afterAll(() => t?.close());

const move = async (id: string, status: OrderStatus) => {
  const res = await call('POST /api/admin/orders/:id/status', {
    cookie: staff,
    params: { id },
    body: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** A delivery order packed on the shelf (placed, accepted, preparing, ready by staff). */
async function shelved(paymentMethod: PaymentMethod = 'cod', address = deliveryAddress()) {
  // Placed through the service: the checkout's own limit (10 a minute) is not what this tests.
  const { order } = await t.app.services.orders.place(customer.id, {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId: itemId, quantity: 2 }],
    address,
    paymentMethod,
  });
  for (const status of ['accepted', 'preparing', 'ready'] as const) await move(order.id, status);
  return order;
}

/** A shelved order given to the rider: the delivery's id and the order's. */
async function given(rider: TestRider, paymentMethod: PaymentMethod = 'cod', address = deliveryAddress()) {
  const order = await shelved(paymentMethod, address);
  const shift =
    rider === ravi ? raviShift : rider === sita ? sitaShift : await openShiftDirectly(t, rider.id);
  return { orderId: order.id, deliveryId: await assignDirectly(t, order.id, rider.id, shift) };
}

type TapAction = 'ack' | 'picked-up' | 'collected' | 'delivered' | 'failed';
function tap(rider: TestRider, deliveryId: string, action: TapAction, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/rider/deliveries/${deliveryId}/${action}`,
    headers: { cookie: rider.cookie },
    payload: { tapId: randomUUID(), ...body },
  });
}

const position = (rider: TestRider, latitude = 18.6, longitude = 73.92) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rider/position',
    headers: { cookie: rider.cookie },
    payload: { latitude, longitude, accuracy: 12 },
  });

const staffOrder = async (id: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: staff } })).json();

const eventsTo = (orderId: string, status: OrderStatus) =>
  t.database.db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.toStatus, status)));

/** Lets the rider send another point at once (the 3-second gap is the phone's, not the test's). */
const ageLastPoints = (rider: TestRider) =>
  t.database.db
    .update(riderPositions)
    .set({ recordedAt: sql`recorded_at - interval '10 seconds'` })
    .where(eq(riderPositions.riderId, rider.id));

describe("the rider's deliveries", () => {
  it('lists only the rider’s own deliveries in hand, oldest first, with what the door needs', async () => {
    const rider = await createRider(t, 'Kiran Patil');
    const shift = await openShiftDirectly(t, rider.id, 20_000);
    const first = await shelved('cod');
    const second = await shelved('upi');
    const firstDelivery = await assignDirectly(t, first.id, rider.id, shift);
    await assignDirectly(t, second.id, rider.id, shift);
    // Someone else's delivery does not show.
    await given(sita);

    const res = await call('GET /api/rider/deliveries', { cookie: rider.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rider).toEqual({ id: rider.id, name: 'Kiran Patil' });
    expect(body.onShift).toBe(true);
    expect(body.cashInHand).toBe(200);
    expect(body.deliveries.map((d: { orderId: string }) => d.orderId)).toEqual([first.id, second.id]);
    const [d] = body.deliveries;
    expect(d).toMatchObject({
      id: firstDelivery,
      orderNumber: first.orderNumber,
      orderStatus: 'ready',
      status: 'assigned',
      customerName: IN_AREA_ADDRESS.name,
      customerPhone: IN_AREA_ADDRESS.phone,
      items: ['2 × Masala Chai'],
      paymentMethod: 'cod',
      amountToCollect: first.total,
      collected: null,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${IN_AREA_ADDRESS.latitude},${IN_AREA_ADDRESS.longitude}`,
    });
    expect(d.address).toMatchObject({ house: IN_AREA_ADDRESS.house, area: IN_AREA_ADDRESS.area });
  });

  it('says off shift, with no cash, for a rider without an open shift', async () => {
    const rider = await createRider(t, 'Off Shift');
    const body = (await call('GET /api/rider/deliveries', { cookie: rider.cookie })).json();
    expect(body).toMatchObject({ onShift: false, cashInHand: null, deliveries: [] });
  });
});

describe('who may act', () => {
  it('tells a rider that another rider’s delivery does not exist, whatever the tap', async () => {
    const { deliveryId, orderId } = await given(sita, 'upi');
    for (const action of ['ack', 'picked-up', 'collected', 'delivered', 'failed'] as const) {
      const body =
        action === 'collected' ? { method: 'cash' } : action === 'failed' ? { reason: 'refused' } : {};
      const res = await tap(ravi, deliveryId, action, body);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
    }
    const qr = await t.app.inject({
      url: `/api/rider/deliveries/${deliveryId}/upi-qr`,
      headers: { cookie: ravi.cookie },
    });
    expect(qr.statusCode).toBe(404);
    const photo = multipartBody({ filename: 'door.jpg', type: 'image/jpeg', data: await smallJpeg() });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/rider/deliveries/${deliveryId}/door-photo`,
      headers: { cookie: ravi.cookie, 'content-type': photo.contentType },
      payload: photo.raw,
    });
    expect(upload.statusCode).toBe(404);
    // A made-up id is the same 404, never a database error.
    expect((await tap(ravi, 'not-a-uuid', 'ack')).statusCode).toBe(404);
    // Nothing happened to Sita's delivery or its order.
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(row).toMatchObject({ status: 'assigned', acknowledgedAt: null });
    expect((await staffOrder(orderId)).status).toBe('ready');
  });

  it('refuses customers, staff and anyone signed out on every rider route', async () => {
    const { deliveryId } = await given(ravi);
    const customerCookie = await sessionFor(t, 'user');
    const calls = [
      { method: 'GET', url: '/api/rider/deliveries' },
      { method: 'POST', url: `/api/rider/deliveries/${deliveryId}/ack`, payload: { tapId: randomUUID() } },
      { method: 'GET', url: `/api/rider/deliveries/${deliveryId}/upi-qr` },
      { method: 'POST', url: '/api/rider/position', payload: { latitude: 18.6, longitude: 73.9 } },
      { method: 'GET', url: '/api/rider/events' },
    ] as const;
    for (const c of calls) {
      for (const [cookie, status] of [
        [customerCookie, 403],
        [staff, 403],
        [admin, 403],
        [undefined, 401],
      ] as const) {
        const res = await t.app.inject({ ...c, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(status);
      }
    }
  });
});

describe('taps', () => {
  it('applies a replayed tap once: one status event, one collection, one audit entry', async () => {
    const { deliveryId, orderId } = await given(ravi);
    const pickUp = { tapId: randomUUID() };
    for (let i = 0; i < 3; i++) {
      const res = await tap(ravi, deliveryId, 'picked-up', pickUp);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().delivery).toMatchObject({ status: 'picked_up', orderStatus: 'out_for_delivery' });
    }
    expect(await eventsTo(orderId, 'out_for_delivery')).toHaveLength(1);
    const [event] = await eventsTo(orderId, 'out_for_delivery');
    expect(event?.actorUserId).toBe(ravi.id);
    // The customer is told it is on its way, as by a staff move.
    const notes = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(
        and(eq(notificationOutbox.orderId, orderId), eq(notificationOutbox.kind, 'order_out_for_delivery')),
      );
    expect(notes.length).toBeGreaterThan(0);

    const collect = { tapId: randomUUID(), method: 'cash' };
    const [one, two] = await Promise.all([
      tap(ravi, deliveryId, 'collected', collect),
      tap(ravi, deliveryId, 'collected', collect),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const audits = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payments.collected'), eq(auditLogs.recordId, orderId)));
    expect(audits).toHaveLength(1);
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(row).toMatchObject({ collectedMethod: 'cash' });
    // A second collection with another tap is refused: it is paid.
    expect((await tap(ravi, deliveryId, 'collected', { method: 'upi' })).statusCode).toBe(409);
  });

  it('refuses Delivered until an at-door payment is collected, then delivers and bills it', async () => {
    const { deliveryId, orderId } = await given(ravi);
    const before = (await call('GET /api/rider/deliveries', { cookie: ravi.cookie })).json().cashInHand;
    expect((await tap(ravi, deliveryId, 'delivered')).statusCode).toBe(409); // not picked up yet
    expect((await tap(ravi, deliveryId, 'picked-up')).statusCode).toBe(200);
    const refused = await tap(ravi, deliveryId, 'delivered', {
      position: { latitude: IN_AREA_ADDRESS.latitude, longitude: IN_AREA_ADDRESS.longitude },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DISPATCH_MESSAGES.collectFirst);

    const collected = await tap(ravi, deliveryId, 'collected', { method: 'cash' });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().delivery).toMatchObject({
      amountToCollect: 0,
      collected: { method: 'cash', amount: 100 },
    });
    const delivered = await tap(ravi, deliveryId, 'delivered', {
      position: { latitude: IN_AREA_ADDRESS.latitude, longitude: IN_AREA_ADDRESS.longitude },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      warning: null,
      delivery: { status: 'delivered', orderStatus: 'delivered' },
    });
    const order = await staffOrder(orderId);
    expect(order.status).toBe('delivered');
    expect(order.payment.status).toBe('paid');
    expect(order.bill?.number).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(row).toMatchObject({ doorDistanceM: 0 });
    expect(row?.finishedAt).toBeInstanceOf(Date);
    // The cash is in the rider's hand now; the finished delivery is off the list.
    const after = (await call('GET /api/rider/deliveries', { cookie: ravi.cookie })).json();
    expect(after.cashInHand).toBe(before + 100);
    expect(after.deliveries.some((d: { id: string }) => d.id === deliveryId)).toBe(false);
    // Finished: another tap is refused.
    expect((await tap(ravi, deliveryId, 'failed', { reason: 'refused' })).statusCode).toBe(409);
  });

  it('warns, never refuses, a Delivered tap far from the address or without a position', async () => {
    const far = await given(ravi, 'upi');
    await tap(ravi, far.deliveryId, 'picked-up');
    await tap(ravi, far.deliveryId, 'collected', { method: 'upi' });
    // About 1.1 km north of the address point.
    const res = await tap(ravi, far.deliveryId, 'delivered', {
      position: { latitude: IN_AREA_ADDRESS.latitude + 0.01, longitude: IN_AREA_ADDRESS.longitude },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warning).toMatch(/m from the address point/);
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, far.deliveryId));
    expect(row?.doorDistanceM).toBeGreaterThan(PROOF_WARNING_METRES);
    // UPI collected by the rider does not go into the rider's cash.
    expect(row).toMatchObject({ collectedMethod: 'upi', collectedPaise: 10_000 });

    const blind = await given(ravi, 'upi');
    await tap(ravi, blind.deliveryId, 'picked-up');
    await tap(ravi, blind.deliveryId, 'collected', { method: 'upi' });
    const noPoint = await tap(ravi, blind.deliveryId, 'delivered');
    expect(noPoint.statusCode).toBe(200);
    expect(noPoint.json().warning).toEqual(expect.any(String));
  });

  it('keeps the phone’s moment of a tap made offline, but never one before the assignment', async () => {
    const { deliveryId } = await given(ravi);
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    const assignedAt = row!.assignedAt;
    const early = new Date(assignedAt.getTime() - 60_000).toISOString();
    const ack = await tap(ravi, deliveryId, 'ack', { tappedAt: early });
    expect(Date.parse(ack.json().delivery.acknowledgedAt)).toBeGreaterThanOrEqual(assignedAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Between the assignment and now: kept as the phone said.
    const moment = new Date(assignedAt.getTime() + 20).toISOString();
    const picked = await tap(ravi, deliveryId, 'picked-up', { tappedAt: moment });
    expect(picked.json().delivery.pickedUpAt).toBe(moment);
  });

  it('sends a failed delivery back to the shelf with the reason in the order’s history, and tells nobody', async () => {
    const { deliveryId, orderId } = await given(ravi);
    expect((await tap(ravi, deliveryId, 'picked-up')).statusCode).toBe(200);
    const photo = multipartBody({ filename: 'door.jpg', type: 'image/jpeg', data: await smallJpeg() });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/rider/deliveries/${deliveryId}/door-photo`,
      headers: { cookie: ravi.cookie, 'content-type': photo.contentType },
      payload: photo.raw,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { photo: path } = upload.json();
    expect(path).toMatch(/^\/uploads\/door-photos\/.+\.jpg$/);
    // A path the upload did not answer is refused.
    expect(
      (await tap(ravi, deliveryId, 'failed', { reason: 'not_at_home', photo: '/uploads/menu-items/x.jpg' }))
        .statusCode,
    ).toBe(400);

    const res = await tap(ravi, deliveryId, 'failed', {
      reason: 'not_at_home',
      note: 'Gate locked',
      photo: path,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toMatchObject({ status: 'failed', orderStatus: 'ready' });
    const order = await staffOrder(orderId);
    expect(order.status).toBe('ready');
    expect(order.history.at(-1)).toMatchObject({
      status: 'ready',
      reason: "Couldn't deliver: Not at home (Gate locked)",
    });
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(row).toMatchObject({ failReason: 'not_at_home', failNote: 'Gate locked', failPhoto: path });
    // Staff who run the board see the photo; nobody else does.
    const seen = await t.app.inject({ url: path, headers: { cookie: staff } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: path, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    // The move back to the shelf queues no message for the customer.
    const [back] = await eventsTo(orderId, 'ready').then((rows) =>
      rows.filter((r) => r.fromStatus === 'out_for_delivery'),
    );
    const queued = await t.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.sourceId, back!.id));
    expect(queued).toEqual([]);
  });

  it('shows the UPI QR of the rider’s own UPI order only', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: BILLING_SETTINGS_PATH,
      headers: { cookie: admin },
      payload: { ...DEFAULT_BILLING, upiVpa: 'chaiexpress@okaxis' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const upi = await given(ravi, 'upi');
    const qr = await t.app.inject({
      url: `/api/rider/deliveries/${upi.deliveryId}/upi-qr`,
      headers: { cookie: ravi.cookie },
    });
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.json()).toMatchObject({ vpa: 'chaiexpress@okaxis', amount: 100 });
    const notYours = await t.app.inject({
      url: `/api/rider/deliveries/${upi.deliveryId}/upi-qr`,
      headers: { cookie: sita.cookie },
    });
    expect(notYours.statusCode).toBe(404);
    const cash = await given(ravi, 'cod');
    const wrong = await t.app.inject({
      url: `/api/rider/deliveries/${cash.deliveryId}/upi-qr`,
      headers: { cookie: ravi.cookie },
    });
    expect(wrong.statusCode).toBe(409);
  });
});

describe('where the rider is', () => {
  it('takes a point only while a delivery is picked up, at most one every 3 seconds', async () => {
    const rider = await createRider(t, 'Point Rider');
    const shift = await openShiftDirectly(t, rider.id);
    const order = await shelved('upi');
    const deliveryId = await assignDirectly(t, order.id, rider.id, shift);
    // Assigned only: nothing is collected.
    const early = await position(rider);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(DISPATCH_MESSAGES.noActiveDelivery);

    expect((await tap(rider, deliveryId, 'picked-up')).statusCode).toBe(200);
    expect((await position(rider)).statusCode).toBe(204);
    const tooSoon = await position(rider);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toMatch(/second/);
    await ageLastPoints(rider);
    expect((await position(rider, 18.61, 73.93)).statusCode).toBe(204);
    const points = await t.database.db
      .select()
      .from(riderPositions)
      .where(eq(riderPositions.riderId, rider.id));
    expect(points).toHaveLength(2);
    expect(points.every((p) => p.deliveryId === deliveryId && p.accuracyM === 12)).toBe(true);

    await tap(rider, deliveryId, 'collected', { method: 'upi' });
    expect((await tap(rider, deliveryId, 'delivered')).statusCode).toBe(200);
    await ageLastPoints(rider);
    // Delivered: nothing is collected any more.
    expect((await position(rider)).statusCode).toBe(409);
  });

  it('deletes points older than 30 days in the retention sweep', async () => {
    const rider = await createRider(t, 'Old Points');
    const shift = await openShiftDirectly(t, rider.id);
    const { id: orderId } = await shelved();
    const deliveryId = await assignDirectly(t, orderId, rider.id, shift);
    const day = 24 * 60 * 60_000;
    await t.database.db.insert(riderPositions).values([
      {
        riderId: rider.id,
        deliveryId,
        latitude: 18.6,
        longitude: 73.9,
        recordedAt: new Date(Date.now() - 31 * day),
      },
      {
        riderId: rider.id,
        deliveryId,
        latitude: 18.6,
        longitude: 73.9,
        recordedAt: new Date(Date.now() - 29 * day),
      },
    ]);
    const report = await t.app.services.retention.sweep();
    expect(report?.riderPositions).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select()
      .from(riderPositions)
      .where(eq(riderPositions.riderId, rider.id));
    expect(left).toHaveLength(1);
  });
});

describe('door photos', () => {
  it('lets go of a failed delivery’s door photo 30 days after it ended', async () => {
    const { deliveryId } = await given(ravi);
    await tap(ravi, deliveryId, 'picked-up');
    const photo = multipartBody({ filename: 'door.jpg', type: 'image/jpeg', data: await smallJpeg() });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/rider/deliveries/${deliveryId}/door-photo`,
      headers: { cookie: ravi.cookie, 'content-type': photo.contentType },
      payload: photo.raw,
    });
    const path = upload.json().photo as string;
    expect((await tap(ravi, deliveryId, 'failed', { reason: 'not_at_home', photo: path })).statusCode).toBe(
      200,
    );
    await t.app.services.retention.sweep();
    expect((await t.app.inject({ url: path, headers: { cookie: staff } })).statusCode).toBe(200);

    await t.database.db
      .update(deliveries)
      .set({ finishedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(deliveries.id, deliveryId));
    const report = await t.app.services.retention.sweep();
    expect(report?.doorPhotos).toContain(path);
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(row?.failPhoto).toBeNull();
    expect((await t.app.inject({ url: path, headers: { cookie: staff } })).statusCode).toBe(404);
  });
});

describe("the rider's live events", () => {
  it('hears of its own deliveries only', async () => {
    const mine = await given(ravi);
    const theirs = await given(sita);
    const stream = await openSse(`${base}/api/rider/events`, ravi.cookie);
    try {
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      expect((await tap(sita, theirs.deliveryId, 'ack')).statusCode).toBe(200);
      expect((await tap(ravi, mine.deliveryId, 'ack')).statusCode).toBe(200);
      const heard = await stream.next((e: SseEvent) => e.event === 'delivery');
      expect(heard.data).toEqual({ orderId: mine.orderId });
      expect(
        stream.events.some(
          (e) => e.event === 'delivery' && (e.data as { orderId: string }).orderId === theirs.orderId,
        ),
      ).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('ends as soon as the rider signs out', async () => {
    const rider = await createRider(t, 'Leaving Rider');
    const stream = await openSse(`${base}/api/rider/events`, rider.cookie);
    try {
      await stream.next((e) => e.event === 'ready');
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/staff/sign-out',
        headers: { cookie: rider.cookie },
      });
      expect(out.statusCode).toBe(200);
      const outcome = await Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000).unref()),
      ]);
      expect(outcome).toBe('ended');
      expect(stream.events.at(-1)?.event).toBe('ended');
    } finally {
      stream.close();
    }
  });
});

/** Uploads a door photo for the delivery: the response. */
async function uploadDoorPhoto(rider: TestRider, deliveryId: string) {
  const photo = multipartBody({ filename: 'door.jpg', type: 'image/jpeg', data: await smallJpeg() });
  return t.app.inject({
    method: 'POST',
    url: `/api/rider/deliveries/${deliveryId}/door-photo`,
    headers: { cookie: rider.cookie, 'content-type': photo.contentType },
    payload: photo.raw,
  });
}

describe('card at the door', () => {
  it('records a card payment taken on the shop’s machine, never as cash in hand', async () => {
    const { deliveryId, orderId } = await given(ravi, 'card');
    const before = (await call('GET /api/rider/deliveries', { cookie: ravi.cookie })).json().cashInHand;
    expect((await tap(ravi, deliveryId, 'picked-up')).statusCode).toBe(200);
    const collected = await tap(ravi, deliveryId, 'collected', { method: 'card' });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().delivery).toMatchObject({
      amountToCollect: 0,
      collected: { method: 'card', amount: 100 },
    });
    expect((await tap(ravi, deliveryId, 'delivered')).statusCode).toBe(200);
    expect((await staffOrder(orderId)).payment.status).toBe('paid');
    const after = (await call('GET /api/rider/deliveries', { cookie: ravi.cookie })).json();
    expect(after.cashInHand).toBe(before);
  });
});

describe('taps that may not be', () => {
  it('refuses Couldn’t deliver once the money is collected', async () => {
    const { deliveryId } = await given(ravi);
    expect((await tap(ravi, deliveryId, 'picked-up')).statusCode).toBe(200);
    expect((await tap(ravi, deliveryId, 'collected', { method: 'cash' })).statusCode).toBe(200);
    const failed = await tap(ravi, deliveryId, 'failed', { reason: 'not_at_home' });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error.message).toBe(RIDER_TAP_MESSAGES.paidCannotFail);
    expect((await tap(ravi, deliveryId, 'delivered')).statusCode).toBe(200);
  });

  it('refuses a tap id replayed as another action, and answers a replay on a withdrawn delivery as not found', async () => {
    const { deliveryId, orderId } = await given(ravi);
    const ack = { tapId: randomUUID() };
    expect((await tap(ravi, deliveryId, 'ack', ack)).statusCode).toBe(200);
    const other = await tap(ravi, deliveryId, 'picked-up', ack);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('This tap was already used');
    const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(row?.status).toBe('assigned');
    expect((await tap(ravi, deliveryId, 'ack', ack)).statusCode).toBe(200);

    const taken = await call('DELETE /api/admin/orders/:id/delivery', {
      cookie: staff,
      params: { id: orderId },
      body: {},
    });
    expect(taken.statusCode, taken.body).toBeLessThan(300);
    const replay = await tap(ravi, deliveryId, 'ack', ack);
    expect(replay.statusCode).toBe(404);
    expect(replay.body).not.toContain('Asha');
  });

  it('never deadlocks a Picked up tap against the board taking the order back (PostgreSQL)', async () => {
    const rider = await createRider(t, 'Lata Jadhav');
    const shift = await openShiftDirectly(t, rider.id);
    for (let i = 0; i < 15; i++) {
      const order = await shelved('cod');
      const deliveryId = await assignDirectly(t, order.id, rider.id, shift);
      const [picked, taken] = await Promise.all([
        tap(rider, deliveryId, 'picked-up'),
        call('DELETE /api/admin/orders/:id/delivery', { cookie: staff, params: { id: order.id }, body: {} }),
      ]);
      expect(picked.statusCode, picked.body).toBeLessThan(500);
      expect(taken.statusCode, taken.body).toBeLessThan(500);
      // Exactly one of them wins.
      expect([picked.statusCode, taken.statusCode].filter((c) => c < 300)).toHaveLength(1);
      if (picked.statusCode === 200)
        expect((await tap(rider, deliveryId, 'failed', { reason: 'refused' })).statusCode).toBe(200);
    }
  });
});

describe('door photos per delivery', () => {
  it('names each photo after its delivery, takes only that one in the tap, and at most 3 uploads', async () => {
    const mine = await given(ravi);
    const other = await given(ravi);
    await tap(ravi, mine.deliveryId, 'picked-up');
    await tap(ravi, other.deliveryId, 'picked-up');
    const first = await uploadDoorPhoto(ravi, mine.deliveryId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().photo.startsWith(`/uploads/door-photos/${mine.deliveryId}-`)).toBe(true);
    const theirs = (await uploadDoorPhoto(ravi, other.deliveryId)).json().photo as string;
    // Another delivery's photo is refused.
    const wrong = await tap(ravi, mine.deliveryId, 'failed', { reason: 'not_at_home', photo: theirs });
    expect(wrong.statusCode).toBe(400);
    expect((await uploadDoorPhoto(ravi, mine.deliveryId)).statusCode).toBe(200);
    expect((await uploadDoorPhoto(ravi, mine.deliveryId)).statusCode).toBe(200);
    const fourth = await uploadDoorPhoto(ravi, mine.deliveryId);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toBe(RIDER_APP_MESSAGES.tooManyPhotos);
    const failed = await tap(ravi, mine.deliveryId, 'failed', {
      reason: 'not_at_home',
      photo: first.json().photo,
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await tap(ravi, other.deliveryId, 'failed', { reason: 'refused' })).statusCode).toBe(200);
  });

  it('deletes a photo never attached a day after its upload, keeps an attached one', async () => {
    const { deliveryId } = await given(ravi);
    await tap(ravi, deliveryId, 'picked-up');
    const unused = (await uploadDoorPhoto(ravi, deliveryId)).json().photo as string;
    const kept = (await uploadDoorPhoto(ravi, deliveryId)).json().photo as string;
    expect((await tap(ravi, deliveryId, 'failed', { reason: 'not_at_home', photo: kept })).statusCode).toBe(
      200,
    );
    const uploads = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' }).uploadsDir;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    for (const p of [unused, kept])
      await utimes(path.join(uploads, p.slice('/uploads/'.length)), twoDaysAgo, twoDaysAgo);
    await t.app.services.retention.sweep();
    expect((await t.app.inject({ url: unused, headers: { cookie: staff } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: kept, headers: { cookie: staff } })).statusCode).toBe(200);
  });
});
