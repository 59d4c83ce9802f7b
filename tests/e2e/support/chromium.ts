// Debian's Chromium driven by playwright-core: no browser download is possible or needed.
import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '#scripts/chromium-flags.mjs';

export { CHROMIUM_PATH };

/** The full browser: what a test file needs when it tests something the headless shell lacks. */
export const fullChromiumAvailable = fs.existsSync(CHROMIUM_PATH);
const headlessShellAvailable = fs.existsSync(HEADLESS_SHELL_PATH);
export const chromiumAvailable = fullChromiumAvailable || headlessShellAvailable;

/**
 * The pages' JavaScript runs without V8's optimizing tiers (Sparkplug at most), as the test
 * servers' WebAssembly does (server-process.ts): a test page lives for seconds, and the background
 * compilation for TurboFan and Maglev did not pay for itself there. On the desktop storefront an
 * axe check used 17% less CPU in Chromium (2.35 s against 2.85 s, three alternated runs of eight
 * pages each). The bench's Lighthouse run keeps V8's defaults.
 */
const TEST_JS_FLAGS = ['--js-flags=--max-opt=1'];

/**
 * Chromium for one test file: the headless shell when installed (far less CPU, see
 * chromium-flags.mjs), else the full browser. `full: true` asks for the full browser, for the
 * browser features the shell does not have (a notification permission that can be granted, the
 * installability check).
 */
export async function launchChromium({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  const executablePath = full || !headlessShellAvailable ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS, ...TEST_JS_FLAGS],
    headless: true,
  });
  running.add(browser);
  browser.on('disconnected', () => running.delete(browser));
  return browser;
}

/** The browsers this worker has running: a failed test's pages are saved from them (failure-artifacts.ts). */
const running = new Set<Browser>();
export const runningBrowsers = (): Browser[] => [...running];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A page in its own context: fresh storage per test. The service worker is blocked unless asked
 * for (offline-menu.e2e.ts tests it): once it runs it answers the menu and page loads itself, out
 * of reach of the page.route fakes other specs use.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
) {
  const context = await browser.newContext({ viewport, serviceWorkers });
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
}

/** Opens a URL and waits until the app is interactive (hydrated or rendered by the browser). */
export async function gotoApp(page: import('playwright-core').Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
