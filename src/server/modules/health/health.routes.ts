import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const part = z.enum(['ok', 'unavailable']);
const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: part,
  redis: part.optional(),
  storage: part.optional(),
});

type Check = () => Promise<void>;

export type ReadinessChecks = {
  database: Check;
  /** With REDIS_URL. Its loss degrades the instance (limits count locally) but does not stop it. */
  redis?: Check;
  /** With S3_* settings: the bucket is reachable. */
  storage?: Check;
};

// A probe must answer before the load balancer gives up on it, even if a dependency hangs.
const CHECK_TIMEOUT_MS = 2000;

async function reachable(check: Check): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

// /healthz: the process answers. /readyz: it can also reach what it needs, so a load balancer
// stops sending it traffic while PostgreSQL or the image bucket is away. Redis is named but only
// degrades the answer: every instance shares it, and an outage there must not take every instance
// out of rotation at once when each can count its rate limits locally (docs/decisions/011-shared-state.md).
export const healthRoutes: FastifyPluginAsyncZod<{ checks: ReadinessChecks }> = async (app, { checks }) => {
  app.get(
    '/healthz',
    {
      schema: { tags: ['health'], summary: 'Process is alive', response: { 200: healthSchema } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready to serve: database (and, when configured, image bucket and Redis) reachable',
        description:
          '200 `ok`; 200 `degraded` when only Redis is unreachable (rate limits then count per ' +
          'instance); 503 `unavailable` when the database or the image bucket is.',
        response: { 200: readySchema, 503: readySchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const [database, redis, storage] = await Promise.all([
        reachable(checks.database),
        checks.redis ? reachable(checks.redis) : undefined,
        checks.storage ? reachable(checks.storage) : undefined,
      ]);
      const parts = {
        database,
        ...(redis ? { redis } : {}),
        ...(storage ? { storage } : {}),
      };
      if (database !== 'ok' || storage === 'unavailable') {
        return reply.status(503).send({ status: 'unavailable', ...parts });
      }
      return { status: redis === 'unavailable' ? ('degraded' as const) : ('ok' as const), ...parts };
    },
  );
};
