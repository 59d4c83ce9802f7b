// Analytics in Chromium against the built server: two orders placed over HTTP by a signed-in
// customer, then a manager opens /admin/analytics and reads them back in the cards, the charts
// (and their tables), the best sellers and the payment totals (revenue waits for delivery); changes
// the range; downloads the CSV; no accessibility violations on a phone or a desktop.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRange, todayIn } from '#shared/analytics-range.ts';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { Order } from '#shared/api/orders.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;
let items: StorefrontItem[];
const placed: Order[] = [];

const signInManager = (page: Page) => signInStaffContext(page, server.url, 'manager@example.com');

async function openAnalytics(page: Page) {
  await signInManager(page);
  await gotoApp(page, `${server.url}/admin/analytics`);
  await page.getByRole('heading', { name: 'Sales' }).waitFor({ timeout: 10_000 });
  await page
    .getByRole('term')
    .filter({ hasText: /^Orders$/ })
    .waitFor();
  // The charts load lazily: wait for both drawings before looking or measuring.
  await expect.poll(() => page.locator('figure svg.recharts-surface').count(), { timeout: 10_000 }).toBe(2);
}

const card = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

// The Sales section's own download (Where the minutes go below has one for its figures).
const sales = (page: Page) => page.getByRole('region', { name: 'Sales' });

const rupees = (amount: number) => formatRupees(toPaise(amount));

describe.skipIf(!chromiumAvailable)('analytics in Chromium', () => {
  beforeAll(async () => {
    // Customers over HTTP send their own X-Forwarded-For address (per-IP sign-in limits).
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    const client = createClient(server.url, { connections: 2 });
    try {
      const customer = await signInCustomer(client, customerIdentity(0, 6));
      items = await orderableItems(client, 2);
      for (const [key, paymentMethod] of [
        ['analytics-e2e-1', 'cod'],
        ['analytics-e2e-2', 'upi'],
      ] as const) {
        const res = await placeOrder(client, customer, { ...orderBody(customer, items, key), paymentMethod });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        placed.push(res.body);
      }
    } finally {
      client.close();
    }
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('shows the orders just placed in the cards, the charts, the best sellers and the payment totals', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openAnalytics(page);
    const revenue = placed.reduce((sum, o) => sum + o.total, 0);
    const range = defaultRange(todayIn(SHOP_TIME_ZONE));
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(range.from);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(range.to);

    expect(await card(page, 'Orders').textContent()).toBe('2');
    // Revenue counts delivered orders only; both are still open, and said to be.
    const revenueCard = card(page, 'Revenue from delivered orders');
    expect(await revenueCard.textContent()).toBe(rupees(0));
    expect(await revenueCard.locator('xpath=following-sibling::dd[1]').textContent()).toBe(
      `0 orders delivered; ${rupees(revenue)} in open orders`,
    );
    expect(await card(page, 'Average order value').textContent()).toBe(rupees(0));
    expect(await card(page, 'Cancellations').textContent()).toBe('0');

    // Each chart has a caption summary and its figures as a table.
    const daily = page.locator('figure', { hasText: 'Orders and revenue per day' });
    // The chart's revenue counts delivered orders too, so its days add up to the card's.
    expect(await daily.locator('figcaption p').first().textContent()).toContain(
      `2 orders and ${rupees(0)} over 30 days`,
    );
    await daily.getByText('Show the figures').click();
    const todayRow = daily.getByRole('row').last();
    expect(await todayRow.getByRole('cell').allTextContents()).toEqual(['2', rupees(0), '0']);
    const hourly = page.locator('figure', { hasText: 'Orders by hour of day' });
    expect(await hourly.locator('figcaption p').first().textContent()).toMatch(
      /^Busiest hours: \d\d:00-\d\d:00 \(2\)/,
    );

    // orderBody orders one of the first item and two of the second, twice.
    const byQuantity = page.getByRole('region', { name: 'Top 10 items by quantity' });
    expect(await byQuantity.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe(
      items[1]!.name,
    );
    expect(await byQuantity.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()).toBe('4');
    expect(await byQuantity.getByRole('row').nth(2).getByRole('rowheader').textContent()).toBe(
      items[0]!.name,
    );

    const payments = page.getByRole('region', { name: 'Payment methods' });
    const paymentRow = async (label: string) =>
      payments
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
        .getByRole('cell')
        .allTextContents();
    const [cod, upi] = placed;
    expect(await paymentRow('Cash on Delivery')).toEqual([
      '1',
      rupees(cod!.total),
      expect.stringMatching(/%$/),
    ]);
    expect(await paymentRow('Card')).toEqual(['0', rupees(0), '0%']);
    expect(await paymentRow('UPI')).toEqual(['1', rupees(upi!.total), expect.stringMatching(/%$/)]);
    // Both came in online; neither is delivered, so no channel has revenue yet.
    const channels = page.getByRole('region', { name: 'Channels' });
    const channelRow = async (label: string) =>
      channels
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
        .getByRole('cell')
        .allTextContents();
    expect(await channelRow('Online')).toEqual(['2', rupees(0), '-']);
    expect(await channelRow('Counter')).toEqual(['0', rupees(0), '-']);

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'analytics-desktop.png'), fullPage: true });
    await close();
  });

  it('downloads the orders of the range as CSV', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openAnalytics(page);
    const range = defaultRange(todayIn(SHOP_TIME_ZONE));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sales(page).getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`orders-${range.from}-to-${range.to}.csv`);
    const file = path.join(ARTIFACTS, 'analytics-orders.csv');
    await download.saveAs(file);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^"Order number","Placed at \(Asia\/Kolkata\)",/);
    const [header = [], ...rows] = lines.map(csvCells);
    const column = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows.map((row) => row[0])).toEqual(placed.map((o) => o.orderNumber));
    expect(column(rows[0] ?? [], 'Payment method')).toBe('Cash on Delivery');
    expect(column(rows[0] ?? [], 'Items')).toBe('3');
    // The lines, for reconciling cash with the riders.
    expect(column(rows[0] ?? [], 'Lines')).toMatch(/^\d+ x /);
    // A manager sees the phone's last four digits only (whole phones are for admins).
    expect(column(rows[0] ?? [], 'Customer phone')).toMatch(/^\*+\d{4}$/);
    await close();
  });

  it('follows the date range, refuses a backwards one, and fits a phone', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await openAnalytics(page);
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-07');
    await expect.poll(() => card(page, 'Orders').textContent()).toBe('0');
    expect(await page.getByText('No orders in this range', { exact: true }).count()).toBe(2);
    expect(await sales(page).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/analytics/orders.csv?from=2025-01-01&to=2025-01-07',
    );
    await page.getByLabel('From', { exact: true }).fill('2025-02-01');
    // The Sales section's own alert (the payments report below has its own day and messages).
    expect(await page.getByRole('region', { name: 'Sales' }).getByRole('alert').textContent()).toBe(
      'Start date must be on or before the end date',
    );
    expect(await sales(page).getByRole('link', { name: 'Download CSV' }).count()).toBe(0);

    const range = defaultRange(todayIn(SHOP_TIME_ZONE));
    await page.getByLabel('From', { exact: true }).fill(range.from);
    await page.getByLabel('To', { exact: true }).fill(range.to);
    await expect.poll(() => card(page, 'Orders').textContent()).toBe('2');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'analytics-phone.png'), fullPage: true });
    await close();
  });
});

/** One CSV line's cells: quoted cells may hold commas, and "" stands for a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}
