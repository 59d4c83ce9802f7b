// The delivery area through the real routes (docs/product.md#d15-delivery-fee-zone-and-minimum-order,
// docs/product.md#d16-an-order-goes-to-a-real-address): who may save it, what is refused with
// nothing stored, and what checkout makes of it: the zone, fee slabs, free delivery above a
// subtotal, the minimum order, and pickup orders with no address, fee or minimum.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, orders } from '#server/db/schema.ts';
import { todayIn } from '#shared/analytics-range.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { COORDINATE_MESSAGES } from '#shared/delivery-area/coordinates-schema.ts';
import { DEFAULT_DELIVERY_AREA, DEFAULT_SHOP_LOCATION } from '#shared/delivery-area/default-delivery-area.ts';
import type { DeliveryAreaInput } from '#shared/delivery-area/delivery-area-schema.ts';
import { OUTSIDE_AREA_MESSAGE } from '#shared/delivery-area/delivery-quote.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { FEE_SLAB_MESSAGES } from '#shared/delivery-area/fee-slabs-schema.ts';
import { minimumOrderMessage } from '#shared/delivery-area/minimum-order.ts';
import { POLYGON_MESSAGES } from '#shared/delivery-area/polygon-schema.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { endpointCaller } from '../helpers/call.ts';
import { deliveryAddress, IN_AREA_ADDRESS, OUT_OF_AREA_ADDRESS } from '../helpers/delivery-address.ts';
import { createCustomer, createItem } from '../helpers/factories.ts';
import { sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let manager: string;
let staff: string;
let customer: string;
let chai: string;
let nextIp = 0;

const [porwalRoad, hdfcArea] = PRESET_AREAS as [(typeof PRESET_AREAS)[0], (typeof PRESET_AREAS)[0]];
/** 'YS2 - HDFC Bank Area': the preset nearest the seed shop (about 0.4 km). */
const NEAR = deliveryAddress({
  address: 'HDFC Bank Road',
  area: hdfcArea.area,
  latitude: hdfcArea.latitude,
  longitude: hdfcArea.longitude,
});
/** 'YS1 - Porwal Rd': further (about 1.2 km). */
const FURTHER = IN_AREA_ADDRESS;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signInStaff(t, 'manager@example.com', undefined, '10.61.0.1');
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.61.0.2');
  // These tests are about the area and busy mode, not the estimate: a kitchen and riders fast enough
  // that every order here keeps the normal 8 minutes (docs/product.md#the-promise).
  const fast = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/promise',
    headers: { cookie: manager },
    payload: { kitchenSlots: 20, riderSpeedKmh: 40, handoverMinutes: 1, protect: null },
  });
  if (fast.statusCode !== 200) throw new Error(`promise settings: ${fast.statusCode} ${fast.body}`);
  // The forecast the checkout reads is worked out again with them now, not at the next event.
  await t.app.services.promise.refresh();
  customer = await sessionFor(t, 'user');
  // ₹25, as the seed's chai: the tests' totals are computed from it.
  chai = (await createItem(t, { price: 25 })).id;
});
afterAll(() => t.close());

// The general limit is per address; orders are limited per customer (a new one per test).
const call = endpointCaller(() => t.app, { remoteAddress: () => `10.62.${++nextIp % 250}.1` });

/** A customer of their own: orders are limited to 10 a minute per customer. */
const newCustomer = async () => (await createCustomer(t)).cookie;

const saveArea = (cookie: string | undefined, area: DeliveryAreaInput) =>
  call('PUT /api/admin/settings/delivery-area', { cookie, body: area });
const deliverySettings = async () => (await t.app.inject('/api/settings')).json().delivery;

const area = (overrides: Partial<DeliveryAreaInput> = {}): DeliveryAreaInput => ({
  ...DEFAULT_DELIVERY_AREA,
  ...overrides,
});

const order = (cookie: string, body: object, quantity = 1) =>
  call('POST /api/orders', {
    cookie,
    body: {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: chai, quantity }],
      ...body,
    },
  });

