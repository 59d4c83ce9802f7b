// The real application on a fresh database, driven through Fastify's inject (real routing,
// validation, serialization and error handling; no socket).
import { type App, type AppOptions, buildApp } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { DEFAULT_TEST_SEED } from './test-seed.ts';

export type TestApp = { app: App; database: TestDatabase; close(): Promise<void> };

export async function createTestApp(
  options: {
    seed?: boolean;
    /**
     * Seed the starter option groups too (Cup and Sugar are required on every chai). Off by
     * default, so tests of other parts order from a menu of one-tap items.
     */
    itemOptions?: boolean;
    env?: Record<string, string>;
    webRoot?: string;
    /** A server-rendering build (a folder with entry-server.js) for '/' and the short pages. */
    ssrDir?: string;
    renderBudget?: AppOptions['renderBudget'];
    streamHeartbeatMs?: number;
    streamLimits?: AppOptions['streamLimits'];
    logger?: AppOptions['logger'];
    redis?: AppOptions['redis'];
    /** A clock for opening hours and busy mode (see tests/helpers/shop-hours.ts for ist()). */
    now?: AppOptions['now'];
    /** The notification outbox worker's timings. */
    outbox?: AppOptions['outbox'];
    /** Another app's database, already seeded: a second start on the same data. */
    reuseDatabase?: TestDatabase;
    /** When the privacy retention sweeper runs. */
    retention?: AppOptions['retention'];
  } = {},
): Promise<TestApp> {
  const seed = options.seed !== false && !options.reuseDatabase;
  const database = options.reuseDatabase ?? (await openTestDatabase({ seeded: seed }));
  if (seed)
    await seedDatabase(database.db, {
      ...DEFAULT_TEST_SEED,
      itemOptions: options.itemOptions ?? DEFAULT_TEST_SEED.itemOptions,
    });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data', ...options.env });
  const app = await buildApp({
    env,
    database,
    webRoot: options.webRoot,
    ssrDir: options.ssrDir,
    renderBudget: options.renderBudget,
    streamHeartbeatMs: options.streamHeartbeatMs,
    streamLimits: options.streamLimits,
    logger: options.logger,
    redis: options.redis,
    now: options.now,
    outbox: options.outbox,
    retention: options.retention,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
