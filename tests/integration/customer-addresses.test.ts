import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses, users } from '#server/db/schema.ts';
import { endpointCaller } from '../helpers/call.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await signInCustomer(t, '9890011111', 'Alice Dsouza', '10.70.0.1')).cookie;
  bob = (await signInCustomer(t, '9890022222', 'Bob Shinde', '10.70.0.2')).cookie;
});
afterAll(() => t.close());

const call = endpointCaller(() => t.app);

const home = {
  name: 'Home',
  phone: '9890011111',
  house: 'Flat 4',
  address: 'Porwal Rd',
  area: 'Lohegaon, Pune',
  landmark: 'Near the temple',
  latitude: 18.5913,
  longitude: 73.9196,
};

describe('customer addresses', () => {
  it('requires a signed-in customer', async () => {
    const res = await t.app.inject('/api/customer/addresses');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
  });

  it('creates, lists default first then newest, and moves the default in one step', async () => {
    const first = (await call('POST /api/customer/addresses', { cookie: alice, body: home })).json();
    expect(first).toMatchObject({
      name: 'Home',
      phone: '+919890011111',
      house: 'Flat 4',
      address: 'Porwal Rd',
      area: 'Lohegaon, Pune',
      isDefault: true,
      landmark: 'Near the temple',
    });
    const office = (
      await call('POST /api/customer/addresses', {
        cookie: alice,
        body: {
          ...home,
          name: 'Office',
          address: 'HDFC Bank Area, Lohegaon',
        },
      })
    ).json();
    expect(office.isDefault).toBe(false);
    const third = (
      await call('POST /api/customer/addresses', {
        cookie: alice,
        body: { ...home, name: 'Parents', isDefault: true },
      })
    ).json();
    let list = (await call('GET /api/customer/addresses', { cookie: alice })).json().addresses;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Parents', 'Office', 'Home']);
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    await call('POST /api/customer/addresses/:id/default', { cookie: alice, params: { id: office.id } });
    list = (await call('GET /api/customer/addresses', { cookie: alice })).json().addresses;
    expect(list[0].id).toBe(office.id);
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([
      office.id,
    ]);

    const edited = (
      await call('PATCH /api/customer/addresses/:id', {
        cookie: alice,
        params: { id: third.id },
        body: { deliveryNotes: 'Ring twice' },
      })
    ).json();
    expect(edited.deliveryNotes).toBe('Ring twice');
  });

  it('keeps another customer out: 404 for reading, changing or deleting, and nothing changes', async () => {
    const [aliceAddress] = (await call('GET /api/customer/addresses', { cookie: alice })).json().addresses;
    expect((await call('GET /api/customer/addresses', { cookie: bob })).json().addresses).toEqual([]);
    for (const [method, url, payload] of [
      ['PATCH', `/api/customer/addresses/${aliceAddress.id}`, { name: 'Hacked' }],
      ['PATCH', `/api/customer/addresses/${aliceAddress.id}`, { isDefault: true }],
      ['POST', `/api/customer/addresses/${aliceAddress.id}/default`, undefined],
      ['DELETE', `/api/customer/addresses/${aliceAddress.id}`, undefined],
    ] as const) {
      const res = await call.url(method, url, { cookie: bob, body: payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(aliceAddress.address);
    }
    const after = (await call('GET /api/customer/addresses', { cookie: alice })).json().addresses;
    expect(after.find((a: { id: string }) => a.id === aliceAddress.id)).toEqual(aliceAddress);
  });

  it('stores what the customer typed and validates the fields', async () => {
    const typed = await call('POST /api/customer/addresses', {
      cookie: bob,
      body: { ...home, name: '<b>Bob</b> & "co"' },
    });
    expect(typed.json().name).toBe('<b>Bob</b> & "co"');
    const bad = await call('POST /api/customer/addresses', {
      cookie: bob,
      body: { ...home, name: ' ', phone: 'x', house: ' ', address: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Name is required',
      phone: 'Phone must be a valid phone number',
      house: 'House or flat is required',
      address: 'Building and street is required',
    });
    expect(
      (await call('DELETE /api/customer/addresses/:id', { cookie: bob, params: { id: 'not-a-uuid' } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a new address without its point, in words saying how to give it (issue 44)', async () => {
    const message =
      'This address needs its location: use your current location, or go back and pick an area.';
    const { latitude: _lat, longitude: _lng, ...pointless } = home;
    for (const body of [
      pointless,
      { ...pointless, latitude: null, longitude: null },
      { ...home, longitude: null },
    ]) {
      const res = await call.url('POST', '/api/customer/addresses', { cookie: bob, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toMatchObject(
        'latitude' in body && body.latitude !== null ? { longitude: message } : { latitude: message },
      );
    }
    // A change cannot take the point away from a saved address either.
    const [saved] = (await call('GET /api/customer/addresses', { cookie: bob })).json().addresses;
    const cleared = await call.url('PATCH', `/api/customer/addresses/${saved.id}`, {
      cookie: bob,
      body: { latitude: null, longitude: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.fields.latitude).toBe(message);
    const after = (await call('GET /api/customer/addresses', { cookie: bob })).json().addresses;
    expect(after.find((a: { id: string }) => a.id === saved.id)).toMatchObject({
      latitude: home.latitude,
      longitude: home.longitude,
    });
  });

  it('deletes', async () => {
    const [address] = (await call('GET /api/customer/addresses', { cookie: bob })).json().addresses;
    expect(
      (await call('DELETE /api/customer/addresses/:id', { cookie: bob, params: { id: address.id } }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET /api/customer/addresses', { cookie: bob })).json().addresses).toEqual([]);
  });

  it('always keeps one default: it cannot be unset, and deleting it makes the newest the default', async () => {
    const dev = (await signInCustomer(t, '9890044444', 'Dev Joshi', '10.70.0.4')).cookie;
    const add = async (name: string) =>
      (await call('POST /api/customer/addresses', { cookie: dev, body: { ...home, name } })).json() as {
        id: string;
        isDefault: boolean;
      };
    const first = await add('First');
    await add('Second');
    const third = await add('Third');
    const defaults = async () =>
      (
        (await call('GET /api/customer/addresses', { cookie: dev })).json().addresses as {
          name: string;
          isDefault: boolean;
        }[]
      )
        .filter((a) => a.isDefault)
        .map((a) => a.name);
    expect(await defaults()).toEqual(['First']);

    const unset = await call('PATCH /api/customer/addresses/:id', {
      cookie: dev,
      params: { id: first.id },
      body: { isDefault: false },
    });
    expect(unset.statusCode).toBe(200);
    expect(unset.json().isDefault).toBe(true);
    expect(await defaults()).toEqual(['First']);

    expect(
      (await call('DELETE /api/customer/addresses/:id', { cookie: dev, params: { id: first.id } }))
        .statusCode,
    ).toBe(200);
    expect(await defaults()).toEqual(['Third']);
    expect(
      (await call('DELETE /api/customer/addresses/:id', { cookie: dev, params: { id: third.id } }))
        .statusCode,
    ).toBe(200);
    expect(await defaults()).toEqual(['Second']);
  });

  it('saves the same address once: saved again (typed at checkout) it is the one already there, an old one given the point it lacked', async () => {
    const dave = await signInCustomer(t, '9890077707', 'Dave Kale', '10.70.0.4');
    const typed = { ...home, phone: '9890077707' };
    // Saved before every address needed a point: it is still listed, without one.
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, '+919890077707'));
    await t.database.db.insert(userAddresses).values({
      userId: user!.id,
      name: typed.name,
      phone: '+919890077707',
      house: typed.house,
      address: typed.address,
      area: typed.area,
      landmark: typed.landmark,
      isDefault: true,
    });
    const [first] = (await call('GET /api/customer/addresses', { cookie: dave.cookie })).json().addresses;
    expect(first).toMatchObject({ house: 'Flat 4', latitude: null, longitude: null });
    const again = await call('POST /api/customer/addresses', {
      cookie: dave.cookie,
      body: { ...typed, phone: '+91 98900 77707', latitude: 18.5913, longitude: 73.9196 },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, latitude: 18.5913, longitude: 73.9196 });
    // The same door read again by a phone (a few metres off), typed with other case and spaces,
    // is still the saved one.
    const near = await call('POST /api/customer/addresses', {
      cookie: dave.cookie,
      body: { ...typed, house: 'flat  4', latitude: 18.5914, longitude: 73.9197 },
    });
    expect(near.json()).toMatchObject({ id: first.id, latitude: 18.5913, longitude: 73.9196 });
    // What adds something is another address: a pin corrected far off, another area, another flat.
    const moved = (
      await call('POST /api/customer/addresses', {
        cookie: dave.cookie,
        body: { ...typed, latitude: 18.6, longitude: 73.93 },
      })
    ).json();
    const baner = (
      await call('POST /api/customer/addresses', {
        cookie: dave.cookie,
        body: { ...typed, area: 'Baner, Pune' },
      })
    ).json();
    const five = (
      await call('POST /api/customer/addresses', { cookie: dave.cookie, body: { ...typed, house: 'Flat 5' } })
    ).json();
    expect(new Set([first.id, moved.id, baner.id, five.id]).size).toBe(4);
    expect(moved).toMatchObject({ latitude: 18.6, longitude: 73.93 });
    // Saved again as the default, the saved copy becomes the default (the first one was).
    const defaulted = await call('POST /api/customer/addresses', {
      cookie: dave.cookie,
      body: { ...typed, house: 'Flat 5', isDefault: true },
    });
    expect(defaulted.json()).toMatchObject({ id: five.id, isDefault: true });
    const saved = (await call('GET /api/customer/addresses', { cookie: dave.cookie })).json().addresses;
    expect(saved).toHaveLength(4);
    expect(saved.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual(
      [five.id],
    );
  });

  it('counts concurrent saves one after another: one default, never more than 20', async () => {
    const carol = (await signInCustomer(t, '9890033333', 'Carol Mane', '10.70.0.3')).cookie;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call('POST /api/customer/addresses', {
          cookie: carol,
          body: { ...home, name: `Place ${i}`, isDefault: true },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(20).fill(201), ...Array(5).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.message).toBe('At most 20 addresses can be saved');
    const saved = (await call('GET /api/customer/addresses', { cookie: carol })).json().addresses;
    expect(saved).toHaveLength(20);
    expect(saved.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });
});

describe('address labels (issue 44, Medium 3)', () => {
  let carol: string;
  beforeAll(async () => {
    carol = (await signInCustomer(t, '9890077123', 'Carol Pinto', '10.70.0.9')).cookie;
  });
  const work = { ...home, name: 'Carol Pinto', phone: '9890077123', address: 'Tech Park, Viman Nagar' };

  it('keeps the name a customer gives an address, and renames it when the same address comes again', async () => {
    const saved = (
      await call('POST /api/customer/addresses', { cookie: carol, body: { ...work, label: 'Home' } })
    ).json();
    expect(saved.label).toBe('Home');
    // The same address typed again at checkout under another name: still one address, renamed.
    const again = (
      await call('POST /api/customer/addresses', { cookie: carol, body: { ...work, label: 'Work' } })
    ).json();
    expect(again.id).toBe(saved.id);
    expect(again.label).toBe('Work');
    // Sent with no name, the one it has stays.
    const unnamed = (await call('POST /api/customer/addresses', { cookie: carol, body: work })).json();
    expect(unnamed).toMatchObject({ id: saved.id, label: 'Work' });
    const list = (await call('GET /api/customer/addresses', { cookie: carol })).json().addresses;
    expect(list).toHaveLength(1);
  });

  it('refuses a label longer than 20 characters, with the field named', async () => {
    const res = await call('POST /api/customer/addresses', {
      cookie: carol,
      body: { ...work, address: 'Another Rd', label: 'My grandmother’s place in Pune' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.label).toBe('A label can be at most 20 characters');
  });
});
