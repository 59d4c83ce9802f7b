// 'My usual' in Chromium (docs/product.md#my-usual): a customer orders two Masala Chai and a Bun
// Maska for pickup, staff hand it over, the confirmation offers 'Save as My usual', and the customer saves it from
// My orders. The home page then shows the favourite with its price now; an admin raises the chai's
// price meanwhile; one tap on 'Order again' fills the cart with the same lines, says the chai now
// costs more, and the cart goes on to checkout. axe runs on each state; screenshots at 390 and 1440
// px go to /tmp/shots-usual.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { UsualOrdersResponse } from '#shared/api/usual-orders.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  addWithDefaults,
  axeViolations,
  jsonFromPage,
  showWholeMenu,
  signInCustomerPage,
  signInStaffPage,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const SHOTS = '/tmp/shots-usual';

let server: ServerProcess;
let browser: Browser;
let staff: Page;
let closeStaff: () => Promise<void>;

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

/** A JSON request from the signed-in staff page (same origin, its session cookie). */
const staffApi = <T = unknown>(method: string, url: string, body?: unknown) =>
  jsonFromPage<T>(staff, method, url, body);

type AdminItem = { id: string; name: string; price: number; category_id: string | null };

describe.skipIf(!chromiumAvailable)("'My usual' on the storefront", () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ server, browser } = await startBrowserSuite());
    const opened = await openPage(browser, DESKTOP);
    staff = opened.page;
    closeStaff = opened.close;
    await signInStaffPage(staff, server.url, 'admin@example.com');
  });
  afterAll(async () => {
    await closeStaff?.();
    await stopBrowserSuite(server, browser);
  });

  it('saves a delivered order as My usual, shows it on the home page, and orders it again in one tap with the new price said', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await showWholeMenu(page);
    await addWithDefaults(page, 'Masala Chai', 2);
    await page.getByRole('button', { name: 'Add Bun Maska to cart' }).click();
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await signInCustomerPage(page, server.url, '9822061001', { fullName: 'Meera Joshi', openDialog: false });
    // Collected at the counter: where it goes is not what this test is about.
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: 'Pickup' }).check();
    await checkout.getByRole('button', { name: /^Place Order/ }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    const order = await page.evaluate(async () => {
      const [newest] = (await (await fetch('/api/orders')).json()).orders;
      return (await fetch(`/api/orders/${newest.id}`)).json();
    });
    const placedOrder = order as Order;
    const chaiLine = placedOrder.lines.find((l) => l.name === 'Masala Chai');
    expect(chaiLine?.quantity).toBe(2);
    // Not offered before delivery.
    expect(await placed.getByRole('button', { name: 'Save as My usual' }).count()).toBe(0);
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'])
      await staffApi('POST', `/api/admin/orders/${placedOrder.id}/status`, { status });
    // The confirmation follows the order live and offers it once delivered.
    await placed.getByRole('button', { name: 'Save as My usual' }).waitFor();
    await placed.getByRole('button', { name: 'Close' }).click();

    // Saved from My orders, under the name it starts with.
    await page.getByRole('button', { name: /^(Account of )?Meera/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    await mine.getByRole('button', { name: new RegExp(placedOrder.orderNumber) }).click();
    await mine.getByRole('button', { name: 'Save as My usual' }).click();
    expect(await mine.getByLabel('Name of this favourite').inputValue()).toBe('My usual');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await mine.getByText('Saved as My usual. Order it again from the home page.').waitFor();
    // The favourites, with rename and delete, head My orders.
    await mine.getByRole('button', { name: 'Rename My usual' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'my-orders-saved-390');
    await mine.getByRole('button', { name: 'Close' }).click();

    // The home page's strip: its name, what is in it and its price now.
    const strip = page.getByRole('region', { name: 'My usual' });
    await strip.waitFor();
    const card = strip.getByRole('listitem').filter({ hasText: 'My usual' });
    expect(await card.textContent()).toContain('2 × Masala Chai, 1 × Bun Maska');
    expect(await card.textContent()).toContain(`₹${placedOrder.subtotal}`);
    expect(await axeViolations(page)).toEqual([]);
    await strip.scrollIntoViewIfNeeded();
    await shot(page, 'home-strip-390');

    // The admin raises the chai meanwhile.
    const items = (await staffApi<{ items: AdminItem[] }>('GET', '/api/admin/menu-items')).items;
    const chai = items.find((i) => i.name === 'Masala Chai') as AdminItem;
    const was = chaiLine?.unitPrice as number;
    const raised = was + 5;
    await staffApi('PUT', `/api/admin/menu-items/${chai.id}`, {
      name: chai.name,
      price: chai.price + 5,
      category_id: chai.category_id,
    });

    // One tap: the cart holds the favourite, and says what changed.
    await card.getByRole('button', { name: 'Order My usual again' }).click();
    const cart = page.getByRole('dialog', { name: 'My Cart' });
    await cart.waitFor();
    await cart.getByText(`Masala Chai now costs ₹${raised} (was ₹${was})`).waitFor();
    const cartText = (await cart.textContent()) ?? '';
    expect(cartText).toContain('Bun Maska');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'cart-after-order-again-390');
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('chai-express.cart.v1') ?? '[]'));
    expect(
      lines.map((l: { name: string; quantity: number; price: number }) => [l.name, l.quantity, l.price]),
    ).toEqual([
      ['Masala Chai', 2, raised],
      ['Bun Maska', 1, placedOrder.lines.find((l) => l.name === 'Bun Maska')?.unitPrice],
    ]);
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
    await shot(page, 'checkout-390');

    // With the cart full, Order again asks before replacing it.
    await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Close' }).click();
    await card.getByRole('button', { name: 'Order My usual again' }).click();
    const question = page.getByRole('dialog', { name: 'Replace your cart?' });
    await question.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Keep cart' }).click();

    // Put back as it was, for the other suites sharing the shop.
    await staffApi('PUT', `/api/admin/menu-items/${chai.id}`, {
      name: chai.name,
      price: chai.price,
      category_id: chai.category_id,
    });
    const favourites = await page.evaluate(async () => (await fetch('/api/customer/usual-orders')).json());
    expect((favourites as UsualOrdersResponse).usualOrders).toHaveLength(1);

    // The same home page on a desktop.
    const desktop = await openPage(browser, DESKTOP);
    await desktop.context.addCookies(await page.context().cookies());
    await gotoApp(desktop.page, server.url);
    await desktop.page.getByRole('region', { name: 'My usual' }).waitFor();
    expect(await axeViolations(desktop.page)).toEqual([]);
    await shot(desktop.page, 'home-strip-1440');
    await desktop.close();
    await close();
  });
});
