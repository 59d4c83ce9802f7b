import { defineConfig } from 'vitest/config';

// Browser and process tests: real server processes on fresh data folders, real Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    pool: 'forks',
    // Two files at a time: a browser test mostly waits (for the server, the page, the network),
    // so two of them share the two cores well (584 s against 986 s one at a time, same host).
    // Each file has its own server, data folder and port.
    maxWorkers: 2,
    // Each worker imports playwright-core and the helpers once, not once per file. The files
    // share no state in memory: each starts its own server and browser (browser-suite.ts).
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
