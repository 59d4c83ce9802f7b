// Where a delivery's pin is, through the real routes (docs/product.md#where-the-pin-is): a saved
// address keeps its point and a checkout naming it cannot move it; staff see the pin's distance
// from the shop and a map link beside the typed address; with a reverse-geocoding provider the
// pin's place is compared with the typed area once, after the order is placed, and a mismatch is
// flagged to staff; a provider that is slow, down or absent costs checkout nothing.
import { randomUUID } from 'node:crypto';
import { distance } from '@turf/distance';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { orders, userAddresses } from '#server/db/schema.ts';
import { ADDRESS_MESSAGES, type Order } from '#shared/api/orders.ts';
import { DEFAULT_SHOP_LOCATION } from '#shared/delivery-area/default-delivery-area.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createItem } from '../helpers/factories.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { bigDataCloudAnswer, LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let provider: FakeProvider;
let staff: string;
let chai: string;
let customers = 0;
let nextIp = 0;

const hdfcArea = PRESET_AREAS[1]!;
/** About 0.4 km from the seed shop, typed as what it is. */
const LOHEGAON = deliveryAddress({
  address: 'HDFC Bank Road',
  area: 'Lohegaon, Pune',
  latitude: hdfcArea.latitude,
  longitude: hdfcArea.longitude,
});

/** A ₹25 chai in this app's database (each app has its own). */
async function chaiOf(app: TestApp): Promise<string> {
  return (await createItem(app, { price: 25 })).id;
}

beforeAll(async () => {
  provider = await startFakeProvider({ status: 200, body: LOHEGAON_ANSWER });
  t = await createTestApp({ env: { GEOCODE_URL: provider.url } });
  staff = await signInStaff(t, 'staff@example.com', undefined, '10.81.0.1');
  chai = await chaiOf(t);
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const call = (
  app: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  app.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
    remoteAddress: `10.82.${++nextIp % 250}.1`,
  });

/** A customer of their own (orders are limited per customer). */
async function newCustomer(app: TestApp = t): Promise<string> {
  const n = ++customers;
  return (
    await signInCustomer(
      app,
      `98811${String(n).padStart(5, '0')}`,
      `Pin ${String.fromCharCode(64 + n)}`,
      `10.83.${n}.1`,
    )
  ).cookie;
}

const checkout = (cookie: string, body: object, app: TestApp = t, menuItemId = chai) =>
  call(app, cookie, 'POST', '/api/orders', {
    idempotencyKey: randomUUID(),
    lines: [{ menuItemId, quantity: 2 }],
    ...body,
  });

/** The order as the board answers it. */
async function onBoard(orderId: string, app: TestApp = t, cookie = staff): Promise<Order> {
  const board = (await call(app, cookie, 'GET', '/api/admin/orders')).json() as { orders: Order[] };
  const order = board.orders.find((o) => o.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not on the board`);
  return order;
}

/** Waits for the one lookup after checkout to be recorded on the order. */
async function checkedPin(orderId: string) {
  return vi.waitFor(
    async () => {
      const { pin } = await onBoard(orderId);
      if (!pin?.locality) throw new Error('the pin is not checked yet');
      return pin;
    },
    { timeout: 5000, interval: 50 },
  );
}

let moves = 0;
/** LOHEGAON moved north by about 33 m more each time, still to 4 decimals as the provider is asked. */
const freshPoint = () => ({
  ...LOHEGAON,
  latitude: Number((LOHEGAON.latitude + 0.0003 * ++moves).toFixed(4)),
});

const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;

/** A point `metres` north of the given one. */
const north = (point: { latitude: number; longitude: number }, metres: number) => ({
  latitude: point.latitude + metres / 111_320,
  longitude: point.longitude,
});

describe('a saved address keeps its point', () => {
  it('delivers to the saved point and refuses a checkout whose point moved from it', async () => {
    const customer = await newCustomer();
    const saved = (await call(t, customer, 'POST', '/api/customer/addresses', LOHEGAON)).json();
    expect(saved).toMatchObject({ latitude: LOHEGAON.latitude, longitude: LOHEGAON.longitude });

    // The attack in the issue: the saved address's text with a point moved to the shop's door.
    const before = await orderCount();
    const moved = await checkout(customer, {
      savedAddressId: saved.id,
      address: { ...LOHEGAON, latitude: DEFAULT_SHOP_LOCATION.lat, longitude: DEFAULT_SHOP_LOCATION.lng },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toMatchObject({
      message: ADDRESS_MESSAGES.pointMoved,
      fields: { 'address.latitude': ADDRESS_MESSAGES.pointMoved },
    });
    // 200 m is a move too; nothing was stored.
    const nearby = await checkout(customer, {
      savedAddressId: saved.id,
      address: { ...LOHEGAON, ...north(LOHEGAON, 200) },
    });
    expect(nearby.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);

    // What a phone's location wanders by at the same door is the same point: the saved one is stored.
    const wandered = await checkout(customer, {
      savedAddressId: saved.id,
      address: { ...LOHEGAON, ...north(LOHEGAON, 20) },
    });
    expect(wandered.statusCode).toBe(201);
    expect(wandered.json().address).toMatchObject({
      latitude: LOHEGAON.latitude,
      longitude: LOHEGAON.longitude,
    });
  });

  it('moves the point only by saving the address', async () => {
    const customer = await newCustomer();
    const saved = (await call(t, customer, 'POST', '/api/customer/addresses', LOHEGAON)).json();
    const porwal = PRESET_AREAS[0]!;
    const there = { latitude: porwal.latitude, longitude: porwal.longitude };
    expect(
      (await checkout(customer, { savedAddressId: saved.id, address: { ...LOHEGAON, ...there } })).statusCode,
    ).toBe(409);
    const patched = await call(t, customer, 'PATCH', `/api/customer/addresses/${saved.id}`, there);
    expect(patched.statusCode).toBe(200);
    const placed = await checkout(customer, { savedAddressId: saved.id, address: { ...LOHEGAON, ...there } });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().address).toMatchObject(there);
  });

  it("refuses another customer's address, an unknown id, and a saved address without a point", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const saved = (await call(t, owner, 'POST', '/api/customer/addresses', LOHEGAON)).json();
    for (const savedAddressId of [saved.id, randomUUID(), 'not-an-id']) {
      const res = await checkout(other, { savedAddressId, address: LOHEGAON });
      expect(res.statusCode, savedAddressId).toBe(409);
      expect(res.json().error.message).toBe(ADDRESS_MESSAGES.savedMissing);
    }
    // Saved before addresses needed a point (none is saved without one now).
    const old = (await call(t, other, 'POST', '/api/customer/addresses', LOHEGAON)).json();
    await t.database.db
      .update(userAddresses)
      .set({ latitude: null, longitude: null })
      .where(eq(userAddresses.id, old.id));
    const res = await checkout(other, { savedAddressId: old.id, address: LOHEGAON });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADDRESS_MESSAGES.pointMoved);
  });
});

describe('staff see where the pin is', () => {
  it('answers the distance from the shop and a map link beside the typed address, for staff only', async () => {
    const customer = await newCustomer();
    // The pin at the shop's door with an area typed across town: accepted (the point decides the
    // fee), and what staff read shows the two do not agree.
    const placed = await checkout(customer, {
      address: {
        ...LOHEGAON,
        area: 'Kharadi',
        latitude: DEFAULT_SHOP_LOCATION.lat,
        longitude: DEFAULT_SHOP_LOCATION.lng,
      },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).not.toHaveProperty('pin');
    const mine = (await call(t, customer, 'GET', `/api/orders/${placed.json().id}`)).json();
    expect(mine).not.toHaveProperty('pin');

    const other = await checkout(customer, { address: LOHEGAON });
    const order = await onBoard(other.json().id);
    const expected = distance(
      [DEFAULT_SHOP_LOCATION.lng, DEFAULT_SHOP_LOCATION.lat],
      [LOHEGAON.longitude, LOHEGAON.latitude],
      { units: 'kilometers' },
    );
    expect(order.pin?.distanceKm).toBeCloseTo(expected, 2);
    expect(order.pin?.distanceKm).toBeGreaterThan(0.3);
    expect(order.pin?.mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${LOHEGAON.latitude},${LOHEGAON.longitude}`,
    );
    expect((await onBoard(placed.json().id)).pin?.distanceKm).toBe(0);
    // The same on one order and on a move.
    const one = (await call(t, staff, 'GET', `/api/admin/orders/${other.json().id}`)).json();
    expect(one.pin).toMatchObject({ distanceKm: order.pin?.distanceKm, mapUrl: order.pin?.mapUrl });
    const accepted = (
      await call(t, staff, 'POST', `/api/admin/orders/${other.json().id}/status`, { status: 'accepted' })
    ).json();
    expect(accepted.pin).toMatchObject({ mapUrl: order.pin?.mapUrl });
  });

  it('has no pin for a pickup order', async () => {
    const customer = await newCustomer();
    const placed = await checkout(customer, { orderType: 'pickup' });
    expect(placed.statusCode).toBe(201);
    expect((await onBoard(placed.json().id)).pin).toBeNull();
  });
});

