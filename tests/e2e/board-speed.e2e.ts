// The board at full speed (issue 45), in Chromium against the built server: a tap waits on its own
// card only, a move the server refuses says so on that card and goes through on Try again, a
// burst of changes made elsewhere is one re-read rather than one per change, and the Live dot
// turns amber while the board cannot re-read and green again once it has caught up by itself.
import { randomUUID } from 'node:crypto';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  type HttpClient,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;

describe.skipIf(!chromiumAvailable)('the order board at full speed', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    client = createClient(server.url);
  });
  afterAll(() => stopBrowserSuite(server, browser));

  /** Orders placed over HTTP by one new customer. */
  async function placeOrders(count: number, series: number): Promise<Order[]> {
    const customer = await signInCustomer(client, customerIdentity(1, series));
    const items = await orderableItems(client, 1);
    const placed: Order[] = [];
    for (let i = 0; i < count; i++) {
      const res = await placeOrder(client, customer, orderBody(customer, items, randomUUID()));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      placed.push(res.body as Order);
    }
    return placed;
  }

  async function openBoard(): Promise<Page> {
    const { page } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/orders`);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    return page;
  }

  const card = (page: Page, order: Order) => page.locator('article').filter({ hasText: order.orderNumber });

  it('keeps the other cards usable while one waits, and retries a refused move on its own card', async () => {
    const [slow, other, refused] = await placeOrders(3, 71);
    const page = await openBoard();
    for (const order of [slow!, other!, refused!]) await card(page, order).waitFor();

    // The first card's move hangs; the others are not greyed out meanwhile.
    let release: (() => void) | undefined;
    await page.route(`**/api/admin/orders/${slow!.id}/status`, async (route: Route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await card(page, slow!).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => release !== undefined).toBe(true);
    expect(await card(page, slow!).getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);
    expect(await card(page, other!).getByRole('button', { name: 'Accept' }).isDisabled()).toBe(false);
    await card(page, other!).getByRole('button', { name: 'Accept' }).click();
    await card(page, other!).getByRole('button', { name: 'Start preparing' }).waitFor();
    release!();
    await card(page, slow!).getByRole('button', { name: 'Start preparing' }).waitFor();

    // A refused move says why on its card; Try again sends the same move.
    let refusals = 1;
    await page.route(`**/api/admin/orders/${refused!.id}/status`, async (route: Route) => {
      if (refusals-- > 0)
        return route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' },
          }),
        });
      return route.continue();
    });
    await card(page, refused!).getByRole('button', { name: 'Accept' }).click();
    const alert = card(page, refused!).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Too many requests');
    // Only that card says so.
    expect(await card(page, other!).getByRole('alert').count()).toBe(0);
    await card(page, refused!)
      .getByRole('button', { name: `Try again ${refused!.orderNumber}` })
      .click();
    await card(page, refused!).getByRole('button', { name: 'Start preparing' }).waitFor();
    expect(await card(page, refused!).getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('re-reads once for a burst of changes made elsewhere', async () => {
    const page = await openBoard();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/orders') reads.push(request.url());
    });
    const burst = await placeOrders(6, 72);
    for (const order of burst) await card(page, order).waitFor();
    await page.waitForTimeout(1_000);
    // Six new orders (each an event) cost a few coalesced reads of the board, not one (or three) each.
    const boardReads = reads.filter((url) => !new URL(url).search).length;
    expect(boardReads).toBeGreaterThan(0);
    expect(boardReads).toBeLessThan(6);
    await page.context().close();
  });

  it('turns the Live dot amber while the board cannot re-read, and catches up by itself', async () => {
    const page = await openBoard();
    let failing = true;
    await page.route('**/api/admin/orders', (route: Route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    const [missed] = await placeOrders(1, 73);
    const status = page.getByRole('status').filter({ hasText: /Not current|Updating/ });
    await status.waitFor();
    expect(await page.locator('[data-live="false"]').count()).toBe(1);
    expect(await card(page, missed!).count()).toBe(0);
    failing = false;
    // Caught up by itself (the retry), with no reload: the missed order is on the board.
    await card(page, missed!).waitFor({ timeout: 10_000 });
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await page.context().close();
  });
});
