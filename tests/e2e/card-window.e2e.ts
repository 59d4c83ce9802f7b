// The grid renders its cards as the customer comes near them (use-card-window.ts,
// docs/decisions/005-storefront-first-load.md), at 390 px: the first twelve come with the page,
// scrolling to the grid's end renders twelve more, search reaches an item not rendered yet, and
// back on the menu from another page of the shop the grid is as long as it was.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, showWholeMenu } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

const cards = (page: Page) => page.locator('main article').count();

describe.skipIf(!chromiumAvailable)('the grid renders cards as they come near', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });

  afterAll(async () => {
    await stopBrowserSuite(server, browser);
  });

  it('starts with twelve, adds twelve at the end, finds the rest by search, and keeps its length', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    // Six rows of two: the end of the grid is more than a screen and a half below, so no more yet.
    await page.waitForTimeout(500);
    expect(await cards(page)).toBe(12);
    expect(await page.getByRole('button', { name: 'Add Vada Pav to cart' }).count()).toBe(0);

    await page.locator('[data-more-cards]').scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page)).toBeGreaterThanOrEqual(24);
    const total = await showWholeMenu(page);
    expect(total).toBeGreaterThan(60);
    expect(await page.getByRole('button', { name: 'Add Vada Pav to cart' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Another page of the shop and back: the whole menu is still there to scroll back to.
    await page.getByRole('link', { name: 'Our Story' }).click();
    await page.waitForURL('**/about');
    await page.goBack();
    await page.getByRole('heading', { name: 'All Products' }).waitFor();
    expect(await cards(page)).toBe(total);

    // A search filters the whole menu, not the cards rendered.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await cards(page)).toBe(12);
    await page.getByRole('searchbox').first().fill('vada pav');
    await page.getByRole('button', { name: 'Add Vada Pav to cart' }).waitFor();
    await close();
  });
});
