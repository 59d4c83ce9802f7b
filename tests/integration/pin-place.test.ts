// GET /api/location/place: the pin's places for checkout's 'Your pin is in …' question
// (docs/product.md#the-map), from the reverse-geocoding provider; never an error that holds checkout up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/logger.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let provider: FakeProvider;
const lines: string[] = [];
let client = 0;
const at = (lat: number | string, lng: number | string, remoteAddress = `10.71.${++client % 250}.1`) =>
  t.app.inject({ url: `/api/location/place?lat=${lat}&lng=${lng}`, remoteAddress });
const place = async (app: TestApp) =>
  (await app.app.inject('/api/location/place?lat=18.6016&lng=73.9152')).json();

beforeAll(async () => {
  provider = await startFakeProvider({ status: 200, body: LOHEGAON_ANSWER });
  t = await createTestApp({
    env: { GEOCODE_URL: provider.url },
    logger: loggerOptions('warn', { write: (line: string) => void lines.push(line) }),
  });
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
    const before = lines.length;
    provider.answer({ status: 500, body: { error: 'down' } });
    expect((await at(18.6021, 73.9152)).json()).toEqual({ place: null });
    provider.answer({ status: 200, body: { ...LOHEGAON_ANSWER, locality: '' } });
    expect((await at(18.6022, 73.9152)).json()).toEqual({ place: null });
    provider.answer({ status: 200, body: LOHEGAON_ANSWER });
    // The operator hears of the failure: its status, never the URL.
    const warned = lines.slice(before).map((line) => JSON.parse(line));
    expect(warned).toEqual([
      expect.objectContaining({ level: 40, status: 500, msg: 'reverse-geocoding provider failed' }),
    ]);
    expect(lines.slice(before).join('')).not.toMatch(/127\.0\.0\.1|latitude/);
  });

  it('asks once for a point, however finely it is written (kept by the point to 4 decimals)', async () => {
    const asked = provider.requests.length;
    for (const lat of ['18.60301', '18.603', '18.60304', '18.602951'])
      expect((await at(lat, 73.9152)).json().place.locality).toBe('Lohegaon');
    expect(provider.requests.length).toBe(asked + 1);
    expect(provider.requests.at(-1)?.searchParams.get('latitude')).toBe('18.603');
  });

  it('answers no place, asking nobody, for a point over 2 km beyond the delivery radius', async () => {
    const asked = provider.requests.length;
    // The default shop (18.5913, 73.9196) delivers 3 km: Mumbai, and a point about 5.6 km north.
    for (const [lat, lng] of [
      [19.076, 72.8777],
      [18.642, 73.9196],
    ] as const)
      expect((await at(lat, lng)).json()).toEqual({ place: null });
    expect(provider.requests.length).toBe(asked);
    // About 4.4 km north: past the radius but within the margin, still looked up.
    expect((await at(18.6313, 73.9196)).json().place.locality).toBe('Lohegaon');
  });

  it('lets one address ask 60 times a minute, then refuses it; another address still asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await at(18.6016, 73.9152, '10.72.0.1')).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    expect((await at(18.6016, 73.9152, '10.72.0.2')).statusCode).toBe(200);
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
