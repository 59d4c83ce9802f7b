// Where the minutes go in Chromium (docs/product.md#where-the-minutes-go): three delivery orders
// placed over HTTP, then, with the server stopped, delivered in its database at known moments of
// 10 June 2025 (two by a rider, one sent out by staff); a manager opens Analytics for that day on a
// phone and on a desktop, reads the figures, downloads the CSV; no accessibility violations.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { chromiumAvailable, gotoApp, launchChromium, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { axeViolations } from './support/pages.ts';
import { type ServerProcess, shopDataDir, startServer } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

const SHOTS = '/tmp/shots';
const DESKTOP = { width: 1280, height: 900 };
const DAY = '2025-06-10';

let server: ServerProcess;
let browser: Browser;
let dataDir: string;
const placed: Order[] = [];

/** An instant of 10 June 2025 on the shop's clock (Pune, UTC+05:30), as SQL. */
const ist = (time: string) => `'${DAY}T${time}+05:30'::timestamptz`;

/**
 * Order `order` placed at `times[0]`, then accepted, ready, picked up (or sent out) and delivered at
 * the rest, by `rider` or by staff.
 */
function deliveredSql(order: Order, times: [string, string, string, string, string], rider: boolean) {
  const [placedAt, accepted, ready, pickedUp, delivered] = times.map(ist);
  const id = `'${order.id}'`;
  const events = [
    ['placed', placedAt],
    ['accepted', accepted],
    ['preparing', accepted],
    ['ready', ready],
    ['out_for_delivery', pickedUp],
    ['delivered', delivered],
  ]
    .map(([status, at]) => `(${id}, '${status}', ${at})`)
    .join(', ');
  return `
    update orders set status = 'delivered', created_at = ${placedAt}, promised_minutes = 8 where id = ${id};
    delete from order_status_events where order_id = ${id};
    insert into order_status_events (order_id, to_status, created_at) values ${events};
    ${
      rider
        ? `insert into deliveries (order_id, rider_id, shift_id, status, assigned_at, picked_up_at, finished_at)
           select ${id}, 'e2e-promise-rider', s.id, 'delivered', ${ready}, ${pickedUp}, ${delivered}
           from rider_shifts s where s.rider_id = 'e2e-promise-rider';`
        : ''
    }`;
}

async function onStoppedDatabase(statements: string) {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    await db.exec(statements);
  } finally {
    await db.close();
  }
}

async function openReport(page: Page) {
  await signInStaffContext(page, server.url, 'manager@example.com');
  await gotoApp(page, `${server.url}/admin/analytics`);
  await page.getByRole('heading', { name: 'Sales' }).waitFor({ timeout: 10_000 });
  await page.getByLabel('From', { exact: true }).fill(DAY);
  await page.getByLabel('To', { exact: true }).fill(DAY);
  const section = page.getByRole('region', { name: 'Where the minutes go' });
  await section
    .getByRole('term')
    .filter({ hasText: /^On time$/ })
    .waitFor({ timeout: 10_000 });
  return section;
}

const card = (section: ReturnType<Page['getByRole']>, label: string) =>
  section
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const rowsOf = async (region: ReturnType<Page['getByRole']>) => {
  const rows = region.getByRole('row');
  const out: string[][] = [];
  for (let i = 1; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out.push([
      (await row.getByRole('rowheader').textContent()) ?? '',
      ...(await row.getByRole('cell').allTextContents()),
    ]);
  }
  return out;
};

/** The section alone, as it lies on the page (an element shot would repeat the sticky header). */
async function shoot(page: Page, section: ReturnType<Page['getByRole']>, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await section.boundingBox();
  if (!box) throw new Error('the section is not on the page');
  await page.screenshot({ path: `${SHOTS}/promise-report-${name}.png`, fullPage: true, clip: box });
}

