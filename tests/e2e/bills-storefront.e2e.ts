// Bills on the storefront in Chromium (issue 18): an admin registers the shop for GST (5%, prices
// including it) with its GSTIN and FSSAI number; a customer orders chai with an option and a note;
// staff take it through to delivered; the customer opens 'View bill' from My orders and reads the
// tax invoice, prints it on A4 and on an 80 mm roll (print media, screenshots), downloads its PDF;
// another customer is told 'Order not found'; a composition shop's bill is a Bill of Supply with no
// tax; GST added on top shows in the cart and checkout and is what the server charges. axe runs on
// the bill page; screenshots go to /tmp/shots-bills.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { formatInr, formatRupees, toPaise } from '#shared/money.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  addWithDefaults,
  axeViolations,
  fillDeliveryAddress,
  jsonFromPage,
  signInCustomerPage,
  signInStaffPage,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const SHOTS = '/tmp/shots-bills';
const GSTIN = '27AAPFU0939F1ZV';
const FSSAI = '12345678901234';
/** A4 and an 80 mm roll at 96 dpi, as the print preview lays them out. */
const A4 = { width: 794, height: 1123 };
const ROLL_80 = { width: 302, height: 900 };

let server: ServerProcess;
let browser: Browser;
let staff: Page;
let closeStaff: () => Promise<void>;

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

/** A JSON request from the signed-in staff page (same origin, its session cookie). */
const staffApi = <T = unknown>(method: string, url: string, body?: unknown) =>
  jsonFromPage<T>(staff, method, url, body);

async function setBilling(changes: { regime: string; pricesIncludeTax: boolean }) {
  await staffApi('PUT', '/api/admin/settings/billing', {
    legalName: 'Chai Express Foods LLP',
    address: 'Shop 4, Porwal Road, Lohegaon, Pune 411047',
    gstin: GSTIN,
    fssai: FSSAI,
    ratePercent: 5,
    billPrefix: 'CE',
    ...changes,
  });
}

async function deliver(orderId: string) {
  for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'])
    await staffApi('POST', `/api/admin/orders/${orderId}/status`, { status });
}

/** The signed-in customer's newest order, as the server keeps it. */
async function newestOrder(page: Page): Promise<Order> {
  // The list is newest first and carries no lines: the newest is read whole.
  return page.evaluate(async () => {
    const [newest] = (await (await fetch('/api/orders')).json()).orders;
    return (await fetch(`/api/orders/${newest.id}`)).json();
  });
}

/** Masala Chai with Less sugar and a note, checked out for delivery by a customer who signs up. */
async function orderChai(page: Page, phone: string, fullName: string) {
  await gotoApp(page, server.url);
  await page.getByRole('button', { name: 'Add Masala Chai to cart, choose options' }).click();
  const sheet = page.getByRole('dialog', { name: 'Masala Chai' });
  await sheet.waitFor();
  await sheet.getByRole('radio', { name: 'Less sugar' }).check();
  await sheet.getByLabel('Add a note').fill('Less milk please');
  await sheet.getByRole('button', { name: /^Add to cart · / }).click();
  await sheet.waitFor({ state: 'hidden' });
  await addWithDefaults(page, 'Masala Chai');
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await signInCustomerPage(page, server.url, phone, { fullName, openDialog: false });
  await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
  return fillDeliveryAddress(page);
}

async function placeFrom(page: Page) {
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('button', { name: /^Place Order/ }).click();
  const placed = page.getByRole('dialog', { name: 'Order placed' });
  await placed.or(checkout.getByRole('alert')).first().waitFor();
  expect(await checkout.getByRole('alert').allTextContents()).toEqual([]);
  return placed;
}

