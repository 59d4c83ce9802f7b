// The kitchen display by station (docs/product.md#kitchen-display-by-station) in Chromium against the
// built server: a cook opens their station on a tablet, sees only their lines of accepted orders
// with the note standing out, bumps them, and the order moves to the shelf once the other station
// has bumped its line too; a manager sets a station up. Checked at 390, 768 and 1280 px with axe.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Station, StationTickets } from '#shared/api/kitchen.ts';
import type { Order } from '#shared/api/orders.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage } from './support/chromium.ts';
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
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

/** Screenshots for a person to look at. */
const SHOTS = '/tmp/shots-kitchen';

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;
let manager: string;
let staff: string;
let counter: Station;
let fryer: Station;
let order: Order;

async function asStaff<T>(cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await client.request<T>(method, path, { headers: { cookie }, ...(body ? { body } : {}) });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

describe.skipIf(!chromiumAvailable)('the kitchen display', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    client = createClient(server.url);
    fs.mkdirSync(SHOTS, { recursive: true });
    manager = await signInStaffOverHttp(client, 'manager@example.com');
    staff = await signInStaffOverHttp(client, 'staff@example.com');
    const [tea, snack] = await orderableItems(client, 2);
    counter = await asStaff(manager, 'POST', '/api/admin/kitchen/stations', { name: 'Chai counter' });
    fryer = await asStaff(manager, 'POST', '/api/admin/kitchen/stations', { name: 'Fryer' });
    await asStaff(manager, 'PUT', `/api/admin/kitchen/stations/${counter.id}/items`, { itemIds: [tea!.id] });
    await asStaff(manager, 'PUT', `/api/admin/kitchen/stations/${fryer.id}/items`, { itemIds: [snack!.id] });

    const customer = await signInCustomer(client, customerIdentity(1, 83));
    const body = orderBody(customer, [tea!, snack!], randomUUID());
    body.lines[0]!.note = 'Less sugar, extra adrak';
    const placed = await placeOrder(client, customer, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    order = await asStaff(staff, 'POST', `/api/admin/orders/${placed.body.id}/status`, {
      status: 'accepted',
    });
  });
  afterAll(() => stopBrowserSuite(server, browser));

  async function openStation(width: number, height: number): Promise<Page> {
    const { page } = await openPage(browser, { width, height });
    await signInStaffContext(page, server.url, 'staff@example.com');
    await gotoApp(page, `${server.url}/admin/kitchen`);
    await page.getByRole('link', { name: 'Chai counter' }).click();
    await page.getByRole('heading', { name: 'Chai counter', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    return page;
  }

  it('shows a station only its own lines, readable and accessible at phone, tablet and desktop widths', async () => {
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1280, 800],
    ] as const) {
      const page = await openStation(width, height);
      const ticket = page.getByRole('article').filter({ hasText: order.orderNumber.slice(-4) });
      await ticket.waitFor();
      expect(await ticket.getByText('Note: Less sugar, extra adrak').isVisible()).toBe(true);
      expect(await ticket.getByText('1 more at other stations').isVisible()).toBe(true);
      // Only the chai counter's line is here, as one big button.
      expect(await ticket.getByRole('button', { name: /^Bump / }).count()).toBe(1);
      const size = await ticket
        .getByRole('heading')
        .evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize));
      expect(size).toBeGreaterThanOrEqual(28);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/station-${width}.png`, fullPage: true });
      await page.close();
    }
  });

  it('bumps a line with one tap, and moves the order to the shelf once every station has bumped', async () => {
    const page = await openStation(768, 1024);
    const ticket = page.getByRole('article').filter({ hasText: order.orderNumber.slice(-4) });
    await ticket.getByRole('button', { name: /^Bump / }).click();
    await ticket.waitFor({ state: 'detached' });
    const afterCounter = await asStaff<Order>(staff, 'GET', `/api/admin/orders/${order.id}`);
    expect(afterCounter.status).toBe('preparing');

    const fry = await asStaff<StationTickets>(
      staff,
      'GET',
      `/api/admin/kitchen/stations/${fryer.id}/tickets`,
    );
    const line = fry.tickets.find((t) => t.orderId === order.id)!.lines[0]!;
    await asStaff(staff, 'POST', `/api/admin/kitchen/lines/${line.id}/bump`);
    const done = await asStaff<Order>(staff, 'GET', `/api/admin/orders/${order.id}`);
    expect(done.status).toBe('ready');
    await page.getByText('Nothing to make.').waitFor();
    await page.close();
  });

  it('lets a manager add a station and give it items', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/kitchen`);
    await page.getByLabel('New station').fill('Grill');
    await page.getByRole('button', { name: 'Add station' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Grill/ }) });
    await row.waitFor();
    await row.getByRole('button', { name: 'Items' }).click();
    await row.getByRole('checkbox').first().check();
    await row.getByRole('button', { name: 'Save items' }).click();
    await row.getByText('1 item').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/setup-1280.png`, fullPage: true });
    await page.close();
  });
});
