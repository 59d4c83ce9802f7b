// What operators and load balancers see: /readyz naming each part, Prometheus metrics behind a
// token, and a Redis outage that leaves the shop serving with its limits counted per instance.
// (Live Redis shared by two instances: tests/scale/two-instances.test.ts.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisConnection } from '#server/db/redis.ts';
import { menuItems } from '#server/db/schema.ts';
import { PUBLIC_STREAM } from '#shared/api/events.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { openSse } from '../helpers/sse-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
// Nothing listens on port 1: connections are refused at once.
const DEAD_REDIS = 'redis://127.0.0.1:1';

/** The value of one series in a Prometheus text answer, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe('metrics', () => {
  let t: TestApp;
  let base: string;
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers only with the token: 401 with a Bearer challenge otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    // Default process metrics are there.
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is an operator endpoint: not rate limited, documented with its bearer token', async () => {
    const api = await t.app.inject({ url: '/api/orders', remoteAddress: '10.130.9.9' });
    expect(api.headers['x-ratelimit-limit']).toBe(String(RATE_LIMITS.api.max));
    const scraped = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.headers['x-ratelimit-limit']).toBeUndefined();
    const doc = (await t.app.inject('/api/openapi.json')).json();
    // Documented since issue 36, with its own security scheme rather than the session cookie.
    expect(doc.paths['/metrics'].get.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('labels requests by route pattern and status, never by the raw URL', async () => {
    const id = randomUUID();
    const res = await t.app.inject({ url: `/api/orders/${id}` });
    expect(res.statusCode).toBe(401);
    const text = await scrape();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/orders/:id",status_code="401"}')).toBe(
      1,
    );
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status_code="401"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(id);
  });

  it('counts the menu answers given at the socket too', async () => {
    const series = 'http_requests_total{method="GET",route="/api/menu",status_code="200"}';
    const before = sample(await scrape(), series) ?? 0;
    // The first answer goes through Fastify (and teaches the fast path its headers); the rest
    // are answered at the socket.
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/menu`)).status).toBe(200);
    expect(sample(await scrape(), series)).toBe(before + 3);
  });

  it('counts orders placed, not retries of the same checkout', async () => {
    const { cookie } = await signInCustomer(t, '9890077777', 'Metrics Tester', '10.130.0.1');
    const [item] = await t.database.db.select().from(menuItems).limit(1);
    const before = sample(await scrape(), 'chai_orders_placed_total') ?? 0;
    const body = {
      idempotencyKey: randomUUID(),
      lines: [{ menuItemId: item!.id, quantity: 1 }],
      address: deliveryAddress({
        name: 'Metrics Tester',
        phone: '9890077777',
        address: 'Flat 1, Porwal Rd, Pune',
      }),
    };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: body,
    });
    expect(retry.statusCode).toBe(200);
    expect(sample(await scrape(), 'chai_orders_placed_total')).toBe(before + 1);
  });

  it('reports open event streams and the database connections', async () => {
    const series = `chai_sse_clients{stream="${PUBLIC_STREAM}"}`;
    const stream = await openSse(`${base}${PUBLIC_STREAM}`);
    await stream.next((e) => e.event === 'ready');
    expect(sample(await scrape(), series)).toBe(1);
    stream.close();
    const deadline = Date.now() + 5000;
    while (sample(await scrape(), series) !== 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(sample(await scrape(), series)).toBe(0);

    const text = await scrape();
    // PGlite is one connection; the test PostgreSQL pool has 5 (tests/helpers/test-database.ts).
    expect(sample(text, 'chai_db_pool_connections{state="max"}')).toBe(usingPostgres ? 5 : 1);
    expect(sample(text, 'chai_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (usingPostgres) expect(sample(text, 'chai_db_pool_connections{state="waiting"}')).toBe(0);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('do not exist', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;
  let redis: RedisConnection;

  beforeAll(async () => {
    redis = await openRedis(DEAD_REDIS, { keyPrefix: `chai-test-${randomUUID()}:` });
    t = await createTestApp({ seed: false, redis, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('stays ready but says it is degraded, naming Redis', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(sample(metrics.body, 'chai_redis_up')).toBe(0);
  });

  it('keeps serving and still limits, counting on this instance', async () => {
    // A guest asking for orders is counted (the session checks are not) and answered 401.
    const ask = () => t.app.inject({ url: '/api/orders', remoteAddress: '10.131.0.1' });
    for (let i = 0; i < RATE_LIMITS.api.max; i++) expect((await ask()).statusCode).toBe(401);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('with the image bucket unreachable', () => {
  it('is not ready, naming the storage', async () => {
    const t = await createTestApp({
      seed: false,
      env: {
        S3_BUCKET: 'chai-images',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'http://127.0.0.1:1/chai-images',
      },
    });
    try {
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', storage: 'unavailable' });
    } finally {
      await t.close();
    }
  });
});
