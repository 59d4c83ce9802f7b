// Small storefront things from issue 44, in Chromium against the built server: the cart drawer keeps
// the keyboard inside it while open, and the first-order offer bar stops showing once a customer has
// ordered (the server says so), while a visitor still sees it.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '#shared/constants.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { addWithDefaults, axeViolations, checkoutTwoChaiAsNewCustomer } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

/** What has the keyboard focus: its accessible name, or its tag when it has none. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
  });
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

describe.skipIf(!chromiumAvailable)('storefront lows in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('keeps Tab and Shift+Tab inside the open cart drawer, and Escape gives focus back to the cart button (phone)', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await gotoApp(page, server.url);
      await addWithDefaults(page, 'Masala Chai');
      const cartButton = page.getByRole('button', { name: /^Cart,/ });
      await cartButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'My Cart' });
      await drawer.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
      expect(await focusInside(page, 'dialog[open]')).toBe(true);

      // Every stop of a full round and then some: focus never leaves the drawer, and comes round.
      const forward: string[] = [];
      for (let n = 0; n < 30; n++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, 'dialog[open]'), `Tab ${n + 1}`).toBe(true);
        forward.push(await focused(page));
      }
      expect(new Set(forward).size).toBeLessThan(30);
      expect(forward).toContain('Close');
      expect(forward).toContain('Proceed to Checkout');
      for (let n = 0; n < 30; n++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInside(page, 'dialog[open]'), `Shift+Tab ${n + 1}`).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'lows-cart-focus-phone.png') });

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await focused(page)).toMatch(/^Cart, 1 item/);
    } finally {
      await close();
    }
  });

  it('does the same at desktop width', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    try {
      await gotoApp(page, server.url);
      await page.getByRole('button', { name: /^Cart,/ }).click();
      const drawer = page.getByRole('dialog', { name: 'My Cart' });
      await drawer.getByText('Your cart is empty').waitFor();
      for (let n = 0; n < 4; n++) {
        await page.keyboard.press(n % 2 ? 'Shift+Tab' : 'Tab');
        expect(await focusInside(page, 'dialog[open]')).toBe(true);
      }
      await page.screenshot({ path: path.join(ARTIFACTS, 'lows-cart-focus-desktop.png') });
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await focused(page)).toMatch(/^Cart, 0 items|^Cart/);
    } finally {
      await close();
    }
  });

  it('shows the first-order offer bar to a visitor and a new customer, and not once they have ordered', async () => {
    const offer = SITE_DEFAULTS.promotionalMessage;
    const { page, close } = await openPage(browser, PHONE);
    try {
      await gotoApp(page, server.url);
      await page.getByText(offer).waitFor();
      const checkout = await checkoutTwoChaiAsNewCustomer(page, server.url, '9890044401', 'Nisha First');
      // Signed in, no order yet: still offered.
      expect(await page.getByText(offer).count()).toBe(1);
      await checkout.getByRole('button', { name: /^Place Order/ }).click();
      await page.getByRole('dialog', { name: 'Order placed' }).waitFor();
      await expect.poll(() => page.getByText(offer).count()).toBe(0);
      // The server says so on the next visit too, not this tab's memory.
      await gotoApp(page, server.url);
      await page
        .getByRole('button', { name: /^Account|Nisha/ })
        .first()
        .waitFor();
      await expect.poll(() => page.getByText(offer).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'lows-no-offer-after-order-phone.png') });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: path.join(ARTIFACTS, 'lows-no-offer-after-order-desktop.png') });
    } finally {
      await close();
    }
    // Another visitor on another browser is still offered it.
    const guest = await openPage(browser, PHONE);
    try {
      await gotoApp(guest.page, server.url);
      await guest.page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await guest.page.getByText(offer).isVisible()).toBe(true);
    } finally {
      await guest.close();
    }
  });
});
