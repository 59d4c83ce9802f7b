// No answer that depends on who is asking may be stored by a browser or a proxy
// (src/server/plugins/api-cache-policy.ts). Every GET route the OpenAPI document lists is asked,
// on a real port (live streams included), as a signed-in admin, as a signed-in customer and as a
// guest: each answer, success or refusal, says Cache-Control: no-store, except the public answers
// that declare their own caching (the menu, the public settings, the push key), which keep it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../helpers/customer-session.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type Http, listen } from '../reliability/support/http.ts';

let t: TestApp;
let http: Http;
let admin: string;
let customer: string;
let getRoutes: string[];

/** Public answers that are the same for everyone, with the caching their routes choose. */
const CACHEABLE: Record<string, string> = {
  '/api/menu': 'public, max-age=10, must-revalidate',
  '/api/settings': 'no-cache',
  // The server's VAPID public key: the same for every browser, and changes only with the keys.
  '/api/push/key': 'public, max-age=300',
};

beforeAll(async () => {
  t = await createTestApp();
  http = await listen(t);
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.95.0.1');
  customer = (await signInCustomer(t, '9890044444', 'Meera Joshi', '10.95.0.2')).cookie;
  const doc = (await t.app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  getRoutes = Object.entries(doc.paths)
    .filter(([path, operations]) => path.startsWith('/api/') && operations.get)
    .map(([path]) => path.replace(/\{[^}]+\}/g, randomUUID()));
});
afterAll(() => t.close());

describe('Cache-Control on every GET the API documents', () => {
  it('covers the personal routes the issue names', () => {
    for (const path of ['/api/orders', '/api/customer/addresses', '/api/admin/users', '/api/admin/orders'])
      expect(getRoutes).toContain(path);
  });

  for (const [who, cookie] of [
    ['an admin', () => admin],
    ['a customer', () => customer],
    ['a guest', () => ''],
  ] as const) {
    it(`is no-store on every answer to ${who}, and kept on the public cacheable ones`, async () => {
      const wrong: string[] = [];
      for (const path of getRoutes) {
        const res = await http.request('GET', path, { cookie: cookie() || undefined });
        const header = res.headers.get('cache-control') ?? '(none)';
        const expected = CACHEABLE[path];
        const ok = expected ? header === expected : header.split(',').some((d) => d.trim() === 'no-store');
        if (!ok) wrong.push(`${path} ${res.status}: ${header}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('is no-store on a personal answer in all its shapes: a 404 and an unknown address', async () => {
    const missing = await http.request('GET', `/api/orders/${randomUUID()}`, { cookie: customer });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const unknown = await http.request('GET', '/api/no-such-thing', { cookie: customer });
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('is decided on the route the router matched, not on how the address is spelled', async () => {
    // The router decodes '%61' to 'a': these are the personal routes themselves.
    for (const [path, cookie] of [
      ['/%61pi/customer/me', customer],
      ['/%61pi/orders', customer],
      ['/%61pi/admin/users', admin],
      ['/%61pi/dev/sms-outbox?phone=%2B919890044444', undefined],
    ] as const) {
      const res = await http.request('GET', path, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await http.request('GET', '/%61pi/customer/me', { cookie: customer })).body).toMatchObject({
      profile: { fullName: 'Meera Joshi' },
    });
    const unmatched = await http.request('GET', '/%61pi/no-such-thing', { cookie: customer });
    expect(unmatched.status).toBe(404);
    expect(unmatched.headers.get('cache-control')).toBe('no-store');
  });
});
