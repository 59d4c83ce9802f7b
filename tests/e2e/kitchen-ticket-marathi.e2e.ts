// The kitchen ticket's Marathi names (docs/product.md#languages), in Chromium against the built
// server: on a board whose device has 'Show Marathi names on tickets' off, the printed ticket is
// English only; switched on, each line whose item has a Marathi name (the starter menu's मसाला चहा)
// shows it under the English, in print media, and the choice survives a reload. window.print() is
// replaced by a recorder, as in bills-tickets-admin.e2e.ts.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { Order } from '#shared/api/orders.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { openDeviceMenu } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;

/** 96 CSS pixels to the inch: an 80 mm roll. */
const ROLL_80 = Math.ceil((80 * 96) / 25.4);

/** An order of Masala Chai (with its default choices) and one other item, placed over HTTP. */
async function placeChaiOrder(): Promise<Order> {
  const client = createClient(server.url, { connections: 2 });
  try {
    const customer = await signInCustomer(client, customerIdentity(0, 41));
    const items = await orderableItems(client, 1);
    const menu = (await client.request<MenuResponse>('GET', '/api/menu')).body;
    const chai = menu.items.find((item) => item.name === 'Masala Chai');
    if (!chai) throw new Error('the seed menu has no Masala Chai');
    const choices = menu.optionGroups
      .filter((group) => chai.optionGroupIds.includes(group.id))
      .map((group) => group.options.find((option) => option.available)?.id)
      .filter((id): id is string => id !== undefined);
    const body = orderBody(customer, items, 'kitchen-marathi-0');
    body.lines.unshift({ menuItemId: chai.id, quantity: 2, options: choices });
    const res = await placeOrder(client, customer, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  } finally {
    client.close();
  }
}

const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prints: (string | null)[] }).__prints);

describe.skipIf(!chromiumAvailable)("the kitchen ticket's Marathi names", () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('prints them under the English when this device shows them, and not otherwise', async () => {
    const order = await placeChaiOrder();
    const { page, context, close } = await openPage(browser, PHONE);
    await context.addInitScript(() => {
      const prints: (string | null)[] = [];
      Object.assign(window, { __prints: prints });
      window.print = () => {
        prints.push(document.getElementById('kitchen-ticket')?.textContent ?? null);
      };
    });
    await signInStaffContext(page, server.url, 'staff@example.com');
    await gotoApp(page, `${server.url}/admin/orders`);
    const card = page.locator('article', { hasText: order.orderNumber });
    await card.waitFor();
    const print = card.getByRole('button', { name: `Print ticket ${order.orderNumber}` });

    // Off at first: English only.
    await openDeviceMenu(page);
    const toggle = page.getByRole('switch', { name: 'Show Marathi names on tickets' });
    expect(await toggle.isChecked()).toBe(false);
    await print.click();
    await expect.poll(() => prints(page)).toHaveLength(1);
    const [english] = await prints(page);
    expect(english).toContain('2 x Masala Chai');
    expect(english).not.toContain('मसाला चहा');

    // On: the chai's Marathi name under its English one, on the kitchen copy.
    await openDeviceMenu(page);
    await toggle.check();
    await page.getByText('A network printer prints English only').waitFor();
    await print.click();
    await expect.poll(() => prints(page)).toHaveLength(2);
    const [, marathi] = await prints(page);
    expect(marathi).toContain('2 x Masala Chaiमसाला चहा');
    expect(marathi?.match(/मसाला चहा/g)).toHaveLength(1);

    // In print media, on an 80 mm roll: the name in Devanagari, nothing past the paper's edge.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: ROLL_80, height: 900 });
    // Every item of the starter menu has a Marathi name: one under each line.
    expect(await page.locator('#kitchen-ticket .kt-marathi').count()).toBe(order.lines.length);
    const name = page.locator('#kitchen-ticket .kt-marathi').first();
    expect(await name.textContent()).toBe('मसाला चहा');
    expect(await name.getAttribute('lang')).toBe('mr');
    expect(await name.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Noto Sans Devanagari"/);
    const ticket = page.locator('#kitchen-ticket');
    expect(await ticket.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'kitchen-ticket-marathi-80mm.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(PHONE);

    // This device's choice: still on after a reload.
    await page.reload();
    await openDeviceMenu(page);
    expect(await page.getByRole('switch', { name: 'Show Marathi names on tickets' }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'kitchen-ticket-marathi-setting-phone.png') });
    await close();
  });
});
