// The web app's API client against a real local HTTP server: the server's message on a refusal,
// one plain message when there is no answer in time (spec section 9: API timeout), and the
// caller's own cancellation passed through untouched. (Here rather than beside api-client.ts:
// the web app's folder may not import node:http, even in tests.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, apiRequest } from '../../src/web/lib/api-client';

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"hello":"world"}');
    } else if (req.url === '/refused') {
      res
        .writeHead(409, { 'content-type': 'application/json' })
        .end('{"error":{"code":"CONFLICT","message":"Masala Chai is out of stock"}}');
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
