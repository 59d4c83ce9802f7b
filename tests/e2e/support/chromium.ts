// Debian's Chromium driven by playwright-core: no browser download is possible or needed.
import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#scripts/chromium-flags.mjs';

export { CHROMIUM_PATH };

export const chromiumAvailable = fs.existsSync(CHROMIUM_PATH);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A page in its own context: fresh storage per test, and what @axe-core/playwright requires. The
 * service worker is blocked unless asked for (offline-menu.e2e.ts tests it): once it runs it
 * answers the menu and page loads itself, out of reach of the page.route fakes other specs use.
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
