// `npm run lint:openapi` (part of `npm run lint`): builds the API document the way the server
// serves it (GET /api/openapi.json, injected into the app built from the sources, on an
// in-memory database, without listening), writes it to a temporary file and lints it with
// Redocly's standard OpenAPI rules (redocly.yaml). Errors fail the run; warnings are counted by
// rule (`npm run lint:openapi -- --format=stylish` shows each problem where it is).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';

const root = path.resolve(import.meta.dirname, '..');

async function buildDocument() {
  // Development, so the development-only routes are in the document too (a superset of production's).
  const env = loadEnv({ NODE_ENV: 'development', API_DOCS: 'on', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await applyMigrations(database);
    const app = await buildApp({ env, database });
    try {
      const res = await app.inject('/api/openapi.json');
      if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
      // Laid out, so a problem's line number points somewhere readable.
      return JSON.stringify(res.json(), null, 2);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  fs.writeFileSync(file, await buildDocument());
  const lint = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js'),
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
      '--format=summary',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      // No usage reports or update checks from a lint run (CI has no business calling out).
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