describe('the pin compared with the typed area (GEOCODE_URL set)', () => {
  // Each test's pin is a point of its own: a point's places are kept once asked.
  let here = LOHEGAON;
  beforeEach(() => {
    here = freshPoint();
  });

  it("asks the provider once for checkout's question and the check after the order, at the same point", async () => {
    provider.answer({ status: 200, body: LOHEGAON_ANSWER });
    const asked = provider.requests.length;
    const before = await t.app.inject({
      url: `/api/location/place?lat=${here.latitude}&lng=${here.longitude}`,
      remoteAddress: '10.85.0.1',
    });
    expect(before.json().place.locality).toBe('Lohegaon');
    const placed = await checkout(await newCustomer(), { address: { ...here, area: 'Kharadi' } });
    expect(await checkedPin(placed.json().id)).toMatchObject({ locality: 'Lohegaon' });
    expect(provider.requests.length).toBe(asked + 1);
  });

  it('flags a pin whose place is not the typed area, once, after the order is placed', async () => {
    provider.answer({ status: 200, body: LOHEGAON_ANSWER });
    const asked = provider.requests.length;
    const customer = await newCustomer();
    const placed = await checkout(customer, { address: { ...here, area: 'Kharadi' } });
    expect(placed.statusCode).toBe(201);
    const pin = await checkedPin(placed.json().id);
    expect(pin).toMatchObject({ locality: 'Lohegaon', warning: 'Pin is in Lohegaon, address says Kharadi' });
    expect(provider.requests.length).toBe(asked + 1);
    const request = provider.requests.at(-1)!;
    expect(request.searchParams.get('latitude')).toBe(String(here.latitude));
    expect(request.searchParams.get('longitude')).toBe(String(here.longitude));
    // Stored: the next read still has it, without asking again.
    const one = (await call(t, staff, 'GET', `/api/admin/orders/${placed.json().id}`)).json();
    expect(one.pin.warning).toBe('Pin is in Lohegaon, address says Kharadi');
    expect(provider.requests.length).toBe(asked + 1);
  });

  it('does not flag an area typed another way (case, spacing, suffix, the city beside it)', async () => {
    provider.answer({
      status: 200,
      body: bigDataCloudAnswer({
        latitude: here.latitude,
        longitude: here.longitude,
        locality: 'Viman Nagar',
      }),
    });
    const customer = await newCustomer();
    for (const area of ['vimannagar', 'VIMAN NAGAR, Pune']) {
      const placed = await checkout(customer, { address: { ...here, area } });
      expect(placed.statusCode).toBe(201);
      expect(await checkedPin(placed.json().id)).toMatchObject({ locality: 'Viman Nagar', warning: null });
    }
  });

  it('asks nothing for a pickup order', async () => {
    const asked = provider.requests.length;
    const customer = await newCustomer();
    const placed = await checkout(customer, { orderType: 'pickup' });
    expect(placed.statusCode).toBe(201);
    // A delivery placed after it is asked about; the pickup before it never was.
    const delivery = await checkout(customer, { address: here });
    await checkedPin(delivery.json().id);
    expect(provider.requests.length).toBe(asked + 1);
  });

  it('places the order at once when the provider is slow, and leaves it unflagged', async () => {
    provider.answer({ status: 200, body: LOHEGAON_ANSWER, delayMs: 30_000 });
    const asked = provider.requests.length;
    const customer = await newCustomer();
    const started = Date.now();
    const placed = await checkout(customer, { address: { ...here, area: 'Kharadi' } });
    expect(placed.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500);
    await vi.waitFor(() => expect(provider.requests.length).toBe(asked + 1), { timeout: 5000, interval: 20 });
    expect((await onBoard(placed.json().id)).pin).toMatchObject({ locality: null, warning: null });
  });

  it('places the order when the provider fails or answers nonsense, and leaves it unflagged', async () => {
    for (const answer of [
      { status: 500, body: { error: 'down' } },
      { status: 200, body: 'not json' },
      { status: 200, body: bigDataCloudAnswer({ latitude: 0, longitude: 0, locality: '' }) },
    ]) {
      provider.answer(answer);
      const asked = provider.requests.length;
      const customer = await newCustomer();
      const placed = await checkout(customer, { address: { ...here, area: 'Kharadi' } });
      expect(placed.statusCode).toBe(201);
      await vi.waitFor(() => expect(provider.requests.length).toBe(asked + 1), {
        timeout: 5000,
        interval: 20,
      });
      // A following order's check is recorded: this one's has finished by then (one at a time here).
      provider.answer({ status: 200, body: LOHEGAON_ANSWER });
      await checkedPin((await checkout(customer, { address: freshPoint() })).json().id);
      expect((await onBoard(placed.json().id)).pin).toMatchObject({ locality: null, warning: null });
    }
  });
});

describe('without a reverse-geocoding provider', () => {
  it('looks nothing up and flags nothing; staff still see the distance and the map', async () => {
    const plain = await createTestApp();
    try {
      const manager = await signInStaff(plain, 'manager@example.com', undefined, '10.84.0.1');
      const customer = await newCustomer(plain);
      const asked = provider.requests.length;
      const placed = await checkout(
        customer,
        { address: { ...LOHEGAON, area: 'Kharadi' } },
        plain,
        await chaiOf(plain),
      );
      expect(placed.statusCode).toBe(201);
      const order = await onBoard(placed.json().id, plain, manager);
      expect(order.pin).toMatchObject({ locality: null, warning: null });
      expect(order.pin?.mapUrl).toContain(`query=${LOHEGAON.latitude},${LOHEGAON.longitude}`);
      expect(plain.app.services.geocoder.configured).toBe(false);
      expect(provider.requests.length).toBe(asked);
    } finally {
      await plain.close();
    }
  });
});
