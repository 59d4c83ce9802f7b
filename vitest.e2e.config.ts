import { defineConfig } from 'vitest/config';

// Browser and process tests: real server processes on fresh data folders, real Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // A failed test leaves its pages' screenshots, console and accessibility tree behind.
    setupFiles: ['tests/e2e/support/failure-artifacts.ts'],
    pool: 'forks',
    // Three files at a time on two cores: a browser test mostly waits (for the server, the page,
    // the network), and on the headless shell three of them still leave CPU idle (the suite in
    // 241 s with 81% of both cores busy, against 283 s and 67% with two; same host). Each file has
    // its own server, data folder and port.
    maxWorkers: 3,
    // Each worker imports playwright-core and the helpers once, not once per file. The files
    // share no state in memory: each starts its own server and browser (browser-suite.ts).
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
