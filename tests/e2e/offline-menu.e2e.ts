// The installable app in Chromium (docs/product.md#order-notifications, "Installable app"): the
// service worker takes control on the first visit, then with the network gone a reload still opens
// the storefront with the last menu and says so, checkout waits for the network and says why, the
// cart is kept, and no personal API answer was ever stored. Chromium's own installability check
// passes for the shop and for the staff area.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { OFFLINE_PAGE_TEXT } from '#web/features/store/pages/components/offline-page-note.tsx';
import { PUBLIC_API_PATHS } from '#web/sw-rules.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { DESKTOP, fullChromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, checkoutTwoChaiAsNewCustomer } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

/** Every address the service worker's caches hold, the precached app files included. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) kept.push(new URL(request.url).pathname);
    }
    return kept;
  });

/**
 * Opens the storefront and waits until the service worker, registered after the page has loaded,
 * is installed and in control, with `addresses` among what it keeps.
 */
async function installWorker(page: Page, addresses: string[]) {
  await gotoApp(page, server.url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  await expect
    .poll(() => keptAddresses(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(addresses));
}

/**
 * What Chromium says stands between this page and being installed, and what it found wrong in the
 * manifest ([] when installable). A test browser context is incognito, where Chromium installs
 * nothing whatever the page: that one reason is left out.
 */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: Array<{ message: string }>;
  };
  await cdp.detach();
  return [
    ...errors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ...manifest.errors.map((error) => `${manifest.url}: ${error.message}`),
  ];
}

