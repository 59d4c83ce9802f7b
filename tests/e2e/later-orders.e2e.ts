// Orders for later today in Chromium (docs/product.md#orders-for-later-today): with the owner's
// setting on, a customer at 390 px chooses 'Later today' and a time at checkout and places a pickup
// order; the confirmation says 'Scheduled for <time>', and the board shows the order under Later
// marked 'For <time>', not among the placed orders waiting now. axe finds nothing on either page.
// The server runs on the real clock with the shop open all day: the slots are an hour ahead or
// more, so the order is held for later whatever the estimate. Late in Pune's evening no second
// slot is left today (the test picks the second), so the file is skipped then: CI failed on it at
// 23:40 in Pune. Screenshots go to /tmp/shots/later-*.png.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaterOrdersSettings } from '#shared/stock-and-time/later-orders.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { createClient } from './support/customers-over-http.mjs';
import { addWithDefaults, axeViolations, signInCustomerPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

const SHOTS = '/tmp/shots';
const LATER: LaterOrdersSettings = { enabled: true, aheadMinutes: 180, perSlot: 4, minNoticeMinutes: 60 };

/** Minutes left before midnight on the shop's clock (Asia/Kolkata, no daylight saving). */
function minutesLeftTodayInPune(): number {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return 24 * 60 - ((hours ?? 0) * 60 + (minutes ?? 0));
}
/** Two slots after the notice, each a quarter of an hour, with room for the run itself. */
const NO_SECOND_SLOT_TODAY = minutesLeftTodayInPune() < LATER.minNoticeMinutes + 2 * 15 + 15;

let server: ServerProcess;
let browser: Browser;
let shop: Page;
let board: Page;
/** The time chosen at checkout, as the select shows it ('4:30 PM'). */
let chosen: string;
let orderNumber: string;

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/later-${name}.png`, fullPage: true });
}

describe.skipIf(!chromiumAvailable || NO_SECOND_SLOT_TODAY)(
  'orders for later today: from checkout to the board',
  () => {
    beforeAll(async () => {
      ({ server, browser } = await startBrowserSuite());
      fs.mkdirSync(SHOTS, { recursive: true });
      const manager = await signInStaffOverHttp(server.url, 'manager@example.com');
      const client = createClient(server.url);
      const saved = await client.request('PUT', '/api/admin/settings/later-orders', {
        headers: { cookie: manager },
        body: LATER,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      client.close();
      ({ page: shop } = await openPage(browser, PHONE));
      ({ page: board } = await openPage(browser, { width: 1280, height: 800 }));
      await signInStaffContext(board, server.url, 'manager@example.com');
    });

    afterAll(async () => {
      await stopBrowserSuite(server, browser);
    });

    it('a customer chooses a time later today at checkout and places the order', async () => {
      await gotoApp(shop, server.url);
      await addWithDefaults(shop, 'Masala Chai', 1);
      await shop.getByRole('button', { name: /^Cart,/ }).click();
      await shop.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await signInCustomerPage(shop, server.url, '9822058001', {
        fullName: 'Meera Joshi',
        openDialog: false,
      });
      const checkout = shop.getByRole('dialog', { name: 'Checkout' });
      await checkout.waitFor();
      await checkout.getByRole('radio', { name: 'Pickup', exact: true }).check();

      const when = checkout.getByRole('group', { name: 'When do you want it?' });
      await when.waitFor();
      expect(await when.getByRole('radio', { name: 'As soon as possible' }).isChecked()).toBe(true);
      await when.getByRole('radio', { name: 'Later today' }).check();
      const time = when.getByLabel('Choose a time');
      await time.waitFor();
      // The second slot offered, so the first is not simply the default.
      const second = (await time.locator('option').nth(1).textContent()) ?? '';
      expect(second).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
      await time.selectOption({ label: second });
      chosen = second;
      expect(await axeViolations(shop)).toEqual([]);
      await shot(shop, 'checkout-390');

      await checkout.getByRole('button', { name: /Place Order/ }).click();
      const placed = shop.getByRole('dialog', { name: 'Order placed' });
      await placed.waitFor();
      await expect
        .poll(() => placed.getByTestId('order-eta').textContent(), { timeout: 10_000 })
        .toBe(`Scheduled for ${chosen}`);
      orderNumber = (await placed.locator('strong.font-mono').textContent()) ?? '';
      expect(orderNumber).not.toBe('');
      expect(await axeViolations(shop)).toEqual([]);
      await shot(shop, 'placed-390');
    });

    it('the board shows it under Later with its time, not among the orders waiting now', async () => {
      await gotoApp(board, `${server.url}/admin/orders`);
      const later = board.locator('section[data-column="later"]');
      const card = later.locator('article', { hasText: orderNumber });
      await card.waitFor();
      expect(await card.getByTestId('order-scheduled').textContent()).toBe(`For ${chosen}`);
      expect(
        await board.locator('section[data-column="placed"] article', { hasText: orderNumber }).count(),
      ).toBe(0);
      // Staff can still accept it early.
      expect(await card.getByRole('button', { name: 'Accept', exact: true }).isEnabled()).toBe(true);
      // The bell does not ring for it before its release.
      expect(await board.getByTestId('bell-count').count()).toBe(0);
      expect(await axeViolations(board)).toEqual([]);
      await shot(board, 'board-1280');
    });
  },
);
