// The order pad (docs/product.md#staff-take-orders; #nothing-is-lost-at-the-counter) in Chromium
// against the built server: the pad at a tablet's and a phone's width (screenshots to look at, axe
// clean, the options sheet and the change to give), a counter order from the pad to its kitchen
// ticket (with its token) and its bill, and a counter order taken while POST /api/admin/orders
// cannot get through: kept on the device and in the "Waiting to send" list across a reload, then
// sent once the server answers, placed exactly once under its key.
//
// window.print() opens a dialog headless Chromium cannot drive: each page gets a window.print that
// records what the ticket said when it was called (as bills-tickets-admin.e2e.ts does).
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderResponse } from '#shared/api/order-pad.ts';
import type { Order } from '#shared/api/orders.ts';
import { tokenLabel } from '#shared/order-book/channels.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { createClient } from './support/customers-over-http.mjs';
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

const TABLET = { width: 820, height: 1180 };
const QUEUE_KEY = 'chai.order-pad.queue.v1';

let server: ServerProcess;
let browser: Browser;

/** Each call of window.print records the ticket's text at that moment (null: no ticket). */
async function recordPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const prints: (string | null)[] = [];
    Object.assign(window, { __prints: prints });
    window.print = () => {
      prints.push(document.getElementById('kitchen-ticket')?.textContent ?? null);
    };
  });
}
const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prints: (string | null)[] }).__prints);

async function openPad(viewport: { width: number; height: number }, email = 'staff@example.com') {
  const opened = await openPage(browser, viewport);
  await recordPrints(opened.context);
  await signInStaffContext(opened.page, server.url, email);
  await gotoApp(opened.page, `${server.url}/admin/order-pad`);
  await opened.page.getByRole('heading', { name: 'Order pad' }).waitFor();
  await opened.page.getByRole('region', { name: 'Menu' }).waitFor();
  return opened;
}

