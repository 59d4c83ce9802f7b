// Web Push buttons in Chromium (docs/product.md#order-notifications): 'Notify me about this order'
// on the confirmation and the board's 'New-order notifications on this device'. Chromium here
// cannot reach Google's push service and these pages have no service worker of their own yet, so
// the page's pushManager is replaced (before any script runs) by one that hands out a
// subscription made by the local push service, as a browser would; the permission is granted
// (or refused) through the browser context. Everything else is the real page and server.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { type FakePushService, startFakePushService } from '../helpers/fake-push-service.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { DESKTOP, fullChromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  orderableItems,
  orderBody,
  placeOrder as placeOrderOverHttp,
  signInCustomer,
} from './support/customers-over-http.mjs';
import {
  addWithDefaults,
  axeViolations,
  fillDeliveryAddress,
  openDeviceMenu,
  signUpInLoginDialog,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

type Browser = Awaited<ReturnType<typeof startBrowserSuite>>['browser'];
type Subscription = ReturnType<FakePushService['subscribe']>;

let server: ServerProcess;
let browser: Browser;
let pushService: FakePushService;
/** The outbox worker sends within a second or two; a busy test host may take longer. */
const PUSH_WAIT = { timeout: 20_000 };

/**
 * Gives the page a service worker registration whose pushManager subscribes to `subscription`,
 * and records the key and options it was asked with. `refuse` makes the permission prompt answer
 * 'denied', as when the person blocks it.
 */
async function fakePushManager(context: BrowserContext, subscription: Subscription, refuse = false) {
  if (!refuse) await context.grantPermissions(['notifications'], { origin: server.url });
  await context.addInitScript(
    ({ subscription, refuse }) => {
      type Recorded = { keys: string[]; userVisibleOnly: boolean[]; current: unknown };
      const recorded: Recorded = { keys: [], userVisibleOnly: [], current: null };
      (window as unknown as { __push: Recorded }).__push = recorded;
      if (refuse) Notification.requestPermission = async () => 'denied';
      const pushManager = {
        getSubscription: async () => recorded.current,
        async subscribe(options: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options.applicationServerKey as ArrayBuffer);
          recorded.keys.push(
            btoa(String.fromCharCode(...key))
              .replace(/\+/g, '-')
              .replace(/\//g, '_')
              .replace(/=+$/, ''),
          );
          recorded.userVisibleOnly.push(options.userVisibleOnly === true);
          recorded.current = {
            endpoint: subscription.endpoint,
            options: { applicationServerKey: key.buffer, userVisibleOnly: options.userVisibleOnly },
            toJSON: () => subscription,
            unsubscribe: async () => {
              recorded.current = null;
              return true;
            },
          };
          return recorded.current;
        },
      };
      Object.defineProperty(ServiceWorkerContainer.prototype, 'ready', {
        configurable: true,
        get: () => Promise.resolve({ pushManager }),
      });
    },
    { subscription, refuse },
  );
}

const recorded = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __push: { keys: string[]; userVisibleOnly: boolean[] } }).__push,
  );

async function shopKey(): Promise<string> {
  return (await (await fetch(`${server.url}/api/push/key`)).json()).publicKey;
}

async function placeOrder(page: Page, phone: string, name: string) {
  await gotoApp(page, server.url);
  await addWithDefaults(page, 'Masala Chai', 1);
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('dialog', { name: 'Login' }).waitFor();
  await signUpInLoginDialog(page, server.url, phone, name);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.waitFor();
  await fillDeliveryAddress(page);
  await checkout.getByRole('button', { name: /Place Order/ }).click();
  const placed = page.getByRole('dialog', { name: 'Order placed' });
  await placed.waitFor();
  return placed;
}

