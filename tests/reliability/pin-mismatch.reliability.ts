// A customer lying about where they are, against the real app on a real port
// (docs/product.md#where-the-pin-is): the pin decides the delivery area, the fee and the minimum,
// so an attacker moves it to the shop's door and types an address across town. A saved address's
// point cannot be moved by a checkout (twenty at once, to twenty points: none is stored); a
// checkout that names no saved address is accepted on its point, and what staff see is what
// catches the lie: the pin's distance from the shop, a map link, and the reverse-geocoding
// provider's warning beside the typed area. A provider that hangs under the same load costs
// checkout nothing. The provider is a local fake answering in its vendor's documented shape.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { ADDRESS_MESSAGES, type Order } from '#shared/api/orders.ts';
import { DEFAULT_SHOP_LOCATION } from '#shared/delivery-area/default-delivery-area.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { errorShapeProblem } from './support/error-shape.ts';
import { type Answer, expectOk, type Http, ipPool, json, listen } from './support/http.ts';
import { accountId, phonePool, signInCustomer, signInStaff } from './support/identities.ts';

let t: TestApp;
let http: Http;
let provider: FakeProvider;
let staff: string;
let lines: { menuItemId: string; quantity: number }[];
const nextIp = ipPool(57);
const nextPhone = phonePool(57);

/** What the attacker types: a real-looking address some 20 km from the shop (Hinjawadi). */
const FAR_TEXT = {
  house: 'Flat 9, Blue Ridge',
  address: 'Phase 1, Rajiv Gandhi Infotech Park',
  area: 'Hinjawadi',
};
const AT_THE_SHOP = { latitude: DEFAULT_SHOP_LOCATION.lat, longitude: DEFAULT_SHOP_LOCATION.lng };
/** About 30 m north of the shop's door. */
const NEXT_DOOR = { latitude: AT_THE_SHOP.latitude + 30 / 111_320, longitude: AT_THE_SHOP.longitude };

