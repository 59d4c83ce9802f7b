// The web app's API client against a real local HTTP server: the server's message on a refusal,
// one plain message when there is no answer in time (docs/product.md#other-figures: API timeout), and the
// caller's own cancellation passed through untouched; too many requests is a wait, never a
// sign-out, asked again after the server's Retry-After. (Here rather than beside api-client.ts:
// the web app's folder may not import node:http, even in tests.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStaffSession, staffSessionQueryOptions } from '#web/features/admin/auth/api/staff-session.ts';
import { ApiRequestError, apiRequest } from '#web/lib/api-client.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

let server: http.Server;
let base = '';
/** What the session check answers next: 'limited' (429), 'signed-out' (401) or 'signed-in'. */
let sessionAnswers: ('limited' | 'signed-out' | 'signed-in')[] = [];
const MANAGER = {
  id: 'u1',
  name: 'Manager',
  email: 'manager@example.com',
  role: 'manager',
  mustChangePassword: false,
};
const RATE_LIMITED_BODY =
  '{"error":{"code":"RATE_LIMITED","message":"Too many requests. Please try again later"}}';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
    } else if (req.url === '/refused') {
      res
        .writeHead(409, { 'content-type': 'application/json' })
        .end('{"error":{"code":"CONFLICT","message":"Masala Chai is out of stock"}}');
    } else if (req.url === '/limited') {
      // What @fastify/rate-limit sends with our error shape.
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '7', 'x-ratelimit-reset': '7' })
        .end(RATE_LIMITED_BODY);
    } else if (req.url === '/limited-by-proxy') {
      res.writeHead(429, { 'content-type': 'text/html', 'x-ratelimit-reset': '3' }).end('<h1>Slow down</h1>');
    } else if (req.url === '/api/staff/session') {
      const answer = sessionAnswers.shift() ?? 'signed-in';
      if (answer === 'limited')
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' }).end(RATE_LIMITED_BODY);
      else if (answer === 'signed-out')
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"code":"UNAUTHORIZED","message":"Authentication required"}}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user: MANAGER }));
    } else if (req.url === '/slow-body') {
      // Headers at once, the body never: the deadline covers reading the answer too.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
    }
    // '/silent': no answer at all.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it("returns the answer, and throws the server's message for a refusal", async () => {
    expect(await apiRequest(`${base}/ok`)).toEqual({ hello: 'world' });
    const refused = await failure(apiRequest(`${base}/refused`));
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Masala Chai is out of stock' });
  });

  it('gives up on a server that does not answer, or does not finish answering, in time', async () => {
    for (const path of ['/silent', '/slow-body']) {
      const error = await failure(apiRequest(`${base}${path}`, { timeoutMs: 300 }));
      expect(error, path).toBeInstanceOf(ApiRequestError);
      expect(error, path).toMatchObject({
        status: 0,
        code: 'SERVER_ERROR',
        message: 'Something went wrong. Please try again later',
      });
    }
  });

  it("passes the caller's own cancellation through as it is", async () => {
    const controller = new AbortController();
    const pending = failure(apiRequest(`${base}/silent`, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as Error).name).toBe('AbortError');
    const already = await failure(apiRequest(`${base}/ok`, { signal: AbortSignal.abort() }));
    expect((already as Error).name).toBe('AbortError');
  });
});

describe('too many requests', () => {
  // The web app asks with relative addresses, which a browser resolves against the page.
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (input, init) =>
      realFetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  afterEach(() => {
    sessionAnswers = [];
  });

  it("gives the rate-limit message and the server's wait, from our server or a proxy in front", async () => {
    expect(await failure(apiRequest('/limited'))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later',
      retryAfterMs: 7000,
    });
    // A proxy's own page: our words, and the wait it named for the retry.
    expect(await failure(apiRequest('/limited-by-proxy'))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later',
      retryAfterMs: 3000,
    });
  });

  it('is not taken for signed out: the session check fails with the message, only a 401 is "nobody"', async () => {
    sessionAnswers = ['limited', 'signed-out'];
    const limited = await failure(getStaffSession());
    expect(limited).toBeInstanceOf(ApiRequestError);
    expect(limited).toMatchObject({ status: 429, message: 'Too many requests. Please try again later' });
    expect(await getStaffSession()).toBeNull();
  });

  it("asks the session again after the server's Retry-After and finds the account still signed in", async () => {
    sessionAnswers = ['limited'];
    const queryClient = createQueryClient();
    const started = Date.now();
    const user = await queryClient.fetchQuery(staffSessionQueryOptions());
    expect(user).toEqual(MANAGER);
    // Retry-After: 1 second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    queryClient.clear();
  });
});
