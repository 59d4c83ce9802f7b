// Menus by time of day in Chromium (docs/product.md#menus-by-time-of-day): a breakfast item whose
// window ended before now shows when it is next served on its card and in its sheet, cannot be
// added, and the server refuses it when ordered straight through the API.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontItem } from '#shared/api/catalog.ts';
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
import type { ServerProcess } from './support/server-process.ts';
import { staffApiOverHttp } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;

/** The storefront's card of `name` (its heading's button carries the name). */
const shopCard = (page: Page, name: string) =>
  page.locator('main article').filter({ has: page.getByRole('button', { name, exact: true }) });

/** 'HH:MM' on the shop's clock (Asia/Kolkata), `hours` from now. */
function shopTime(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

const staffApi = (email: string) => staffApiOverHttp(server.url, email);

describe.skipIf(!chromiumAvailable)('menus by time of day in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('a breakfast item after its window shows when it is next served and cannot be ordered', async () => {
    const client = createClient(server.url);
    try {
      const [breakfast] = (await orderableItems(client, 1)) as StorefrontItem[];
      if (!breakfast) throw new Error('no orderable item');
      // A window every day that ended an hour ago: it opens again later today or tomorrow.
      const window = {
        label: 'Breakfast',
        days: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
        from: shopTime(-3),
        to: shopTime(-1),
      };
      const staff = await staffApi('manager@example.com');
      const items = await staff<{
        items: { id: string; name: string; price: number; category_id: string }[];
      }>('GET', '/api/admin/menu-items');
      const row = items.items.find((i) => i.id === breakfast.id);
      if (!row) throw new Error('item not in the admin list');
      await staff('PUT', `/api/admin/menu-items/${row.id}`, {
        name: row.name,
        price: row.price,
        category_id: row.category_id,
        time_windows: [window],
      });

      const { page } = await openPage(browser, PHONE);
      await gotoApp(page, server.url);
      const product = shopCard(page, breakfast.name);
      await product.waitFor();
      await product.getByText(/^Available (from )?/).waitFor();
      const text = await product.getByText(/^Available (from )?/).textContent();
      // The window's start, on the shop's clock: 'Available from 7:00 am' or 'Available Tue 7:00 am'.
      const [hour, minute] = window.from.split(':').map(Number) as [number, number];
      const twelve = ((hour + 11) % 12) + 1;
      expect(text).toMatch(new RegExp(`${twelve}:${String(minute).padStart(2, '0')}\\s?(am|pm)`, 'i'));
      expect(await product.getByRole('button', { name: /^Add/ }).count()).toBe(0);
      await product.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, 'time-windows-storefront-phone.png') });

      // The sheet says the same and its Add is disabled.
      await product.getByRole('button', { name: breakfast.name, exact: true }).click();
      const sheet = page.getByRole('dialog', { name: breakfast.name });
      await sheet.waitFor();
      expect(await sheet.getByText(text ?? '').count()).toBeGreaterThan(0);
      expect(await sheet.getByRole('button', { name: /^Add to cart/ }).isDisabled()).toBe(true);

      // Straight to the API: the server refuses it in words.
      const customer = await signInCustomer(client, customerIdentity(0, 43));
      const refused = await placeOrder(client, customer, orderBody(customer, [breakfast], randomUUID()));
      expect(refused.status).toBe(409);
      const message = (refused.body as unknown as { error: { message: string } }).error.message;
      expect(message).toMatch(
        new RegExp(`^${breakfast.name} is not served now\\. It is available from (tomorrow at )?${twelve}:`),
      );
    } finally {
      client.close();
    }
  });
});