beforeAll(async () => {
  provider = await startFakeProvider({ status: 200, body: LOHEGAON_ANSWER });
  t = await createTestApp({ env: { TRUST_PROXY: 'true', GEOCODE_URL: provider.url } });
  http = await listen(t);
  staff = await signInStaff(http, 'staff@example.com', DEMO_PASSWORD, nextIp());
  const menu = json<{ items: { id: string; inStock: boolean }[] }>(
    expectOk(await http.request('GET', '/api/menu', { ip: nextIp() }), 'menu'),
  );
  lines = menu.items
    .filter((i) => i.inStock)
    .slice(0, 1)
    .map((i) => ({ menuItemId: i.id, quantity: 2 }));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const checkout = (cookie: string, body: object) =>
  http.request('POST', '/api/orders', {
    cookie,
    ip: nextIp(),
    json: {
      idempotencyKey: `pin-${Math.random().toString(36).slice(2)}`,
      lines,
      paymentMethod: 'cod',
      ...body,
    },
  });

async function boardOrder(id: string): Promise<Order> {
  const board = json<{ orders: Order[] }>(
    expectOk(await http.request('GET', '/api/admin/orders', { cookie: staff, ip: nextIp() }), 'board'),
  );
  const order = board.orders.find((o) => o.id === id);
  if (!order) throw new Error(`order ${id} is not on the board`);
  return order;
}

function expectReadableRefusals(answers: Answer[]) {
  for (const a of answers.filter((x) => x.status >= 400))
    expect(errorShapeProblem(a), a.text).toBeUndefined();
}

describe('a pin moved to the shop with an address typed across town', () => {
  it('cannot move a saved address: twenty checkouts at once to twenty points store nothing', async () => {
    const customer = await signInCustomer(http, nextPhone(), nextIp());
    const userId = await accountId(http, customer.cookie, nextIp());
    const home = deliveryAddress({ name: 'Asha Kale', phone: '9822012345' });
    const saved = json<{ id: string }>(
      expectOk(
        await http.request('POST', '/api/customer/addresses', {
          cookie: customer.cookie,
          ip: nextIp(),
          json: home,
        }),
        'saving the address',
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        checkout(customer.cookie, {
          savedAddressId: saved.id,
          // From the shop's door outwards, 100 m at a time: every one is a move.
          address: {
            ...home,
            ...FAR_TEXT,
            latitude: AT_THE_SHOP.latitude + (n * 100) / 111_320,
            longitude: AT_THE_SHOP.longitude,
          },
        }),
      ),
    );
    const refused = answers.filter((a) => a.status === 409);
    const limited = answers.filter((a) => a.status === 429);
    console.log(
      `20 concurrent checkouts moving a saved address's pin: ${refused.length} x 409, ${limited.length} x 429`,
    );
    expect(refused.length + limited.length).toBe(20);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused)
      expect(json<{ error: { message: string } }>(a).error.message).toBe(ADDRESS_MESSAGES.pointMoved);
    expectReadableRefusals(answers);
    expect(
      await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
    ).toEqual([]);
  });

  it('is accepted without a saved address, and staff see the pin at the shop and the warning', async () => {
    const customer = await signInCustomer(http, nextPhone(), nextIp());
    const asked = provider.requests.length;
    const placed = await checkout(customer.cookie, {
      address: deliveryAddress({ name: 'Ravi Joshi', phone: '9822054321', ...FAR_TEXT, ...AT_THE_SHOP }),
    });
    expect(placed.status, placed.text).toBe(201);
    const order = json<Order>(placed);
    // The point is the authority for the fee: the shop's door is inside every slab's first band.
    expect(order.deliveryFee).toBe(0);
    expect(order).not.toHaveProperty('pin');
    await expect
      .poll(async () => (await boardOrder(order.id)).pin?.warning, { timeout: 5000, interval: 50 })
      .toBe('Pin is in Lohegaon, address says Hinjawadi');
    const { pin, address } = await boardOrder(order.id);
    console.log(
      `staff see: "${address?.area}" beside "${pin?.warning}", ${pin?.distanceKm} km, ${pin?.mapUrl}`,
    );
    expect(pin?.distanceKm).toBe(0);
    expect(pin?.mapUrl).toBe(
      `https://www.google.com/maps/search/?api=1&query=${AT_THE_SHOP.latitude},${AT_THE_SHOP.longitude}`,
    );
    expect(provider.requests.length).toBe(asked + 1);
  });

  it('costs checkout nothing when the provider hangs under twenty checkouts at once', async () => {
    provider.answer({ status: 200, body: LOHEGAON_ANSWER, delayMs: 20_000 });
    try {
      const customers = await Promise.all(
        Array.from({ length: 5 }, async () => (await signInCustomer(http, nextPhone(), nextIp())).cookie),
      );
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          checkout(customers[n % customers.length]!, {
            address: deliveryAddress({
              name: 'Meera Patil',
              phone: '9822011111',
              ...FAR_TEXT,
              // A point of its own beside the shop's door: the one the test above asked about is
              // in the place cache now, and a kept answer needs no lookup to flag the order.
              ...NEXT_DOOR,
            }),
          }),
        ),
      );
      const took = Date.now() - started;
      console.log(
        `20 concurrent checkouts with the provider hanging: ${answers.filter((a) => a.status === 201).length} x 201 in ${took} ms`,
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
      expect(took).toBeLessThan(10_000);
      // None is flagged (the lookups gave up), and every one is on the board with its pin.
      for (const a of answers.slice(0, 3)) {
        const { pin } = await boardOrder(json<Order>(a).id);
        expect(pin).toMatchObject({ warning: null });
        expect(pin?.distanceKm).toBeLessThanOrEqual(0.1);
      }
    } finally {
      provider.answer({ status: 200, body: LOHEGAON_ANSWER });
    }
  });
});
