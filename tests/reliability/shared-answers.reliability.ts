// What one visitor's request may leave behind for everybody else, attacked over real sockets, many
// at once, on the database the suite runs on (issue 36):
// - cookie replay: a fresh server's first menu request carries a session due for refresh, or a
//   signed-out one, in the middle of a crowd of visitors with no cookie; no other visitor is ever
//   answered with a cookie, and no answer with a cookie is storable by a shared cache;
// - cache busting: one address floods the storefront with random `utm_source` (which no page reads)
//   and random search views over 32 connections; the first costs one render in all, the second
//   at most the address's render budget, every answer is still a working page, and another
//   address's view is rendered as usual; the same flood from a new address on every request costs
//   at most the shop-wide budget.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { RENDERS_PER_ADDRESS, SHOP_RENDERS } from '#server/plugins/render-budget.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { minimalWebRoot, recordingSsrDir, renderedBy } from '../helpers/web-fixtures.ts';
import { type Http, ipPool, listen } from './support/http.ts';
import { phonePool, signInCustomer } from './support/identities.ts';

const nextIp = ipPool(71);
const nextPhone = phonePool(71);
const HOUR = 3_600_000;
const tokenOf = (cookie: string) =>
  decodeURIComponent(/chai\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]!;

/** Sends `count` requests over `connections` parallel streams; returns every answer. */
async function crowd<T>(count: number, connections: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const i = next++;
        answers[i] = await send(i);
      }
    }),
  );
  return answers;
}

describe('cookie replay', () => {
  for (const kind of ['refresh-due', 'signed-out'] as const) {
    it(`a ${kind} cookie among a crowd on a fresh server reaches nobody else`, async () => {
      // Signed in on one server, then a fresh server on the same database: its fast path has
      // learned nothing yet.
      const first = await createTestApp({ env: { TRUST_PROXY: 'true' } });
      let fresh: TestApp | undefined;
      try {
        const http1 = await listen(first);
        const ip = nextIp();
        const { cookie } = await signInCustomer(http1, nextPhone(), ip);
        const token = tokenOf(cookie);
        if (kind === 'refresh-due')
          await first.database.db
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() + HOUR / 2) })
            .where(eq(sessions.token, token));
        else await http1.request('POST', '/api/customer/sign-out', { cookie, ip, json: {} });
        await first.app.close();
        fresh = await createTestApp({ env: { TRUST_PROXY: 'true' }, reuseDatabase: first.database });
        const http: Http = await listen(fresh);
        const answers = await crowd(200, 32, (i) =>
          http.request('GET', i % 50 === 0 ? '/api/menu?v=1' : '/api/menu', {
            cookie: i === 0 ? cookie : undefined,
            ip: nextIp(),
          }),
        );
        for (const [i, res] of answers.entries()) {
          expect(res.status).toBe(200);
          if (i > 0) expect(res.setCookies, `visitor ${i}`).toEqual([]);
          if (res.setCookies.length) expect(res.headers.get('cache-control')).toBe('private, no-store');
        }
        // And afterwards, the pages and the public keys too.
        for (const url of ['/api/menu', '/api/push/key', '/api/settings']) {
          const res = await http.request('GET', url, { ip: nextIp() });
          expect(res.setCookies, url).toEqual([]);
        }
      } finally {
        await fresh?.app.close();
        await first.database.close();
      }
    });
  }
});

describe('cache busting', () => {
  let t: TestApp;
  let http: Http;
  let webRoot: string;
  let ssrDir: string;
  const renders = () => renderedBy('__floodRenders');

  beforeAll(async () => {
    webRoot = minimalWebRoot();
    // Records each address it renders; as long as a real storefront render's markup.
    ssrDir = recordingSsrDir('__floodRenders', 'masala chai '.repeat(20000));
    // The shop-wide budget is out of the way here; the last case floods from many addresses
    // against the real one.
    t = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      webRoot,
      ssrDir,
      renderBudget: { shop: { perSecond: 1000, burst: 1000 } },
    });
    http = await listen(t);
    await http.request('GET', '/', { ip: nextIp() });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.rmSync(ssrDir, { recursive: true, force: true });
  });

  for (const param of ['utm_source', 'fbclid', 'q'] as const) {
    it(`one address flooding /?${param}=<random> over 32 connections costs at most its budget`, async () => {
      const flooder = nextIp();
      const before = renders().length;
      const menus: number[] = [];
      const answers = await crowd(400, 32, async (i) => {
        // The shop's other customers keep reading the menu meanwhile.
        if (i % 20 === 0) menus.push((await http.request('GET', '/api/menu', { ip: nextIp() })).status);
        return http.request('GET', `/?${param}=${i}-${Math.random()}`, {
          ip: flooder,
          headers: { 'accept-encoding': 'br, gzip' },
        });
      });
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.text).toContain('<div id="root">');
      }
      expect(menus.every((status) => status === 200)).toBe(true);
      const cost = renders().length - before;
      if (param === 'q') expect(cost).toBeLessThanOrEqual(RENDERS_PER_ADDRESS);
      else expect(cost).toBe(0);
      // Another address's view is rendered as usual.
      const other = await http.request('GET', `/?q=${param}-other-address`, { ip: nextIp() });
      expect(other.text).toContain(`data-rendered-for="/?q=${param}-other-address"`);
    });
  }

  it('a flood from a new address on every request costs at most the shop-wide budget', async () => {
    const shop = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      reuseDatabase: t.database,
      webRoot,
      ssrDir,
    });
    try {
      const floodHttp = await listen(shop);
      await floodHttp.request('GET', '/', { ip: nextIp() });
      const before = renders().length;
      const started = performance.now();
      const answers = await crowd(400, 32, (i) =>
        floodHttp.request('GET', `/?q=rotating-${i}`, { ip: `2001:db8:${(i % 65536).toString(16)}::1` }),
      );
      const seconds = (performance.now() - started) / 1000;
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.text).toContain('<div id="root">');
      }
      const cost = renders().length - before;
      console.log(`400 requests from 400 addresses in ${seconds.toFixed(1)} s cost ${cost} renders`);
      expect(cost).toBeLessThanOrEqual(SHOP_RENDERS.burst + Math.ceil(seconds * SHOP_RENDERS.perSecond));
    } finally {
      await shop.app.close();
    }
  });
});
