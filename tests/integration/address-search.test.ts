// GET /api/location/search and /api/location/map (docs/product.md#the-map): the page asks our
// server, which asks a Nominatim-speaking provider (here a local HTTP server answering jsonv2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#server/logger.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { KHARADI, VIMAN_NAGAR } from '../helpers/nominatim-answers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const HUMAN = 'Address search is not available right now. Move the pin on the map instead.';
const BUSY = 'Address search is busy right now. Try again in a few seconds, or move the pin on the map.';
const lines: string[] = [];
let t: TestApp;
let provider: FakeProvider;
let address = 0;
const search = (q: string, remoteAddress = `10.61.${++address % 250}.7`) =>
  t.app.inject({ url: `/api/location/search?q=${encodeURIComponent(q)}`, remoteAddress });

beforeAll(async () => {
  provider = await startFakeProvider({ status: 200, body: [KHARADI, VIMAN_NAGAR] });
  t = await createTestApp({
    env: {
      GEOCODE_SEARCH_URL: provider.url.replace('/reverse', '/search'),
      PUBLIC_URL: 'https://chai.example',
      MAP_TILE_URL: 'https://tiles.example.net/osm/{z}/{x}/{y}.png',
    },
    logger: loggerOptions('warn', { write: (line: string) => void lines.push(line) }),
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('GET /api/location/search', () => {
  it("asks the provider as Nominatim's /search, held to the shop's area, naming the shop, and reads the places", async () => {
    let userAgent: unknown;
    provider.onRequest((headers) => {
      userAgent = headers['user-agent'];
    });
    const res = await search('Kharadi');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        label: 'Kharadi, Haveli, Pune, Maharashtra, 411014, India',
        area: 'Kharadi, Pune',
        latitude: 18.5515,
        longitude: 73.9475,
      },
      expect.objectContaining({ area: 'Viman Nagar, Pune' }),
    ]);
    const asked = provider.requests.at(-1);
    expect(asked?.pathname).toBe('/search');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      q: 'Kharadi',
      format: 'jsonv2',
      countrycodes: 'in',
      // The default shop (18.5913, 73.9196) and 3 km, with the 2 km margin.
      viewbox: '73.87221,18.63622,73.96699,18.54638',
      bounded: '1',
      limit: '5',
      addressdetails: '1',
      'accept-language': 'en',
    });
    expect(userAgent).toBe('chai-express address search (https://chai.example)');
  });

  it('answers the same search from memory: the provider is asked once', async () => {
    const before = provider.requests.length;
    expect((await search('Viman Nagar')).statusCode).toBe(200);
    expect((await search('  viman   nagar ')).statusCode).toBe(200);
    expect(provider.requests.length).toBe(before + 1);
  });

  it('refuses a query under 2 or over 100 characters without asking the provider', async () => {
    const before = provider.requests.length;
    for (const q of ['', 'K', ' K ', 'x'.repeat(101)]) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await t.app.inject('/api/location/search')).statusCode).toBe(400);
    expect(provider.requests.length).toBe(before);
  });

  it('says in words that search is unavailable when the provider fails, is slow or answers nonsense', async () => {
    for (const [index, answer] of [
      { status: 500, body: { error: 'down' } },
      { status: 200, body: '<html>maintenance</html>' },
      { status: 200, body: { error: 'Unable to geocode' } },
    ].entries()) {
      provider.answer(answer);
      const res = await search(`Lohegaon ${index}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(HUMAN);
      expect(res.body).not.toMatch(/at .*\.ts|stack/);
    }
    provider.answer({ status: 200, body: [KHARADI] });
  });

  it('keeps a failure for 30 seconds, and warns the operator of the status but never the URL', async () => {
    const before = lines.length;
    provider.answer({ status: 403, body: { error: 'bad key' } });
    expect((await search('Wagholi')).json().error.message).toBe(HUMAN);
    provider.answer({ status: 200, body: [KHARADI] });
    const asked = provider.requests.length;
    const again = await search('Wagholi');
    expect(again.statusCode).toBe(503);
    expect(provider.requests.length).toBe(asked);
    const warned = lines.slice(before).map((line) => JSON.parse(line));
    expect(warned).toEqual([
      expect.objectContaining({ level: 40, status: 403, msg: 'address search provider failed' }),
    ]);
    expect(lines.slice(before).join('')).not.toMatch(/127\.0\.0\.1|Wagholi|q=/);
  });

  it('holds the whole shop to one provider request a second, and says in words when too many wait', async () => {
    const started: number[] = [];
    provider.onRequest(() => void started.push(Date.now()));
    const answers = await Promise.all(['Hadapsar', 'Kondhwa', 'Baner', 'Aundh'].map((q) => search(q)));
    provider.onRequest(() => {});
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 503]);
    expect(answers.find((res) => res.statusCode === 503)?.json().error.message).toBe(BUSY);
    expect(started).toHaveLength(3);
    for (let i = 1; i < started.length; i++)
      expect(started[i]! - started[i - 1]!).toBeGreaterThanOrEqual(950);
  });

  it('lets one address search 60 times a minute, then refuses it; another address still searches', async () => {
    const shared = '10.62.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await search(`Kharadi ${i % 3}`, shared)).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    expect((await search('Kharadi 1', '10.62.0.2')).statusCode).toBe(200);
  });
});

describe('GET /api/location/map', () => {
  it('gives the tile server, its credit, and that search is on; the CSP lets exactly that tile origin in', async () => {
    const res = await t.app.inject('/api/location/map');
    expect(res.json()).toEqual({
      tileUrl: 'https://tiles.example.net/osm/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      search: true,
    });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc?.split(' ')).toContain('https://tiles.example.net');
  });
});

describe('without GEOCODE_SEARCH_URL', () => {
  it('offers no search: the map says so and the route answers 404', async () => {
    const bare = await createTestApp({});
    try {
      expect((await bare.app.inject('/api/location/map')).json()).toMatchObject({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        search: false,
      });
      const res = await bare.app.inject('/api/location/search?q=Kharadi');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Address search is not set up. Move the pin on the map instead.');
    } finally {
      await bare.close();
    }
  });
});
