// The customer home page in Debian's Chromium against the built server on a fresh data folder.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { chromiumAvailable, DESKTOP, gotoApp, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, showWholeMenu } from './support/pages.ts';
import { type ServerProcess, startServer } from './support/server-process.ts';

const artifacts = path.resolve(import.meta.dirname, '.artifacts');
let server: ServerProcess;
let browser: Browser;
let geocoder: FakeProvider;

const badge = (page: Page) => page.getByTestId('cart-badge');
const card = (page: Page, name: string) =>
  page.locator('main article', { has: page.getByRole('heading', { name, exact: true }) });

describe.skipIf(!chromiumAvailable)('storefront in Chromium', () => {
  beforeAll(async () => {
    fs.mkdirSync(artifacts, { recursive: true });
    geocoder = await startFakeProvider({
      status: 200,
      body: LOHEGAON_ANSWER,
    });
    [server, browser] = await Promise.all([
      startServer({ env: { GEOCODE_URL: geocoder.url } }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await geocoder?.close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows categories, counts and products (${label}) with no accessibility violations, drawer and modals included`, async () => {
      const { page, close } = await openPage(browser, viewport);
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      const problems: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
        if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
      });
      page.on('console', (m) => {
        // openPage blocks service workers (they would answer the fakes other specs route), so
        // the page's registration is refused and says so: expected here, nothing else is.
        if (
          /^(Service Worker registration blocked|The service worker could not be registered)/.test(m.text())
        )
          return;
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      // The page arrives rendered by the server, products included, before any script runs.
      const html = await (await fetch(server.url)).text();
      expect(html).toMatch(/<div id="root">.*Masala Chai.*<\/div>/s);
      // The first twelve cards: the rest render as the customer scrolls near them.
      expect(html.match(/<article/g)?.length).toBe(12);
      await gotoApp(page, server.url);
      const nav = page.getByRole('navigation', { name: 'Categories' });
      await expect.poll(() => nav.getByRole('button').count()).toBe(14);
      expect(await nav.getByRole('button').first().textContent()).toContain('All Items');
      expect(await showWholeMenu(page)).toBeGreaterThan(60);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All Products');
      const total = await page.locator('main article').count();
      expect(await page.getByText(`${total - 2} available`).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Fresh Chai and Snacks, Fast' }).count()).toBe(1);
      // The footer's four columns (docs/product.md#storefront); Connect always has a way in (footer.e2e.ts).
      for (const column of ['About', 'Support', 'Legal', 'Connect']) {
        expect(await page.getByRole('contentinfo').getByRole('heading', { name: column }).count()).toBe(1);
      }
      const promise = viewport === PHONE ? '8 min' : 'Delivery in 8 minutes';
      expect(await page.getByRole('banner').getByText(promise, { exact: true }).isVisible()).toBe(true);
      await page.screenshot({ path: path.join(artifacts, `storefront-${label}.png`) });
      expect(scripts.some((u) => u.includes('staff-routes'))).toBe(false);
      // A production build: React's development build carries its warning texts.
      const firstScript = await (await fetch(scripts[0] ?? '')).text();
      expect(firstScript).not.toContain("didn't match the client properties");
      expect(await axeViolations(page)).toEqual([]);
      // Hydration matched the server's markup: React reports any mismatch on the console.
      expect(problems).toEqual([]);

      await page.getByRole('button', { name: /^Cart,/ }).click();
      await page.getByRole('dialog', { name: 'My Cart' }).waitFor();
      expect(await page.getByText('Your cart is empty').isVisible()).toBe(true);
      expect(await page.getByText('Add some products to get started').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /Change location/ }).click();
      await page.getByRole('dialog', { name: 'Choose delivery location' }).waitFor();
      await page.screenshot({ path: path.join(artifacts, `location-${label}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add new address' }).click();
      await page.getByRole('dialog', { name: 'Add new address' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The page's stylesheet comes inlined in its HTML, once: the lazy chunks loaded above (the
      // drawer, the dialogs) fetch their own stylesheets only, never the page's again.
      const pageStylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(
        fs.readFileSync(path.join(import.meta.dirname, '../../dist/web/index.html'), 'utf8'),
      )?.[1];
      expect(pageStylesheet).toMatch(/^\/assets\/.+\.css$/);
      expect(stylesheets).not.toContain(pageStylesheet);
      expect(await page.evaluate(() => [...document.styleSheets].filter((s) => s.href === null).length)).toBe(
        1,
      );
      await close();
    });
  }

  it('filters by category, keeps the choice in the URL and after reload', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await gotoApp(page, server.url);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: /Chai$/ }).click();
    await expect.poll(() => page.url()).toContain('category=classic-chai');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Chai');
    expect(await page.locator('main article').count()).toBe(6);
    expect(await page.getByText('6 available').count()).toBe(1);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Chai');
    expect(await page.locator('main article').count()).toBe(6);
    await close();
  });

  it('searches name, brand and description, and says when nothing matches', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    const search = page.getByPlaceholder('Search for chai, snacks, and more...');
    await search.fill('GINGER');
    await expect.poll(() => page.locator('main article').count()).toBe(2); // Masala Chai, Adrak Chai
    expect(await card(page, 'Adrak Chai').count()).toBe(1);
    await search.fill('no such dish');
    await page.getByText('No products found').waitFor();
    expect(await page.getByText('Try searching for something else').isVisible()).toBe(true);
    await close();
  });

  it('adds, increments and decrements to zero; the badge counts; the cart survives reload', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await gotoApp(page, server.url);
    await showWholeMenu(page);
    await page.getByRole('button', { name: 'Add Vada Pav to cart' }).click();
    expect(await badge(page).textContent()).toBe('1');
    await page.getByRole('button', { name: 'Add one Vada Pav' }).click();
    await page.getByRole('button', { name: 'Add one Vada Pav' }).click();
    expect(await badge(page).textContent()).toBe('3');
    await page.getByRole('button', { name: 'Remove one Vada Pav' }).click();
    expect(await card(page, 'Vada Pav').getByRole('group').textContent()).toContain('2');
    // Keyboard alone: focus ADD and press Enter.
    await page.getByRole('button', { name: 'Add Bun Maska to cart' }).focus();
    await page.keyboard.press('Enter');
    expect(await badge(page).textContent()).toBe('3');

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => badge(page).textContent()).toBe('3');
    await page.getByRole('button', { name: /^Cart,/ }).click();
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await drawer.waitFor();
    expect(await drawer.getByText('FREE').isVisible()).toBe(true);
    // 2 x ₹30 + 1 x ₹35 = ₹95, and the total equals the subtotal.
    expect(await drawer.getByText('₹95').count()).toBe(2);
    await page.screenshot({ path: path.join(artifacts, 'cart-drawer-desktop.png') });
    await drawer.getByRole('button', { name: 'Remove one Bun Maska' }).click();
    await drawer.getByRole('button', { name: 'Remove one Vada Pav' }).click();
    await drawer.getByRole('button', { name: 'Remove one Vada Pav' }).click();
    await drawer.getByText('Your cart is empty').waitFor();
    // Kept in the page for the entry script (early-add.ts), and hidden.
    expect(await badge(page).isHidden()).toBe(true);
    await page.keyboard.press('Escape');
    // Reloaded, the grid starts again from its first cards.
    await showWholeMenu(page);
    expect(await page.getByRole('button', { name: 'Add Vada Pav to cart' }).isVisible()).toBe(true);
    await close();
  });

  it('shows out-of-stock items with an overlay and no add control', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, `${server.url}/?category=burgers`);
    const burger = card(page, 'Maharaja Burger');
    await burger.waitFor();
    expect(await burger.getByText('Out of Stock').isVisible()).toBe(true);
    // Its name still opens its detail view; nothing adds it.
    expect(await burger.getByRole('button', { name: /to cart|Add one/ }).count()).toBe(0);
    await close();
  });

  it('shows a chosen preset location in the header, and keeps it', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: /Koramangala, Bangalore.*Change location/ }).waitFor();
    await page.getByRole('button', { name: /Change location/ }).click();
    await page.getByRole('button', { name: 'YS1 - Porwal Rd, Lohegaon, Pune' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.getByRole('banner').getByText('YS1 - Porwal Rd, Lohegaon, Pune').isVisible()).toBe(
      true,
    );
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByText('YS1 - Porwal Rd, Lohegaon, Pune').waitFor();
    await close();
  });

  it('validates the address form, fills it from the current location, and resets on close', async () => {
    const { page, context, close } = await openPage(browser, PHONE);
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation({ latitude: 18.5913, longitude: 73.9189 });
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: /Change location/ }).click();
    await page.getByRole('button', { name: 'Add new address' }).click();
    await page.getByRole('button', { name: 'Save Address' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please fill all fields');

    await page.getByLabel('Name').fill('Asha');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Change location/ }).click();
    await page.getByRole('button', { name: 'Add new address' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Use my current location' }).click();
    // The place name goes in the area; the house and the street are the customer's to type.
    await expect.poll(() => page.getByLabel('Area').inputValue()).toBe('Lohegaon, Pune, Maharashtra');
    expect(geocoder.requests.at(-1)?.searchParams.get('latitude')).toBe('18.5913');
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Mobile number').fill('98220 12345');
    await page.getByRole('button', { name: 'Save Address' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please fill all fields');
    await page.getByLabel('House / flat').fill('Flat 4');
    await page.getByLabel('Building and street').fill('Sai Residency, Porwal Road');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(
      await page.getByRole('banner').getByText('Flat 4, Sai Residency, Porwal Road · Asha').isVisible(),
    ).toBe(true);
    await close();
  });

  it('says when the browser cannot detect the location', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: /Change location/ }).click();
    await page.getByRole('button', { name: 'Add new address' }).click();
    await page.getByRole('button', { name: 'Use my current location' }).click();
    // No permission granted: the position request fails.
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Unable to detect location. Please enter address manually.');
    await close();
  });

  it("says 'Location detected, please enter address manually' when the place cannot be named", async () => {
    geocoder.answer({ status: 503, body: { error: 'down' } });
    const { page, context, close } = await openPage(browser, PHONE);
    try {
      await context.grantPermissions(['geolocation'], { origin: server.url });
      await context.setGeolocation({ latitude: 18.5913, longitude: 73.9189 });
      await gotoApp(page, server.url);
      await page.getByRole('button', { name: /Change location/ }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose delivery location' });
      await chooser.getByRole('button', { name: 'Use my current location' }).click();
      // The point is taken (it decides the delivery area), and the chooser stays to say so.
      await chooser.getByText('Location detected, please enter address manually').waitFor();
      expect(await chooser.isVisible()).toBe(true);
      expect(await page.getByRole('banner').getByText('Current location').count()).toBeGreaterThan(0);
    } finally {
      geocoder.answer({ status: 200, body: LOHEGAON_ANSWER });
      await close();
    }
  });

  it('shows the Special Offer toast for 5 seconds when a promo is broadcast', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await page.locator('main article').first().waitFor();
    const sentAt = Date.now();
    await page.evaluate(() => {
      new BroadcastChannel('chai-express-promos').postMessage({
        type: 'PROMO_NOTIFICATION',
        message: 'Two chai for ₹40 till 6 pm',
      });
    });
    const toast = page.getByRole('status').filter({ hasText: 'Special Offer' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Two chai for ₹40 till 6 pm');
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    const shownFor = Date.now() - sentAt;
    expect(shownFor).toBeGreaterThanOrEqual(4900);
    expect(shownFor).toBeLessThan(7000);
    await close();
  });

  it('shows the unexpected-application-error page for an unknown route', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, `${server.url}/no/such/page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Unexpected Application Error!');
    await close();
  });

  it('loads the staff area lazily at /admin', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await gotoApp(page, `${server.url}/admin`);
    await expect.poll(() => scripts.some((u) => u.includes('staff-routes'))).toBe(true);
    await close();
  });
});
