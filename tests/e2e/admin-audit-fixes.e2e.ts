// The staff-side audit's fixes in Chromium (issue 45, item 6): disabling and enabling an account is
// a named button with a confirmation that names the person; the change-password form refuses the
// temporary password; the menu grid loads thumbnails; the banner picture is uploaded from Settings;
// the Analytics tab is in sight and works on a 390 px phone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_PASSWORD_MESSAGE } from '#shared/api/staff.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;
let picture: string;

describe.skipIf(!chromiumAvailable)('the staff-side audit fixes in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    picture = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chai-img-')), 'banner.png');
    await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#b45309' } })
      .png()
      .toFile(picture);
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('disables and enables an account with a named button, confirmed in a dialog that names the person', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'admin@example.com');
    await gotoApp(page, `${server.url}/admin/users`);
    await page.getByRole('button', { name: 'Add staff' }).click();
    await page.getByLabel('Full name').fill('Ravi Disable');
    await page.getByLabel('Email', { exact: true }).fill('ravi.disable@example.com');
    await page.getByLabel('Temporary password').fill('Temp@2026');
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: 'ravi.disable@example.com' });
    await row.waitFor();

    await row.getByRole('button', { name: 'Disable account of Ravi Disable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable account?' });
    expect(await dialog.textContent()).toContain('Disable the account of Ravi Disable?');
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.getByText('Active', { exact: true }).isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Disable account of Ravi Disable' }).click();
    await page
      .getByRole('dialog', { name: 'Disable account?' })
      .getByRole('button', { name: 'Disable account' })
      .click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    expect(await row.getByRole('button').filter({ hasText: 'Enable account' }).isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Enable account of Ravi Disable' }).click();
    const enable = page.getByRole('dialog', { name: 'Enable account?' });
    expect(await enable.textContent()).toContain('Enable the account of Ravi Disable?');
    await enable.getByRole('button', { name: 'Enable account' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await close();
  });

  it('refuses keeping the temporary password, with the reason under the field', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffPage(page, server.url, 'ravi.disable@example.com', {
      password: 'Temp@2026',
      landsOnDashboard: false,
    });
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('Temporary password').fill('Temp@2026');
    await page.getByLabel('New password').fill('Temp@2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText(SAME_PASSWORD_MESSAGE).waitFor();
    expect(await page.getByRole('heading', { name: 'Choose your password' }).isVisible()).toBe(true);
    await close();
  });

  it('shows thumbnails in the menu grid, not the full pictures', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/menu-items`);
    await page.getByRole('button', { name: 'Edit Masala Chai' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Menu Item' });
    await form.locator('input[type=file]').setInputFiles(picture);
    await form.getByRole('img', { name: 'Preview' }).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const cardImage = page.getByRole('article', { name: 'Masala Chai' }).locator('img').first();
    await expect.poll(() => cardImage.getAttribute('src')).toMatch(/\/menu-items\/[^/]+_thumb\.jpg$/);
    // It loads (the server wrote it at upload).
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await close();
  });

  it("uploads the storefront banner from Settings; the storefront's settings carry it", async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'admin@example.com');
    await gotoApp(page, `${server.url}/admin/settings`);
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByLabel('Upload banner image').setInputFiles(picture);
    await expect
      .poll(() => page.getByLabel('Banner image', { exact: true }).inputValue())
      .toMatch(/^\/uploads\/menu-items\/[^/]+\.(jpg|png|webp)$/);
    const url = await page.getByLabel('Banner image', { exact: true }).inputValue();
    await page.getByRole('img', { name: 'Preview of the banner' }).waitFor();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved').waitFor();
    const settings = await (await page.request.get(`${server.url}/api/settings`)).json();
    expect(settings.bannerImage).toBe(url);
    await close();
  });

  it('keeps the Analytics tab in sight on a 390 px phone, and it opens the analytics', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin`);
    const tab = page.getByRole('tab', { name: 'Analytics' });
    await tab.waitFor();
    const box = await tab.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await tab.click();
    await page.getByRole('heading', { name: 'Sales' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: path.join(ARTIFACTS, 'analytics-tab-phone.png') });
    await close();
  });
});
