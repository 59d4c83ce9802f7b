// Prometheus metrics for operators (GET /metrics, plugins/metrics.ts). One registry per app, not
// prom-client's global one, so several apps in one process (tests) never collide. Counters are
// per instance; Prometheus sums them across instances.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '#server/db/database.ts';

export type MetricsSources = {
  poolStats(): PoolStats;
  /** Present with REDIS_URL: whether this instance can reach Redis right now. */
  redisReady?: () => boolean;
};

// From a cached menu read (~1 ms) to a slow upload or CSV export (seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests (event streams excluded), by method, route pattern and status code',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'chai_orders_placed_total',
    help: 'Orders placed on this instance (retries of the same checkout not counted)',
    registers: [registry],
  });
  const sseClients = new Gauge({
    name: 'chai_sse_clients',
    help: 'Open Server-Sent Events streams, by stream route',
    labelNames: ['stream'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'chai_db_pool_connections',
    help: 'Database connections by state: max (pool size), total (open), idle, waiting (queued requests for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats();
      for (const [state, value] of Object.entries(stats)) {
        if (typeof value === 'number') this.set({ state }, value);
      }
    },
  });
  if (sources.redisReady) {
    const redisReady = sources.redisReady;
    new Gauge({
      name: 'chai_redis_up',
      help: '1 when this instance can reach Redis (shared rate limits), 0 while it counts locally',
      registers: [registry],
      collect() {
        this.set(redisReady() ? 1 : 0);
      },
    });
  }

  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),

    observeRequest(method: string, route: string, statusCode: number, seconds: number | undefined) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      if (seconds !== undefined) latency.observe(labels, seconds);
    },

    orderPlaced: () => ordersPlaced.inc(),

    streamOpened: (stream: string) => sseClients.inc({ stream }),
    streamClosed: (stream: string) => sseClients.dec({ stream }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
