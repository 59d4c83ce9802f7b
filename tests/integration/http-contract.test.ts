import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MONEY_ON_THE_WIRE } from '#server/plugins/openapi.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A probe route exercising the real body parser, validator and error handler.
  t.app.post(
    '/api/test-probe',
    { schema: { body: z.object({ name: z.string().min(1, 'Name is required'), qty: z.number().int() }) } },
    async (request) => ({ ok: true, name: request.body.name }),
  );
  t.app.get('/api/test-crash', async () => {
    throw new Error('secret internal detail at /srv/app/db.ts:42');
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('security headers', () => {
  it('sets the security headers and a CSP without inline script on API answers', async () => {
    const res = await t.app.inject('/api/menu');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin');
    expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sets them on errors too', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('request id', () => {
  it('echoes a well-formed incoming id and makes one otherwise', async () => {
    const echoed = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc12345-req' } });
    expect(echoed.headers['x-request-id']).toBe('abc12345-req');
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<bad id>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error shape', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' },
    });
  });

  it('repeats at most the first 200 characters of an unknown path in its message', async () => {
    // Found by the fuzzer: /api/orders/%2e%2e/tips/<10,000 characters> is /api/tips/<…> once
    // normalised, which no route serves.
    const long = `/api/tips/${'A'.repeat(10_000)}`;
    const res = await t.app.inject({ method: 'POST', url: long });
    expect(res.statusCode).toBe(404);
    const { message } = (res.json() as { error: { message: string } }).error;
    expect(message).toBe(`No route for POST ${long.slice(0, 200)}…`);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'The request body is not valid JSON' },
    });
  });

  it('answers schema violations with 400, the generic message and per-field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      payload: { name: '', qty: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe('Please check your input and try again');
    expect(body.error.fields.name).toBe('Name is required');
    expect(body.error.fields.qty).toBeTruthy();
  });

  it('refuses text the database cannot store with 400, naming the field', async () => {
    const refused = async (payload: string, url = '/api/test-probe') => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.message).toBe('Some text contains characters that cannot be saved. Please type it again.');
      return Object.keys(error.fields ?? {});
    };
    // A NUL deep inside, a lone surrogate (half an emoji) in a key, and one in the query string.
    expect(await refused('{"name":"ok","qty":1,"extra":{"lines":[{"note":"a\\u0000b"}]}}')).toEqual([
      'extra.lines.0.note',
    ]);
    expect(await refused('{"name":"ok","qty":1,"meta":{"\\ud83d":"x"}}')).toEqual(['meta']);
    expect(await refused('"\\udc00"')).toEqual(['_']);
    expect(await refused('{"name":"ok","qty":1}', '/api/test-probe?q=%00')).toEqual(['q']);
    // Whole emoji and ordinary text pass on to validation as before.
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      payload: { name: 'Chai ☕ 🫖', qty: 1 },
    });
    expect(fine.json()).toEqual({ ok: true, name: 'Chai ☕ 🫖' });
  });

  it('answers bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), qty: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'The request is too large' });
  });

  it('never leaks internals on a crash', async () => {
    const res = await t.app.inject('/api/test-crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'SERVER_ERROR', message: 'Something went wrong. Please try again later' },
    });
    expect(res.body).not.toContain('secret');
  });
});

describe('OpenAPI', () => {
  it('serves the document listing the routes', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/menu', '/api/categories', '/api/menu-items']),
    );
    expect(doc.paths['/api/menu-items'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['category', 'search']),
    );
    // The unit of every amount is said once for every client (decision 028).
    expect(doc.info.description).toContain(MONEY_ON_THE_WIRE);
  });

  it('serves a reference page at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
