// When a browser test fails, what a person at the screen would have seen: each open page's
// screenshot, its address, what is on it (the accessibility tree), its console and script errors,
// and the end of each running server's log, in tests/e2e/.artifacts/failures/. The summary
// lines also go to the test output, so a CI log alone says which page was stuck where.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { ARTIFACTS } from './browser-suite.ts';
import { runningBrowsers } from './chromium.ts';
import { runningServers } from './server-process.ts';

const FAILURES = path.join(ARTIFACTS, 'failures');
/** Each step is bounded: a page that hangs must not hold the run up for the hook timeout. */
const STEP_MS = 5_000;

const bounded = <T>(work: Promise<T>): Promise<T | string> =>
  Promise.race([
    work.catch((error: Error) => `(failed: ${error.message.split('\n')[0]})`),
    new Promise<string>((resolve) => setTimeout(() => resolve('(timed out)'), STEP_MS).unref()),
  ]);

async function describePage(page: Page, file: string): Promise<string> {
  await bounded(page.screenshot({ path: `${file}.png`, timeout: STEP_MS }));
  const messages = await bounded(page.consoleMessages());
  const errors = await bounded(page.pageErrors());
  const tree = await bounded(page.locator('body').ariaSnapshot({ timeout: STEP_MS }));
  return [
    `page ${page.url()}`,
    'console:',
    ...(Array.isArray(messages)
      ? messages.slice(-30).map((m) => `  ${m.type()}: ${m.text()}`)
      : [`  ${messages}`]),
    'page errors:',
    ...(Array.isArray(errors) ? errors.slice(-10).map((e) => `  ${e.message}`) : [`  ${errors}`]),
    'on the page:',
    String(tree).slice(0, 4_000),
  ].join('\n');
}

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  fs.mkdirSync(FAILURES, { recursive: true });
  const name = `${path.basename(context.task.file.name, '.e2e.ts')}-${context.task.name}`
    .replace(/[^\w-]+/g, '-')
    .slice(0, 120);
  const reports: string[] = [];
  let n = 0;
  for (const browser of runningBrowsers())
    for (const browserContext of browser.contexts())
      for (const page of browserContext.pages()) {
        if (page.isClosed()) continue;
        const file = path.join(FAILURES, `${name}-${++n}`);
        reports.push(`${file}.png\n${await describePage(page, file)}`);
      }
  for (const server of runningServers())
    reports.push(`server ${server.url} (last lines):\n${server.output().split('\n').slice(-30).join('\n')}`);
  const report = reports.join('\n\n');
  fs.writeFileSync(path.join(FAILURES, `${name}.txt`), report);
  console.error(`\n--- what the failed test's pages showed (${name}) ---\n${report}\n---`);
}, 60_000);
