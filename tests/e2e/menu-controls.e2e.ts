// Menu controls for a busy shift (issue 21) in Chromium: staff mark an item sold out from its card
// and an open storefront shows it without a reload; a selection hidden by a new search is not
// acted on; a category whose items were all deleted (archived) can be deleted, and the Archived
// filter restores one of them. Each menu page is checked with axe and photographed at both widths.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { staffApiOverHttp } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const status = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search items' });

/** The storefront's card of `name` (its heading's button carries the name). */
const shopCard = (page: Page, name: string) =>
  page.locator('main article').filter({ has: page.getByRole('button', { name, exact: true }) });

const api = (email: string) => staffApiOverHttp(server.url, email);

describe.skipIf(!chromiumAvailable)('menu controls in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('a sold-out tap on the item card reaches an open storefront without a reload', async () => {
    const shop = await openPage(browser, PHONE);
    await gotoApp(shop.page, server.url);
    const product = shopCard(shop.page, 'Adrak Chai');
    await product.waitFor();
    expect(await product.getByText('Out of Stock').count()).toBe(0);
    let reloads = 0;
    shop.page.on('framenavigated', (frame) => {
      if (frame === shop.page.mainFrame()) reloads++;
    });

    const { page, close } = await openPage(browser, PHONE);
    await signInStaffPage(page, server.url, 'staff@example.com');
    const adrak = card(page, 'Adrak Chai');
    const stock = adrak.getByRole('switch', { name: /Adrak Chai/ });
    expect(await stock.isChecked()).toBe(true);
    expect(await adrak.getByText('In stock').isVisible()).toBe(true);
    await stock.click();
    await adrak.getByText('Sold out').waitFor();
    expect(await stock.isChecked()).toBe(false);

    // The open storefront follows (the menu event), with no add button on the card.
    await product.getByText('Out of Stock').waitFor();
    expect(await product.getByRole('button', { name: /^Add/ }).count()).toBe(0);
    expect(reloads).toBe(0);
    await shop.page.screenshot({ path: path.join(ARTIFACTS, 'menu-controls-storefront-sold-out-phone.png') });

    // End of the day: the Out of stock filter lists what to restock.
    await status(page).selectOption({ label: 'Out of stock' });
    await card(page, 'Masala Chai').waitFor({ state: 'detached' });
    expect(await adrak.isVisible()).toBe(true);
    // Only sold-out cards (the seed has some too): no switch shown says In stock.
    expect(await page.getByRole('switch', { checked: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(ARTIFACTS, 'menu-controls-out-of-stock-phone.png'),
      fullPage: true,
    });

    // Back in stock: it leaves the restock list, and the storefront sells it again.
    await stock.click();
    await adrak.waitFor({ state: 'detached' });
    await product.getByText('Out of Stock').waitFor({ state: 'detached' });
    await status(page).selectOption({ label: 'All Items' });
    await adrak.getByText('In stock').waitFor();
    expect(reloads).toBe(0);
    await shop.close();
    await close();
  });

  it('acts only on the selected items still shown: a new search clears the selection', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffPage(page, server.url, 'manager@example.com');
    await card(page, 'Masala Chai').getByRole('checkbox', { name: 'Select Masala Chai' }).check();
    await card(page, 'Adrak Chai').getByRole('checkbox', { name: 'Select Adrak Chai' }).check();
    await page.getByText('2 item(s) selected').waitFor();

    // The bulk delete names what it would delete.
    await page.getByRole('combobox', { name: 'Action' }).selectOption('delete');
    await page.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Delete 2 selected items?').waitFor();
    expect(await confirm.getByRole('listitem').allTextContents()).toEqual(['Masala Chai', 'Adrak Chai']);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'menu-controls-bulk-delete-desktop.png') });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // Searching hides both: the selection goes with them.
    await search(page).fill('Kahwa');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByText(/item\(s\) selected/).count()).toBe(0);
    await card(page, 'Kahwa').getByRole('checkbox', { name: 'Select Kahwa' }).check();
    await page.getByText('1 item(s) selected').waitFor();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('deactivate');
    await page.getByRole('button', { name: 'Apply' }).click();
    await card(page, 'Kahwa').getByText('Inactive').waitFor();

    await search(page).fill('');
    await card(page, 'Masala Chai').waitFor();
    for (const name of ['Masala Chai', 'Adrak Chai']) {
      expect(await card(page, name).getByText('Active', { exact: true }).isVisible()).toBe(true);
      expect(await card(page, name).getByRole('checkbox').isChecked()).toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'menu-controls-grid-desktop.png') });
    await close();
  });

  it('deletes a category whose items were all deleted; the Archived filter restores one', async () => {
    const manager = await api('manager@example.com');
    const category = await manager<{ id: string }>('POST', '/api/admin/categories', {
      name: 'Monsoon Specials',
    });
    for (const name of ['Monsoon Bhajji', 'Monsoon Corn'])
      await manager('POST', '/api/admin/menu-items', { name, price: 60, category_id: category.id });

    const { page, close } = await openPage(browser, PHONE);
    await signInStaffPage(page, server.url, 'manager@example.com');
    await search(page).fill('Monsoon');
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    for (const name of ['Monsoon Bhajji', 'Monsoon Corn'])
      await card(page, name)
        .getByRole('checkbox', { name: `Select ${name}` })
        .check();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('delete');
    await page.getByRole('button', { name: 'Apply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Delete 2 selected items?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No items found').waitFor();

    await page.getByRole('tab', { name: /Categories/ }).click();
    await page.getByRole('button', { name: 'Delete Monsoon Specials' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('article', { name: 'Monsoon Specials' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('tab', { name: /Menu Items/ }).click();
    await search(page).fill('Monsoon');
    await page.getByText('No items found').waitFor();
    await status(page).selectOption({ label: 'Archived' });
    const bhajji = card(page, 'Monsoon Bhajji');
    await bhajji.getByText('Archived').waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    expect(await bhajji.getByRole('checkbox').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'menu-controls-archived-phone.png'), fullPage: true });
    await bhajji.getByRole('button', { name: 'Restore Monsoon Bhajji' }).click();
    await bhajji.waitFor({ state: 'detached' });

    await status(page).selectOption({ label: 'All Items' });
    const restored = card(page, 'Monsoon Bhajji');
    await restored.getByText('No category').waitFor();
    expect(await restored.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(1);
    await close();

    const wide = await openPage(browser, DESKTOP);
    await signInStaffPage(wide.page, server.url, 'manager@example.com');
    await status(wide.page).selectOption({ label: 'Archived' });
    await card(wide.page, 'Monsoon Corn').waitFor();
    expect(await axeViolations(wide.page)).toEqual([]);
    await wide.page.screenshot({ path: path.join(ARTIFACTS, 'menu-controls-archived-desktop.png') });
    await wide.close();
  });
});
