import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tests/scale needs PostgreSQL and Redis: it skips itself (saying why) without them.
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/scale/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/reliability/**'],
    // One migrated embedded database per run, copied by each test file (test-database.ts).
    globalSetup: ['tests/helpers/pglite-template.global.ts'],
    // Each integration file gets its own embedded database; two cores, so keep forks modest.
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once and runs file after file in it: with isolation every file
    // paid the whole server's import again (156 s of a 297 s run, measured). Files share no state
    // but the module cache: each builds its own app on its own database (test-app.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
