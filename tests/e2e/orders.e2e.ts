// A signed-in customer places an order; staff, with the board already open in another browser
// context, see it arrive live with the bell count and the alarm, take it to delivered, and the
// customer's confirmation follows each step live (nothing polls any more). Staff turn busy mode on
// and off from the board, which shows each order's type, fee and address parts, or 'Pickup'.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  signInCustomer as signInOverHttp,
} from './support/customers-over-http.mjs';
import {
  addWithDefaults,
  axeViolations,
  fillDeliveryAddress,
  openDeviceMenu,
  showWholeMenu,
  signInStaffPage,
  signUpInLoginDialog,
} from './support/pages.ts';
import { sectionScreenshot } from './support/screenshots.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

const artifacts = ARTIFACTS;
/** Screenshots of the board with busy mode on, for a person to look at. */
const SHOTS = '/tmp/shots-admin';

/** The whole page from the top, so the sticky header sits where it belongs. */
async function shootWholePage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
}
let server: ServerProcess;
let browser: Browser;

describe.skipIf(!chromiumAvailable)('orders in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('places an order and follows it to delivered while staff move it on the board', async () => {
    const staff = await openPage(browser, DESKTOP);
    await signInStaffPage(staff.page, server.url, 'staff@example.com');
    await staff.page
      .getByRole('navigation', { name: 'Admin' })
      .first()
      .getByRole('link', { name: 'Orders' })
      .click();
    await staff.page.getByText('Live', { exact: true }).waitFor();
    const alarm = staff.page.locator('[data-alarm]');
    expect(await alarm.getAttribute('data-alarm')).toBe('idle');

    const customer = await openPage(browser, PHONE);
    const page = customer.page;
    await gotoApp(page, server.url);
    await showWholeMenu(page);
    await addWithDefaults(page, 'Masala Chai', 2);
    await page.getByRole('button', { name: 'Add Bun Maska to cart' }).click();
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // A guest signs in first and comes back to checkout with the cart intact.
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await signUpInLoginDialog(page, server.url, '9822055555', 'Neha Gokhale');
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.waitFor();
    expect(await checkout.getByText('2 × Masala Chai').isVisible()).toBe(true);
    expect(await checkout.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await fillDeliveryAddress(page);
    await page.screenshot({ path: path.join(artifacts, 'checkout-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
    await checkout.getByRole('button', { name: /Place Order/ }).click();

    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    const orderNumber = (await placed.locator('strong').textContent()) ?? '';
    expect(orderNumber).toMatch(/^KCH\d{6}$/);
    expect(await placed.getByRole('status').first().textContent()).toBe('Placed');
    expect(await page.getByTestId('cart-badge').isHidden()).toBe(true);

    // No reload: the order arrives on the open board through the live stream.
    const card = staff.page.locator('article', { hasText: orderNumber });
    await card.waitFor({ timeout: 5000 });
    expect(await staff.page.getByTestId('bell-count').textContent()).toBe('1');
    expect(await staff.page.title()).toBe('(1) Orders · Chai Express');
    // Audio starts only after a tap on the page (the sign-in click was one); if it was not allowed
    // yet, the alarm asks for it. Muting is per device and can be undone.
    await expect.poll(() => alarm.getAttribute('data-alarm')).toMatch(/^(ringing|blocked)$/);
    if ((await alarm.getAttribute('data-alarm')) === 'blocked') await alarm.click();
    await expect.poll(() => alarm.getAttribute('data-alarm')).toBe('ringing');
    await alarm.click();
    expect(await alarm.getAttribute('data-alarm')).toBe('muted');
    await alarm.click();
    expect(await alarm.getAttribute('data-alarm')).toBe('ringing');
    await staff.page.screenshot({ path: path.join(artifacts, 'orders-board-new-order-desktop.png') });
    expect(await axeViolations(staff.page)).toEqual([]);
    expect(await card.getByText('+919822055555').isVisible()).toBe(true);
    await staff.page.screenshot({ path: path.join(artifacts, 'orders-board-desktop.png') });

    for (const [button, label] of [
      ['Accept', 'Accepted'],
      ['Start preparing', 'Preparing'],
      ['Packed', 'Packed, waiting for a rider'],
      ['Send out', 'Out for delivery'],
      ['Mark delivered', 'Delivered'],
    ] as const) {
      await card.getByRole('button', { name: button }).click();
      await expect
        .poll(() => placed.getByRole('status').first().textContent(), { timeout: 5000 })
        .toBe(label);
      if (label === 'Accepted') {
        await staff.page.getByTestId('bell-count').waitFor({ state: 'detached' });
        expect(await alarm.getAttribute('data-alarm')).toBe('idle');
      }
    }
    await staff.close();

    // My orders shows it delivered, with its history; Reorder puts the items back in the cart.
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /^(Account of )?Neha Gokhale/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    await mine.getByRole('button', { name: new RegExp(orderNumber) }).click();
    expect(await mine.getByRole('list', { name: 'Status history' }).getByRole('listitem').count()).toBe(6);
    await page.screenshot({ path: path.join(artifacts, 'my-orders-phone.png') });
    await mine.getByRole('button', { name: 'Reorder' }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).waitFor();
    expect(await page.getByTestId('cart-badge').textContent()).toBe('3');
    await customer.close();
  });

  it('brings the board back live by itself after the stream was answered 503, and says when it is refused', async () => {
    const staff = await openPage(browser, DESKTOP);
    // An instance restarting behind the proxy: the stream's first two answers are 503s, on which
    // the browser's EventSource gives up for good; the board must retry on its own.
    let unavailable = 2;
    await staff.page.route('**/api/admin/orders/events', (route) =>
      unavailable-- > 0
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{}}' })
        : route.continue(),
    );
    await signInStaffPage(staff.page, server.url, 'staff@example.com');
    // The admin area opens the stream at once (the bell); the board shows its state.
    await staff.page
      .getByRole('navigation', { name: 'Admin' })
      .first()
      .getByRole('link', { name: 'Orders' })
      .click();
    await staff.page.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
    expect(unavailable).toBeLessThan(0);

    // Refused (401: signed out elsewhere): the board says so instead of retrying. A tab of its own
    // (the same session) whose clock is ours to move, so retry delays pass without waiting.
    const refusedContext = await browser.newContext({
      viewport: DESKTOP,
      serviceWorkers: 'block',
      storageState: await staff.context.storageState(),
    });
    const refusedPage = await refusedContext.newPage();
    await refusedPage.clock.install();
    let refusals = 0;
    await refusedPage.route('**/api/admin/orders/events', (route) => {
      refusals++;
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":{}}' });
    });
    await refusedPage.goto(`${server.url}/admin/orders`);
    await refusedPage.getByText('Not live: reload the page', { exact: true }).waitFor();
    // A retry would be a timer (2 s at first, backing off to a minute: use-event-stream.ts): run the
    // tab's clock a minute on, so any such timer fires. Its request would leave after React's next
    // tasks (the re-render, then the effect that reopens the stream), so the page first lets its
    // queued tasks run, then asks for something else: requests are handled here in the order they
    // leave, so a retry would have been counted by the time that answer is back.
    await refusedPage.clock.runFor(60_000);
    await refusedPage.evaluate(async () => {
      for (let i = 0; i < 5; i++)
        await new Promise((next) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = next;
          channel.port2.postMessage(null);
        });
      await fetch('/api/settings');
    });
    // The EventSource's request and our one status check: no retry loop.
    expect(refusals).toBe(2);
    await refusedContext.close();
    await staff.close();
  });

  it('stays live when the server ends the stream at the end of its life: the browser reconnects by itself', async () => {
    const staff = await openPage(browser, DESKTOP);
    // The first connection is answered as the server ends a stream after its maximum lifetime
    // (plugins/event-streams.ts): opened, `ready`, then a retry hint and the end of the answer,
    // with no `ended` event. Later connections reach the server.
    let connections = 0;
    await staff.page.route('**/api/admin/orders/events', (route) =>
      ++connections === 1
        ? route.fulfill({
            status: 200,
            contentType: 'text/event-stream; charset=utf-8',
            body: 'retry: 3000\n\nevent: ready\ndata: {}\n\n: reconnect\nretry: 200\n\n',
          })
        : route.continue(),
    );
    await signInStaffPage(staff.page, server.url, 'staff@example.com');
    await staff.page
      .getByRole('navigation', { name: 'Admin' })
      .first()
      .getByRole('link', { name: 'Orders' })
      .click();
    // An order placed after the reconnection reaches the open board with no reload.
    await expect.poll(() => connections, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await staff.page.getByText('Live', { exact: true }).waitFor({ timeout: 15_000 });
    const client = createClient(server.url, { connections: 1 });
    const customer = await signInOverHttp(client, customerIdentity(0, 63));
    const [item] = await orderableItems(client, 1);
    const res = await client.request<{ orderNumber: string }>('POST', '/api/orders', {
      headers: { cookie: customer.cookie },
      body: {
        idempotencyKey: 'stream-lifetime-1',
        lines: [{ menuItemId: item!.id, quantity: 1 }],
        paymentMethod: 'cod',
        orderType: 'pickup',
      },
    });
    client.close();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await staff.page.locator('article', { hasText: res.body.orderNumber }).waitFor({ timeout: 15_000 });
    // EventSource's own reconnection only: our fallback (a status check, then a new EventSource)
    // would have made three requests.
    expect(connections).toBe(2);
    await staff.close();
  });

  it('turns busy mode on and off, and shows a pickup and a delivery order each as what it is', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // A pickup order and a delivery to an address in parts, placed over HTTP by one customer.
    const client = createClient(server.url, { connections: 2 });
    const customer = await signInOverHttp(client, customerIdentity(0, 61));
    const items = await orderableItems(client, 2);
    const lines = items.map((item) => ({ menuItemId: item.id, quantity: 1 }));
    const place = async (key: string, body: Record<string, unknown>) => {
      const res = await client.request<{ orderNumber: string }>('POST', '/api/orders', {
        headers: { cookie: customer.cookie },
        body: { idempotencyKey: key, lines, paymentMethod: 'cod', ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.orderNumber;
    };
    const pickup = await place('board-pickup-1', { orderType: 'pickup' });
    const delivery = await place('board-delivery-1', {
      orderType: 'delivery',
      address: {
        name: 'Neha Gokhale',
        phone: customer.phone,
        house: 'Flat 4B, Sai Heights',
        address: 'Porwal Road',
        area: 'Lohegaon, Pune',
        landmark: 'Opposite the temple',
        deliveryNotes: 'Ring twice',
        latitude: 18.6016,
        longitude: 73.9152,
      },
    });
    client.close();

    const staff = await openPage(browser, { width: 1280, height: 800 });
    const page = staff.page;
    await signInStaffContext(page, server.url, 'staff@example.com');
    await gotoApp(page, `${server.url}/admin/orders`);
    const pickupCard = page.locator('article', { hasText: pickup });
    const deliveryCard = page.locator('article', { hasText: delivery });
    await pickupCard.waitFor();
    expect(await pickupCard.getByText('Pickup', { exact: true }).isVisible()).toBe(true);
    expect(await pickupCard.getByText('Pickup at the counter').isVisible()).toBe(true);
    expect(await deliveryCard.getByText('Delivery', { exact: true }).isVisible()).toBe(true);
    expect(await deliveryCard.getByText('Delivery fee: FREE').isVisible()).toBe(true);
    for (const part of [
      'Flat 4B, Sai Heights',
      'Porwal Road',
      'Lohegaon, Pune',
      'Landmark: Opposite the temple',
      'Notes: Ring twice',
    ])
      expect(await deliveryCard.getByText(part, { exact: true }).isVisible()).toBe(true);

    // Busy mode: +10 minutes for 30 minutes, in one tap after choosing how long.
    await openDeviceMenu(page);
    const busy = page.getByRole('region', { name: 'Busy mode' });
    await busy.getByLabel('For').selectOption('30');
    await busy.getByRole('button', { name: '+10 min' }).click();
    const state = busy.getByRole('status');
    await state.waitFor();
    expect(await state.textContent()).toMatch(/^Busy: \+10 min until \d{1,2}:\d{2} (AM|PM)$/);
    const settings = await (await fetch(`${server.url}/api/settings`)).json();
    expect(settings.hours.busy.extraMinutes).toBe(10);
    const minutesLeft = (Date.parse(settings.hours.busy.until) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(28);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'board-busy-1280.png') });
    await page.setViewportSize(PHONE);
    await shootWholePage(page, 'board-busy-390.png');
    expect(await axeViolations(page)).toEqual([]);

    // A pickup order ready at the counter, then collected. On a phone the board shows one column
    // at a time: each move takes the card to the next column's tab.
    for (const [button, next] of [
      ['Accept', 'Accepted'],
      ['Start preparing', 'Preparing'],
      ['Ready for pickup', 'Out for delivery'],
    ] as const) {
      // Each move is answered before the next tab is tapped: a tap that missed the button (the card
      // redrawn under it) fails here, by name, instead of as a card that never arrives.
      const moved = page.waitForResponse(
        (res) => res.request().method() === 'POST' && /\/api\/admin\/orders\/[^/]+\/status$/.test(res.url()),
      );
      await pickupCard.getByRole('button', { name: button }).click();
      expect((await moved).status(), `the move by '${button}'`).toBe(200);
      await page.getByRole('tab', { name: new RegExp(`^${next} \\d+$`) }).click();
    }
    await pickupCard.getByRole('button', { name: 'Mark collected' }).waitFor();
    expect(await pickupCard.getByText('Ready for pickup', { exact: true }).isVisible()).toBe(true);
    await shootWholePage(page, 'board-pickup-ready-390.png');

    await busy.getByRole('button', { name: 'End busy mode' }).click();
    await state.waitFor({ state: 'detached' });
    await busy.getByRole('button', { name: '+5 min' }).waitFor();
    expect((await (await fetch(`${server.url}/api/settings`)).json()).hours.busy).toBeNull();
    await sectionScreenshot(page, busy, path.join(SHOTS, 'board-busy-off-390.png'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await sectionScreenshot(page, busy, path.join(SHOTS, 'board-busy-off-1280.png'));
    await staff.close();
  });
});
