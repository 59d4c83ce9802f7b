// The grid renders its cards as the customer comes near them (use-card-window.ts,
// docs/decisions/005-storefront-first-load.md), at 390 px: the first twelve come with the page,
// scrolling to the grid's end renders twelve more, search reaches an item not rendered yet, and
// back on the menu from another page of the shop the grid is as long as it was. The cards and the
// footer far below the screen stay the server's HTML until they come near (hydration-boundary.tsx).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, showWholeMenu } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

const cards = (page: Page) => page.locator('main article').count();

/** The parts waiting to hydrate, by key: React has attached nothing to their buttons yet. */
const waitingParts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-hydrate-near]')]
      .filter((part) => {
        const control = part.querySelector('button');
        return control !== null && !Object.keys(control).some((key) => key.startsWith('__reactProps'));
      })
      .map((part) => part.getAttribute('data-hydrate-near') ?? ''),
  );

/** A one-tap ADD ('Add Vada Pav to cart'), not the ADD that opens the options sheet. */
const ONE_TAP_ADD = /^Add .* to cart$/;

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

  it('hydrates the cards and the footer far below the screen only as they come near, and a tap on one works', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await page.waitForTimeout(1000);
    // The first rows are live; the last cards and the footer are still the server's HTML.
    const waiting = await waitingParts(page);
    expect(waiting).toContain('footer');
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(waiting.length).toBeLessThan(12);
    const first = await page.locator('main li[data-hydrate-near]').first().getAttribute('data-hydrate-near');
    expect(waiting).not.toContain(first);

    // Scrolled to, a waiting card comes alive and its ADD adds.
    const card = page
      .locator('main li[data-hydrate-near]')
      .filter({ has: page.getByRole('button', { name: ONE_TAP_ADD }) })
      .last();
    const key = (await card.getAttribute('data-hydrate-near')) ?? '';
    expect(waiting).toContain(key);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await waitingParts(page)).includes(key)).toBe(false);
    await card.getByRole('button', { name: ONE_TAP_ADD }).click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await waitingParts(page)).includes('footer')).toBe(false);

    // A category chosen while parts still wait is shown at once (React would otherwise hold the
    // change until every waiting part had hydrated).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect((await waitingParts(page)).length).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button').nth(1).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe('All Products');
    await close();
  });
});
