// The menu's socket-level fast path over real HTTP (inject() bypasses the socket): it must send
// exactly what the Fastify route sends, and step aside whenever it cannot.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const comparable = (res: Response) => {
  const headers = Object.fromEntries(res.headers);
  for (const name of ['date', 'x-request-id', 'keep-alive', 'connection']) delete headers[name];
  return headers;
};

describe('GET /api/menu fast path', () => {
  it('answers with the same status, headers and body as the full route', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      t.app.services.catalog.invalidate();
      const headers = { 'accept-encoding': encoding };
      const viaFastify = await fetch(`${base}/api/menu`, { headers });
      const viaFastPath = await fetch(`${base}/api/menu`, { headers });
      expect(viaFastPath.status).toBe(200);
      expect(comparable(viaFastPath)).toEqual(comparable(viaFastify));
      expect(await viaFastPath.text()).toBe(await viaFastify.text());
      expect(viaFastPath.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(viaFastPath.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers 304 with no body to a matching ETag, on both paths', async () => {
    t.app.services.catalog.invalidate();
    const etag = (await fetch(`${base}/api/menu`)).headers.get('etag') ?? '';
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/menu`, { headers: { 'if-none-match': etag } });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
    }
  });

  it('shows a catalog change on the next request', async () => {
    const before = await (await fetch(`${base}/api/menu`)).json();
    const first = before.items[0];
    await t.database.db.update(menuItems).set({ name: 'Cutting Chai' }).where(eq(menuItems.id, first.id));
    t.app.services.catalog.invalidate();
    const after = await (await fetch(`${base}/api/menu`)).json();
    expect(after.items.find((i: { id: string }) => i.id === first.id).name).toBe('Cutting Chai');
  });

  it('leaves other methods and URLs to Fastify', async () => {
    const head = await fetch(`${base}/api/menu`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${base}/api/menu`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect((await post.json()).error.code).toBe('NOT_FOUND');
    const withQuery = await fetch(`${base}/api/menu?x=1`);
    expect(withQuery.status).toBe(200);
  });
});
