// The Day close page in Chromium against the built server (docs/product.md#the-day-close): two
// online orders placed over HTTP, one delivered and one left open. A manager opens today's close:
// the open order holds it back with the way to the board; once it is cancelled, the drawer is
// counted ₹20 short, the reason asked for and given, and the day closed; its CSV is downloaded and
// read; both prints are laid out (A4 and the 80 mm roll); an admin reopens it with a reason. At a
// phone's and a desktop's width, with screenshots in /tmp and no accessibility violations.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { Order } from '#shared/api/orders.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  type Customer,
  createClient,
  customerIdentity,
  type HttpClient,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

const DESKTOP = { width: 1280, height: 900 };

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;
let manager: string;
let customer: Customer;
let items: StorefrontItem[];
let delivered: Order;
let open: Order;

async function move(order: Order, status: string, reason?: string) {
  const res = await client.request('POST', `/api/admin/orders/${order.id}/status`, {
    headers: { cookie: manager },
    body: reason ? { status, reason } : { status },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function openDayClose(page: Page, email: string) {
  await signInStaffContext(page, server.url, email);
  await gotoApp(page, `${server.url}/admin/day-close`);
  await page.getByRole('heading', { name: 'Day close', level: 1 }).waitFor({ timeout: 10_000 });
  await page.getByRole('heading', { name: 'Sales by channel' }).waitFor({ timeout: 10_000 });
}

const table = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A table's row as text: its heading, then its cells. */
async function row(page: Page, title: string, heading: string) {
  const r = table(page, title)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: heading }) })
    .first();
  return [await r.getByRole('rowheader').textContent(), ...(await r.getByRole('cell').allTextContents())];
}

/** '₹1,234.50' -> 1234.5. */
const amount = (text: string) => Number(text.replace(/[₹,]/g, ''));

