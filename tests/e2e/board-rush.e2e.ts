// The order board at rush hour (docs/product.md#orders-board), in Chromium against the built server:
// a rush of 12 orders from 3 customers placed over HTTP, the first two then made to have waited
// (their placing moved back in the server's database while it is stopped, so nobody waits 8 real
// minutes); the oldest first in the placed column, red past its promise and amber near it; search by
// order number and by phone; the columns as tabs with counts on a phone with the user's avatar and
// role in the top bar; axe on the board and the dashboard at both widths; and an ended session
// (signed out elsewhere, or the account disabled) sending the next action to /login with its message.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { Account } from '#shared/api/staff.ts';
import { ERROR_MESSAGES } from '#shared/api-errors.ts';
import { chromiumAvailable, DESKTOP, gotoApp, launchChromium, openPage, PHONE } from './support/chromium.ts';
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
import { axeViolations, signInStaffPage } from './support/pages.ts';
import { type ServerProcess, shopDataDir, startServer } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

const SHOTS = '/tmp/shots-admin';
const STAFF_IP = '10.251.0.1';

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;
let customers: Customer[];
const rush: Order[] = [];

/** Runs SQL on the server's embedded database; the server must be stopped (one process per folder). */
async function onStoppedDatabase(dataDir: string, statements: string) {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    await db.exec(statements);
  } finally {
    await db.close();
  }
}

/**
 * The board, signed in over HTTP; `viaForm` signs in at the Admin Portal instead, for the tests of
 * a session ending (they go back to that form).
 */
async function openBoard(page: Page, email = 'staff@example.com', { viaForm = false } = {}) {
  if (viaForm) await signInStaffPage(page, server.url, email);
  else await signInStaffContext(page, server.url, email);
  await gotoApp(page, `${server.url}/admin/orders`);
  await page.getByText('Live', { exact: true }).waitFor();
}

const placedColumn = (page: Page) => page.getByRole('region', { name: /^Placed \d+$/ });

/**
 * The board's next action once its session has ended on the server, up to /login. The live stream
 * may take the page there first (the same ending), often while the press is under way: /login is
 * awaited, not the press, so neither way waits out the press's timeout. The caller closes the
 * page next, which ends a press still pending.
 */
async function pressOnTheWayToLogin(page: Page, button: Locator): Promise<void> {
  const atLogin = page.waitForURL(`${server.url}/login`);
  void button.click({ timeout: 5_000 }).catch(() => {
    // The stream took the page to /login first, or the page was closed.
  });
  await atLogin;
}

