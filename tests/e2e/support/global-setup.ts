// The browser suite runs against the built server, so build first when dist/ is stale; then start
// the shop once on an empty data folder and keep that folder as the run's template
// (shop-template.ts), so each test's server starts from a copy instead of a first start.
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from './server-process.ts';
import { SHOP_TEMPLATE_ENV } from './shop-template.ts';

export default async function setup() {
  const { buildIsStale } = await import('#scripts/build-inputs.mjs');
  if (buildIsStale()) {
    const { build } = await import('#scripts/build.mjs');
    await build({ quiet: true });
  }
  const server = await startServer({ fresh: true, env: { LOG_LEVEL: 'info' } });
  const code = await server.stop('SIGTERM');
  // A folder left locked or half-written would make every copy fail in a confusing way.
  if (code !== 0 || fs.existsSync(path.join(server.dataDir, 'server.lock'))) {
    throw new Error(`the template shop did not stop cleanly (exit ${code}):\n${server.output()}`);
  }
  process.env[SHOP_TEMPLATE_ENV] = server.dataDir;
  return () => {
    delete process.env[SHOP_TEMPLATE_ENV];
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
