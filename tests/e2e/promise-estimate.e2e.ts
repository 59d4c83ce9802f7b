// The promise in Chromium at 390 px (docs/product.md#the-promise, #protecting-the-promise): a quiet
// shop's header says 'Delivery in 8 minutes'; with the kitchen making one order at a time and six
// accepted orders ahead, the header, the banner and checkout say 'Delivery in about N minutes',
// the confirmation an estimated arrival time, and the board 'Estimate now: about N min'. With
// "Protect the promise" on (pickup orders only past a low threshold) the board and the dashboard
// show the automatic bar, the header says 'Pickup only', and checkout offers no delivery. axe finds
// nothing on each page. Screenshots go to /tmp/shots/promise-*.png.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { PromiseNow } from '#shared/api/promise.ts';
import type { PromiseSettings } from '#shared/promise/promise-settings.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  type HttpClient,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { addWithDefaults, axeViolations, fillDeliveryAddress, signInCustomerPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

const SHOTS = '/tmp/shots';
/** A fast rider and no minutes at the door: a quiet shop's estimate is within the normal 8. */
const QUIET: PromiseSettings = { kitchenSlots: 3, riderSpeedKmh: 40, handoverMinutes: 0, protect: null };
const ORDERS_AHEAD = 6;

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;
let manager: string;
let shop: Page;
let board: Page;