describe.skipIf(!chromiumAvailable)('the order board at rush hour', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const dataDir = shopDataDir();
    const env = { TRUST_PROXY: 'true' };
    const first = await startServer({ dataDir, env });
    client = createClient(first.url, { connections: 2 });
    customers = [];
    for (let i = 0; i < 3; i++) customers.push(await signInCustomer(client, customerIdentity(i, 31)));
    const items = await orderableItems(client, 2);
    for (let i = 0; i < 12; i++) {
      const customer = customers[i % 3]!;
      const res = await placeOrder(client, customer, orderBody(customer, items, `board-rush-${i}`));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      rush.push(res.body);
    }
    client.close();
    expect(await first.stop('SIGTERM'), first.output()).toBe(0);
    // The first order has waited 20 minutes (past its promise), the second 7 (near it).
    await onStoppedDatabase(
      dataDir,
      `update orders set created_at = now() - interval '20 minutes' where id = '${rush[0]!.id}';
       update orders set created_at = now() - interval '7 minutes' where id = '${rush[1]!.id}';`,
    );
    server = await startServer({ dataDir, env });
    client = createClient(server.url, { connections: 2 });
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    client?.close();
    await browser?.close();
    await server?.stop();
  });

  it('lists the oldest order first, red past its promise and amber near it, on the shop clock', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    try {
      await openBoard(page);
      const cards = placedColumn(page).locator('article');
      await expect.poll(() => cards.count()).toBe(12);
      const numbers = await cards.locator('h3').allTextContents();
      expect(numbers.slice(0, 2)).toEqual([rush[0]!.orderNumber, rush[1]!.orderNumber]);
      expect(numbers.slice(2)).toEqual(rush.slice(2).map((o) => o.orderNumber));
      expect(await cards.nth(0).getAttribute('data-age')).toBe('late');
      expect(await cards.nth(0).getByTestId('order-age').textContent()).toMatch(
        /^2\d min · late, promised \d+$/,
      );
      expect(await cards.nth(1).getAttribute('data-age')).toBe('near');
      expect(await cards.nth(1).getByTestId('order-age').textContent()).toMatch(/^7 min · promised \d+$/);
      expect(await cards.nth(11).getAttribute('data-age')).toBe('on-time');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/board-rush-desktop.png` });
    } finally {
      await close();
    }
  });

  it('finds an order by its number and a customer’s orders by phone', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    try {
      await openBoard(page);
      const box = page.getByLabel('Search orders');
      const results = page.getByRole('region', { name: /^Orders matching/ });

      await box.fill(rush[5]!.orderNumber.toLowerCase());
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect
        .poll(() => results.locator('article h3').allTextContents())
        .toEqual([rush[5]!.orderNumber]);
      // No column names it here: the match says its status, when it was placed and its money.
      const match = results.locator('article').first();
      expect(await match.getByTestId('order-status').textContent()).toBe('Placed');
      expect(await match.textContent()).toMatch(/Placed \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [AP]M/);
      expect(await match.textContent()).toContain('Cash due');

      // The second customer's four orders, by the phone written as people say it.
      const phone = customers[1]!.phone; // '+91…'
      await box.fill(`+91 ${phone.slice(3, 8)} ${phone.slice(8)}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const theirs = rush.filter((_, i) => i % 3 === 1).map((o) => o.orderNumber);
      await expect
        .poll(async () => (await results.locator('article h3').allTextContents()).sort())
        .toEqual([...theirs].sort());

      await box.fill('K1');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('Type at least 3 letters or digits of an order number or phone').waitFor();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => placedColumn(page).locator('article').count()).toBe(12);
    } finally {
      await close();
    }
  });

  it('shows the columns as tabs with counts on a phone, and who is signed in', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await openBoard(page, 'manager@example.com');
      const tabs = page.getByRole('tablist', { name: 'Order columns' });
      await tabs.getByRole('tab', { name: 'Placed 12' }).waitFor();
      expect(await tabs.getByRole('tab', { name: 'Placed 12' }).getAttribute('aria-selected')).toBe('true');
      const panel = page.getByRole('tabpanel');
      expect(await panel.locator('article h3').first().textContent()).toBe(rush[0]!.orderNumber);

      // Accepting the oldest moves it to the Accepted tab, counted there.
      await panel.locator('article').first().getByRole('button', { name: 'Accept' }).click();
      await tabs.getByRole('tab', { name: 'Accepted 1' }).waitFor();
      await tabs.getByRole('tab', { name: 'Placed 11' }).waitFor();
      await tabs.getByRole('tab', { name: 'Accepted 1' }).click();
      await expect.poll(() => panel.locator('article h3').allTextContents()).toEqual([rush[0]!.orderNumber]);
      await tabs.getByRole('tab', { name: 'Placed 11' }).click();

      // The top bar: the initial avatar, the name and the role in sight; the welcome whole.
      const user = page.getByTestId('admin-user');
      expect(await user.isVisible()).toBe(true);
      expect(await user.textContent()).toContain('Manager');
      const welcome = page.getByText(/^Welcome back, /);
      expect(await welcome.isVisible()).toBe(true);
      expect(await welcome.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/board-rush-phone.png`, fullPage: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/board-rush-phone-top.png` });
    } finally {
      await close();
    }
  });

  it('has no accessibility violations on the dashboard at either width', async () => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, close } = await openPage(browser, viewport);
      try {
        await signInStaffPage(page, server.url, 'admin@example.com');
        await page.getByText(/^Welcome back, /).waitFor();
        expect(await axeViolations(page), name).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/dashboard-${name}.png` });
      } finally {
        await close();
      }
    }
  });

  it('says the session has expired when it ended elsewhere, and nothing after Sign out', async () => {
    const { page, context, close } = await openPage(browser, DESKTOP);
    try {
      await openBoard(page, 'staff@example.com', { viaForm: true });
      // The session ends on the server (signed out from somewhere else): the browser still holds
      // its cookie, and its next action is refused.
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const out = await client.request('POST', '/api/staff/sign-out', {
        headers: { cookie, 'x-forwarded-for': STAFF_IP, origin: server.url },
      });
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      await pressOnTheWayToLogin(
        page,
        placedColumn(page).locator('article').first().getByRole('button', { name: 'Accept' }),
      );
      await page.getByText(ERROR_MESSAGES.SESSION_EXPIRED).waitFor();
      await page.screenshot({ path: `${SHOTS}/login-session-expired.png` });
    } finally {
      await close();
    }

    // Signing out on purpose says nothing of the kind (a page of its own: see pressOnTheWayToLogin).
    const again = await openPage(browser, DESKTOP);
    try {
      const { page } = again;
      await openBoard(page, 'staff@example.com', { viaForm: true });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
      expect(await page.getByText(ERROR_MESSAGES.SESSION_EXPIRED).count()).toBe(0);
    } finally {
      await again.close();
    }
  });

  it('sends a disabled account to /login with the same message', async () => {
    const admin = await signInStaffOverHttp(client, 'admin@example.com', { ip: STAFF_IP });
    const headers = { cookie: admin, 'x-forwarded-for': STAFF_IP };
    const list = await client.request<{ accounts: Account[] }>(
      'GET',
      '/api/admin/users?search=staff%40example.com',
      { headers },
    );
    const staff = list.body.accounts.find((a) => a.email === 'staff@example.com')!;
    const { page, close } = await openPage(browser, PHONE);
    try {
      await openBoard(page, 'staff@example.com', { viaForm: true });
      const disabled = await client.request('PATCH', `/api/admin/users/${staff.id}`, {
        headers,
        body: { disabled: true },
      });
      expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
      await pressOnTheWayToLogin(
        page,
        page.getByRole('tabpanel').locator('article').first().getByRole('button', { name: 'Accept' }),
      );
      await page.getByText(ERROR_MESSAGES.SESSION_EXPIRED).waitFor();
    } finally {
      await close();
      await client.request('PATCH', `/api/admin/users/${staff.id}`, { headers, body: { disabled: false } });
    }
  });
});