describe.skipIf(!fullChromiumAvailable)('the storefront offline in Chromium', () => {
  beforeAll(async () => {
    // The full browser: installability is the desktop browser's judgement, and the headless shell
    // answers Page.getInstallabilityErrors with [] for any page, even about:blank.
    ({ server, browser } = await startBrowserSuite(undefined, { full: true }));
  }, 180_000);
  afterAll(() => stopBrowserSuite(server, browser));

  it('opens with the last menu, holds checkout until the network is back, keeps the cart and no personal answer', async () => {
    const { page, context, close } = await openPage(browser, PHONE, { serviceWorkers: 'allow' });
    try {
      await installWorker(page, ['/index.html', '/api/menu', '/api/settings']);
      expect(await installabilityErrors(page)).toEqual([]);

      // A signed-in customer in checkout: the network goes, the order waits and says why.
      const checkout = await checkoutTwoChaiAsNewCustomer(page, server.url, '9890066666', 'Asha Offline');
      const place = checkout.getByRole('button', { name: /^Place Order/ });
      await expect.poll(() => place.isEnabled()).toBe(true);
      await context.setOffline(true);
      await expect.poll(() => place.isDisabled()).toBe(true);
      await checkout.getByText(NOTIFICATION_TEXTS.checkoutOffline).waitFor();
      await context.setOffline(false);
      await expect.poll(() => place.isEnabled()).toBe(true);
      expect(await checkout.getByText(NOTIFICATION_TEXTS.checkoutOffline).count()).toBe(0);
      await checkout.getByRole('button', { name: 'Close' }).click();
      await checkout.waitFor({ state: 'hidden' });

      // Offline, a reload still opens the shop: the app's page and the menu from the worker.
      await context.setOffline(true);
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const notice = page.getByRole('status').filter({ hasText: NOTIFICATION_TEXTS.offline });
      await notice.waitFor();
      expect(await notice.isVisible()).toBe(true);
      await page.getByRole('heading', { name: 'Masala Chai' }).first().waitFor();
      // The worker says why it answered from its copy: the page's notices follow a failed network
      // even where the phone still claims to be online (src/web/lib/server-reachability.ts). Past
      // the browser's HTTP cache, which may hold the menu for its 10 s.
      const keptBecause = await page.evaluate(() =>
        fetch('/api/menu', { cache: 'no-store' }).then((res) => res.headers.get('x-chai-kept-copy')),
      );
      expect(keptBecause).toBe('network-failed');
      expect(await page.getByRole('button', { name: /^Add .* to cart/ }).count()).toBeGreaterThan(10);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'offline-menu-phone.png') });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: path.join(ARTIFACTS, 'offline-menu-desktop.png') });
      await page.setViewportSize(PHONE);

      // The cart survived the reload; checkout does not start offline, and says why.
      await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
      const cart = page.getByRole('dialog', { name: 'My Cart' });
      const proceed = cart.getByRole('button', { name: 'Proceed to Checkout' });
      await cart.getByText(NOTIFICATION_TEXTS.checkoutOffline).waitFor();
      expect(await proceed.isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'offline-cart-phone.png') });

      // Back online: the notice goes and checkout can start again.
      await context.setOffline(false);
      await expect.poll(() => proceed.isEnabled()).toBe(true);
      await expect.poll(() => page.getByText(NOTIFICATION_TEXTS.offline).count()).toBe(0);

      // The customer's own answers (session, orders, addresses) went past the worker, never into
      // its caches: of the API, only the public menu, settings and short pages are there.
      expect(await page.evaluate(() => fetch('/api/customer/me').then((res) => res.status))).toBe(200);
      const kept = await keptAddresses(page);
      expect(kept.filter((address) => address.startsWith('/api/')).sort()).toEqual(
        [...PUBLIC_API_PATHS].sort(),
      );
    } finally {
      await close();
    }
  }, 240_000);

  it("opens the footer's pages offline as on the last visit, and says so where one was never kept", async () => {
    // Closed only when the test passes: on a failure the page stays open for the failure report
    // (support/failure-artifacts.ts), and the suite's browser closes it.
    const { page, context, close } = await openPage(browser, PHONE, { serviceWorkers: 'allow' });
    // Kept when the worker was installed, without the customer opening any of them.
    await installWorker(page, [
      '/api/pages/about',
      '/api/pages/terms',
      '/api/pages/privacy',
      '/api/pages/refunds',
    ]);
    // One the worker lost (a phone clearing space): it must not load for ever.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) await (await caches.open(name)).delete('/api/pages/refunds');
    });

    await context.setOffline(true);
    // The page has seen the network go (its notice shows, the header grown by it) before the tap:
    // a notice arriving between Playwright's aim and its click could move the link from under it
    // (suspected in two loaded CI runs where the tap opened nothing; not reproduced here).
    await page.getByText(NOTIFICATION_TEXTS.offline).first().waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByText(OFFLINE_PAGE_TEXT.kept).waitFor();
    await page.getByRole('region', { name: 'Complaints and grievances' }).waitFor();
    expect(await page.locator('main p').count()).toBeGreaterThan(2);

    // A page load offline: the app's own page starts and reads the kept text.
    await page.goto(`${server.url}/terms`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByText(OFFLINE_PAGE_TEXT.kept).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'offline-terms-phone.png'), fullPage: true });

    await page.goto(`${server.url}/contact`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Help and contact' }).waitFor();
    await page.getByText(OFFLINE_PAGE_TEXT.kept).waitFor();

    await page.goto(`${server.url}/refunds`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    await page.getByText(OFFLINE_PAGE_TEXT.missing).waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'offline-page-missing-phone.png') });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: path.join(ARTIFACTS, 'offline-page-missing-desktop.png') });

    // Back online, the page comes by itself.
    await context.setOffline(false);
    await expect.poll(() => page.getByText(OFFLINE_PAGE_TEXT.missing).count(), { timeout: 15_000 }).toBe(0);
    await page
      .getByText(/refund/i)
      .nth(1)
      .waitFor();
    await close();
  }, 180_000);

  it('offers the staff area as an app of its own', async () => {
    const { page, close } = await openPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    try {
      await gotoApp(page, `${server.url}/admin/orders`);
      const manifest = await page.evaluate(() =>
        document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute('href'),
      );
      expect(manifest).toBe('/admin.webmanifest');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      expect(await installabilityErrors(page)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
