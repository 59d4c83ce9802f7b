// Lighthouse (mobile) on the built storefront, shared by the bench (run.mjs) and this runner.
// On its own, `node bench/lighthouse.mjs [runs]` (default 3; under the dist lock:
// `flock /tmp/chai-dist.lock npm run bench:lighthouse`) builds if stale, starts the built server
// and prints each run and the medians, for comparing a change side by side on a noisy machine.
// LH_SAVE=/tmp/x keeps each run's report and trace (/tmp/x-0.json, /tmp/x-0.trace.json).
import fs from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';
import { buildIfStale, median, startAppServer } from './app-server.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Lighthouse's default (mobile: emulated Moto G, slow 4G, 4x CPU slowdown) on Debian's Chromium.
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    const ms = (id) => lhr.audits[id]?.numericValue ?? 0;
    return {
      scores,
      lcpMs: ms('largest-contentful-paint'),
      fcpMs: ms('first-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      failing,
      // Set when Lighthouse could not measure (e.g. NO_NAVSTART on a loaded machine): scores are 0.
      runtimeError: lhr.runtimeError?.code,
      lhr,
      trace: result.artifacts.Trace,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * `runs` measurements of `url` (a run Lighthouse could not measure is repeated, up to `runs`
 * times) and their medians; each run is passed to `onRun` as it finishes.
 */
export async function lighthouseMedians(url, runs, onRun = () => {}) {
  if (!fs.existsSync(CHROMIUM_PATH)) return { skipped: `Chromium not found at ${CHROMIUM_PATH}` };
  const results = [];
  for (let retries = 0; results.length < runs; ) {
    const run = await lighthouseRun(url);
    if (run.runtimeError && retries++ < runs) {
      onRun(run, results.length);
      continue;
    }
    results.push(run);
    onRun(run, results.length - 1);
  }
  const med = (f) => median(results.map(f));
  return {
    runs: results,
    scores: Object.fromEntries(CATEGORIES.map((k) => [k, med((r) => r.scores[k])])),
    lcpMs: med((r) => r.lcpMs),
    fcpMs: med((r) => r.fcpMs),
    tbtMs: med((r) => r.tbtMs),
    // Audits below 90 in most runs.
    failing: [...new Set(results.flatMap((r) => r.failing))].filter(
      (id) => results.filter((r) => r.failing.includes(id)).length * 2 > results.length,
    ),
  };
}

const line = (r) =>
  `${CATEGORIES.map((k) => r.scores[k]).join(' / ')}  LCP ${r.lcpMs.toFixed(0)} FCP ${r.fcpMs.toFixed(0)} TBT ${r.tbtMs.toFixed(0)} ms  below 90: ${r.failing.join(', ') || 'none'}`;

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  await buildIfStale();
  const app = await startAppServer();
  try {
    const result = await lighthouseMedians(`${app.url}/`, runs, (run, i) => {
      if (run.runtimeError) return console.log(`run ${i + 1}: not measured (${run.runtimeError}), again`);
      if (process.env.LH_SAVE) {
        fs.writeFileSync(`${process.env.LH_SAVE}-${i}.json`, JSON.stringify(run.lhr));
        fs.writeFileSync(`${process.env.LH_SAVE}-${i}.trace.json`, JSON.stringify(run.trace));
      }
      console.log(`run ${i + 1}: ${line(run)}`);
    });
    if (result.skipped) throw new Error(result.skipped);
    console.log(`median: ${line(result)}`);
  } finally {
    app.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
