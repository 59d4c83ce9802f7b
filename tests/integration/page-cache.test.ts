// A page render is the costliest thing a stranger can ask for (about 200 ms of the one thread for
// the storefront). The server renders a page once per thing it shows: the path and the menu
// filters, never the other parameters a shared link carries (utm_*, fbclid, a cache-buster); the
// bare pages cannot be evicted by a flood of views; and each address has a budget of renders that
// miss the cache, past which it gets the page the browser renders itself (issue 36).
import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERS_PER_ADDRESS } from '#server/plugins/render-budget.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { minimalWebRoot, recordingSsrDir, renderedBy } from '../helpers/web-fixtures.ts';

let t: TestApp;
let webRoot: string;
let ssrDir: string;
let slugs: string[];
const renders = () => renderedBy('__pageRenders');

beforeAll(async () => {
  webRoot = minimalWebRoot();
  // A stand-in for the built renderer that records each address it renders.
  ssrDir = recordingSsrDir('__pageRenders');
  // The shop-wide budget is tested on its own below; here it is out of the way.
  t = await createTestApp({ webRoot, ssrDir, renderBudget: { shop: { perSecond: 1000, burst: 1000 } } });
  slugs = ((await t.app.inject('/api/menu')).json() as { categories: { slug: string }[] }).categories.map(
    (c) => c.slug,
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(ssrDir, { recursive: true, force: true });
});

const page = (url: string, remoteAddress = '10.60.0.1', encoding = 'identity') =>
  t.app.inject({ url, remoteAddress, headers: { 'accept-encoding': encoding } });

describe('server-rendered pages', () => {
  it('renders the storefront once for every address that only adds parameters nobody reads', async () => {
    const before = renders().length;
    for (const url of [
      '/',
      '/?utm_source=whatsapp&utm_medium=share',
      '/?fbclid=IwAR0xyz',
      '/?x=1',
      '//?v=2',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-rendered-for="/"');
    }
    expect(renders().length - before).toBeLessThanOrEqual(1);
  });

  it('renders a filtered view with its filters only, in one order, and reuses it', async () => {
    const before = renders().length;
    const first = await page(`/?q=chai&utm_source=x&category=${slugs[0]}`);
    const second = await page(`/?category=${slugs[0]}&q=chai&fbclid=y`);
    expect(first.body).toContain(`data-rendered-for="/?category=${slugs[0]}&q=chai"`);
    expect(second.body).toBe(first.body);
    expect(renders().slice(before)).toEqual([`/?category=${slugs[0]}&q=chai`]);
  });

  it('keeps the bare storefront however many views are asked for', async () => {
    await page('/');
    const before = renders().length;
    for (let i = 0; i < 70; i++) await page(`/?q=view-${i}`, `10.61.${i}.1`);
    expect(renders().length - before).toBe(70);
    await page('/');
    expect(renders().length - before).toBe(70);
  });

  it('gives each address a budget of renders that miss the cache, and still serves it the page', async () => {
    const flooder = '10.62.0.1';
    const before = renders().length;
    for (let i = 0; i < RENDERS_PER_ADDRESS; i++) {
      const res = await page(`/?q=flood-${i}`, flooder);
      expect(res.body).toContain(`data-rendered-for="/?q=flood-${i}"`);
    }
    const over = await page('/?q=flood-over', flooder);
    expect(over.statusCode).toBe(200);
    expect(over.body).toContain('<div id="root">');
    expect(over.body).not.toContain('data-rendered-for');
    expect(renders().length - before).toBe(RENDERS_PER_ADDRESS);
    // A view already rendered costs nothing, and another address is not held back.
    expect((await page('/?q=flood-0', flooder)).body).toContain('data-rendered-for="/?q=flood-0"');
    expect((await page('/?q=flood-over', '10.62.0.2')).body).toContain('data-rendered-for="/?q=flood-over"');
  });

  it('leaves to the browser what is not worth a render: overlong searches, filters off the storefront', async () => {
    const before = renders().length;
    for (const url of [`/?q=${'x'.repeat(101)}`]) {
      const res = await page(url, '10.64.0.1');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).not.toContain('data-rendered-for');
    }
    expect(renders().length - before).toBe(0);
    const about = await page('/about?category=x&q=y', '10.64.0.2');
    const plainAbout = await page('/about', '10.64.0.3');
    expect(about.body).toBe(plainAbout.body);
    expect(renders().length - before).toBeLessThanOrEqual(1);
  });

  it('renders a view once when many ask for it at the same moment', async () => {
    const before = renders().length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => page(`/?category=${slugs[1]}`, `10.63.0.${i + 1}`)),
    );
    for (const res of answers) expect(res.body).toContain(`data-rendered-for="/?category=${slugs[1]}"`);
    expect(renders().length - before).toBe(1);
  });

  it('answers gzip and brotli that open to the same page', async () => {
    const identity = (await page(`/?category=${slugs[2]}`)).rawPayload;
    const gz = await page(`/?category=${slugs[2]}`, undefined, 'gzip');
    const br = await page(`/?category=${slugs[2]}`, undefined, 'br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gz.rawPayload)).toEqual(identity);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(identity);
  });
});

describe('the shop-wide render budget', () => {
  it('holds renders to the shop rate however many addresses a flood comes from', async () => {
    const shop = await createTestApp({
      reuseDatabase: t.database,
      webRoot,
      ssrDir,
      renderBudget: { shop: { perSecond: 1, burst: 5 } },
    });
    try {
      await shop.app.inject('/');
      const before = renders().length;
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          shop.app.inject({ url: `/?q=rotating-${i}`, remoteAddress: `10.65.${i}.1` }),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root">');
      }
      expect(renders().length - before).toBeLessThanOrEqual(5 + Math.ceil(seconds));
    } finally {
      await shop.app.close();
    }
  });
});
