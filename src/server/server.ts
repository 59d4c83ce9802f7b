// Process entry point: configuration, the data-folder lock, database, migrations, seed, listen,
// and a clean shutdown. Everything else lives in app.ts.
import { buildApp } from './app.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { type Database, openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import { openRedis } from './db/redis.ts';
import { ConfigError, type Env, loadEnv } from './env.ts';
import { loggerOptions } from './logger.ts';
import { projectPath } from './project-path.ts';
import { DEMO_PASSWORD, DEMO_RIDERS, DEMO_STAFF, seedDatabase } from './seed/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function banner(env: Env, database: Database, staffCreated: string[]): string {
  const url = env.publicUrl;
  const lines = [
    '',
    `  Chai Express is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(env.redisUrl ? ['  Shared rate limits: Redis (REDIS_URL)'] : []),
    ...(env.metricsToken ? [`  Metrics: ${url}/metrics (Authorization: Bearer METRICS_TOKEN)`] : []),
    ...(env.apiDocs ? [`  API reference: ${url}/api/docs`] : []),
  ];
  if (env.seedDemoData) {
    lines.push(`  Staff sign-in: ${url}/login  (password ${DEMO_PASSWORD})`);
    for (const s of DEMO_STAFF) lines.push(`    ${s.email.padEnd(22)} ${s.role}`);
    for (const r of DEMO_RIDERS) lines.push(`    ${r.email.padEnd(22)} rider (opens ${url}/rider)`);
  }
  if (env.sms.provider === 'console') lines.push('  SMS: development outbox (codes are printed in the log)');
  if (staffCreated.length > 0) lines.push(`  Created staff accounts: ${staffCreated.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let lock: DataDirLock | undefined;
  if (!env.databaseUrl) {
    try {
      lock = lockDataDir(env.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  const database = await openDatabase(
    env.databaseUrl
      ? {
          kind: 'postgres',
          url: env.databaseUrl,
          poolSize: env.databasePoolSize,
          statementTimeoutMs: env.databaseStatementTimeoutMs,
        }
      : { kind: 'pglite', dataDir: env.dataDir, pristine: projectPath('dist', 'pglite-cluster') },
  );
  await applyMigrations(database);
  const seeded = await seedDatabase(database.db, { demoStaff: env.seedDemoData, firstAdmin: env.firstAdmin });

  // Connects in the background: a Redis that is down at start only means local counting until it is up.
  const redis = env.redisUrl ? await openRedis(env.redisUrl, { keyPrefix: env.redisKeyPrefix }) : undefined;
  const app = await buildApp({
    env,
    database,
    redis,
    webRoot: projectPath('dist', 'web'),
    ssrDir: projectPath('dist', 'ssr'),
    logger: loggerOptions(env.logLevel),
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stops accepting, ends event streams with a reconnect hint, waits for requests in flight.
      await app.close();
      await Promise.all([database.close(), redis?.close()]);
    } finally {
      lock?.release();
    }
    app.log.info({ ms: Math.round(performance.now() - started) }, 'shut down');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: env.host, port: env.port });
  } catch (error) {
    await Promise.all([database.close(), redis?.close()]);
    lock?.release();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${env.port} is already in use. Stop the other program or set PORT.`);
    throw error;
  }
  process.stdout.write(banner(env, database, seeded.staffCreated));
}

main().catch((error) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
