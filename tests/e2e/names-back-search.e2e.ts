// Three things a customer trips over, in Chromium against the built server: a customer who signed
// in without a name gives one (account menu or checkout) instead of being nobody; the phone's Back
// button closes an open dialog before it leaves the shop; search takes words in any order and a
// small typo.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { addWithDefaults, axeViolations, fillDeliveryAddress, signInCustomerPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Account/ });
const products = (page: Page) => page.locator('main article h2');
const dialogOpen = (page: Page) => page.locator('dialog[open]').count();
/** Whether the page is on the extra history entry an open dialog holds. */
const onDialogEntry = (page: Page) => page.evaluate(() => Boolean(window.history.state?.chaiDialog));

describe.skipIf(!chromiumAvailable)('names, the Back button and forgiving search in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('a customer who signed in without a name adds it from the account menu, changes it, and finds saved addresses there', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await gotoApp(page, server.url);
    await signInCustomerPage(page, server.url, '98220 41001');
    // Not 'User': the header says Account, and the menu asks for the name first.
    expect(await accountButton(page).textContent()).toContain('Account');
    await accountButton(page).click();
    await page.screenshot({ path: path.join(ARTIFACTS, 'account-menu-nameless-desktop.png') });
    expect(await page.getByText('User', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add your name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your name' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The sign-up form's own words for a bad name, before anything is sent.
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await dialog.getByText('Full name is required').waitFor();
    await dialog.getByLabel('Full name').fill('Anjali Deshpande');
    await page.screenshot({ path: path.join(ARTIFACTS, 'name-dialog-desktop.png') });
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const named = page.getByRole('banner').getByRole('button', { name: /Anjali Deshpande/ });
    await named.waitFor();

    await named.click();
    await page.getByRole('button', { name: 'Change name' }).click();
    await dialog.getByLabel('Full name').fill('Anjali D');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Anjali D/ })
      .waitFor();
    // It is the account's name, not the page's: a reload still shows it (once the closed
    // dialog's history entry has gone, or the reload would race it).
    await expect.poll(() => onDialogEntry(page)).toBe(false);
    await gotoApp(page, server.url);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Anjali D/ })
      .click();
    await page.getByRole('button', { name: 'Saved addresses' }).click();
    await page.getByRole('dialog', { name: 'Choose delivery location' }).waitFor();
    await close();
  });

  it('the name on a nameless customer’s first delivery address becomes theirs', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await signInCustomerPage(page, server.url, '98220 41002');
    await addWithDefaults(page, 'Masala Chai');
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
    const checkout = await fillDeliveryAddress(page);
    expect(await checkout.getByLabel('Name').inputValue()).toBe('');
    await checkout.getByLabel('Name').fill('Kiran Jadhav');
    await checkout.getByRole('button', { name: /^Place Order · / }).click();
    await page.getByRole('dialog', { name: 'Order placed' }).waitFor();
    await page.keyboard.press('Escape');
    const named = page.getByRole('banner').getByRole('button', { name: 'Account of Kiran Jadhav' });
    await named.waitFor();
    expect(await named.textContent()).toContain('K');
    await named.click();
    await page.getByRole('button', { name: 'Change name' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add your name' }).count()).toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'account-menu-named-phone.png') });
    await close();
  });

  it('Back closes an open drawer or dialog, chains included, before it leaves the page (phone)', async () => {
    const { page, close } = await openPage(browser, PHONE);
    // The shop is reached from another page, so a Back too many would leave it.
    await page.goto('about:blank');
    await gotoApp(page, server.url);
    const home = page.url();

    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).waitFor();
    expect(await onDialogEntry(page)).toBe(true);
    await page.goBack();
    await page.getByRole('dialog', { name: 'My Cart' }).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(home);
    expect(await dialogOpen(page)).toBe(0);

    // Closed by its X: the extra entry goes too, so the next Back is the page's own.
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => onDialogEntry(page)).toBe(false);

    // Cart -> sign-in -> checkout -> location chooser: Back from the chooser returns to checkout,
    // Back again closes checkout, and the shop is still there.
    await addWithDefaults(page, 'Masala Chai');
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await signInCustomerPage(page, server.url, '98220 41003', { openDialog: false });
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.waitFor();
    await checkout.getByRole('button', { name: /^(Choose|Change) location$/ }).click();
    await page.getByRole('dialog', { name: 'Choose delivery location' }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'back-location-over-checkout-phone.png') });
    await page.goBack();
    await checkout.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await checkout.waitFor({ state: 'hidden' });
    expect(await dialogOpen(page)).toBe(0);
    expect(page.url()).toBe(home);
    await page.screenshot({ path: path.join(ARTIFACTS, 'back-closed-phone.png') });

    // With nothing open, Back leaves the page as usual.
    await page.goBack();
    await expect.poll(() => page.url()).toBe('about:blank');
    await close();
  });

  it('search takes words in any order and forgives a typo: burgr finds the burgers', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    const search = page.getByPlaceholder('Search for chai, snacks, and more...');
    await search.fill('burgr');
    await expect
      .poll(() => products(page).allTextContents())
      .toEqual([
        'Aloo Tikki Burger',
        'Veg Cheese Burger',
        'Paneer Burger',
        'Crispy Corn Burger',
        'Maharaja Burger',
      ]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'search-burgr-phone.png') });
    // Brand 'Chai Express' is on every item: the item named with both words comes first.
    await search.fill('chai masala');
    await expect.poll(async () => (await products(page).allTextContents())[0]).toBe('Masala Chai');
    // A short word is not stretched: 'tes' is one letter from 'tea' and finds nothing.
    await search.fill('tes');
    await page.getByText('No products found').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await search.fill('masla chia');
    await expect.poll(async () => (await products(page).allTextContents())[0]).toBe('Masala Chai');
    await page.screenshot({ path: path.join(ARTIFACTS, 'search-typos-desktop.png') });
    await close();
  });
});
