// The shop's state reaches an open storefront live, at 390 px (issue 44; docs/product.md#storefront):
// staff pause the shop over the API and the customer's open checkout disables Place Order with the
// reason, without a reload, and enables it again on resume; busy mode changes the banner's default
// subtitle and the header's minutes, and turning it off brings the 8 minutes back. axe finds
// nothing. Screenshots go to /tmp/shots/live-*.png.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/errors.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { addWithDefaults, axeViolations, fillDeliveryAddress, signInCustomerPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffOverHttp } from './support/staff-over-http.ts';

const SHOTS = '/tmp/shots';
let server: ServerProcess;
let browser: Browser;
let staff: string;
let manager: string;
let shop: Page;

async function as(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/live-${name}.png`, fullPage: true });
}

const subtitle = (page: Page) => page.locator('#banner-title + p').textContent();
const headerStatus = (page: Page) => page.getByTestId('shop-status').locator('.sm\\:hidden').textContent();

describe.skipIf(!chromiumAvailable)('the shop’s state on an open storefront', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    fs.mkdirSync(SHOTS, { recursive: true });
    staff = await signInStaffOverHttp(server.url, 'staff@example.com');
    manager = await signInStaffOverHttp(server.url, 'manager@example.com');
    ({ page: shop } = await openPage(browser, PHONE));
  });

  afterAll(async () => {
    await stopBrowserSuite(server, browser);
  });

  it('disables Place Order with the reason when staff pause the shop, and enables it on resume', async () => {
    await gotoApp(shop, server.url);
    await addWithDefaults(shop, 'Masala Chai', 1);
    await shop.getByRole('button', { name: /^Cart,/ }).click();
    await shop.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await signInCustomerPage(shop, server.url, '9822044001', { fullName: 'Meera Joshi', openDialog: false });
    const checkout = shop.getByRole('dialog', { name: 'Checkout' });
    await checkout.waitFor();
    await fillDeliveryAddress(shop);
    const placeOrder = shop.getByRole('button', { name: /Place Order/ });
    await expect.poll(() => placeOrder.isEnabled(), { timeout: 10_000 }).toBe(true);

    await as(staff, 'PUT', '/api/admin/shop-pause', { reason: 'Gas ran out' });
    await expect.poll(() => placeOrder.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await checkout.getByRole('alert').textContent()).toBe(MESSAGES.shopPaused);
    expect(await axeViolations(shop)).toEqual([]);
    await shot(shop, 'paused-checkout-390');

    await as(manager, 'DELETE', '/api/admin/shop-pause');
    await expect.poll(() => placeOrder.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await checkout.getByRole('alert').count()).toBe(0);
    await shop.keyboard.press('Escape');
    await checkout.waitFor({ state: 'hidden' });
  });

  it('changes the banner’s default subtitle and the header with busy mode, and back', async () => {
    await expect.poll(() => subtitle(shop), { timeout: 10_000 }).toBe(SITE_DEFAULTS.bannerSubtitle);
    await as(staff, 'PUT', '/api/admin/busy-mode', { extraMinutes: 10, forMinutes: 30 });
    await expect
      .poll(() => subtitle(shop), { timeout: 10_000 })
      .toMatch(
        /^Hot chai, cold coffee and snacks from our Pune kitchen, at your door in (about )?1\d minutes\.$/,
      );
    expect(await headerStatus(shop)).toMatch(/^~?1\d min$/);
    expect(await axeViolations(shop)).toEqual([]);
    await shot(shop, 'busy-390');

    await as(staff, 'DELETE', '/api/admin/busy-mode');
    await expect.poll(() => subtitle(shop), { timeout: 10_000 }).toBe(SITE_DEFAULTS.bannerSubtitle);
  });

  it('says so on a wide screen while paused (1440 px)', async () => {
    const { page: wide } = await openPage(browser, DESKTOP);
    await gotoApp(wide, server.url);
    await as(staff, 'PUT', '/api/admin/shop-pause', {});
    try {
      await expect
        .poll(() => subtitle(wide), { timeout: 10_000 })
        .toBe('Hot chai, cold coffee and snacks from our Pune kitchen.');
      expect(await wide.getByTestId('shop-status').locator('.sm\\:inline').textContent()).toBe('Paused');
      expect(await axeViolations(wide)).toEqual([]);
      await shot(wide, 'paused-1440');
    } finally {
      await as(manager, 'DELETE', '/api/admin/shop-pause');
    }
  });

  it('closes an open checkout when a manager saves hours that close the shop now, and opens it again', async () => {
    const settings = await (await fetch(`${server.url}/api/settings`)).json();
    const hours = settings.hours;
    await gotoApp(shop, server.url);
    await addWithDefaults(shop, 'Masala Chai', 1);
    await shop.getByRole('button', { name: /^Cart,/ }).click();
    await shop.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const checkout = shop.getByRole('dialog', { name: 'Checkout' });
    // Signed in already when the suite's first case ran before this one.
    const signIn = shop.getByRole('dialog', { name: /^(Login|Sign Up)$/ });
    await Promise.race([checkout.waitFor(), signIn.waitFor()]);
    if (await signIn.isVisible())
      await signInCustomerPage(shop, server.url, '9822044002', { fullName: 'Asha Kale', openDialog: false });
    await checkout.waitFor();
    await fillDeliveryAddress(shop);
    const placeOrder = shop.getByRole('button', { name: /Place Order/ });
    await expect.poll(() => placeOrder.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Closed every day: whatever the day and hour the suite runs at, the shop is closed now.
    const closedAllWeek = Object.fromEntries(Object.keys(hours.schedule).map((day) => [day, []]));
    await as(manager, 'PUT', '/api/admin/settings/hours', {
      schedule: closedAllWeek,
      holidays: hours.holidays,
      timeZone: hours.timeZone,
    });
    try {
      await expect.poll(() => placeOrder.isDisabled(), { timeout: 10_000 }).toBe(true);
      expect(await checkout.getByRole('alert').textContent()).toMatch(/closed/i);
      expect(await axeViolations(shop)).toEqual([]);
      await checkout.getByRole('alert').scrollIntoViewIfNeeded();
      await shop.screenshot({ path: `${SHOTS}/live-hours-closed-checkout-390.png` });
    } finally {
      await as(manager, 'PUT', '/api/admin/settings/hours', {
        schedule: hours.schedule,
        holidays: hours.holidays,
        timeZone: hours.timeZone,
      });
    }
    await expect.poll(() => placeOrder.isEnabled(), { timeout: 10_000 }).toBe(true);
    await shop.keyboard.press('Escape');
  });

  it("names a holiday today by the owner's note in the header, with when the shop opens", async () => {
    const settings = await (await fetch(`${server.url}/api/settings`)).json();
    const hours = settings.hours;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: hours.timeZone }).format(new Date());
    await as(manager, 'PUT', '/api/admin/settings/hours', {
      schedule: hours.schedule,
      holidays: [...hours.holidays, { date: today, note: 'Diwali' }],
      timeZone: hours.timeZone,
    });
    try {
      await gotoApp(shop, server.url);
      const status = shop.getByRole('banner').getByTestId('shop-status');
      await expect
        .poll(() => status.textContent(), { timeout: 10_000 })
        .toMatch(/Closed today · Diwali · opens/);
      expect(await axeViolations(shop)).toEqual([]);
      await shop.screenshot({ path: `${SHOTS}/live-holiday-390.png` });
    } finally {
      await as(manager, 'PUT', '/api/admin/settings/hours', {
        schedule: hours.schedule,
        holidays: hours.holidays,
        timeZone: hours.timeZone,
      });
    }
  });
});
