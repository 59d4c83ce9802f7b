// The Month end page in Chromium against the built server (docs/product.md#gstr-1-summary,
// #tally-export): the shop registered for GST, an order placed and delivered over HTTP this month.
// A manager opens the page, picks this month, reads the GSTR-1 tables and the statement that the
// accountant files, and downloads the CSV, the GST portal JSON and the Tally XML through the
// page's buttons; the XML is read back and balances. An admin sees the accounting settings, a
// manager does not. At a phone's and a desktop's width, screenshots in /tmp, no accessibility
// violations.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '#shared/analytics-range.ts';
import { GSTR1_STATEMENT } from '#shared/api/month-end.ts';
import type { Order } from '#shared/api/orders.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { parseTallyXml } from '../helpers/tally-xml.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
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
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, staffApiOverHttp } from './support/staff-over-http.ts';

const DESKTOP = { width: 1280, height: 900 };

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;
let delivered: Order;
const month = todayIn(SHOP_TIME_ZONE).slice(0, 7);

async function openMonthEnd(page: Page, email: string) {
  await signInStaffContext(page, server.url, email);
  await gotoApp(page, `${server.url}/admin/month-end`);
  await page.getByRole('heading', { name: 'Month end', level: 1 }).waitFor({ timeout: 10_000 });
  await page.getByLabel('Month').fill(month);
  await page
    .getByRole('region', { name: 'B2C (small), table 7', exact: true })
    .getByRole('row')
    .nth(1)
    .waitFor({
      timeout: 10_000,
    });
}

async function downloaded(page: Page, link: string, name: string): Promise<{ file: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  const file = path.join(ARTIFACTS, name);
  await download.saveAs(file);
  fs.copyFileSync(file, path.join('/tmp', `month-end-${name}`));
  return { file: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
}

describe.skipIf(!chromiumAvailable)('the month end in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    client = createClient(server.url, { connections: 2 });
    const admin = await staffApiOverHttp(server.url, 'admin@example.com');
    const { billing } = await admin<{ billing: Record<string, unknown> }>(
      'GET',
      '/api/admin/settings/billing',
    );
    await admin('PUT', '/api/admin/settings/billing', {
      ...billing,
      legalName: 'Chai Express Foods LLP',
      regime: 'regular',
      gstin: '27AAPFU0939F1ZV',
      ratePercent: 5,
      pricesIncludeTax: true,
    });
    const customer = await signInCustomer(client, customerIdentity(0, 46));
    const items = await orderableItems(client, 2);
    const res = await placeOrder(client, customer, orderBody(customer, items, 'month-end-e2e-1'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const manager = await staffApiOverHttp(server.url, 'manager@example.com');
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
      await manager('POST', `/api/admin/orders/${res.body.id}/status`, { status });
    delivered = res.body;
  });

  afterAll(async () => {
    client?.close();
    await stopBrowserSuite(server, browser);
  });

  it('shows a manager the month’s GSTR-1 and downloads the CSV, the JSON and the Tally XML', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openMonthEnd(page, 'manager@example.com');
    expect(await page.getByText(GSTR1_STATEMENT).isVisible()).toBe(true);
    const b2cs = page.getByRole('region', { name: 'B2C (small), table 7', exact: true });
    const row = b2cs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '5%' }) });
    expect(await row.getByRole('cell').first().textContent()).toBe('27-Maharashtra');
    expect(await page.getByTestId('gstr1-totals').textContent()).toMatch(/^\d+ bills? \(₹/);
    const documents = page.getByRole('region', { name: 'Documents issued, table 13', exact: true });
    expect(await documents.getByRole('rowheader', { name: 'Invoices for outward supply' }).count()).toBe(1);
    // The ledgers are an admin's.
    expect(await page.getByRole('heading', { name: 'Accounting' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/month-end-desktop.png', fullPage: true });

    const csv = await downloaded(page, 'GSTR-1 summary (CSV)', 'gstr1.csv');
    expect(csv.file).toBe(`gstr1-${month}.csv`);
    expect(csv.text).toContain(`"${GSTR1_STATEMENT}"`);
    expect(csv.text).toContain('"OE","27-Maharashtra",5,');

    const json = await downloaded(page, 'GST portal JSON', 'gstr1.json');
    expect(json.file).toBe(`GSTR1_27AAPFU0939F1ZV_${month.slice(5)}${month.slice(0, 4)}.json`);
    const portal = JSON.parse(json.text);
    expect(Object.keys(portal)).toEqual(['gstin', 'fp', 'b2cs', 'hsn', 'doc_issue']);
    expect(portal.b2cs[0]).toMatchObject({ sply_ty: 'INTRA', rt: 5, typ: 'OE', pos: '27' });

    const xml = await downloaded(page, 'Tally XML, a voucher per bill', 'tally.xml');
    expect(xml.file).toMatch(/^tally-bill-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xml$/);
    const { vouchers } = parseTallyXml(xml.text);
    const sale = vouchers.find((v) => v.type === 'Sales' && v.narration.includes(delivered.orderNumber));
    expect(sale?.party).toBe('Cash');
    for (const voucher of vouchers) expect(voucher.entries.reduce((sum, e) => sum + e.paise, 0)).toBe(0);
    await close();
  });

  it('fits a phone, and gives an admin the accounting settings', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await openMonthEnd(page, 'admin@example.com');
    await page.getByRole('heading', { name: 'Accounting' }).waitFor({ timeout: 10_000 });
    expect(await page.getByLabel('SAC code').inputValue()).toBe('996331');
    // Nothing wider than the phone but the tables' own scrolling regions.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/month-end-phone.png', fullPage: true });
    const daily = await downloaded(page, 'Tally XML, a voucher per day', 'tally-daily.xml');
    expect(parseTallyXml(daily.text).vouchers.length).toBeGreaterThan(0);
    await close();
  });
});
