// GET /api/location/place: the pin's places for checkout's 'Your pin is in …' question
// (docs/product.md#the-map), from the reverse-geocoding provider; never an error that holds checkout up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let provider: FakeProvider;
const place = async (app: TestApp) =>
  (await app.app.inject('/api/location/place?lat=18.6016&lng=73.9152')).json();

beforeAll(async () => {
  provider = await startFakeProvider({ status: 200, body: LOHEGAON_ANSWER });
  t = await createTestApp({ env: { GEOCODE_URL: provider.url } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('GET /api/location/place', () => {
  it('names the locality, every place the point lies in, and the broad ones that prove nothing', async () => {
    const { place: found } = await place(t);
    expect(found.locality).toBe('Lohegaon');
    expect(found.names).toEqual(expect.arrayContaining(['Lohegaon', 'Haveli', 'Pune District']));
    expect(found.broad).toEqual(['Pune', 'Maharashtra', 'India']);
    expect(provider.requests.at(-1)?.searchParams.get('latitude')).toBe('18.6016');
  });

  it('answers no place, not an error, when the provider fails or names nothing finer than the city', async () => {
    provider.answer({ status: 500, body: { error: 'down' } });
    expect(await place(t)).toEqual({ place: null });
    provider.answer({ status: 200, body: { ...LOHEGAON_ANSWER, locality: '' } });
    expect(await place(t)).toEqual({ place: null });
    provider.answer({ status: 200, body: LOHEGAON_ANSWER });
  });

  it('refuses a point off the globe', async () => {
    expect((await t.app.inject('/api/location/place?lat=91&lng=73.9')).statusCode).toBe(400);
  });

  it('answers no place without GEOCODE_URL, asking nobody', async () => {
    const bare = await createTestApp({});
    try {
      expect(await place(bare)).toEqual({ place: null });
    } finally {
      await bare.close();
    }
  });
});
