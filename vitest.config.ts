import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tests/scale needs PostgreSQL and Redis: it skips itself (saying why) without them.
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
      'tests/scale/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/reliability/**'],
    // One migrated embedded database per run, copied by each test file (test-database.ts).
    globalSetup: ['tests/helpers/pglite-template.global.ts'],
    // Each integration file gets its own embedded database; two cores, so keep forks modest.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