/** Masala Chai through its options sheet (its defaults, a note), then a plain item at a tap. */
async function addChaiAndMore(page: Page) {
  await page.getByRole('button', { name: /^Add Masala Chai, .*with options/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Masala Chai' });
  await sheet.getByLabel('Note').fill('less sugar');
  await sheet.getByRole('button', { name: 'One more Masala Chai' }).click();
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
  // Any in-stock item without options: one tap adds it.
  await page
    .getByRole('region', { name: 'Menu' })
    .getByRole('button', { name: /^Add (?!.*with options)(?!.*out of stock)/ })
    .first()
    .click();
}

const orderSection = (page: Page) => page.getByRole('region', { name: 'Order', exact: true });

async function payCash(page: Page, rupees: string) {
  const order = orderSection(page);
  await order.getByLabel('Cash', { exact: true }).check();
  await order.getByLabel('Cash given (₹)').fill(rupees);
}

describe.skipIf(!chromiumAvailable)('the order pad', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(async () => {
    await stopBrowserSuite(server, browser);
  });

  for (const [name, viewport] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    it(`fits a ${name} (${viewport.width} px): menu, options, lines, change to give; axe finds nothing`, async () => {
      const { page, close } = await openPad(viewport);
      try {
        await page.getByRole('button', { name: /^Add Masala Chai/ }).click();
        await page.getByRole('dialog', { name: 'Masala Chai' }).waitFor();
        await page.screenshot({ path: `/tmp/pad-${name}-options.png` });
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await addChaiAndMore(page);
        const order = orderSection(page);
        expect(await order.getByText('less sugar').count()).toBe(0); // the note is in its box
        expect(await order.getByLabel('Note for Masala Chai').inputValue()).toBe('less sugar');
        const total = await page.getByTestId('pad-total').textContent();
        expect(total).toMatch(/^₹[\d,]+(\.\d\d)?$/);
        await payCash(page, '2000');
        await order.getByText('Change to give').waitFor();
        await page.screenshot({ path: `/tmp/pad-${name}.png`, fullPage: true });
        await page.screenshot({ path: path.join(ARTIFACTS, `pad-${name}.png`), fullPage: true });
        // Nothing runs past the screen's edge (the categories scroll within their own row).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        expect(await axeViolations(page)).toEqual([]);
        await order.getByLabel('UPI', { exact: true }).check();
        await order
          .getByRole('img', { name: /UPI QR code/ })
          .or(order.getByText(/no UPI ID/))
          .first()
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('takes a counter order from the pad to its ticket with the token, and to its bill', async () => {
    const { page, context, close } = await openPad(TABLET);
    try {
      await page
        .getByTestId('tokens-held')
        .getByText(/tokens held for today/)
        .waitFor();
      await addChaiAndMore(page);
      await orderSection(page).getByLabel('Dine-in').check();
      await payCash(page, '1000');
      await orderSection(page)
        .getByRole('button', { name: /^Place order/ })
        .click();
      const placed = page.getByRole('region', { name: 'Order placed' });
      await placed.waitFor();
      const tokenText = (await page.getByTestId('placed-token').textContent()) ?? '';
      expect(tokenText).toMatch(/^Token \d+$/);
      expect(await placed.getByText(/^Change: ₹/).count()).toBe(1);
      // The pad is clear for the next customer.
      expect(await orderSection(page).getByText('Tap an item on the menu to add it.').count()).toBe(1);

      await placed.getByRole('button', { name: 'Print ticket' }).click();
      await expect.poll(() => prints(page)).toHaveLength(1);
      const ticket = (await prints(page))[0] ?? '';
      expect(ticket).toContain(tokenText);
      expect(ticket).toContain('Counter · Dine-in');
      expect(ticket).toContain('2 x Masala Chai');
      expect(ticket).toContain('NOTE: less sugar');

      const billHref = await placed.getByRole('link', { name: 'Print bill' }).getAttribute('href');
      expect(billHref).toMatch(/^\/orders\/.+\/bill$/);
      const orderNumber = (await placed.getByRole('status').textContent())?.match(/Order (\S+) placed/)?.[1];
      expect(orderNumber).toBeTruthy();

      // The board shows it with its channel and token.
      await gotoApp(page, `${server.url}/admin/orders`);
      const card = page.getByRole('article').filter({ hasText: orderNumber as string });
      await card.getByTestId('order-token').getByText(tokenText).waitFor();
      expect(await card.getByTestId('order-channel').textContent()).toBe('Counter · Dine-in');

      // Paid at the counter, its bill is issued at once: the customer takes it with the token.
      const bill = await context.newPage();
      await gotoApp(bill, `${server.url}${billHref}`);
      await bill
        .getByText(orderNumber as string)
        .first()
        .waitFor();
      expect(await bill.getByText('No bill to show').count()).toBe(0);
      // The bill's header has a Token row with the number the customer was given.
      const header = (await bill.locator('header dl').first().textContent()) ?? '';
      expect(header).toContain(`Token${tokenText.replace('Token ', '')}`);
      expect(header).toContain('Counter · Dine-in');
      await bill.screenshot({ path: '/tmp/pad-bill.png', fullPage: true });
    } finally {
      await close();
    }
  });

  it('keeps a counter order taken while the server cannot be reached, and sends it once on reconnect', async () => {
    const { page, close } = await openPad(TABLET);
    try {
      await page
        .getByTestId('tokens-held')
        .getByText(/tokens held for today/)
        .waitFor();
      // The order's request fails as a dropped network does; the board's GET of the same path is untouched.
      const cutOff = (route: import('playwright-core').Route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
      await page.route('**/api/admin/orders', cutOff);
      await addChaiAndMore(page);
      await payCash(page, '1000');
      await orderSection(page)
        .getByRole('button', { name: /^Place order/ })
        .click();
      const placed = page.getByRole('region', { name: 'Order placed' });
      await placed.getByText(/Kept on this device/).waitFor();
      const tokenText = (await page.getByTestId('placed-token').textContent()) ?? '';
      expect(tokenText).toMatch(/^Token \d+$/);
      const waiting = page.getByRole('region', { name: /Waiting to send/ });
      await waiting.getByRole('heading', { name: 'Waiting to send (1)' }).waitFor();
      expect(await waiting.textContent()).toContain(tokenText);

      // Still kept after a reload (the tablet restarted), with its key and token.
      await gotoApp(page, `${server.url}/admin/order-pad`);
      await page.getByRole('heading', { name: 'Waiting to send (1)' }).waitFor();
      const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), QUEUE_KEY);
      expect(kept).toHaveLength(1);
      const { idempotencyKey, token, takenAt } = kept[0].body;
      expect(tokenLabel(token)).toBe(tokenText);
      expect(takenAt).toBeTruthy();
      expect(idempotencyKey.length).toBeGreaterThanOrEqual(8);

      // The network is back: the online event sends it.
      await page.unroute('**/api/admin/orders', cutOff);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.getByRole('heading', { name: /Waiting to send/ }).waitFor({ state: 'detached' });
      expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), QUEUE_KEY)).toEqual(
        [],
      );

      // Exactly one order holds that token, and the key sent again is that order, not a second one.
      const client = createClient(server.url, { connections: 1 });
      try {
        const cookie = await signInStaffOverHttp(client, 'staff@example.com');
        // Open or already finished (a takeaway may be handed over at once): both lists. Tokens restart
        // each day, and every order here is today's.
        const orders: Order[] = [];
        for (const view of ['open', 'finished'])
          orders.push(
            ...(
              await client.request<{ orders: Order[] }>(
                'GET',
                `/api/admin/orders?view=${view}&pageSize=100`,
                {
                  headers: { cookie },
                },
              )
            ).body.orders,
          );
        const withToken = orders.filter((o) => o.book?.token === token);
        expect(withToken).toHaveLength(1);
        const again = await client.request<StaffOrderResponse>('POST', '/api/admin/orders', {
          headers: { cookie },
          body: kept[0].body,
        });
        expect(again.status).toBeLessThan(300);
        expect(again.body.created).toBe(false);
        expect(kept[0].body.idempotencyKey).toBe(idempotencyKey);
        expect(again.body.order.id).toBe(withToken[0]?.id);
      } finally {
        client.close();
      }
    } finally {
      await close();
    }
  });
});
