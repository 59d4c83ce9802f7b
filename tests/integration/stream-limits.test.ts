// Live streams are capped and mortal (issue 36): one account may hold only a few open, one client
// address a generous number (a carrier NAT is many customers), and beyond either the answer is a
// 429 with a message; every stream ends after a maximum lifetime with a `retry:` hint, on which
// the browser's EventSource reconnects by itself. The caps are lowered here so a test can reach
// them; the server runs behind a trusted proxy so each test comes from addresses of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_LIMIT_MESSAGES } from '#server/plugins/event-streams.ts';
import { PUBLIC_STREAM } from '#shared/api/events.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { openSse, type SseClient } from '../helpers/sse-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CUSTOMER_STREAM = '/api/orders/events';
const PER_ACCOUNT = 2;
const PER_ADDRESS = 3;
const LIFETIME_MS = 600;

const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function opened(url: string, cookie: string | undefined, ip: string): Promise<SseClient> {
  const stream = await openSse(url, cookie, from(ip));
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

/** Tries until the server has seen a closed stream go (its socket's close arrives a moment later). */
async function opensAgain(url: string, cookie: string | undefined, ip: string): Promise<SseClient> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const stream = await openSse(url, cookie, from(ip));
    if (stream.status === 200) return stream;
    stream.close();
    if (Date.now() > deadline) throw new Error(`still refused: ${stream.status}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function refusal(url: string, cookie: string | undefined, ip: string) {
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...from(ip) },
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describe('the caps on open streams', () => {
  let t: TestApp;
  let base: string;
  const streams: SseClient[] = [];
  const keep = (stream: SseClient) => {
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: 'true' },
      streamLimits: { perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('refuse one account a stream past its cap, from any address, with a 429 and a message', async () => {
    const { cookie } = await signInCustomer(t, '9890400001', 'Many Tabs', '10.96.0.1');
    const first = keep(await opened(`${base}${CUSTOMER_STREAM}`, cookie, '10.96.1.1'));
    keep(await opened(`${base}${CUSTOMER_STREAM}`, cookie, '10.96.1.2'));
    // A third address: the account's cap, not the address's, refuses it.
    const refused = await refusal(`${base}${CUSTOMER_STREAM}`, cookie, '10.96.1.3');
    expect(refused).toEqual({
      status: 429,
      retryAfter: '30',
      body: { error: { code: 'RATE_LIMITED', message: STREAM_LIMIT_MESSAGES.account } },
    });
    // Another customer is not held back by this one's tabs.
    const other = await signInCustomer(t, '9890400002', 'One Tab', '10.96.0.2');
    keep(await opened(`${base}${CUSTOMER_STREAM}`, other.cookie, '10.96.1.3'));
    // A closed tab frees its place.
    first.close();
    keep(await opensAgain(`${base}${CUSTOMER_STREAM}`, cookie, '10.96.1.3'));
  });

  it('refuse one address an anonymous stream past its cap, leaving other addresses and signed-in customers alone', async () => {
    const shared = '10.97.0.1';
    const open: SseClient[] = [];
    for (let i = 0; i < PER_ADDRESS; i++)
      open.push(keep(await opened(`${base}${PUBLIC_STREAM}`, undefined, shared)));
    expect(await refusal(`${base}${PUBLIC_STREAM}`, undefined, shared)).toEqual({
      status: 429,
      retryAfter: '30',
      body: { error: { code: 'RATE_LIMITED', message: STREAM_LIMIT_MESSAGES.address } },
    });
    // A signed-in customer behind the same address still gets their orders' updates: their
    // streams count against their account, so strangers' anonymous streams cannot shut them out.
    const { cookie } = await signInCustomer(t, '9890400003', 'Behind The NAT', '10.97.0.9');
    keep(await opened(`${base}${CUSTOMER_STREAM}`, cookie, shared));
    keep(await opened(`${base}${PUBLIC_STREAM}`, undefined, '10.97.0.2'));
    open[0]!.close();
    keep(await opensAgain(`${base}${PUBLIC_STREAM}`, undefined, shared));
  });
});

describe('the lifetime of a stream', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ streamLimits: { maxLifetimeMs: LIFETIME_MS } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('ends a stream after its lifetime with a reconnect hint, and the reconnection is served', async () => {
    const { cookie } = await signInCustomer(t, '9890400004', 'Long Reader', '10.98.0.1');
    for (const [url, who] of [
      [PUBLIC_STREAM, undefined],
      [CUSTOMER_STREAM, cookie],
    ] as const) {
      const started = Date.now();
      const stream = await opened(`${base}${url}`, who, '10.98.0.1');
      try {
        const outcome = await Promise.race([
          stream.ended.then(() => 'ended'),
          new Promise((resolve) => setTimeout(() => resolve('still open'), LIFETIME_MS + 5000).unref()),
        ]);
        expect(outcome).toBe('ended');
        // Not before most of its lifetime (a tenth of spread, so streams opened together part).
        expect(Date.now() - started).toBeGreaterThanOrEqual(LIFETIME_MS * 0.9 - 50);
        // The opening hint, then the one to come back within 1-3 s; no `ended`: nothing changed
        // for the reader, so EventSource reconnects by itself instead of asking first.
        expect(stream.retries).toHaveLength(2);
        expect(stream.retries[1]).toBeGreaterThanOrEqual(1000);
        expect(stream.retries[1]).toBeLessThanOrEqual(3000);
        expect(stream.events.map((e) => e.event)).not.toContain('ended');
      } finally {
        stream.close();
      }
      const again = await opened(`${base}${url}`, who, '10.98.0.1');
      again.close();
    }
  });
});
