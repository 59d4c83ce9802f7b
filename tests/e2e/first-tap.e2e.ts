// A tap made as soon as the storefront shows (issue 47), on a phone-speed CPU (Chromium's 4x
// slowdown, Lighthouse's mobile profile). A card's ADD takes effect before React has started: the
// page's entry script puts the item in the cart and the cart button shows it. Any other tap is
// never lost: the entry holds it and makes it again once React listens.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, openPage } from './support/chromium.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

/** A laptop screen: the iced teas' ADD buttons are in the first screen there. */
const LAPTOP = { width: 1440, height: 900 };
const ITEM = 'Lemon Iced Tea';
/**
 * How soon the cart must show the tap under the 4x slowdown, from the tap. The aim is 100 ms;
 * measured on a 2-core host: see bench/README.md. The bound leaves room for a loaded CI machine;
 * the count is also required before React has hydrated the page, which took 0.5-1 s here.
 */
const TAP_SHOWN_WITHIN_MS = 500;

/**
 * Records, in the page, when the ADD button is first on screen (and where), when the finger went
 * down, and when the cart button first named one item.
 */
function recordTimings(item: string) {
  const t: {
    shown?: number;
    live?: number;
    x?: number;
    y?: number;
    tap?: number;
    counted?: number;
    hydratedWhenCounted?: boolean;
  } = {};
  (window as unknown as { __tap: typeof t }).__tap = t;
  addEventListener(
    'pointerdown',
    (e) => {
      t.tap ??= e.timeStamp;
    },
    true,
  );
  const watch = () => {
    // The page's entry holds taps from this moment (data-taps-held), React from data-hydrated.
    const root = document.documentElement.dataset;
    if (t.live === undefined && (root.tapsHeld || root.hydrated)) t.live = performance.now();
    const add = document.querySelector(`button[aria-label="Add ${item} to cart"]`);
    if (t.shown === undefined && add) {
      const box = add.getBoundingClientRect();
      if (box.height > 0)
        Object.assign(t, { shown: performance.now(), x: box.x + box.width / 2, y: box.y + box.height / 2 });
    }
    if (document.querySelector('button[aria-label="Cart, 1 item"]')) {
      t.counted = performance.now();
      t.hydratedWhenCounted = root.hydrated === 'true';
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

type Timings = {
  shown: number;
  live?: number;
  x: number;
  y: number;
  tap?: number;
  counted?: number;
  hydratedWhenCounted?: boolean;
};
const timings = (page: Page) => page.evaluate(() => (window as unknown as { __tap: Timings }).__tap);

async function slowPhonePage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context, close } = await openPage(browser, LAPTOP);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(recordTimings, ITEM);
  return { page, close };
}

/**
 * Taps ADD where it is as soon as it is on screen and the page's entry script is running (it
 * runs while the page is still arriving; a tap before it has run does nothing, as on any page
 * without script, see docs/decisions/005-storefront-first-load.md).
 */
async function tapAddWhenShown(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const t = await timings(page);
        return t?.shown !== undefined && t.live !== undefined;
      },
      { timeout: 30_000, interval: 10 },
    )
    .toBe(true);
  const { x, y } = await timings(page);
  await page.mouse.click(x, y);
}

describe.skipIf(!chromiumAvailable)('a tap as the storefront shows, on a slow phone', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  /** Holds the application's chunk until the returned function is called. */
  async function holdApplication(page: Page): Promise<() => void> {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/start-app-*.js', async (route: Route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  it('adds the item at once when ADD is tapped before the application has started', async () => {
    const { page, close } = await slowPhonePage();
    const release = await holdApplication(page);
    await page.goto(`${server.url}/?category=iced-tea-green-tea`, { waitUntil: 'commit' });
    await tapAddWhenShown(page);
    // The cart shows it while the application is still held back: no React on the page yet.
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('cart-badge').textContent()).toBe('1');
    const { x, y } = await timings(page);
    await page.mouse.click(x, y);
    await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    // React takes over from the cart: the card's control shows the two, and nothing is added twice.
    await expect
      .poll(() => page.getByRole('group', { name: `Quantity of ${ITEM}` }).textContent(), { timeout: 30_000 })
      .toBe('2');
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: 'Cart, 2 items' }).count()).toBe(1);
    expect(await page.getByTestId('cart-badge').textContent()).toBe('2');
    // React's own handlers work from there.
    await page.getByRole('button', { name: `Add one ${ITEM}` }).click();
    await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();
    await close();
  });

  it('keeps a tap on the cart made before the application has started, and opens the cart once it has', async () => {
    const { page, close } = await slowPhonePage();
    const release = await holdApplication(page);
    await page.goto(`${server.url}/?category=iced-tea-green-tea`, { waitUntil: 'commit' });
    await tapAddWhenShown(page);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await drawer.waitFor({ timeout: 30_000 });
    await drawer.getByText(ITEM).first().waitFor();
    await close();
  });

  it('adds the item within the stated time when ADD is tapped as soon as it shows', async () => {
    const { page, close } = await slowPhonePage();
    await page.goto(`${server.url}/?category=iced-tea-green-tea`, { waitUntil: 'commit' });
    await tapAddWhenShown(page);
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor({ timeout: 30_000 });
    const t = await timings(page);
    expect(t.tap).toBeDefined();
    expect(t.counted).toBeDefined();
    const shownToTap = (t.tap as number) - t.shown;
    const shownToLive = (t.live as number) - t.shown;
    const tapToCount = (t.counted as number) - (t.tap as number);
    console.log(
      `first tap: taps held from ${shownToLive.toFixed(0)} ms after ADD showed; ADD on screen -> tap ${shownToTap.toFixed(0)} ms, tap -> cart count ${tapToCount.toFixed(0)} ms`,
    );
    expect(t.hydratedWhenCounted).toBe(false);
    expect(tapToCount).toBeLessThanOrEqual(TAP_SHOWN_WITHIN_MS);
    await close();
  });
});