const storedOrder = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the delivery area setting', () => {
  it('is the out-of-the-box area (FREE within 3 km of the seed shop) until an owner saves one', async () => {
    const settings = (await t.app.inject('/api/settings')).json();
    expect(settings.delivery).toEqual(DEFAULT_DELIVERY_AREA);
    expect(settings.hours).toEqual(DEFAULT_SHOP_HOURS);
  });

  it('is refused to customers and staff (403) and strangers (401), and nothing is stored', async () => {
    const wide = area({ radiusKm: 10 });
    for (const [cookie, status] of [
      [customer, 403],
      [staff, 403],
      [undefined, 401],
    ] as const) {
      expect((await saveArea(cookie, wide)).statusCode).toBe(status);
    }
    expect(await deliverySettings()).toEqual(DEFAULT_DELIVERY_AREA);
  });

  it('is saved by a manager, answered to every storefront and written to the audit log', async () => {
    const saved = area({ radiusKm: 4, minimumOrderRupees: 0 });
    const res = await saveArea(manager, saved);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toEqual(saved);
    expect(await deliverySettings()).toEqual(saved);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'settings.delivery_area'), eq(auditLogs.tableName, 'site_settings')));
    expect(entry?.newValues).toMatchObject({ radiusKm: 4 });
    expect((await saveArea(manager, DEFAULT_DELIVERY_AREA)).statusCode).toBe(200);
  });

  it.each([
    [
      'a shop point out of range',
      area({ shop: { ...DEFAULT_SHOP_LOCATION, lat: 91 } }),
      'shop.lat',
      COORDINATE_MESSAGES.latRange,
    ],
    [
      'a polygon that does not close',
      area({
        polygon: [
          { lat: 18.58, lng: 73.91 },
          { lat: 18.6, lng: 73.91 },
          { lat: 18.6, lng: 73.93 },
          { lat: 18.58, lng: 73.93 },
        ],
      }),
      'polygon.3',
      POLYGON_MESSAGES.notClosed,
    ],
    [
      'overlapping fee slabs',
      area({
        feeSlabs: [
          { upToKm: 2, feeRupees: 10 },
          { upToKm: 1, feeRupees: 20 },
        ],
      }),
      'feeSlabs.1.upToKm',
      FEE_SLAB_MESSAGES.overlap(2, 1),
    ],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_name, body, field, message) => {
    const res = await saveArea(manager, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await deliverySettings()).toEqual(DEFAULT_DELIVERY_AREA);
  });
});

describe('checkout in the delivery area', () => {
  it('takes an order inside the area and stores the address parts and the point', async () => {
    const res = await order(await newCustomer(), { address: FURTHER });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed.orderType).toBe('delivery');
    expect(placed.address).toMatchObject({
      house: FURTHER.house,
      address: FURTHER.address,
      area: FURTHER.area,
      latitude: FURTHER.latitude,
      longitude: FURTHER.longitude,
    });
    expect(placed.deliveryFee).toBe(0);
    expect(placed.total).toBe(placed.subtotal);
    expect(placed.promisedMinutes).toBe(8);
  });

  it('refuses an address outside the area with a 400, and stores no order', async () => {
    const cookie = await newCustomer();
    const res = await order(cookie, { address: OUT_OF_AREA_ADDRESS });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(OUTSIDE_AREA_MESSAGE);
    expect((await call('GET /api/orders', { cookie })).json().orders).toEqual([]);
  });

  it('refuses a delivery without an address, or without a point', async () => {
    const cookie = await newCustomer();
    const none = await order(cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.address).toBe('A delivery address is required');
    const { latitude: _, longitude: __, ...pointless } = IN_AREA_ADDRESS;
    const noPoint = await order(cookie, { address: pointless });
    expect(noPoint.statusCode).toBe(400);
  });

  it('narrows the radius to a drawn polygon: inside it delivers, outside it refuses', async () => {
    // A box around the shop that holds the HDFC Bank Area preset but ends south of Porwal Road.
    const box = [
      { lat: 18.585, lng: 73.913 },
      { lat: 18.597, lng: 73.913 },
      { lat: 18.597, lng: 73.928 },
      { lat: 18.585, lng: 73.928 },
      { lat: 18.585, lng: 73.913 },
    ];
    expect((await saveArea(manager, area({ polygon: box }))).statusCode).toBe(200);
    try {
      const cookie = await newCustomer();
      expect((await order(cookie, { address: NEAR })).statusCode).toBe(201);
      const outside = await order(cookie, { address: FURTHER });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().error.message).toBe(OUTSIDE_AREA_MESSAGE);
    } finally {
      await saveArea(manager, DEFAULT_DELIVERY_AREA);
    }
  });

  it('charges the fee of the slab the distance falls in, free above the threshold, and keeps the total whole', async () => {
    // The presets straddle 1 km: the near one pays the first slab, the other the second.
    expect(
      distanceKm(DEFAULT_SHOP_LOCATION, { lat: hdfcArea.latitude, lng: hdfcArea.longitude }),
    ).toBeLessThan(1);
    expect(
      distanceKm(DEFAULT_SHOP_LOCATION, { lat: porwalRoad.latitude, lng: porwalRoad.longitude }),
    ).toBeGreaterThan(1);
    const slabs = area({
      feeSlabs: [
        { upToKm: 1, feeRupees: 10 },
        { upToKm: 3, feeRupees: 30 },
      ],
      freeAboveRupees: 200,
    });
    expect((await saveArea(manager, slabs)).statusCode).toBe(200);
    try {
      const cookie = await newCustomer();
      for (const [address, quantity, fee] of [
        [NEAR, 1, 10],
        [FURTHER, 1, 30],
        // 8 x ₹25 = ₹200 reaches the threshold: free at any distance.
        [FURTHER, 8, 0],
      ] as const) {
        const res = await order(cookie, { address }, quantity);
        expect(res.statusCode, res.body).toBe(201);
        const placed = res.json();
        expect(placed.deliveryFee).toBe(fee);
        expect(placed.total).toBe(placed.subtotal - placed.discount + fee);
        const row = await storedOrder(placed.id);
        expect(row.deliveryFeePaise).toBe(fee * 100);
        expect(row.totalPaise).toBe(row.subtotalPaise - row.discountPaise + row.deliveryFeePaise);
      }
    } finally {
      await saveArea(manager, DEFAULT_DELIVERY_AREA);
    }
  });

  it('refuses a delivery below the minimum order with the cart’s sentence; pickup has no minimum', async () => {
    expect((await saveArea(manager, area({ minimumOrderRupees: 150 }))).statusCode).toBe(200);
    try {
      const cookie = await newCustomer();
      const res = await order(cookie, { address: NEAR }, 2);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(minimumOrderMessage(10_000, 15_000));
      expect(res.json().error.message).toBe('Add ₹100 more to order (minimum ₹150)');
      expect((await call('GET /api/orders', { cookie })).json().orders).toEqual([]);
      expect((await order(cookie, { address: NEAR }, 6)).statusCode).toBe(201);
      expect((await order(cookie, { orderType: 'pickup' }, 2)).statusCode).toBe(201);
    } finally {
      await saveArea(manager, DEFAULT_DELIVERY_AREA);
    }
  });
});

