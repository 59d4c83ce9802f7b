// The menu tools (issue 46, docs/product.md#menu-tools) in Chromium at 390 and 1280 px: a manager
// selects two items, previews a 10% rise rounded up to ₹5 (old -> new per item) and saves it; an
// import with a bad line shows that line's number and reason on the dry run and offers no Apply.
// Each dialog is checked with axe and photographed.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, jsonFromPage, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

const WIDE = { width: 1280, height: 900 };
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const priceOf = async (page: Page, name: string) =>
  (await jsonFromPage<{ items: AdminItem[] }>(page, 'GET', '/api/admin/menu-items')).items.find(
    (i) => i.name === name,
  )?.price;

describe.skipIf(!chromiumAvailable)('menu tools in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  for (const [label, viewport, items] of [
    ['phone', PHONE, ['Masala Chai', 'Adrak Chai']],
    ['desktop', WIDE, ['Bun Maska', 'Vada Pav']],
  ] as const) {
    it(`previews and saves a bulk price change (${label})`, async () => {
      const { page, close } = await openPage(browser, viewport);
      await signInStaffPage(page, server.url, 'manager@example.com');
      for (const name of items)
        await card(page, name)
          .getByRole('checkbox', { name: `Select ${name}` })
          .check();
      const before = await Promise.all(items.map((name) => priceOf(page, name)));

      await page.getByRole('button', { name: 'Change prices' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change prices' });
      await dialog.waitFor();
      expect(await dialog.getByRole('combobox', { name: 'Items' }).inputValue()).toBe('selected');
      await dialog.getByRole('spinbutton').fill('10');
      await dialog.getByRole('combobox', { name: 'Rounding' }).selectOption({ label: 'Up to the next ₹5' });
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const table = dialog.getByRole('table', { name: 'Old and new prices' });
      await table.waitFor();
      const rows = await table.getByRole('row').allTextContents();
      expect(rows).toHaveLength(3);
      const expected = before.map((p) => Math.ceil(((p ?? 0) * 1.1) / 5) * 5);
      for (const [i, name] of items.entries())
        expect(rows.some((r) => r.includes(name) && r.endsWith(`₹${expected[i]}`))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `menu-tools-bulk-price-${label}.png`) });

      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').filter({ hasText: 'prices changed' }).waitFor();
      expect(await Promise.all(items.map((name) => priceOf(page, name)))).toEqual(expected);
      await close();
    });

    it(`shows a bad import line by its number and applies nothing (${label})`, async () => {
      const { page, close } = await openPage(browser, viewport);
      await signInStaffPage(page, server.url, 'manager@example.com');
      const [item] = (await jsonFromPage<{ items: AdminItem[] }>(page, 'GET', '/api/admin/menu-items')).items;
      const csv = [
        'id,category,name,price',
        `,${item?.category},E2E Kulhad Special ${label},45`,
        `,${item?.category},E2E Free Chai ${label},0`,
      ].join('\r\n');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import menu CSV' });
      await dialog.getByLabel('CSV file').setInputFiles({
        name: 'menu.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      const errors = dialog.getByRole('table', { name: 'Lines that cannot be imported' });
      await errors.waitFor();
      expect(await errors.getByRole('row').allTextContents()).toEqual([
        'LineProblem',
        '3Price must be greater than 0',
      ]);
      expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `menu-tools-import-error-${label}.png`) });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await priceOf(page, `E2E Kulhad Special ${label}`)).toBeUndefined();
      await close();
    });
  }
});
