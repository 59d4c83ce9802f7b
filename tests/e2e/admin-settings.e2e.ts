// Settings in Chromium: an admin edits the banner and sees it on the storefront, creates a
// discount code, publishes a promotion that a storefront in another browser shows for 5 seconds;
// a customer's first order with FIRST20 gets 20% off, after which the code can be disabled but not deleted;
// a paused shop is announced once on the storefront; a manager sets the delivery area (a fee slab and
// a minimum; a shape that does not close is refused) and the opening hours (two shifts, a holiday).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, checkoutTwoChaiAsNewCustomer } from './support/pages.ts';
import { sectionScreenshot } from './support/screenshots.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

/** The screenshots of the delivery and hours sections, for a person to look at. */
const SHOTS = '/tmp/shots-admin';
const WIDE = { width: 1280, height: 800 };

let server: ServerProcess;
let browser: Browser;

const axe = axeViolations;

async function signIn(page: Page, email: string) {
  await signInStaffContext(page, server.url, email);
  await gotoApp(page, `${server.url}/admin/settings`);
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}

describe.skipIf(!chromiumAvailable)('settings and promotions in Chromium', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('saves the banner, manages codes and publishes a promotion to another browser', async () => {
    const admin = await openPage(browser, DESKTOP);
    const page = admin.page;
    await signIn(page, 'admin@example.com');
    await page.getByLabel('Banner title', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect(await page.getByText('Banner title is required').isVisible()).toBe(true);
    // The first field to fix gets the focus.
    expect(
      await page.getByLabel('Banner title', { exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByLabel('Banner title', { exact: true }).fill('Monsoon Chai Festival');
    await page
      .getByLabel('Promotional message', { exact: true })
      .fill('Monsoon special: ginger chai at ₹20 today');
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

  // These change the delivery area and the hours, so they come after the orders above.
  it('saves a fee slab and a minimum order, and refuses a shape that does not close', async () => {
    const { page, close } = await openPage(browser, WIDE);
    await signIn(page, 'manager@example.com');
    const area = page.getByRole('form', { name: 'Delivery area' });
    await area.getByText('No fee slabs: delivery is FREE at every distance.').waitFor();
    expect(await area.getByText('Leave fee slabs empty for FREE delivery.').isVisible()).toBe(true);

    await area.getByRole('button', { name: 'Add fee slab' }).click();
    await area.getByLabel('Up to (km), slab 1').fill('1');
    await area.getByLabel('Fee (₹), slab 1').fill('0');
    await area.getByRole('button', { name: 'Add fee slab' }).click();
    await area.getByLabel('Up to (km), slab 2').fill('2');
    await area.getByLabel('Fee (₹), slab 2').fill('20');
    await area.getByRole('button', { name: 'Save delivery area' }).click();
    // The slabs stop short of the 3 km radius: the shared schema says so before anything is sent.
    await area
      .getByText('Fee slabs must reach the delivery radius: the furthest ends at 2 km, the radius is 3 km')
      .waitFor();
    await area.getByLabel('Up to (km), slab 2').fill('3');
    await area.getByLabel('Minimum order (₹)').fill('150');
    await area.getByRole('button', { name: 'Save delivery area' }).click();
    await area.getByText('Delivery area saved').waitFor();

    await page.reload();
    await area.getByLabel('Up to (km), slab 2').waitFor();
    expect(await area.getByLabel('Fee (₹), slab 2').inputValue()).toBe('20');
    expect(await area.getByLabel('Minimum order (₹)').inputValue()).toBe('150');
    const stored = await (await fetch(`${server.url}/api/settings`)).json();
    expect(stored.delivery).toMatchObject({
      feeSlabs: [
        { upToKm: 1, feeRupees: 0 },
        { upToKm: 3, feeRupees: 20 },
      ],
      minimumOrderRupees: 150,
      polygon: null,
    });

    // A server's refusal lands on the box it names and is said only there. Answered here by the
    // test: the shared schema already stops in the browser whatever the server would refuse.
    const refusal = 'Fee slab distance can be at most 30 km';
    await page.route(
      '**/api/admin/settings/delivery-area',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'VALIDATION_ERROR', message: refusal, fields: { 'feeSlabs.1.upToKm': refusal } },
          }),
        }),
      { times: 1 },
    );
    await area.getByRole('button', { name: 'Save delivery area' }).click();
    await area.getByText(refusal).waitFor();
    expect(await area.getByText(refusal).count()).toBe(1);
    expect(await area.getByLabel('Up to (km), slab 2').getAttribute('aria-invalid')).toBe('true');

    // Four corners that do not end on the first: refused on the last row, nothing sent.
    const corners = [
      ['18.58', '73.90'],
      ['18.58', '73.94'],
      ['18.60', '73.94'],
      ['18.60', '73.90'],
    ];
    for (const [index, [lat, lng]] of corners.entries()) {
      await area.getByRole('button', { name: 'Add point' }).click();
      await area.getByLabel(`Latitude, point ${index + 1}`, { exact: true }).fill(lat ?? '');
      await area.getByLabel(`Longitude, point ${index + 1}`, { exact: true }).fill(lng ?? '');
    }
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/settings/delivery-area')) sent++;
    });
    await area.getByRole('button', { name: 'Save delivery area' }).click();
    await area.getByText('The delivery area must close: its last point must equal its first').waitFor();
    expect(sent).toBe(0);
    expect((await (await fetch(`${server.url}/api/settings`)).json()).delivery.polygon).toBeNull();
    expect(await axe(page)).toEqual([]);
    await sectionScreenshot(page, area, path.join(SHOTS, 'settings-delivery-area-1280.png'));
    await page.setViewportSize(PHONE);
    await sectionScreenshot(page, area, path.join(SHOTS, 'settings-delivery-area-390.png'));
    await page.setViewportSize(WIDE);

    // One tap closes the shape with the first point; the server takes it.
    await area.getByRole('button', { name: 'Close the shape' }).click();
    expect(await area.getByLabel('Latitude, point 5', { exact: true }).inputValue()).toBe('18.58');
    await area.getByRole('button', { name: 'Save delivery area' }).click();
    await area.getByText('Delivery area saved').waitFor();
    expect((await (await fetch(`${server.url}/api/settings`)).json()).delivery.polygon).toHaveLength(5);
    await close();
  });

  it('saves two shifts on a day and a holiday, and refuses a holiday gone by', async () => {
    const { page, close } = await openPage(browser, WIDE);
    await signIn(page, 'manager@example.com');
    const hours = page.getByRole('form', { name: 'Opening hours' });
    await hours.getByText('Customers see now:').waitFor();
    // Out of the box the shop is open all day: one shift from midnight to midnight.
    expect(await hours.getByText('Open now', { exact: false }).count()).toBe(1);
    expect(await hours.getByLabel('Opens, Monday shift 1').inputValue()).toBe('00:00');
    expect(await hours.getByLabel('Closes, Monday shift 1').inputValue()).toBe('00:00');

    await hours.getByLabel('Opens, Monday shift 1').fill('07:00');
    await hours.getByLabel('Closes, Monday shift 1').fill('11:30');
    await hours.getByRole('button', { name: 'Add shift on Monday' }).click();
    await hours.getByLabel('Opens, Monday shift 2').fill('11:00');
    await hours.getByLabel('Closes, Monday shift 2').fill('23:00');
    await hours.getByRole('button', { name: 'Remove Sunday shift 1' }).click();
    await hours.getByText('Closed', { exact: true }).waitFor();

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await hours.getByRole('button', { name: 'Add holiday' }).click();
    await hours.getByLabel('Date, holiday 1').fill(day(-2));
    await hours.getByLabel('Note, holiday 1').fill('Diwali');
    await hours.getByRole('button', { name: 'Save opening hours' }).click();
    await hours.getByText('Shifts on Monday overlap: 07:00-11:30 and 11:00-23:00').waitFor();
    await hours.getByText(`The holiday on ${day(-2)} is in the past`).waitFor();
    await hours.getByLabel('Opens, Monday shift 2').fill('16:00');
    await hours.getByLabel('Date, holiday 1').fill(day(30));
    await hours.getByRole('button', { name: 'Save opening hours' }).click();
    await hours.getByText('Opening hours saved').waitFor();

    await page.reload();
    await hours.getByLabel('Opens, Monday shift 2').waitFor();
    expect(await hours.getByLabel('Opens, Monday shift 2').inputValue()).toBe('16:00');
    expect(await hours.getByLabel('Date, holiday 1').inputValue()).toBe(day(30));
    const stored = (await (await fetch(`${server.url}/api/settings`)).json()).hours;
    expect(stored.schedule.monday).toEqual([
      { opens: '07:00', closes: '11:30' },
      { opens: '16:00', closes: '23:00' },
    ]);
    expect(stored.schedule.sunday).toEqual([]);
    expect(stored.schedule.tuesday).toEqual([{ opens: '00:00', closes: '24:00' }]);
    expect(stored.holidays).toEqual([{ date: day(30), note: 'Diwali' }]);
    expect(stored.timeZone).toBe('Asia/Kolkata');
    expect(await axe(page)).toEqual([]);
    await sectionScreenshot(page, hours, path.join(SHOTS, 'settings-hours-1280.png'));
    await page.setViewportSize(PHONE);
    await sectionScreenshot(page, hours, path.join(SHOTS, 'settings-hours-390.png'));
    await close();

    // Staff read the delivery area and the hours in words.
    const staff = await openPage(browser, PHONE);
    await signIn(staff.page, 'staff@example.com');
    await staff.page.getByText('₹0 up to 1 km, ₹20 up to 3 km').waitFor();
    expect(await staff.page.getByText('₹150').count()).toBe(1);
    expect(await staff.page.getByRole('button', { name: 'Save opening hours' }).count()).toBe(0);
    expect(await axe(staff.page)).toEqual([]);
    await staff.close();
  });

  it("saves the caps on orders paid at the door, and refuses a new customer's cap above everyone's", async () => {
    const { page, close } = await openPage(browser, WIDE);
    await signIn(page, 'manager@example.com');
    const caps = page.getByRole('form', { name: 'Orders paid at the door' });
    const most = caps.getByLabel('Most for an order (₹)');
    await most.waitFor();
    expect(await most.inputValue()).toBe('5000');
    expect(await caps.getByLabel("Most for a new customer's order (₹)").inputValue()).toBe('2000');
    await most.fill('1500');
    await caps.getByRole('button', { name: 'Save limits' }).click();
    await caps.getByText("A new customer's cap cannot be above the cap for everyone").waitFor();
    await most.fill('4000');
    await caps.getByRole('button', { name: 'Save limits' }).click();
    await caps.getByText('Limits saved').waitFor();
    expect((await (await fetch(`${server.url}/api/settings`)).json()).cashLimits).toEqual({
      maxOrder: 4000,
      newCustomerMaxOrder: 2000,
      newCustomerOrders: 2,
    });
    expect(await axe(page)).toEqual([]);
    await close();
  });
});
