// `npm run test:reliability`: the reliability suite, every tests/reliability/**/*.reliability.ts
// file (access matrix, fuzzing, abuse, security headers, load, faults) plus the process suite's
// SIGKILL-under-load and data-folder-lock specs (see vitest.reliability.config.ts), one at a time.
// dist/ is built first when it is older than its sources (the suite's global set-up, as for the
// browser suite). Extra arguments go to vitest, e.g. a file name to run one file.
//
// Settings (environment):
//   RELIABILITY_FUZZ_RUNS   generated fuzzing requests (default 10,000; malformed bodies come on top)
//   RELIABILITY_FUZZ_SEED   replays a fuzzing run (each run prints its seed)
//   TEST_DATABASE_URL       runs the in-process files on PostgreSQL instead of embedded PGlite
// Ends with one "N passed, N failed" line and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-reliability-'));
const report = path.join(reportDir, 'report.json');

const result = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--config',
    'vitest.reliability.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
const files = [];
if (fs.existsSync(report)) {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  // A file that failed without a failing test (an import or hook error) counts once.
  const brokenFiles = (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'),
  ).length;
  failed = json.numFailedTests + brokenFiles;
  skipped = json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    const ok = tests.filter((t) => t.status === 'passed').length;
    const bad = tests.filter((t) => t.status === 'failed').length;
    files.push(
      `${path.relative(root, file.name)}: ${ok} passed, ${bad || (file.status === 'failed' ? 1 : 0)} failed`,
    );
  }
  if (json.numTotalTests === 0) failed += 1; // a suite that ran nothing is a failure, not a pass
} else {
  failed = 1;
}
if (result.status !== 0 && failed === 0) failed = 1;

console.log('\n=== reliability summary ===');
for (const line of files) console.log(line);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(failed > 0 ? 1 : 0);
