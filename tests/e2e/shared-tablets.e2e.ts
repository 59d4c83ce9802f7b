// Shared tablets in Chromium against the built server (docs/product.md#shared-tablets): a staff
// member sets a PIN on their account page, an admin marks a 768 px tablet as a shop tablet, and
// the staff member switches in on it with the PIN pad; axe finds nothing on each screen.
// Screenshots at 390 and 768 px go to /tmp/shots-pin/ for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const TABLET = { width: 768, height: 1024 };
const SHOTS = '/tmp/shots-pin';
const WAIT = { timeout: 5000 };
let server: ServerProcess;
let browser: Browser;

async function signIn(page: Page, email: string) {
  await gotoApp(page, `${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name), fullPage: true });

describe.skipIf(!chromiumAvailable)('shared tablets in Chromium', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('a staff member sets a PIN, an admin marks the tablet, and the staff member switches in with the pad', async () => {
    // The staff member, on their own phone: My account > My PIN.
    const phone = await openPage(browser, PHONE);
    await signIn(phone.page, 'staff@example.com');
    await phone.page.getByTestId('admin-user').click();
    await phone.page.getByRole('heading', { name: 'My PIN' }).waitFor();
    await phone.page.getByLabel('PIN', { exact: true }).fill('1234');
    await phone.page.getByLabel('Your password').fill('Demo@1234');
    await phone.page.getByRole('button', { name: 'Set PIN' }).click();
    await expect
      .poll(() => phone.page.getByText('That PIN is too easy to guess').count(), WAIT)
      .toBeGreaterThan(0);
    await phone.page.getByLabel('PIN', { exact: true }).fill('4826');
    await phone.page.getByRole('button', { name: 'Set PIN' }).click();
    await phone.page.getByText('Your PIN is saved.').waitFor(WAIT);
    await shot(phone.page, 'account-pin-390.png');
    expect(await axeViolations(phone.page)).toEqual([]);
    await phone.close();

    // The admin, on the counter tablet: Users > Shop tablets > Mark this device.
    const tablet = await openPage(browser, TABLET);
    const page = tablet.page;
    await signIn(page, 'admin@example.com');
    expect(await page.getByRole('link', { name: 'Switch user' }).count()).toBe(0);
    await gotoApp(page, `${server.url}/admin/users`);
    await page.getByLabel('Name for this device').fill('Front counter');
    await page.getByRole('button', { name: 'Mark this device as a shop tablet' }).click();
    await page.getByText('This device is the shop tablet “Front counter”.').waitFor(WAIT);
    await page.getByRole('region', { name: 'Shop tablets' }).scrollIntoViewIfNeeded();
    await shot(page, 'shop-tablets-768.png');
    expect(await axeViolations(page)).toEqual([]);

    // Switch user, from the header: the names, then the pad.
    await page.getByRole('link', { name: 'Switch user' }).click();
    await page.getByRole('heading', { name: 'Switch user' }).waitFor();
    await page.getByRole('button', { name: 'Rohan Patil' }).waitFor(WAIT);
    await shot(page, 'switch-people-768.png');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Rohan Patil' }).click();
    await page.getByLabel('PIN for Rohan Patil').waitFor();
    // A wrong PIN first: the server's words, and the pad still there.
    for (const digit of '9999') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), WAIT).toContain('Wrong PIN. 4 tries left');
    await shot(page, 'pin-pad-768.png');
    expect(await axeViolations(page)).toEqual([]);
    for (const digit of '4826') await page.getByRole('button', { name: digit, exact: true }).click();
    expect(await page.getByLabel('PIN for Rohan Patil').inputValue()).toBe('4826');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/admin/orders');
    await expect.poll(() => page.getByTestId('admin-user').textContent(), WAIT).toContain('Rohan Patil');
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor(WAIT);
    await shot(page, 'after-switch-768.png');
    // The tablet's device cookie, for a second browser of the same shop tablet below.
    const device = (await tablet.context.cookies()).filter((c) => c.name.includes('shop_device'));
    expect(device).toHaveLength(1);
    await tablet.close();

    // The same pad on a phone-sized shop tablet, worked from the keyboard.
    const small = await openPage(browser, PHONE);
    await small.context.addCookies(device);
    await gotoApp(small.page, `${server.url}/admin/switch-user`);
    await small.page.getByRole('button', { name: 'Rohan Patil' }).click();
    await small.page.getByLabel('PIN for Rohan Patil').waitFor();
    await small.page.keyboard.type('12');
    await shot(small.page, 'pin-pad-390.png');
    expect(await axeViolations(small.page)).toEqual([]);
    await small.page.keyboard.type('34');
    await small.page.keyboard.press('Backspace');
    expect(await small.page.getByLabel('PIN for Rohan Patil').inputValue()).toBe('123');
    await small.close();
  });
});
