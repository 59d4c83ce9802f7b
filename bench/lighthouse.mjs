// Lighthouse (mobile) on the built storefront, shared by the bench (run.mjs) and this runner.
// On its own, `node bench/lighthouse.mjs [runs] [--items N]` (default 5 runs; under the dist lock:
// `flock /tmp/chai-dist.lock npm run bench:lighthouse`) builds if stale, starts the built server
// (with N extra menu items when asked) and prints each run, the medians and the worst and best,
// for comparing a change side by side on a noisy machine.
// LH_SAVE=/tmp/x keeps each run's report and trace (/tmp/x-0.json, /tmp/x-0.trace.json).
import fs from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';
import { buildIfStale, median, startAppServer } from './app-server.mjs';
import { startServerWithItems } from './seed-items.mjs';

/** Lighthouse runs per page measured: its scores vary from run to run on a shared machine. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * How the phone is emulated. 'simulate' (Lighthouse's default, what PageSpeed Insights reports):
 * the page loads at full speed and Lighthouse estimates the phone from the trace, each task four
 * times as long. 'devtools': the same profile applied for real while the page loads (the CPU slowed
 * four times by DevTools, the network throttled), so the page's own scheduling (React yielding
 * every 5 ms) runs at the phone's pace. LH_THROTTLING=devtools picks the second.
 */
const THROTTLING_METHOD = process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

// Lighthouse's default (mobile: emulated Moto G, slow 4G, 4x CPU slowdown) on Debian's Chromium.
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: THROTTLING_METHOD,
    });
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
  const range = (f) => ({
    min: Math.min(...results.map(f)),
    median: med(f),
    max: Math.max(...results.map(f)),
  });
  return {
    runs: results,
    // Issue 47's figures: the performance score's and the blocking time's spread over the runs.
    performance: range((r) => r.scores.performance),
    tbt: range((r) => r.tbtMs),
    lcp: range((r) => r.lcpMs),
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

/** 'min / median / max', rounded. */
export const fmtRange = (r) => [r.min, r.median, r.max].map((v) => Math.round(v)).join(' / ');

const line = (r) =>
  `${CATEGORIES.map((k) => r.scores[k]).join(' / ')}  LCP ${r.lcpMs.toFixed(0)} FCP ${r.fcpMs.toFixed(0)} TBT ${r.tbtMs.toFixed(0)} ms  below 90: ${r.failing.join(', ') || 'none'}`;

async function main() {
  const args = process.argv.slice(2);
  const itemsAt = args.indexOf('--items');
  const items = itemsAt === -1 ? 0 : Number(args[itemsAt + 1]);
  // The count of runs: the number that is not --items' value.
  const runs = Number(
    args.find((a, i) => /^\d+$/.test(a) && (itemsAt === -1 || i !== itemsAt + 1)) ?? LIGHTHOUSE_RUNS,
  );
  await buildIfStale();
  const app = items > 0 ? await startServerWithItems(items) : await startAppServer();
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
    const spread = (r, unit = '') => `${fmtRange(r)}${unit}`;
    console.log(
      `min / median / max over ${runs}: performance ${spread(result.performance)}, total blocking time ${spread(result.tbt, ' ms')}, LCP ${spread(result.lcp, ' ms')}`,
    );
  } finally {
    if (app.stop) await app.stop();
    else app.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
