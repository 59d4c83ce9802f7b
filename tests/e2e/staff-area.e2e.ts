// The Admin Portal in Chromium against the built server: sign-in per demo role, navigation by
// role, guards (a customer's session included), the /admin/* route map, sign-out, and accessibility.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#shared/errors.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { createClient, customerIdentity, signInCustomer } from './support/customers-over-http.mjs';
import { axeViolations, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const artifacts = ARTIFACTS;
// A redirect follows a session check over the network; on the shared 2-core CI machine that
// took over a second at times, vitest's default for expect.poll.
const URL_WAIT = { timeout: 5000 };
let server: ServerProcess;
let browser: Browser;

const signIn = (page: Page, email: string, password = 'Demo@1234') =>
  signInStaffPage(page, server.url, email, { password, landsOnDashboard: false });

const navLabels = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin' }).first().getByRole('link').allTextContents();

describe.skipIf(!chromiumAvailable)('staff area in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('shows the Admin Portal sign-in with its texts, validation and no accessibility violations', async () => {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, close } = await openPage(browser, viewport);
      await gotoApp(page, `${server.url}/login`);
      await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to main site' }).getAttribute('href')).toBe('/');
      expect(await page.getByText('All activities are logged').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
      expect(await page.getByRole('alert').textContent()).toBe('Email is required');
      await page.getByLabel('Password', { exact: true }).fill('secret');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
      await page.screenshot({ path: path.join(artifacts, `login-${label}.png`) });
      expect(await axeViolations(page)).toEqual([]);
      await close();
    }
  });

  it("says the server's message (wrong credentials, a server failure) until the next edit, and 'Login failed' when no answer comes", async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'staff@example.com', 'Wrong@1234');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password');
    // The message stays until the next edit, then goes.
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    // A failure of the server: its own words, which say to try later ('Login failed' would read
    // as a wrong password).
    await page.route('**/api/staff/sign-in', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: ERROR_MESSAGES.SERVER_ERROR } }),
      }),
    );
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(ERROR_MESSAGES.SERVER_ERROR);
    await page.unroute('**/api/staff/sign-in');
    // No answer at all (the network dropped the request): the sign-in's own message.
    await page.route('**/api/staff/sign-in', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Login failed');
    await close();
  });

  for (const [email, expected] of [
    [
      'admin@example.com',
      [
        'Dashboard',
        'Menu Items',
        'Categories',
        'Option Groups',
        'Orders',
        'Order pad',
        'Kitchen',
        'Riders',
        'Ratings',
        'Day close',
        'Month end',
        'Users',
        'Audit Log',
        'Analytics',
        'Settings',
      ],
    ],
    [
      'manager@example.com',
      [
        'Dashboard',
        'Menu Items',
        'Categories',
        'Option Groups',
        'Orders',
        'Order pad',
        'Kitchen',
        'Riders',
        'Ratings',
        'Day close',
        'Month end',
        'Analytics',
        'Settings',
      ],
    ],
    [
      'staff@example.com',
      ['Dashboard', 'Menu Items', 'Option Groups', 'Orders', 'Order pad', 'Kitchen', 'Settings'],
    ],
  ] as const) {
    it(`signs ${email} in to the dashboard with the navigation for the role`, async () => {
      const { page, close } = await openPage(browser, DESKTOP);
      await signIn(page, email);
      await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/admin/dashboard`);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(await navLabels(page)).toEqual(expected);
      // The Menu Items tab carries the item count; the Analytics tab the four counters.
      await page.getByRole('tab', { name: /^Menu Items \d+$/ }).waitFor();
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await expect
        .poll(() => page.getByText('Total Items').locator('..').locator('dd').textContent())
        .toMatch(/^\d+$/);
      if (email === 'admin@example.com') {
        await page.screenshot({ path: path.join(artifacts, 'admin-dashboard-desktop.png') });
        expect(await axeViolations(page)).toEqual([]);
      }
      // A signed-in staff user who opens /login goes to /admin.
      await gotoApp(page, `${server.url}/login`);
      await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/admin`);
      await close();
    });
  }

  it('denies pages above the role and redirects unknown admin paths', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await signIn(page, 'staff@example.com');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await gotoApp(page, `${server.url}/admin/users`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByText("You don't have permission to access this page").isVisible()).toBe(true);
    await gotoApp(page, `${server.url}/admin/no-such-page`);
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: path.join(artifacts, 'admin-drawer-phone.png') });
    await close();
  });

  it('reloads once for a page whose file is gone (a new release), then offers Reload, keeping the layout', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'staff@example.com');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // The Orders page's file no longer answers, as after a deploy removed the old build's files.
    let refused = 0;
    await page.route(/\/assets\/orders-page-[\w-]+\.js$/, (route) => {
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const nav = page.getByRole('navigation', { name: 'Admin' }).first();
    await nav.getByRole('link', { name: 'Orders' }).click();
    // One automatic reload fetches the new build; still refused, the page says so.
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
    await alert.waitFor();
    expect(loads).toEqual([`${server.url}/admin/orders`]);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(await nav.getByRole('link', { name: 'Orders' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The network is back: Reload opens the page.
    await page.unroute(/\/assets\/orders-page-[\w-]+\.js$/);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByText('Live', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
    await close();
  });

  it('sends visitors without a session to /login', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await gotoApp(page, `${server.url}/admin/settings`);
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/login`);
    await close();
  });

  it('waits out too many requests on the session check and the board, never signing out', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'manager@example.com');
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/admin/dashboard`);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    // Our server does not limit the session check, but a proxy in front of it may; the board is
    // limited by the server. Each refuses once, as the limiter answers, with a wait of 1 s.
    const refuseOnce = async (pattern: string) => {
      let refusals = 1;
      await page.route(pattern, (route) =>
        refusals-- > 0
          ? route.fulfill({
              status: 429,
              headers: { 'retry-after': '1', 'x-ratelimit-reset': '1' },
              contentType: 'application/json',
              body: JSON.stringify({
                error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' },
              }),
            })
          : route.continue(),
      );
    };
    const notice = page.getByText('Too many requests. Please try again later');
    await refuseOnce('**/api/staff/session');
    await page.reload();
    await notice.first().waitFor();
    // After the wait, the same page, still signed in.
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 10_000 });
    // The board refused: the notice over the page, then the board once the wait is over.
    await refuseOnce('**/api/admin/orders');
    await gotoApp(page, `${server.url}/admin/orders`);
    await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor({ timeout: 10_000 });
    await notice.first().waitFor();
    await expect
      .poll(() => page.getByText('Too many requests. Please try again later').count(), { timeout: 10_000 })
      .toBe(0);
    expect(visited).not.toContain('/login');
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    await close();
  });

  it('sends a signed-in customer, who has no staff role, to the Admin Portal sign-in', async () => {
    const client = createClient(server.url, { connections: 1 });
    const customer = await signInCustomer(client, customerIdentity(1, 61));
    await client.close();
    const { page, close } = await openPage(browser, DESKTOP);
    await page.context().addCookies(
      customer.cookie.split('; ').map((pair: string) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
      }),
    );
    await gotoApp(page, `${server.url}/admin/settings`);
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    await close();
  });

  it('lets an admin create staff, and signs out to /login', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin@example.com');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .first()
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Add staff' }).click();
    await page.getByLabel('Full name').fill('Sneha Pawar');
    await page.getByLabel('Email').fill('sneha@example.com');
    await page.getByLabel('Temporary password').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByRole('alert').first().textContent()).toMatch(
      /^Password must be at least 8 characters/,
    );
    await page.getByLabel('Temporary password').fill('Temp@2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'sneha@example.com' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'admin-users-desktop.png') });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/login`);
    await gotoApp(page, `${server.url}/admin`);
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${server.url}/login`);
    await close();
  });
});
