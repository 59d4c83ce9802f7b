// A signed-in customer places an order; staff see it on the board in another browser context and
// take it to delivered; the customer's confirmation follows the status.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium';
import type { ServerProcess } from './support/server-process';

const artifacts = ARTIFACTS;
let server: ServerProcess;
let browser: Browser;

async function signInCustomer(page: Page, phone: string, fullName: string) {
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('dialog').getByLabel('Full name').fill(fullName);
  await page.getByRole('dialog').getByLabel('Phone number').fill(phone);
  await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
  await page.getByPlaceholder('6-digit code').waitFor();
  const outbox = await (await fetch(`${server.url}/api/dev/sms-outbox?phone=%2B91${phone}`)).json();
  await page.getByPlaceholder('6-digit code').fill(outbox.messages[0].code);
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
}

describe.skipIf(!chromiumAvailable)('orders in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('places an order and follows it to delivered while staff move it on the board', async () => {
    const customer = await openPage(browser, PHONE);
    const page = customer.page;
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: 'Add Masala Chai to cart' }).click();
    await page.getByRole('button', { name: 'Add one Masala Chai' }).click();
    await page.getByRole('button', { name: 'Add Bun Maska to cart' }).click();
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // A guest signs in first and comes back to checkout with the cart intact.
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await signInCustomer(page, '9822055555', 'Neha Gokhale');
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.waitFor();
    expect(await checkout.getByText('2 × Masala Chai').isVisible()).toBe(true);
    expect(await checkout.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(artifacts, 'checkout-phone.png') });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await checkout.getByRole('button', { name: /Place Order/ }).click();

    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    const orderNumber = (await placed.locator('strong').textContent()) ?? '';
    expect(orderNumber).toMatch(/^KCH\d{6}$/);
    expect(await placed.getByRole('status').textContent()).toBe('Placed');
    expect(await page.getByTestId('cart-badge').count()).toBe(0);

    const staff = await openPage(browser, DESKTOP);
    await gotoApp(staff.page, `${server.url}/login`);
    await staff.page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    await staff.page.getByLabel('Email').fill('staff@example.com');
    await staff.page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await staff.page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
    await staff.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await staff.page
      .getByRole('navigation', { name: 'Admin' })
      .first()
      .getByRole('link', { name: 'Orders' })
      .click();
    const card = staff.page.locator('article', { hasText: orderNumber });
    await card.waitFor();
    expect(await card.getByText('+919822055555').isVisible()).toBe(true);
    await staff.page.screenshot({ path: path.join(artifacts, 'orders-board-desktop.png') });

    for (const [button, label] of [
      ['Accept', 'Accepted'],
      ['Start preparing', 'Preparing'],
      ['Send out', 'Out for delivery'],
      ['Mark delivered', 'Delivered'],
    ] as const) {
      await card.getByRole('button', { name: button }).click();
      await expect.poll(() => placed.getByRole('status').textContent(), { timeout: 15_000 }).toBe(label);
    }
    await staff.close();

    // My orders shows it delivered, with its history; Reorder puts the items back in the cart.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Neha Gokhale/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    await mine.getByRole('button', { name: new RegExp(orderNumber) }).click();
    expect(await mine.getByRole('list', { name: 'Status history' }).getByRole('listitem').count()).toBe(5);
    await page.screenshot({ path: path.join(artifacts, 'my-orders-phone.png') });
    await mine.getByRole('button', { name: 'Reorder' }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).waitFor();
    expect(await page.getByTestId('cart-badge').textContent()).toBe('3');
    await customer.close();
  });
});