describe('pickup orders', () => {
  it('carry no address, no fee and no zone, and show their type on the board, in My orders and the export', async () => {
    expect(
      (
        await saveArea(
          manager,
          area({
            feeSlabs: [{ upToKm: 3, feeRupees: 40 }],
            minimumOrderRupees: 100,
          }),
        )
      ).statusCode,
    ).toBe(200);
    try {
      const cookie = await newCustomer();
      // An address sent with a pickup (even one outside the area) is ignored, never stored.
      const res = await order(cookie, { orderType: 'pickup', address: OUT_OF_AREA_ADDRESS });
      expect(res.statusCode, res.body).toBe(201);
      const placed = res.json();
      expect(placed).toMatchObject({ orderType: 'pickup', address: null, deliveryFee: 0 });
      expect(placed.total).toBe(placed.subtotal);
      const row = await storedOrder(placed.id);
      expect(row.orderType).toBe('pickup');
      expect(row.address).toBeNull();

      const board = (await call('GET /api/admin/orders', { cookie: staff })).json().orders;
      expect(board.find((o: { id: string }) => o.id === placed.id)).toMatchObject({
        orderType: 'pickup',
        address: null,
      });
      const mine = (await call('GET /api/orders', { cookie })).json().orders;
      expect(mine).toMatchObject([{ id: placed.id, orderType: 'pickup', address: null }]);

      const today = todayIn(SHOP_TIME_ZONE, new Date());
      const csv = await call.url('GET', `/api/admin/analytics/orders.csv?from=${today}&to=${today}`, {
        cookie: await signInStaff(t, 'manager@example.com', undefined, '10.61.0.9'),
      });
      expect(csv.statusCode).toBe(200);
      // The export says it is a pickup, with no fee: its columns still add up.
      expect(csv.body).toMatch(new RegExp(`"${placed.orderNumber}","[^"]+","Pickup","Placed",`));
    } finally {
      await saveArea(manager, DEFAULT_DELIVERY_AREA);
    }
  });

  it('are moved through the board like deliveries', async () => {
    const placed = (await order(await newCustomer(), { orderType: 'pickup' })).json();
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const) {
      const res = await call('POST /api/admin/orders/:id/status', {
        cookie: staff,
        params: { id: placed.id },
        body: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status, orderType: 'pickup', address: null });
    }
  });
});
