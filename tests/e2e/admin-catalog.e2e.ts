// The admin catalog in Chromium: a manager adds a category and an item, each with an uploaded
// image, finds both on the storefront, bulk-deactivates the item and sees it gone; staff may edit
// but not delete and see no Categories tab.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;
let picture: string;

const axe = axeViolations;

async function signIn(page: Page, email: string) {
  await signInStaffPage(page, server.url, email);
}

async function upload(page: Page) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(picture);
  await page.getByRole('dialog').getByRole('img', { name: 'Preview' }).waitFor();
}

describe.skipIf(!chromiumAvailable)('admin catalog in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    picture = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chai-img-')), 'kulhad.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
      .png()
      .toFile(picture);
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('adds a category and an item with images, shows them on the storefront, bulk-deactivates', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'manager@example.com');
    await page.getByRole('tab', { name: /Categories/ }).click();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryForm = page.getByRole('dialog', { name: 'Add New Category' });
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    expect(await categoryForm.getByText('Name is required').isVisible()).toBe(true);
    await categoryForm.getByLabel('Name', { exact: true }).fill('Kulhad Specials');
    await categoryForm.getByLabel('Description', { exact: true }).fill('Served in clay cups');
    await categoryForm.getByTitle('Hot').click();
    expect(await categoryForm.getByRole('radio', { name: 'Hot' }).isChecked()).toBe(true);
    await upload(page);
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('article', { name: 'Kulhad Specials' }).waitFor();

    await page.getByRole('tab', { name: /Menu Items/ }).click();
    await page.getByRole('button', { name: 'Add Item' }).click();
    const itemForm = page.getByRole('dialog', { name: 'Add New Menu Item' });
    await itemForm.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Name is required', 'Price must be greater than 0', 'Category is required']) {
      expect(await itemForm.getByText(message).isVisible()).toBe(true);
    }
    await itemForm.getByLabel('Name', { exact: true }).fill('Kulhad Masala Chai');
    expect(await itemForm.getByText('Name is required').count()).toBe(0);
    await itemForm.getByLabel('Price (₹)', { exact: true }).fill('40');
    await itemForm.getByLabel('Original price (₹)').fill('30');
    await itemForm.getByRole('combobox', { name: /^Category/ }).selectOption({ label: '🔥 Kulhad Specials' });
    await itemForm.getByRole('button', { name: 'Save' }).click();
    expect(
      await itemForm.getByText('Original price must be greater than or equal to current price').isVisible(),
    ).toBe(true);
    await itemForm.getByLabel('Original price (₹)').fill('50');
    await itemForm.getByLabel('Description', { exact: true }).fill('Smoky chai in a clay cup');
    // The browser refuses a wrong type or a too large file before sending it, in the words of
    // docs/product.md#images.
    const fileInput = itemForm.locator('input[type=file]');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/uploads')) uploads.push(r.url());
    });
    await fileInput.setInputFiles({ name: 'cup.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await itemForm
      .getByRole('alert')
      .getByText(
        "File type 'image/gif' is not allowed. Allowed types: image/jpeg, image/jpg, image/png, image/webp",
      )
      .waitFor();
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await itemForm
      .getByRole('alert')
      .getByText('File size (6.00 MB) exceeds maximum allowed size (5 MB)')
      .waitFor();
    expect(uploads).toEqual([]);
    await upload(page);
    expect(uploads).toHaveLength(1);
    expect(await itemForm.getByRole('alert').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-item-form-desktop.png') });
    await itemForm.getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('article', { name: 'Kulhad Masala Chai' });
    await card.waitFor();
    expect(await card.getByText('₹40').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-menu-items-desktop.png') });
    expect(await axe(page)).toEqual([]);

    // The storefront's next menu load shows both, with the uploaded picture.
    const shop = await openPage(browser, PHONE);
    await gotoApp(shop.page, `${server.url}/?category=kulhad-specials`);
    await expect
      .poll(() => shop.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Kulhad Specials');
    const product = shop.page.locator('main article', { hasText: 'Kulhad Masala Chai' });
    await product.waitFor();
    // The card shows the upload's 300 x 300 thumbnail (a JPEG beside it).
    expect(await product.locator('img').getAttribute('src')).toMatch(
      /^\/uploads\/menu-items\/.+_thumb\.jpg$/,
    );
    expect(await product.getByText('20%').count()).toBeGreaterThan(0);
    await shop.page.screenshot({ path: path.join(ARTIFACTS, 'storefront-new-category-phone.png') });

    // Bulk Deactivate; the selection is cleared and the storefront no longer lists the item.
    await card.getByRole('checkbox', { name: 'Select Kulhad Masala Chai' }).check();
    expect(await page.getByText('1 item(s) selected').isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Action' }).selectOption('deactivate');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('1 item(s) selected').waitFor({ state: 'detached' });
    expect(await card.getByText('Inactive').isVisible()).toBe(true);
    await gotoApp(shop.page, server.url);
    expect(await shop.page.locator('main article', { hasText: 'Kulhad Masala Chai' }).count()).toBe(0);

    // A category that still has items is refused with a message naming how many.
    await page.getByRole('tab', { name: /Categories/ }).click();
    await page.getByRole('button', { name: 'Delete Kulhad Specials' }).click();
    await page
      .getByRole('dialog', { name: 'Delete' })
      .getByText('Are you sure you want to delete this category?')
      .waitFor();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alert')
      .getByText(/This category still has 1 item \(1 inactive\)/)
      .waitFor();
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-categories-desktop.png') });
    await shop.close();
    await close();
  });

  it('lets staff edit items but not delete them, and hides Categories', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await signIn(page, 'staff@example.com');
    await page.getByRole('article', { name: 'Masala Chai', exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: /Categories/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Masala Chai' }).count()).toBe(1);
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-menu-items-staff-phone.png') });
    expect(await axe(page)).toEqual([]);
    await close();
  });
});