describe.skipIf(!chromiumAvailable)('bills on the storefront (issue 18)', () => {
  let firstBillUrl = '';

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

  it('a GST-registered shop: the customer opens the tax invoice from My orders, prints it on A4 and 80 mm, downloads the PDF', async () => {
    await setBilling({ regime: 'regular', pricesIncludeTax: true });
    const { page, close } = await openPage(browser, PHONE);
    const checkout = await orderChai(page, '9822051001', 'Asha Deshpande');
    // Prices include GST: no line of its own, the total is the menu's, and checkout says so.
    expect(await checkout.getByText('Prices include GST').isVisible()).toBe(true);
    expect(await checkout.getByText(/^GST \(/).count()).toBe(0);
    const placed = await placeFrom(page);
    const order = await newestOrder(page);
    expect(order.tax).toMatchObject({ regime: 'regular', pricesIncludeTax: true, added: 0 });
    expect(order.tax.cgst).toBeGreaterThan(0);
    expect(await placed.getByText('incl. GST 5%').isVisible()).toBe(true);
    expect(await placed.getByRole('link', { name: 'View bill' }).count()).toBe(0);

    // Before delivery the page says when the bill will be ready.
    const early = await openPage(browser, PHONE);
    await early.context.addCookies(await page.context().cookies());
    await gotoApp(early.page, `${server.url}/orders/${order.id}/bill`);
    await early.page.getByText('The bill is ready once the order is delivered').waitFor();
    await early.close();

    await deliver(order.id);
    // The confirmation follows the live status and offers the bill once delivered.
    await placed.getByRole('link', { name: 'View bill' }).waitFor();
    await shot(page, 'confirmation-delivered', false);
    await placed.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: /^(Account of )?Asha/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    await mine.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
    expect(await mine.getByText('incl. GST 5%').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'my-orders-delivered', false);
    await mine.getByRole('link', { name: 'View bill' }).click();

    const bill = page.getByRole('article', { name: 'Tax Invoice' });
    await bill.waitFor();
    firstBillUrl = page.url();
    // Saved from the print dialog, the PDF is named after the page.
    expect(await page.title()).toMatch(/^Tax Invoice CE\/\d{2}-\d{2}\/000001 · Chai Express$/);
    expect(firstBillUrl).toBe(`${server.url}/orders/${order.id}/bill`);
    const text = (await bill.textContent()) ?? '';
    expect(text).toMatch(/Bill No\.CE\/\d{2}-\d{2}\/000001/);
    expect(text).toContain('Chai Express Foods LLP');
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain(`FSSAI Lic. No. ${FSSAI}`);
    expect(text).toContain('Asha Deshpande');
    expect(text).toContain(order.orderNumber);
    // The line with its option and note; the tax taken out of the total, as the order was charged.
    const lines = bill.getByRole('table', { name: 'Items' }).locator('tbody tr');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain('Less sugar');
    expect(await lines.nth(0).textContent()).toContain('“Less milk please”');
    const totals = bill.getByRole('definition');
    expect(await bill.locator('dt', { hasText: 'CGST 2.5%' }).count()).toBe(1);
    expect(await bill.locator('dt', { hasText: 'SGST 2.5%' }).count()).toBe(1);
    expect(await totals.allTextContents()).toEqual(
      expect.arrayContaining([
        formatInr(order.tax.taxable),
        formatInr(order.tax.cgst),
        formatInr(order.total),
        'Cash on Delivery',
      ]),
    );
    expect(toPaise(order.tax.taxable) + toPaise(order.tax.cgst) + toPaise(order.tax.sgst)).toBe(
      toPaise(order.total),
    );
    // The footer names the licence too.
    expect(await page.getByRole('contentinfo').getByText(`FSSAI Lic. No. ${FSSAI}`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'bill-phone');

    // The PDF link answers a PDF, with the customer's session.
    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await page.request.get(`${server.url}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // Printed: no site header, footer or buttons; the paper choice sets the layout.
    const wide = await openPage(browser, DESKTOP);
    await wide.context.addCookies(await page.context().cookies());
    await gotoApp(wide.page, firstBillUrl);
    await wide.page.getByRole('article', { name: 'Tax Invoice' }).waitFor();
    expect(await axeViolations(wide.page)).toEqual([]);
    await shot(wide.page, 'bill-desktop');
    await wide.page.getByText('A4', { exact: true }).click();
    await wide.page.emulateMedia({ media: 'print' });
    await wide.page.setViewportSize(A4);
    expect(await wide.page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await wide.page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await wide.page.getByRole('banner').isVisible()).toBe(false);
    await shot(wide.page, 'bill-print-a4');
    await wide.page.emulateMedia({ media: 'screen' });
    await wide.page.getByText('80 mm', { exact: true }).click();
    expect(await wide.page.getByTestId('bill-sheet').getAttribute('data-paper')).toBe('80mm');
    await wide.page.emulateMedia({ media: 'print' });
    await wide.page.setViewportSize(ROLL_80);
    await shot(wide.page, 'bill-print-80mm');
    // One narrow column: the sheet is no wider than the roll and the totals sit under the lines.
    const sheet = await wide.page.getByTestId('bill-sheet').boundingBox();
    expect(sheet?.width).toBeLessThanOrEqual(ROLL_80.width);
    await wide.close();
    await close();
  });

  it("tells another customer 'Order not found' for someone else's bill, after signing in on the page", async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, firstBillUrl);
    await page.getByRole('heading', { name: 'Sign in to see this bill' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with your phone' }).click();
    await signInCustomerPage(page, server.url, '9822051002', { openDialog: false });
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await page.getByText('GSTIN').count()).toBe(0);
    await close();
  });

  it("a composition shop's bill is a Bill of Supply with no tax; the earlier tax invoice stays as it was", async () => {
    await setBilling({ regime: 'composition', pricesIncludeTax: true });
    const { page, close } = await openPage(browser, PHONE);
    const checkout = await orderChai(page, '9822051003', 'Vikram Rao');
    expect(await checkout.getByText('Prices include GST').count()).toBe(0);
    const placed = await placeFrom(page);
    const order = await newestOrder(page);
    expect(order.tax).toMatchObject({ regime: 'composition', cgst: 0, sgst: 0, added: 0 });
    expect(await placed.getByText(/GST/).count()).toBe(0);
    await deliver(order.id);
    await placed.getByRole('link', { name: 'View bill' }).click();
    const bill = page.getByRole('article', { name: 'Bill of Supply' });
    await bill.waitFor();
    const text = (await bill.textContent()) ?? '';
    expect(text).toMatch(/CE\/\d{2}-\d{2}\/000002/);
    expect(text).not.toMatch(/CGST|SGST|Taxable value/);
    expect(text).toContain('Composition taxable person, not eligible to collect tax on supplies');
    expect(text).toContain(formatInr(order.total));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'bill-of-supply-phone');
    await close();

    // Staff open the first bill: still a tax invoice with its GST.
    await gotoApp(staff, firstBillUrl);
    const first = staff.getByRole('article', { name: 'Tax Invoice' });
    await first.waitFor();
    expect(await first.locator('dt', { hasText: 'CGST 2.5%' }).count()).toBe(1);
  });

  it('GST on top of the prices: the cart and checkout show it, and the server charges that total', async () => {
    await setBilling({ regime: 'regular', pricesIncludeTax: false });
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await addWithDefaults(page, 'Masala Chai', 2);
    await page.getByRole('button', { name: /^Cart,/ }).click();
    const cart = page.getByRole('dialog', { name: 'My Cart' });
    await cart.waitFor();
    // ₹50 of chai: GST 5% is ₹2.50 (before the delivery fee is known).
    expect(await cart.locator('dt', { hasText: 'GST (5%)' }).count()).toBe(1);
    await shot(page, 'cart-gst-added', false);
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await signInCustomerPage(page, server.url, '9822051004', {
      fullName: 'Neha Kulkarni',
      openDialog: false,
    });
    await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
    const checkout = await fillDeliveryAddress(page);
    const totals = checkout.locator('dl').filter({ hasText: 'GST (5%)' });
    await totals.waitFor();
    // With the first-order discount: GST is on what is charged after it (₹40: ₹2 of GST).
    await checkout.getByRole('button', { name: 'Apply' }).first().click();
    await totals.locator('dt', { hasText: 'Discount (FIRST20)' }).waitFor();
    expect(await totals.locator('div').filter({ hasText: 'GST (5%)' }).locator('dd').textContent()).toBe(
      '₹2',
    );
    const totalRow = totals.locator('div').filter({ has: page.locator('dt', { hasText: /^Total$/ }) });
    const shown = (await totalRow.locator('dd').textContent()) ?? '';
    const button = (await checkout.getByRole('button', { name: /^Place Order/ }).textContent()) ?? '';
    expect(button).toBe(`Place Order · ${shown}`);
    expect(await axeViolations(page)).toEqual([]);
    await totals.scrollIntoViewIfNeeded();
    await shot(page, 'checkout-gst-added', false);
    const placed = await placeFrom(page);
    const order = await newestOrder(page);
    expect(order.discount).toBe(10);
    expect(order.tax.added).toBe(2);
    expect(formatRupees(toPaise(order.total))).toBe(shown);
    expect(await placed.locator('dt', { hasText: 'CGST 2.5%' }).count()).toBe(1);
    await close();
  });
});
