// The fast path replays only the static headers it learned: whatever else the first full answer
// carried (its caller's refreshed session cookie, rate-limit counters, a header nobody listed yet)
// stays with that answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { createMenuFastPath } from './menu-fast-path.ts';
import { buildMenuSnapshot, type MenuSnapshot } from './menu-snapshot.ts';

let snapshot: MenuSnapshot;
let server: http.Server;
let base: string;
/** The languages the fast path asked for, in order. */
const asked: string[] = [];
const fastPath = createMenuFastPath({
  peekSnapshot: (lang) => {
    asked.push(lang ?? 'en');
    return snapshot;
  },
});

beforeAll(async () => {
  snapshot = await buildMenuSnapshot({
    categories: [],
    optionGroups: [],
    items: [],
    generatedAt: '2026-11-29T10:00:00.000Z',
  } as unknown as MenuResponse);
  server = http.createServer((req, res) => {
    if (!fastPath.handle(req, res)) res.writeHead(599).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('menu fast path', () => {
  it('steps aside until it has learned from a full answer', async () => {
    expect((await fetch(`${base}/api/menu`)).status).toBe(599);
  });

  it('does not learn from an answer made for one caller (it carried a cookie)', async () => {
    fastPath.learnHeaders({ 'cache-control': 'private, no-store', 'set-cookie': 'chai.session_token=x' });
    expect((await fetch(`${base}/api/menu`)).status).toBe(599);
  });

  it('replays the static headers and never a cookie, a counter or an unknown header', async () => {
    fastPath.learnHeaders({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=10, must-revalidate',
      vary: 'accept-encoding',
      'x-frame-options': 'DENY',
      'x-ratelimit-remaining': '99',
      'x-something-new': 'per-caller',
      etag: '"old"',
    });
    const res = await fetch(`${base}/api/menu`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('x-ratelimit-remaining')).toBeNull();
    expect(res.headers.get('x-something-new')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, must-revalidate');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('etag')).toBe(snapshot.etag);
    expect(await res.json()).toMatchObject({ items: [] });
  });

  it('answers exactly the menu in each language, and leaves any other address to Fastify', async () => {
    asked.length = 0;
    for (const url of ['/api/menu', '/api/menu?lang=en', '/api/menu?lang=hi', '/api/menu?lang=mr'])
      expect((await fetch(`${base}${url}`)).status, url).toBe(200);
    expect(asked).toEqual(['en', 'en', 'hi', 'mr']);
    for (const url of ['/api/menu?lang=fr', '/api/menu?lang=hi&x=1', '/api/menu?LANG=hi', '/api/menu?lang='])
      expect((await fetch(`${base}${url}`)).status, url).toBe(599);
    expect(asked).toHaveLength(4);
  });
});
