// The order board on a phone, a tablet and a laptop (issue 45), in Chromium against the built
// server (docs/product.md#orders-board, #pausing-the-shop): from 768 px the columns sit side by
// side and a long column scrolls on its own instead of growing the page; on a phone they are tabs;
// busy mode and this device's settings fold behind one button, so the first order card is on the
// first screen. A member of staff pauses the shop from the board; the red bar reaches the other
// open boards and the dashboard through the live stream, with Resume only for a manager, and axe
// finds nothing at any width, paused or not. Screenshots go to /tmp/shots-board/.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { PAUSE_TEXTS } from '#web/features/admin/orders/lib/pause-text.ts';
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

const SHOTS = '/tmp/shots-board';
/** A phone, a tablet upright and a small laptop (the sidebar shows from 1024 px). */
const SCREENS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1280, height: 800 },
} as const;
type Screen = keyof typeof SCREENS;

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;
const pages = {} as Record<Screen, Page>;

describe.skipIf(!chromiumAvailable)('the order board on a phone, a tablet and a laptop', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    client = createClient(server.url);
    fs.mkdirSync(SHOTS, { recursive: true });
    // Enough placed orders that the Placed column is longer than any screen, and a few accepted.
    const items = await orderableItems(client, 2);
    const placed: Order[] = [];
    for (let c = 0; c < 2; c++) {
      const customer = await signInCustomer(client, customerIdentity(c, 45));
      for (let i = 0; i < 7; i++) {
        const res = await placeOrder(client, customer, orderBody(customer, items, randomUUID()));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        placed.push(res.body as Order);
      }
    }
    const manager = await signInStaffOverHttp(server.url, 'manager@example.com');
    for (const order of placed.slice(0, 3)) {
      const res = await client.request('POST', `/api/admin/orders/${order.id}/status`, {
        headers: { cookie: manager },
        body: { status: 'accepted' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // Staff on the phone and the tablet, a manager on the laptop.
    for (const [screen, email] of [
      ['phone', 'staff@example.com'],
      ['tablet', 'staff@example.com'],
      ['laptop', 'manager@example.com'],
    ] as const) {
      const { page } = await openPage(browser, SCREENS[screen]);
      await signInStaffContext(page, server.url, email);
      await gotoApp(page, `${server.url}/admin/orders`);
      await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
      await page.locator('article').first().waitFor();
      pages[screen] = page;
    }
  }, 120_000);
  afterAll(() => stopBrowserSuite(server, browser));

  const columnBox = async (page: Page, status: string) =>
    (await page.locator(`[data-column="${status}"]`).boundingBox())!;

  it.each(['tablet', 'laptop'] as const)(
    '%s: the columns side by side, each scrolling on its own',
    async (screen) => {
      const page = pages[screen];
      const placed = await columnBox(page, 'placed');
      const accepted = await columnBox(page, 'accepted');
      expect(accepted.y).toBe(placed.y);
      expect(accepted.x).toBeGreaterThanOrEqual(placed.x + placed.width);
      // The long Placed column stays within the screen and scrolls inside itself.
      expect(placed.height).toBeLessThanOrEqual(SCREENS[screen].height);
      const list = page.locator('[data-column="placed"] > ul');
      const { scrollHeight, clientHeight } = await list.evaluate((el) => ({
        scrollHeight: el.scrollHeight,
        clientHeight: el.clientHeight,
      }));
      expect(scrollHeight).toBeGreaterThan(clientHeight);
      expect(await page.getByRole('tablist', { name: 'Order columns' }).count()).toBe(0);
    },
  );

  it('phone: one column at a time, as tabs', async () => {
    const page = pages.phone;
    await page.getByRole('tablist', { name: 'Order columns' }).waitFor();
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await page.locator('[data-column]').count()).toBe(0);
  });

  it.each(Object.keys(SCREENS) as Screen[])(
    '%s: the first card is on the first screen, the settings folded, axe clean',
    async (screen) => {
      const page = pages[screen];
      const first = (await page.locator('article').first().boundingBox())!;
      // Its number and first lines show without scrolling.
      expect(first.y + 120).toBeLessThanOrEqual(SCREENS[screen].height);
      const menu = page.getByRole('button', { name: 'Busy mode & this device' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('heading', { name: 'Busy mode' }).isVisible()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/board-${SCREENS[screen].width}.png` });
      expect(await axeViolations(page)).toEqual([]);

      // The panel opens and closes from the keyboard.
      await menu.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Busy mode' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.screenshot({ path: `${SHOTS}/board-${SCREENS[screen].width}-device-open.png` });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('heading', { name: 'Kitchen tickets' }).waitFor();
      await page.getByLabel('Paper').focus();
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Busy mode');
    },
  );

  it('staff pause from the board; every board and the dashboard show the bar, a manager resumes', async () => {
    const tablet = pages.tablet;
    const bar = (page: Page) => page.getByRole('region', { name: 'Shop paused' });
    await tablet.getByRole('button', { name: PAUSE_TEXTS.pause }).click();
    const dialog = tablet.getByRole('dialog', { name: PAUSE_TEXTS.confirmTitle });
    await dialog.getByLabel(PAUSE_TEXTS.reason).fill('Gas ran out');
    expect(await axeViolations(tablet)).toEqual([]);
    await dialog.getByRole('button', { name: PAUSE_TEXTS.pause }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Within a few seconds on the other boards: the stream, not the minute's re-read.
    for (const page of Object.values(pages)) {
      await bar(page).getByText(PAUSE_TEXTS.bar).waitFor({ timeout: 5_000 });
      expect(await page.getByRole('button', { name: PAUSE_TEXTS.pause }).count()).toBe(0);
    }
    // Staff may not resume: no button, and whom to ask.
    for (const page of [pages.phone, tablet]) {
      expect(await bar(page).getByRole('button').count()).toBe(0);
      await bar(page).getByText(PAUSE_TEXTS.resumeHint).waitFor();
    }
    await bar(pages.laptop).getByRole('button', { name: PAUSE_TEXTS.resume }).waitFor();
    for (const [screen, page] of Object.entries(pages) as [Screen, Page][]) {
      const top = (await page.locator('article').first().boundingBox())!.y;
      expect(top + 120).toBeLessThanOrEqual(SCREENS[screen].height);
      await page.screenshot({ path: `${SHOTS}/board-${SCREENS[screen].width}-paused.png` });
      expect(await axeViolations(page)).toEqual([]);
    }

    // The manager's dashboard shows it too, with Resume; resuming clears every board.
    const { page: dashboard } = await openPage(browser, SCREENS.laptop);
    await signInStaffContext(dashboard, server.url, 'manager@example.com');
    await gotoApp(dashboard, `${server.url}/admin`);
    await bar(dashboard).getByText(PAUSE_TEXTS.bar).waitFor();
    await dashboard.screenshot({ path: `${SHOTS}/dashboard-1280-paused.png` });
    expect(await axeViolations(dashboard)).toEqual([]);
    await bar(dashboard).getByRole('button', { name: PAUSE_TEXTS.resume }).click();
    for (const page of [dashboard, ...Object.values(pages)]) {
      await bar(page).waitFor({ state: 'detached', timeout: 5_000 });
    }
    await tablet.getByRole('button', { name: PAUSE_TEXTS.pause }).waitFor();
    const settings = await client.request<{ shopOpen: boolean }>('GET', '/api/settings');
    expect(settings.body.shopOpen).toBe(true);
  });
});
