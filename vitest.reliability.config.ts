import { defineConfig } from 'vitest/config';

// The reliability suite (npm run test:reliability): access matrix, fuzzing, abuse, headers, load
// and faults, against the built server or the app on a real port. One file at a time: several
// files load the machine on purpose, and their figures mean nothing if they compete.
export default defineConfig({
  test: {
    include: [
      'tests/reliability/**/*.reliability.ts',
      // Faults the process suite already proves, run here too so this command covers every fault
      // issue 9 names: SIGKILL under order load on both databases (0 acknowledged orders lost),
      // and a second server on the same embedded data folder (refused).
      'tests/e2e/order-durability.e2e.ts',
      'tests/e2e/server-process.e2e.ts',
    ],
    // Builds dist/ first when it is older than its sources, as the browser suite does.
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