describe.skipIf(!chromiumAvailable)('where the minutes go in Chromium', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    dataDir = shopDataDir();
    const env = { TRUST_PROXY: 'true' };
    const first = await startServer({ dataDir, env });
    const client = createClient(first.url, { connections: 2 });
    try {
      const customer = await signInCustomer(client, customerIdentity(0, 47));
      const items = await orderableItems(client, 2);
      for (let i = 0; i < 3; i++) {
        const res = await placeOrder(client, customer, orderBody(customer, items, `promise-e2e-${i}`));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        placed.push(res.body);
      }
    } finally {
      client.close();
    }
    expect(await first.stop('SIGTERM'), first.output()).toBe(0);
    const [one, two, three] = placed as [Order, Order, Order];
    await onStoppedDatabase(`
      insert into users (id, name, email, role) values ('e2e-promise-rider', 'Ravi Shinde', 'ravi@promise.e2e', 'rider');
      insert into rider_shifts (rider_id) values ('e2e-promise-rider');
      ${deliveredSql(one, ['10:00:00', '10:01:00', '10:04:00', '10:05:00', '10:07:00'], true)}
      ${deliveredSql(two, ['10:20:00', '10:22:00', '10:26:00', '10:27:00', '10:30:00'], true)}
      ${deliveredSql(three, ['11:05:00', '11:06:00', '11:11:00', '11:13:00', '11:25:00'], false)}
    `);
    server = await startServer({ dataDir, env });
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the share on time, the error, each leg and the slowest orders on a desktop', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    try {
      const section = await openReport(page);
      // 7 of 8, 10 of 8, 20 of 8: one on time; 4.3 minutes late on average; one more than 5 late.
      expect(await card(section, 'On time').textContent()).toBe('33%');
      expect(await card(section, 'Mean error').textContent()).toBe('4.3 min late');
      expect(await card(section, 'Late by more than 5 min').textContent()).toBe('33%');

      expect(await rowsOf(section.getByRole('region', { name: 'Each leg of the range' }))).toEqual([
        ['Placed → accepted', '1.0 min', '2.0 min'],
        ['Kitchen', '4.0 min', '5.0 min'],
        ['On the shelf', '1.0 min', '2.0 min'],
        ['On the road', '3.0 min', '12.0 min'],
        ['Placed → delivered', '10.0 min', '20.0 min'],
      ]);
      expect(await rowsOf(section.getByRole('region', { name: 'By hour, figures' }))).toEqual([
        ['10 Jun, 10:00-11:00', '2', '50%', '1.0 / 2.0', '3.0 / 4.0', '1.0 / 1.0', '2.0 / 3.0', '7.0 / 10.0'],
        [
          '10 Jun, 11:00-12:00',
          '1',
          '0%',
          '1.0 / 1.0',
          '5.0 / 5.0',
          '2.0 / 2.0',
          '12.0 / 12.0',
          '20.0 / 20.0',
        ],
      ]);
      expect(await rowsOf(section.getByRole('region', { name: 'By rider, figures' }))).toEqual([
        ['Ravi Shinde', '2', '50%', '1.0 / 2.0', '3.0 / 4.0', '1.0 / 1.0', '2.0 / 3.0', '7.0 / 10.0'],
      ]);
      const categories = await rowsOf(section.getByRole('region', { name: 'By item category, figures' }));
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((row) => Number(row[1]) <= 3)).toBe(true);
      const [one, two, three] = placed as [Order, Order, Order];
      expect(await rowsOf(section.getByRole('region', { name: 'Slowest orders, timeline' }))).toEqual([
        [
          three.orderNumber,
          '8 min',
          '20.0 min',
          'No rider',
          '10 Jun 11:05:00',
          '11:06:00',
          '11:11:00',
          '11:13:00',
          '11:25:00',
        ],
        [
          two.orderNumber,
          '8 min',
          '10.0 min',
          'Ravi Shinde',
          '10 Jun 10:20:00',
          '10:22:00',
          '10:26:00',
          '10:27:00',
          '10:30:00',
        ],
        [
          one.orderNumber,
          '8 min',
          '7.0 min',
          'Ravi Shinde',
          '10 Jun 10:00:00',
          '10:01:00',
          '10:04:00',
          '10:05:00',
          '10:07:00',
        ],
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, section, 'desktop');
    } finally {
      await close();
    }
  });

  it('fits a phone: the tables scroll in their own boxes, the page does not', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      const section = await openReport(page);
      expect(await card(section, 'On time').textContent()).toBe('33%');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const slowest = section.getByRole('region', { name: 'Slowest orders, timeline' });
      expect(await slowest.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, section, 'phone');
    } finally {
      await close();
    }
  });

  it('downloads the day as CSV, one line per order', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    try {
      const section = await openReport(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`where-the-minutes-go-${DAY}-to-${DAY}.csv`);
      const file = path.join(SHOTS, 'promise-report.csv');
      await download.saveAs(file);
      const lines = fs.readFileSync(file, 'utf8').trim().split('\r\n');
      expect(lines).toHaveLength(4);
      const [one, two, three] = placed as [Order, Order, Order];
      expect(lines[1]).toMatch(
        new RegExp(
          `^"${one.orderNumber}","2025-06-10 10:00:00","2025-06-10 10:01:00","2025-06-10 10:04:00","2025-06-10 10:05:00","2025-06-10 10:07:00",1.0,3.0,1.0,2.0,7.0,8,"yes","Ravi Shinde","`,
        ),
      );
      expect(lines[2]).toContain(`"${two.orderNumber}",`);
      expect(lines[2]).toContain(',2.0,4.0,1.0,3.0,10.0,8,"no","Ravi Shinde",');
      expect(lines[3]).toContain(`"${three.orderNumber}",`);
      expect(lines[3]).toContain(',1.0,5.0,2.0,12.0,20.0,8,"no","",');
    } finally {
      await close();
    }
  });
});