describe.skipIf(!chromiumAvailable)('the day close in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    client = createClient(server.url, { connections: 2 });
    customer = await signInCustomer(client, customerIdentity(0, 41));
    items = await orderableItems(client, 2);
    const placed: Order[] = [];
    for (const key of ['day-close-e2e-1', 'day-close-e2e-2']) {
      const res = await placeOrder(client, customer, orderBody(customer, items, key));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      placed.push(res.body);
    }
    [delivered, open] = placed as [Order, Order];
    manager = await signInStaffOverHttp(client, 'manager@example.com');
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
      await move(delivered, status);
  });
  afterAll(async () => {
    client?.close();
    await stopBrowserSuite(server, browser);
  });

  it('holds the day back while an order is open, with the way to the board (desktop)', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openDayClose(page, 'manager@example.com');
    expect(await page.getByTestId('day-close-state').textContent()).toMatch(/: open$/);
    const held = page.getByTestId('day-close-open-orders');
    expect(await held.textContent()).toContain(
      '1 order of this day is still open: finish or cancel it first',
    );
    expect(await held.textContent()).toContain(open.orderNumber);
    expect(await held.getByRole('link', { name: 'Go to the board' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
    expect(await page.getByRole('button', { name: 'Close the day' }).count()).toBe(0);
    // The delivered order is the day's one sale, online.
    expect(await row(page, 'Sales by channel', 'Online')).toEqual(['Online', '1', expect.any(String)]);
    expect(amount((await row(page, 'Sales by channel', 'Online'))[2]!)).toBeCloseTo(delivered.total, 2);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/close-desktop-open.png', fullPage: true });
    // The board's recently finished orders say where each came from.
    await gotoApp(page, `${server.url}/admin/orders`);
    const finished = page.getByRole('region', { name: 'Recently finished' }).getByRole('listitem');
    await finished.first().waitFor({ timeout: 10_000 });
    expect(
      await finished.filter({ hasText: delivered.orderNumber }).getByTestId('finished-channel').textContent(),
    ).toBe('Online');
    await close();
  });

  it('closes the day with the cash counted short and a reason, then prints it and downloads its CSV', async () => {
    await move(open, 'cancelled', 'The customer called to cancel');
    const { page, close } = await openPage(browser, DESKTOP);
    // The browser's print dialog would block a headless test: the report is laid out all the same.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await openDayClose(page, 'manager@example.com');
    await page.getByLabel('Opening float (₹)').fill('500');
    const expected = amount((await page.getByTestId('day-close-expected').textContent()) ?? '');
    expect(expected).toBeGreaterThanOrEqual(500);
    await page.getByLabel('Cash counted (₹)').fill(String(expected - 20));
    expect(await page.getByTestId('day-close-variance').textContent()).toBe('Variance: ₹20 short');
    await page.getByRole('button', { name: 'Close the day' }).click();
    expect(await page.getByText('The counted cash is ₹20 short: say why').count()).toBe(1);
    await page.getByLabel('Reason for the difference').fill('Change given twice to one customer');
    await page.getByRole('button', { name: 'Close the day' }).click();

    const standing = page.getByTestId('day-close-standing');
    await standing.waitFor({ timeout: 10_000 });
    expect(await standing.textContent()).toContain('Closed by');
    expect(await standing.textContent()).toContain('₹20 short');
    expect(await standing.textContent()).toContain('Change given twice to one customer');
    expect(await page.getByTestId('day-close-state').textContent()).toMatch(/: closed$/);
    // A manager may not reopen: that is an admin's.
    expect(await page.getByRole('button', { name: 'Reopen' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/close-desktop-closed.png', fullPage: true });

    // The CSV is the day's, with its sale and its close.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const file = path.join(ARTIFACTS, 'day-close.csv');
    await download.saveAs(file);
    const csv = fs.readFileSync(file, 'utf8');
    fs.copyFileSync(file, '/tmp/close-day.csv');
    expect(download.suggestedFilename()).toMatch(/^day-close-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toContain(`"Sales by channel","Online","",1,${delivered.total.toFixed(2)}\r\n`);
    expect(csv).toContain(
      `"Counter drawer","Counted","",,${(expected - 20).toFixed(2)}\r\n"Counter drawer","Variance","Change given twice to one customer",,-20.00\r\n`,
    );

    // Both prints: the report alone on the page, tables on A4, a receipt's lines on the roll.
    for (const paper of ['A4', '80 mm'] as const) {
      await page.getByRole('button', { name: `Print ${paper}` }).click();
      const report = page.locator('#day-close-print');
      await expect.poll(() => report.getAttribute('data-paper')).toBe(paper === 'A4' ? 'a4' : '80mm');
      await page.emulateMedia({ media: 'print' });
      expect(await report.isVisible()).toBe(true);
      // The page's own heading is not printed; the report's names the day.
      expect(await page.getByRole('heading', { name: 'Day close', exact: true, level: 1 }).isVisible()).toBe(
        false,
      );
      expect(await report.getByRole('heading', { level: 1 }).textContent()).toMatch(
        /^Day close, \d{1,2} [A-Z][a-z]{2} \d{4}$/,
      );
      if (paper === 'A4') expect(await report.locator('table').count()).toBeGreaterThan(5);
      else expect(await report.locator('table').count()).toBe(0);
      const width = await report.evaluate((el) => el.getBoundingClientRect().width);
      if (paper === '80 mm') expect(width).toBeLessThan(300);
      await page.screenshot({
        path: `/tmp/close-print-${paper === 'A4' ? 'a4' : '80mm'}.png`,
        fullPage: true,
      });
      await page.emulateMedia({ media: 'screen' });
    }

    // An order delivered after the close counts on the next day, which the page opens.
    const late = await placeOrder(client, customer, orderBody(customer, items, 'day-close-e2e-late'));
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
      await move(late.body, status);
    await page.getByRole('button', { name: /^See the next day, / }).click();
    await page.getByTestId('day-close-not-started').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('day-close-state').textContent()).toMatch(/: open$/);
    await expect.poll(async () => (await row(page, 'Sales by channel', 'Online')).slice(1, 2)).toEqual(['1']);
    expect(amount((await row(page, 'Sales by channel', 'Online'))[2] ?? '')).toBeCloseTo(late.body.total, 2);
    await close();
  });

  it('shows a closed day on a phone, and lets an admin reopen it with a reason', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await openDayClose(page, 'admin@example.com');
    await page.getByTestId('day-close-standing').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/close-phone-closed.png', fullPage: true });
    await page.screenshot({ path: '/tmp/close-phone-top.png' });

    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.getByRole('button', { name: 'Reopen the day' }).click();
    expect(await page.getByText('Say why the day is reopened').count()).toBe(1);
    await page.getByLabel('Why is the day reopened?').fill('A refund was missed');
    await page.getByRole('button', { name: 'Reopen the day' }).click();
    await page.getByRole('heading', { name: 'Earlier closes, reopened' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('day-close-state').textContent()).toMatch(/: open$/);
    expect(await page.getByRole('region', { name: 'Earlier closes, reopened' }).textContent()).toContain(
      'A refund was missed',
    );
    // Open again: the drawer can be counted again.
    await page.getByLabel('Cash counted (₹)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/close-phone-reopened.png', fullPage: true });
    await close();
  });
});