describe.skipIf(!fullChromiumAvailable)('web push in Chromium', () => {
  beforeAll(async () => {
    // The full browser: the headless shell holds the notification permission at 'denied' (the
    // context cannot grant it), so the buttons under test would never get past the prompt.
    ({ server, browser } = await startBrowserSuite(undefined, { full: true }));
    pushService = await startFakePushService();
  });
  afterAll(async () => {
    await stopBrowserSuite(server, browser);
    await pushService?.close();
  });

  it('follows an order from its confirmation with the shop’s key', async () => {
    const customer = await openPage(browser, PHONE);
    const subscription = pushService.subscribe();
    await fakePushManager(customer.context, subscription);
    const placed = await placeOrder(customer.page, '9822066661', 'Meera Kulkarni');
    const notify = placed.getByRole('button', { name: NOTIFICATION_TEXTS.notifyMe });
    await notify.waitFor();
    expect(await axeViolations(customer.page)).toEqual([]);
    await customer.page.screenshot({ path: path.join(ARTIFACTS, 'notify-me-phone.png') });

    const answer = customer.page.waitForResponse(
      (res) => res.url().endsWith('/push-subscription') && res.request().method() === 'POST',
    );
    await notify.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      ...subscription,
      applicationServerKey: await shopKey(),
    });
    await placed.getByText(NOTIFICATION_TEXTS.notifyOn).waitFor();
    expect(await placed.getByRole('button', { name: NOTIFICATION_TEXTS.notifyMe }).count()).toBe(0);
    expect(await recorded(customer.page)).toMatchObject({ keys: [await shopKey()], userVisibleOnly: [true] });
    expect(await axeViolations(customer.page)).toEqual([]);
    await customer.page.screenshot({ path: path.join(ARTIFACTS, 'notify-me-on-phone.png') });
    await customer.close();
  });

  it('says so when notifications are blocked, and subscribes nothing', async () => {
    const customer = await openPage(browser, PHONE);
    await fakePushManager(customer.context, pushService.subscribe(), true);
    const placed = await placeOrder(customer.page, '9822066662', 'Kiran Bhosale');
    let posted = 0;
    customer.page.on('request', (req) => {
      if (req.url().endsWith('/push-subscription')) posted++;
    });
    await placed.getByRole('button', { name: NOTIFICATION_TEXTS.notifyMe }).click();
    await placed.getByText(NOTIFICATION_TEXTS.notifyBlocked).waitFor();
    expect(posted).toBe(0);
    expect((await recorded(customer.page)).keys).toEqual([]);
    await customer.close();
  });

  it('switches new-order notifications on and off for one staff device', async () => {
    const staff = await openPage(browser, DESKTOP);
    const subscription = pushService.subscribe();
    await fakePushManager(staff.context, subscription);
    await signInStaffContext(staff.page, server.url, 'staff@example.com');
    await gotoApp(staff.page, `${server.url}/admin/orders`);
    await openDeviceMenu(staff.page);
    const toggle = staff.page.getByRole('switch', { name: NOTIFICATION_TEXTS.staffPush });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);

    const on = staff.page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/push-subscription') && res.request().method() === 'POST',
    );
    await toggle.click();
    expect((await on).status()).toBe(200);
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect((await on).request().postDataJSON()).toEqual({
      ...subscription,
      applicationServerKey: await shopKey(),
    });
    expect(await axeViolations(staff.page)).toEqual([]);
    await staff.page.screenshot({ path: path.join(ARTIFACTS, 'staff-push-on-desktop.png') });

    // A setting of this device: still on after a reload, and the board renews the subscription.
    const renewed = staff.page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/push-subscription') && res.request().method() === 'POST',
    );
    await gotoApp(staff.page, `${server.url}/admin/orders`);
    expect((await renewed).status()).toBe(200);
    await openDeviceMenu(staff.page);
    await expect.poll(() => toggle.isChecked()).toBe(true);

    const off = staff.page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/push-subscription') && res.request().method() === 'DELETE',
    );
    await toggle.click();
    expect((await off).status()).toBe(200);
    expect((await off).request().postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await staff.close();
  });

  it('stops sending new orders to a staff device once its account signs out there', async () => {
    const client = createClient(server.url, { connections: 2 });
    const customer = await signInCustomer(client, {
      phone: '9822066663',
      ip: '10.0.0.9',
      fullName: 'Om Jadhav',
    });
    const items = await orderableItems(client, 1);
    const newOrder = async () => {
      const res = await placeOrderOverHttp(client, customer, orderBody(customer, items, randomUUID()));
      expect(res.status).toBe(201);
      return (res.body as { orderNumber: string }).orderNumber;
    };
    const titles = (endpoint: string) =>
      pushService.received(endpoint).map((message) => (message.payload as { title: string }).title);

    const counter = await openPage(browser, DESKTOP);
    const device = pushService.subscribe();
    await fakePushManager(counter.context, device);
    await signInStaffContext(counter.page, server.url, 'staff@example.com');
    await gotoApp(counter.page, `${server.url}/admin/orders`);
    await openDeviceMenu(counter.page);
    const on = counter.page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/push-subscription') && res.request().method() === 'POST',
    );
    await counter.page.getByRole('switch', { name: NOTIFICATION_TEXTS.staffPush }).click();
    expect((await on).status()).toBe(200);
    // Another staff device, signed in elsewhere, hears of every order: once it has heard of an
    // order, the server has sent that order's messages.
    const office = pushService.subscribe();
    const manager = await signInStaffOverHttp(server.url, 'manager@example.com');
    const officeOn = await fetch(`${server.url}/api/admin/push-subscription`, {
      method: 'POST',
      headers: { cookie: manager, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(office),
    });
    expect(officeOn.status).toBe(200);

    const first = await newOrder();
    await expect.poll(() => titles(office.endpoint), PUSH_WAIT).toEqual([`New order ${first}`]);
    await expect.poll(() => titles(device.endpoint), PUSH_WAIT).toEqual([`New order ${first}`]);

    await counter.page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => counter.page.url(), PUSH_WAIT).toBe(`${server.url}/login`);
    const second = await newOrder();
    // The worker sends one claimed batch at a time, all of an order's messages in one batch: once
    // the office hears of a third order, the second one's messages have all been sent.
    await expect
      .poll(() => titles(office.endpoint), PUSH_WAIT)
      .toEqual([`New order ${first}`, `New order ${second}`]);
    const third = await newOrder();
    await expect
      .poll(() => titles(office.endpoint), PUSH_WAIT)
      .toEqual([`New order ${first}`, `New order ${second}`, `New order ${third}`]);
    expect(titles(device.endpoint)).toEqual([`New order ${first}`]);
    expect(pushService.refusals).toEqual([]);
    await counter.close();
    client.close();
  });
});
