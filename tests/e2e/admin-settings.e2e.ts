// Settings in Chromium: an admin edits the banner and sees it on the storefront, creates a
// discount code, publishes a promotion that a storefront in another browser shows for 5 seconds;
// a customer's first order with FIRST20 gets 20% off, after which the code can be disabled but not deleted;
// a paused shop is announced once on the storefront.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, checkoutTwoChaiAsNewCustomer, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

const axe = axeViolations;

async function signIn(page: Page, email: string) {
  await signInStaffPage(page, server.url, email);
  await gotoApp(page, `${server.url}/admin/settings`);
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}

describe.skipIf(!chromiumAvailable)('settings and promotions in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('saves the banner, manages codes and publishes a promotion to another browser', async () => {
    const admin = await openPage(browser, DESKTOP);
    const page = admin.page;
    await signIn(page, 'admin@example.com');
    await page.getByLabel('Banner title').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect(await page.getByText('Banner title is required').isVisible()).toBe(true);
    // The first field to fix gets the focus.
    expect(await page.getByLabel('Banner title').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel('Banner title').fill('Monsoon Chai Festival');
    await page.getByLabel('Promotional message').fill('Monsoon special: ginger chai at ₹20 today');
    await page.getByRole('switch', { name: /Shop open for orders/ }).uncheck();
    expect(await page.getByText(/refuses new orders/).isVisible()).toBe(true);
    await page.getByRole('switch', { name: /Shop open for orders/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();

    await page.getByRole('button', { name: 'Add code' }).click();
    const form = page.getByRole('dialog', { name: 'New discount code' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Code must be 3 to 20 letters or digits').waitFor();
    expect(await form.getByText('Value is required').isVisible()).toBe(true);
    await form.getByLabel('Code', { exact: true }).fill('rain50');
    await form.getByLabel('Kind').selectOption('flat');
    await form.getByLabel('Amount (₹)', { exact: true }).fill('50');
    await form.getByLabel('Minimum order (₹)').fill('200');
    await form.getByLabel('Maximum total uses').fill('100');
    await form.getByLabel('Description').fill('Rainy-day offer');
    await form.getByLabel('Ends').fill('2030-06-30T21:00');
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-discount-form-phone.png') });
    await page.setViewportSize(DESKTOP);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const rain = page.getByRole('listitem').filter({ hasText: 'RAIN50' });
    await rain.waitFor();
    expect(await rain.textContent()).toContain('₹50 off');
    expect(await rain.textContent()).toContain('0 / 100');
    expect(await rain.textContent()).toContain('Rainy-day offer');
    expect(await page.getByRole('listitem').filter({ hasText: 'FIRST20' }).count()).toBe(1);

    // Disable, then delete the unused code.
    await page.getByRole('switch', { name: 'Active RAIN50' }).uncheck();
    await rain.getByText('Disabled').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-settings-desktop.png'), fullPage: true });
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete RAIN50' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete RAIN50' });
    expect(await confirm.getByText('Delete this discount code?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await rain.waitFor({ state: 'detached' });

    // Another browser (its own context) on the storefront sees the new banner.
    const shopper = await openPage(browser, PHONE);
    const streamOpen = shopper.page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await gotoApp(shopper.page, server.url);
    await shopper.page.getByRole('heading', { name: 'Monsoon Chai Festival' }).waitFor();
    await streamOpen;

    await page.getByRole('button', { name: 'Publish promotion' }).click();
    await page
      .getByRole('dialog', { name: 'Publish promotion' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await page.getByText('Promotion sent').waitFor();
    const toast = shopper.page.getByRole('status').filter({ hasText: 'Special Offer' });
    await toast.waitFor({ timeout: 5000 });
    const shownAt = Date.now();
    expect(await toast.textContent()).toContain('Monsoon special: ginger chai at ₹20 today');
    await shopper.page.screenshot({ path: path.join(ARTIFACTS, 'promo-toast-phone.png') });
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4000);
    expect(shownFor).toBeLessThan(6500);
    await shopper.close();
    await admin.close();
  });

  it('shows managers the settings without discount codes, and staff a read-only view', async () => {
    const manager = await openPage(browser, PHONE);
    await signIn(manager.page, 'manager@example.com');
    await manager.page.getByRole('button', { name: 'Save settings' }).waitFor();
    expect(await manager.page.getByRole('button', { name: 'Publish promotion' }).count()).toBe(1);
    expect(await manager.page.getByRole('heading', { name: 'Discount codes' }).count()).toBe(0);
    await manager.page.screenshot({
      path: path.join(ARTIFACTS, 'admin-settings-manager-phone.png'),
      fullPage: true,
    });
    expect(await axe(manager.page)).toEqual([]);
    await manager.close();
    const staff = await openPage(browser, PHONE);
    await signIn(staff.page, 'staff@example.com');
    await staff.page.getByText('Open for orders').waitFor();
    expect(await staff.page.getByText('Monsoon Chai Festival').count()).toBe(1);
    expect(await staff.page.getByRole('textbox').count()).toBe(0);
    expect(await staff.page.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
    expect(await staff.page.getByRole('button', { name: 'Publish promotion' }).count()).toBe(0);
    expect(await staff.page.getByRole('heading', { name: 'Discount codes' }).count()).toBe(0);
    expect(await staff.page.getByText(/not available/).count()).toBe(0);
    await staff.page.screenshot({ path: path.join(ARTIFACTS, 'admin-settings-staff-phone.png') });
    expect(await axe(staff.page)).toEqual([]);
    await staff.close();
  });

  it('gives a first order 20% off with FIRST20', async () => {
    const { page, close } = await openPage(browser, PHONE);
    const checkout = await checkoutTwoChaiAsNewCustomer(page, server.url, '9822077777', 'Asha Kulkarni');
    await checkout.getByLabel('Discount code').fill('NOPE');
    await checkout.getByRole('button', { name: 'Apply', exact: true }).click();
    await checkout.getByText('This code is not valid').waitFor();
    await checkout.getByLabel('Discount code').fill('first20');
    await checkout.getByRole('button', { name: 'Apply', exact: true }).click();
    await checkout.getByText('FIRST20 applied').waitFor();
    // Two Masala Chai at ₹25: ₹50, less 20% = ₹40.
    expect(await checkout.getByText('Discount (FIRST20)').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'checkout-discount-phone.png') });
    expect(await axe(page)).toEqual([]);
    await checkout.getByRole('button', { name: 'Place Order · ₹40' }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    expect(await placed.getByText(/₹40/).count()).toBeGreaterThan(0);
    await close();
  });

  it('refuses to delete a code orders used and offers to disable it', async () => {
    const admin = await openPage(browser, PHONE);
    await signIn(admin.page, 'admin@example.com');
    const first = admin.page.getByRole('listitem').filter({ hasText: 'FIRST20' });
    await first.waitFor();
    expect(await first.textContent()).toContain('1 / unlimited');
    await admin.page.getByRole('button', { name: 'Delete FIRST20' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Delete FIRST20' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await admin.page
      .getByText('This code has been used 1 time. Disable it instead of deleting it.')
      .waitFor();
    await admin.page.getByRole('button', { name: 'Disable FIRST20' }).click();
    await first.getByText('Disabled').waitFor();
    expect(await admin.page.getByRole('switch', { name: 'Active FIRST20' }).isChecked()).toBe(false);
    await admin.page.screenshot({
      path: path.join(ARTIFACTS, 'admin-discount-codes-phone.png'),
      fullPage: true,
    });
    await admin.close();
  });

  it('pauses the shop: the storefront says so once, with no accessibility violations, then opens again', async () => {
    const admin = await openPage(browser, DESKTOP);
    await signIn(admin.page, 'admin@example.com');
    const shopOpen = admin.page.getByRole('switch', { name: /Shop open for orders/ });
    await shopOpen.uncheck();
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByText('Settings saved').waitFor();

    const shopper = await openPage(browser, PHONE);
    await gotoApp(shopper.page, server.url);
    const notice = shopper.page.getByText('We are not taking orders right now. Please check back soon.');
    await notice.first().waitFor();
    expect(await notice.count()).toBe(1);
    expect(await axe(shopper.page)).toEqual([]);
    await shopper.page.screenshot({ path: path.join(ARTIFACTS, 'storefront-paused-phone.png') });
    await shopper.close();

    await shopOpen.check();
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByText('Settings saved').waitFor();
    await admin.close();
  });
});
