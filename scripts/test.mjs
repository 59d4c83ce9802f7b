// `npm test`: every suite that can run on this machine, with a clear line for each one skipped.
//   1. unit + integration on embedded PGlite (always)
//   2. the integration suite again on PostgreSQL, and the two-instance scale test (PostgreSQL +
//      Redis at REDIS_URL or 127.0.0.1:6379), when TEST_DATABASE_URL is set
//   3. the browser and process suite (built server + Debian's Chromium), when Chromium is present
// Ends with one "N passed, N failed" line and a non-zero exit on any failure.
// `--postgres-only` (npm run test:postgres) runs suite 2 alone: CI runs it as a step of its own,
// so the `npm test` step times what a fresh clone runs (suites 1 and 3).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEADLESS_SHELL_PATH } from './chromium-flags.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const runStarted = Date.now();
const lines = [];
const failures = [];
let exitCode = 0;

// The summary names what failed, so a CI log that keeps only its tail still says which test broke.
function collectFailures(label, json) {
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      const first = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(`${label}: ${where} > ${test.fullName}\n    ${first.slice(0, 300)}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      const first = String(file.message ?? 'the file failed outside its tests').split('\n')[0];
      failures.push(`${label}: ${where} (a hook or import failed)\n    ${first.slice(0, 300)}`);
    }
  }
}

function runVitest(label, args, env = {}) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    // A file that failed without a failing test (an import or hook error) counts once.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) => file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'),
    ).length;
    failed = json.numFailedTests + brokenFiles;
    skipped = json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) failed += 1; // a suite that ran nothing is a failure, not a pass
    collectFailures(label, json);
  } else {
    failed = 1;
  }
  if (result.status !== 0 && failed === 0) failed = 1;
  if (failed > 0) exitCode = 1;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  // Each suite's wall time, so a slowdown shows in every run's summary.
  const seconds = Math.round((Date.now() - started) / 1000);
  lines.push(
    `${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds} s)`,
  );
}

const postgresOnly = process.argv.includes('--postgres-only');

if (!postgresOnly) runVitest('unit + integration (embedded PGlite)', [], { TEST_DATABASE_URL: '' });

if (process.env.TEST_DATABASE_URL) {
  runVitest('integration + scale (PostgreSQL)', ['tests/integration', 'tests/contract', 'tests/scale']);
} else if (postgresOnly) {
  lines.push('integration + scale (PostgreSQL): not run, TEST_DATABASE_URL is not set');
  totals.failed += 1;
  exitCode = 1;
} else {
  lines.push('integration + scale (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}

if (postgresOnly) {
  // suites 1 and 3 are npm test's
} else if (process.env.SKIP_E2E === '1') {
  lines.push('browser + process suite: skipped, SKIP_E2E=1');
} else {
  // The process tests need no browser; the browser specs skip themselves without Chromium. They
  // run on the headless shell when it is installed; web push and installability need the full one.
  if (!fs.existsSync(chromium) && !fs.existsSync(HEADLESS_SHELL_PATH)) {
    lines.push(`browser specs: skipped, Chromium not found at ${chromium} (apt-get install chromium)`);
  } else if (!fs.existsSync(chromium)) {
    lines.push(`web-push and offline browser specs: skipped, the full Chromium is not at ${chromium}`);
  } else if (!fs.existsSync(HEADLESS_SHELL_PATH)) {
    lines.push('browser specs: on the full Chromium (apt-get install chromium-headless-shell is faster)');
  }
  runVitest('browser + process suite (built server)', ['--config', 'vitest.e2e.config.ts'], {
    CHROME_PATH: chromium,
  });
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
if (failures.length > 0) {
  console.log('failed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
console.log(`wall time: ${Math.round((Date.now() - runStarted) / 1000)} s`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(exitCode);