async function as<T>(cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await client.request<T>(method, path, { headers: { cookie }, ...(body ? { body } : {}) });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/promise-${name}.png`, fullPage: true });
}

/** The phone header's status and the banner's line, once the estimate has been read. */
const headerStatus = (page: Page) => page.getByTestId('shop-status').locator('.sm\\:hidden').textContent();
const bannerText = (page: Page) => page.locator('p:has(+ #banner-title)').textContent();

/** The storefront's cart, through to an open Checkout (the customer signed in on the first visit). */
async function openCheckout(page: Page, phone: string, signUp: boolean) {
  await addWithDefaults(page, 'Masala Chai', 1);
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  if (signUp)
    await signInCustomerPage(page, server.url, phone, { fullName: 'Asha Kulkarni', openDialog: false });
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.waitFor();
  return checkout;
}

describe.skipIf(!chromiumAvailable)('the promise: the estimate shown, and protecting it', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    client = createClient(server.url);
    fs.mkdirSync(SHOTS, { recursive: true });
    manager = await signInStaffOverHttp(server.url, 'manager@example.com');
    await as(manager, 'PUT', '/api/admin/settings/promise', QUIET);
    ({ page: shop } = await openPage(browser, PHONE));
    ({ page: board } = await openPage(browser, PHONE));
    await signInStaffContext(board, server.url, 'manager@example.com');
  });

  afterAll(async () => {
    await stopBrowserSuite(server, browser);
  });

  it("a quiet shop keeps the normal promise: 'Delivery in 8 minutes'", async () => {
    await gotoApp(shop, server.url);
    await expect.poll(() => bannerText(shop), { timeout: 10_000 }).toBe('Delivery in 8 minutes');
    expect(await headerStatus(shop)).toBe('8 min');
    expect(await axeViolations(shop)).toEqual([]);
    await shot(shop, 'quiet-390');
  });

  it("with one order at a time in the kitchen and six ahead, the storefront says 'about N minutes'", async () => {
    await as(manager, 'PUT', '/api/admin/settings/promise', { ...QUIET, kitchenSlots: 1 });
    const items = await orderableItems(client, 1);
    for (let n = 0; n < ORDERS_AHEAD; n++) {
      const customer = await signInCustomer(client, customerIdentity(n, 57));
      const res = await placeOrder(client, customer, orderBody(customer, items, randomUUID()));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await as(manager, 'POST', `/api/admin/orders/${(res.body as Order).id}/status`, { status: 'accepted' });
    }
    // The forecast is worked out again a moment after the last change (debounced), not on the
    // request: read it until it holds the six orders.
    await expect
      .poll(
        async () => (await as<PromiseNow>(manager, 'GET', '/api/admin/promise')).estimate.deliveryMinutes,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(8);

    await gotoApp(shop, server.url);
    await expect.poll(() => bannerText(shop), { timeout: 10_000 }).toMatch(/^Delivery in about \d+ minutes$/);
    expect(await headerStatus(shop)).toMatch(/^~\d+ min$/);
    expect(await axeViolations(shop)).toEqual([]);
    await shot(shop, 'busy-390');
  });

  it('checkout says the estimate, and the placed order its estimated arrival', async () => {
    const checkout = await openCheckout(shop, '9822057001', true);
    await fillDeliveryAddress(shop);
    const estimate = checkout.getByTestId('checkout-estimate');
    await expect.poll(() => estimate.textContent()).toMatch(/^Delivery in about \d+ minutes$/);
    expect(await axeViolations(shop)).toEqual([]);
    await shot(shop, 'checkout-390');
    await checkout.getByRole('button', { name: /Place Order/ }).click();
    const placed = shop.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    await expect
      .poll(() => placed.getByTestId('order-eta').textContent(), { timeout: 10_000 })
      .toMatch(/^Estimated arrival \d{1,2}:\d{2} [AP]M$/);
    expect(await axeViolations(shop)).toEqual([]);
    await shot(shop, 'confirmation-390');
    await shop.keyboard.press('Escape');
    await placed.waitFor({ state: 'hidden' });
  });

  it('the board says the estimate now', async () => {
    await gotoApp(board, `${server.url}/admin/orders`);
    const line = board.getByTestId('promise-line');
    await line.waitFor();
    expect(await line.textContent()).toMatch(/Estimate now: about \d+ min/);
    expect(await axeViolations(board)).toEqual([]);
    await shot(board, 'board-390');
  });

  it('past the threshold the shop takes pickup orders only: the board says so, checkout offers no delivery', async () => {
    await as(manager, 'PUT', '/api/admin/settings/promise', {
      ...QUIET,
      kitchenSlots: 1,
      protect: { thresholdMinutes: 10, action: 'pickup_only', busyExtraMinutes: 10 },
    });
    // The switch goes on at the next working-out of the forecast (an order change, or 15 s).
    await expect
      .poll(
        async () => (await as<PromiseNow>(manager, 'GET', '/api/admin/promise')).protect?.action ?? null,
        {
          timeout: 30_000,
          interval: 1_000,
        },
      )
      .toBe('pickup_only');

    await gotoApp(board, `${server.url}/admin/orders`);
    const bar = board.getByTestId('protect-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toMatch(
      /Automatic: pickup orders only since \d{1,2}:\d{2} [AP]M \(estimate was \d+ min\)/,
    );
    expect(await axeViolations(board)).toEqual([]);
    await shot(board, 'board-protect-390');
    await gotoApp(board, `${server.url}/admin`);
    await board.getByTestId('protect-bar').waitFor();
    await shot(board, 'dashboard-protect-390');

    await gotoApp(shop, server.url);
    await expect.poll(() => headerStatus(shop), { timeout: 10_000 }).toBe('Pickup only');
    expect(await bannerText(shop)).toMatch(/^Pickup only for now/);
    const checkout = await openCheckout(shop, '9822057001', false);
    const choice = checkout.getByRole('group', { name: 'How do you want it?' });
    expect(await choice.getByRole('radio', { name: 'Delivery', exact: true }).isDisabled()).toBe(true);
    await expect
      .poll(() => choice.getByRole('radio', { name: 'Pickup', exact: true }).isChecked())
      .toBe(true);
    expect(await checkout.getByTestId('delivery-off').textContent()).toContain('Pickup only for now');
    expect(await checkout.getByTestId('checkout-estimate').textContent()).toMatch(
      /^Ready for pickup in about \d+ minutes$/,
    );
    expect(await axeViolations(shop)).toEqual([]);
    await shot(shop, 'checkout-pickup-only-390');
  });
});
