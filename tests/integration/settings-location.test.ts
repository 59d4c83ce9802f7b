import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '#server/db/schema.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let provider: FakeProvider;

beforeAll(async () => {
  provider = await startFakeProvider();
  t = await createTestApp({ env: { GEOCODE_URL: provider.url } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('GET /api/settings', () => {
  it('serves the defaults of docs/product.md#settings on a new shop', async () => {
    const res = await t.app.inject('/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bannerTitle: 'Fresh Chai and Snacks, Fast',
      promotionalMessage: 'Get 20% off on your first order!',
      siteTheme: 'default',
      shopOpen: true,
      defaultLocation: 'Koramangala, Bangalore',
    });
  });

  it('shows a stored change once the cache is dropped by a write', async () => {
    await t.database.db
      .update(siteSettings)
      .set({ bannerTitle: 'Monsoon Specials' })
      .where(eq(siteSettings.id, 'site'));
    t.app.services.settings.invalidate();
    expect((await t.app.inject('/api/settings')).json().bannerTitle).toBe('Monsoon Specials');
  });
});

describe('GET /api/location/reverse', () => {
  it('asks the provider with latitude, longitude and English, and names the place', async () => {
    provider.answer({
      status: 200,
      body: { ...LOHEGAON_ANSWER, extra: 1 },
    });
    const res = await t.app.inject('/api/location/reverse?lat=18.5913&lng=73.9189');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      locality: 'Lohegaon',
      city: 'Pune',
      principalSubdivision: 'Maharashtra',
      label: 'Lohegaon, Pune, Maharashtra',
    });
    const asked = provider.requests.at(-1);
    expect(asked?.searchParams.get('latitude')).toBe('18.5913');
    expect(asked?.searchParams.get('longitude')).toBe('73.9189');
    expect(asked?.searchParams.get('localityLanguage')).toBe('en');
  });

  it('answers the fallback message when the provider fails or knows nothing', async () => {
    for (const answer of [
      { status: 500, body: { error: 'down' } },
      { status: 200, body: 'not json' },
      { status: 200, body: { locality: '', city: '' } },
    ]) {
      provider.answer(answer);
      const res = await t.app.inject('/api/location/reverse?lat=18.5&lng=73.9');
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('Location detected, please enter address manually');
    }
  });

  it('refuses positions that are not on Earth with 400', async () => {
    for (const query of ['lat=91&lng=0', 'lat=abc&lng=1', 'lng=1', `lat=${'9'.repeat(10_000)}&lng=1`]) {
      const res = await t.app.inject(`/api/location/reverse?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('reverse geocoding without a provider', () => {
  it('says so with 503 and the fallback message', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const res = await bare.app.inject('/api/location/reverse?lat=18.5&lng=73.9');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Location detected, please enter address manually');
    } finally {
      await bare.close();
    }
  });
});
