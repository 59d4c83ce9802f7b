// Saved addresses like every delivery app (issue 44, Medium 3): the address a signed-in customer
// types at checkout is saved under the name they give it and is where the next checkout starts;
// a reload in the middle of typing keeps what was typed. In Chromium against the built server, at
// phone width.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { addWithDefaults, axeViolations, checkoutTwoChaiAsNewCustomer } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

describe.skipIf(!chromiumAvailable)('checkout addresses in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('keeps typing across a reload, saves the address as Work and starts the next checkout from it', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      const checkout = await checkoutTwoChaiAsNewCustomer(page, server.url, '9822077441', 'Meera Kulkarni');
      await checkout.getByLabel(/Landmark/).fill('Opposite the bakery');
      // The tab reloads halfway (a phone that dropped the page): the typing is still there.
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: /^Cart,/ }).click();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const again = page.getByRole('dialog', { name: 'Checkout' });
      await expect.poll(() => again.getByLabel('House / flat').inputValue()).toBe('Flat 4');
      expect(await again.getByLabel('Building and street').inputValue()).toBe('Sai Residency, Porwal Road');
      expect(await again.getByLabel(/Landmark/).inputValue()).toBe('Opposite the bakery');

      await again.getByRole('group', { name: 'Save this address as' }).getByText('Work').click();
      expect(await axeViolations(page)).toEqual([]);
      await again.getByRole('group', { name: 'Save this address as' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, 'checkout-save-as-phone.png') });
      await again.getByRole('button', { name: /^Place Order/ }).click();
      await page.getByRole('dialog', { name: /Order placed/i }).waitFor();

      // The address is saved once, named, and the next checkout starts from it.
      const saved = await page.evaluate(async () => (await fetch('/api/customer/addresses')).json());
      expect(saved.addresses).toHaveLength(1);
      expect(saved.addresses[0]).toMatchObject({
        label: 'Work',
        house: 'Flat 4',
        landmark: 'Opposite the bakery',
      });
      await gotoApp(page, server.url);
      await addWithDefaults(page, 'Masala Chai');
      await page.getByRole('button', { name: /^Cart,/ }).click();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const next = page.getByRole('dialog', { name: 'Checkout' });
      await expect.poll(() => next.getByLabel('House / flat').inputValue()).toBe('Flat 4');
      expect(await next.getByLabel(/Landmark/).inputValue()).toBe('Opposite the bakery');
      // A saved address is not offered to be saved again.
      expect(await next.getByRole('group', { name: 'Save this address as' }).count()).toBe(0);
      await next.getByRole('button', { name: 'Close' }).first().click();

      // Managing addresses: the saved one is renamed Home from the location chooser, not only at
      // checkout.
      await page.getByRole('button', { name: /Change location/ }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose delivery location' });
      await chooser.getByRole('button', { name: /^Edit address/ }).click();
      const form = page.getByRole('dialog', { name: 'Edit address' });
      const names = form.getByRole('group', { name: 'Save this address as' });
      expect(await names.getByRole('radio', { name: 'Work' }).isChecked()).toBe(true);
      await names.getByText('Home').click();
      expect(await axeViolations(page)).toEqual([]);
      await names.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, 'address-form-name-phone.png') });
      await form.getByRole('button', { name: 'Save Address' }).click();
      await expect
        .poll(
          async () =>
            (await page.evaluate(async () => (await fetch('/api/customer/addresses')).json())).addresses,
        )
        .toMatchObject([{ label: 'Home', house: 'Flat 4', latitude: expect.any(Number) }]);
    } finally {
      await close();
    }
  });
});
