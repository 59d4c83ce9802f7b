// Counted stock on an open storefront (docs/product.md#counted-stock), at 390 px: staff count 3
// Vada Pav with a warning at 2; a customer's open storefront shows nothing, then 'Only 2 left'
// once another customer orders one, then Out of Stock when a third customer's order takes the
// last two, without a reload (the menu event every open storefront listens to). A change made
// before the page's live stream connects is not missed either: the page checks its menu then.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_STREAM } from '#shared/api/events.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { createClient, customerIdentity, signInCustomer } from './support/customers-over-http.mjs';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;

const card = (page: Page, name: string) =>
  page.locator('main article', { has: page.getByRole('heading', { name, exact: true }) });

/** Staff count `name` over HTTP; answers the item's id. */
async function countItem(name: string, count: { left: number; par: null; low_at: number | null }) {
  const staff = await signInStaffOverHttp(server.url, 'staff@example.com');
  const menu = await (await fetch(`${server.url}/api/menu`)).json();
  const item = menu.items.find((i: { name: string }) => i.name === name);
  const set = await fetch(`${server.url}/api/admin/menu-items/${item.id}/count`, {
    method: 'PUT',
    headers: { cookie: staff, 'content-type': 'application/json' },
    body: JSON.stringify(count),
  });
  expect(set.status).toBe(200);
  return item.id as string;
}

/** A customer of the `series` places a pickup order of `quantity` of the item, paid at the counter. */
async function placeOrder(
  client: ReturnType<typeof createClient>,
  series: number,
  itemId: string,
  quantity: number,
) {
  const customer = await signInCustomer(client, customerIdentity(0, series));
  return client.request('POST', '/api/orders', {
    headers: { cookie: customer.cookie },
    body: {
      idempotencyKey: randomUUID(),
      orderType: 'pickup',
      paymentMethod: 'cod',
      lines: [{ menuItemId: itemId, quantity }],
    },
  });
}

describe.skipIf(!chromiumAvailable)('counted stock on an open storefront', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(async () => {
    await stopBrowserSuite(server, browser);
  });

  it('shows few left, then Out of Stock, as other customers order, without a reload', async () => {
    const vadaPav = await countItem('Vada Pav', { left: 3, par: null, low_at: 2 });

    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, `${server.url}/?category=bread`);
    const vada = card(page, 'Vada Pav');
    await vada.waitFor();
    expect(await vada.getByText('Out of Stock').count()).toBe(0);
    expect(await vada.getByText(/Only \d+ left/).count()).toBe(0);

    const client = createClient(server.url, { connections: 2 });
    const order = (series: number, quantity: number) => placeOrder(client, series, vadaPav, quantity);
    try {
      expect((await order(81, 1)).status).toBe(201);
      await vada.getByText('Only 2 left').waitFor({ timeout: 10_000 });
      // A cart asking for more than is left is told exactly how many.
      const tooMany = await order(82, 3);
      expect(tooMany.status).toBe(409);
      expect((tooMany.body as { error: { message: string } }).error.message).toBe(
        'Only 2 Vada Pav left. Change the quantity to 2 or remove it.',
      );
      expect((await order(83, 2)).status).toBe(201);
      await vada.getByText('Out of Stock').waitFor({ timeout: 10_000 });
      expect(await vada.getByRole('button', { name: 'Add Vada Pav to cart' }).count()).toBe(0);
    } finally {
      client.close();
      await close();
    }
  });

  it('shows an item sold out between the page load and the live stream connecting', async () => {
    const garlic = await countItem('Garlic Bread', { left: 1, par: null, low_at: null });

    const { page, close } = await openPage(browser, PHONE);
    // The live stream is held back until the last Garlic Bread has gone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let streamAsked = false;
    await page.route(`${server.url}${PUBLIC_STREAM}`, async (route) => {
      streamAsked = true;
      await held;
      await route.continue();
    });
    const client = createClient(server.url, { connections: 1 });
    try {
      await gotoApp(page, `${server.url}/?category=bread`);
      const card = page.locator('main article', {
        has: page.getByRole('heading', { name: 'Garlic Bread', exact: true }),
      });
      await card.getByRole('button', { name: 'Add Garlic Bread to cart' }).waitFor();
      await expect.poll(() => streamAsked).toBe(true);
      expect((await placeOrder(client, 84, garlic, 1)).status).toBe(201);
      release();
      await card.getByText('Out of Stock').waitFor({ timeout: 10_000 });
    } finally {
      release();
      client.close();
      await close();
    }
  });

  it('lets staff count an item from its card, and the board warns of it', async () => {
    const { page: shopPage, close: closeShop } = await openPage(browser, PHONE);
    const { page, close } = await openPage(browser, DESKTOP);
    try {
      await gotoApp(shopPage, `${server.url}/?category=bread`);
      const toast = card(shopPage, 'Butter Toast');
      await toast.waitFor();
      await signInStaffContext(page, server.url, 'staff@example.com');
      await gotoApp(page, `${server.url}/admin/menu-items`);
      await page.getByRole('button', { name: 'Stock of Butter Toast: Not counted' }).click();
      const form = page.getByRole('form', { name: 'Stock of Butter Toast' });
      await form.getByLabel('Left today').fill('0');
      await form.getByLabel('Morning count').fill('12');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Stock of Butter Toast: None left · morning 12' }).waitFor();
      // The open storefront follows at once.
      await toast.getByText('Out of Stock').waitFor({ timeout: 10_000 });
      await gotoApp(page, `${server.url}/admin/orders`);
      await page
        .getByTestId('low-stock-bar')
        .getByText(/Butter Toast sold out/)
        .waitFor();
    } finally {
      await close();
      await closeShop();
    }
  });
});
