// The rider's page in Chromium at phone width (docs/product.md#the-riders-page), against the built
// server: the demo rider's shift is opened by the manager and an order packed and given to them
// over HTTP; on the phone the page rings and shows the banner until OK, Picked up starts sharing the
// position (a simulated walk from the shop to the address, which the staff API then shows), the
// cash is collected, and Delivered is tapped with the network off: the page says it will send, and
// once back online the tap reaches the server exactly once (one 'delivered' step in the order's
// history). axe finds nothing on the page; screenshots at 390 px go to /tmp/shots-rider.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RidersResponse } from '#shared/api/dispatch.ts';
import type { Order } from '#shared/api/orders.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { formatInr } from '#shared/money.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, PHONE } from './support/chromium.ts';
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

const SHOTS = '/tmp/shots-rider';
const STAFF_IP = '10.251.0.1';
const RIDER_EMAIL = 'rider@example.com';

let server: ServerProcess;
let browser: Browser;
let client: HttpClient;
let manager: string;
let riderId: string;
let order: Order;
let shop: { latitude: number; longitude: number };
let context: BrowserContext;
let page: Page;

const staffHeaders = () => ({ cookie: manager, 'x-forwarded-for': STAFF_IP });

async function staff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await client.request<T>(method, path, { headers: staffHeaders(), body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** The order as staff see it now (with its delivery and the rider's last point). */
async function staffOrder(): Promise<Order> {
  for (const query of ['', '?status=delivered', '?status=cancelled']) {
    const res = await client.request<{ orders: Order[] }>('GET', `/api/admin/orders${query}`, {
      headers: staffHeaders(),
    });
    const found = res.body.orders?.find((o) => o.id === order.id);
    if (found) return found;
  }
  throw new Error(`order ${order.orderNumber} not found`);
}

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  let last: T = await read();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 250));
    last = await read();
  }
  return last;
}

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe.skipIf(!chromiumAvailable)("the rider's page on a phone", () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    client = createClient(server.url, { connections: 2 });
    manager = await signInStaffOverHttp(client, 'manager@example.com', { ip: STAFF_IP });

    const riders = await staff<RidersResponse>('GET', '/api/admin/riders');
    const rider = riders.riders.find((r) => r.email === RIDER_EMAIL);
    if (!rider) throw new Error('the demo rider is not seeded');
    riderId = rider.id;
    await staff('POST', `/api/admin/riders/${riderId}/shift`, { float: 500 });

    const settings = (await client.request<PublicSettings>('GET', '/api/settings')).body;
    shop = { latitude: settings.delivery.shop.lat, longitude: settings.delivery.shop.lng };

    const customer = await signInCustomer(client, customerIdentity(0, 38));
    const items = await orderableItems(client, 2);
    const placed = await placeOrder(client, customer, orderBody(customer, items, 'rider-page-cod'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    order = placed.body as Order;
    for (const status of ['accepted', 'preparing', 'ready'])
      await staff('POST', `/api/admin/orders/${order.id}/status`, { status });

    context = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      geolocation: shop,
      permissions: ['geolocation'],
    });
    // Counts the chimes: every chime starts two oscillators.
    await context.addInitScript(() => {
      const w = window as unknown as { chimes: number };
      w.chimes = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.chimes += 1;
        return original.call(this);
      };
    });
    page = await context.newPage();
    await signInStaffContext(page, server.url, RIDER_EMAIL);
  });
  afterAll(async () => {
    await context?.close();
    client?.close();
    await stopBrowserSuite(server, browser);
  });

  it('sends a rider who opens /admin to the rider page, which shows the shift and nothing to deliver', async () => {
    await gotoApp(page, `${server.url}/admin`);
    await page.waitForURL(/\/rider$/);
    await page.getByRole('heading', { name: 'No deliveries right now' }).waitFor();
    await page.getByText('On shift', { exact: true }).waitFor();
    await page.getByText(`Cash in hand: ${formatInr(500)}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('1-empty');
  });

  it('rings for a new delivery and shows the banner until OK', async () => {
    // A tap on the page first: browsers start sound only after one.
    await page.getByRole('heading', { name: 'No deliveries right now' }).click();
    await staff('PUT', `/api/admin/orders/${order.id}/delivery`, { riderId });
    const banner = page.getByRole('region', { name: `New delivery ${order.orderNumber}` });
    await banner.getByText(`New delivery: ${order.orderNumber}`).waitFor();
    await until(
      'the chime',
      () => page.evaluate(() => (window as unknown as { chimes: number }).chimes),
      (n) => n >= 4,
      12_000,
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot('2-new-delivery');
    await banner.getByRole('button', { name: 'OK' }).click();
    await banner.waitFor({ state: 'detached' });
    const acknowledged = await until('the acknowledgement', staffOrder, (o) =>
      Boolean(o.delivery?.current?.acknowledgedAt),
    );
    expect(acknowledged.delivery?.current?.riderId).toBe(riderId);
    // No more ringing once acknowledged.
    const chimes = await page.evaluate(() => (window as unknown as { chimes: number }).chimes);
    await page.waitForTimeout(4_500);
    expect(await page.evaluate(() => (window as unknown as { chimes: number }).chimes)).toBe(chimes);
  });

  it('shows the order to check and deliver, and Picked up starts sharing the position on a walk to the door', async () => {
    const card = page.getByRole('region', { name: new RegExp(`Order ${order.orderNumber}`) });
    await card.getByText('Porwal Road', { exact: false }).first().waitFor();
    await card.getByText('Landmark:').waitFor();
    expect(await card.getByRole('link', { name: /Call/ }).getAttribute('href')).toMatch(/^tel:\+?\d+/);
    expect(await card.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(/^https?:/);
    await card.getByText(`Amount to collect ${formatInr(order.total)}`).waitFor();
    await card.getByRole('button', { name: 'Picked up' }).click();
    await page.getByText('Sharing your location while you deliver').waitFor();
    await until('picked up', staffOrder, (o) => o.delivery?.current?.status === 'picked_up');

    // From the shop to the customer's point, in steps of a few hundred metres, 3.5 s apart (the
    // page sends after 50 m, never more than one point every 3 s).
    const door = { latitude: order.address!.latitude!, longitude: order.address!.longitude! };
    const steps = 5;
    for (let i = 1; i <= steps; i++) {
      const point = {
        latitude: shop.latitude + ((door.latitude - shop.latitude) * i) / steps,
        longitude: shop.longitude + ((door.longitude - shop.longitude) * i) / steps,
      };
      await context.setGeolocation(point);
      await page.waitForTimeout(3_500);
    }
    const seen = await until("the rider's point at the door", staffOrder, (o) => {
      const p = o.delivery?.current?.position;
      return Boolean(
        p && Math.abs(p.latitude - door.latitude) < 1e-4 && Math.abs(p.longitude - door.longitude) < 1e-4,
      );
    });
    expect(seen.delivery?.current?.position?.stale).toBe(false);
    // Delivered waits for the money.
    await expect(card.getByRole('button', { name: 'Delivered' }).isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot('3-picked-up');
  });

  it('queues Delivered tapped offline, says so, and sends it once when the phone is back online', async () => {
    const card = page.getByRole('region', { name: new RegExp(`Order ${order.orderNumber}`) });
    await card.getByRole('button', { name: 'Collected cash' }).click();
    await card.getByText(`Collected ${formatInr(order.total)} in cash`).waitFor();
    await until('collected', staffOrder, (o) => o.payment.status === 'paid');
    // The phone has had the answer: nothing waits to be sent.
    await page.waitForFunction(() => localStorage.getItem('chai.rider.taps.v1') === '[]');

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Delivered' }).click();
    await page.getByText(`${order.orderNumber}: Delivered — will be sent when you are back online`).waitFor();
    await page.getByText('1 tap waiting to send').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('chai.rider.taps.v1'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
    await shot('4-offline-delivered');
    expect((await staffOrder()).status).toBe('out_for_delivery');

    await context.setOffline(false);
    await page.getByText('1 tap waiting to send').waitFor({ state: 'detached', timeout: 20_000 });
    const done = await until('delivered', staffOrder, (o) => o.status === 'delivered');
    expect(done.history.filter((step) => step.status === 'delivered')).toHaveLength(1);
    await page.getByRole('heading', { name: 'No deliveries right now' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('chai.rider.taps.v1'))).toBe('[]');
    // Nothing picked up: the position is no longer shared.
    expect(await page.getByText('Sharing your location while you deliver').count()).toBe(0);
    await shot('5-after');
  });

  it("asks why for Couldn't deliver (a note for Other) and the order goes back to the shop with the reason", async () => {
    const customer = await signInCustomer(client, customerIdentity(1, 38));
    const items = await orderableItems(client, 1);
    const placed = await placeOrder(client, customer, orderBody(customer, items, 'rider-page-failed'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    order = placed.body as Order;
    for (const status of ['accepted', 'preparing', 'ready'])
      await staff('POST', `/api/admin/orders/${order.id}/status`, { status });
    await staff('PUT', `/api/admin/orders/${order.id}/delivery`, { riderId });
    const banner = page.getByRole('region', { name: `New delivery ${order.orderNumber}` });
    await banner.getByRole('button', { name: 'OK' }).click();
    const card = page.getByRole('region', { name: new RegExp(`Order ${order.orderNumber}`) });
    await card.getByRole('button', { name: 'Picked up' }).click();
    await card.getByRole('button', { name: "Couldn't deliver" }).click();

    const dialog = page.getByRole('dialog', { name: `Couldn't deliver ${order.orderNumber}` });
    await dialog.getByRole('radio', { name: 'Not at home' }).check();
    // Not at home offers the door's photo from the back camera.
    const photo = dialog.getByLabel('Photo of the door (optional)');
    expect(await photo.getAttribute('capture')).toBe('environment');
    expect(await photo.getAttribute('accept')).toBe('image/*');
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: "Couldn't deliver" }).click();
    await dialog.getByText('Say what happened').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot('6-couldnt-deliver');
    await dialog.getByLabel('What happened (needed)').fill('Gate locked, guard sent me away');
    await dialog.getByRole('button', { name: "Couldn't deliver" }).click();
    await dialog.waitFor({ state: 'detached' });
    const failed = await until('failed', staffOrder, (o) => o.delivery?.failure != null);
    expect(failed.delivery?.failure).toMatchObject({
      reason: 'other',
      note: 'Gate locked, guard sent me away',
    });
    await page.getByRole('heading', { name: 'No deliveries right now' }).waitFor();
  });

  it('takes a new rider from the sign-in through their own password to the rider page', async () => {
    const email = 'new-rider@example.com';
    await staff('POST', '/api/admin/riders', {
      name: 'Sunil Pawar',
      email,
      phone: '+919876500177',
      temporaryPassword: 'Temp@1234',
    });
    const riderContext = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const riderPage = await riderContext.newPage();
    try {
      await gotoApp(riderPage, `${server.url}/login`);
      await riderPage.getByLabel('Email').fill(email);
      await riderPage.getByLabel('Password', { exact: true }).fill('Temp@1234');
      await riderPage.getByRole('button', { name: 'Sign in to Dashboard' }).click();
      await riderPage.getByRole('heading', { name: 'Choose your password' }).waitFor();
      expect(new URL(riderPage.url()).pathname).toBe('/rider');
      await riderPage.getByLabel('Temporary password').fill('Temp@1234');
      await riderPage.getByLabel('New password').fill('Mine@5678');
      await riderPage.getByRole('button', { name: 'Save password' }).click();
      await riderPage.getByRole('heading', { name: 'No deliveries right now' }).waitFor();
      await riderPage.getByText('Ask the manager to start your shift.').waitFor();
      expect(await axeViolations(riderPage)).toEqual([]);
      await riderPage.screenshot({ path: `${SHOTS}/7-off-shift.png`, fullPage: true });
    } finally {
      await riderContext.close();
    }
  });

  it("tells staff who open /rider that it is the riders' page", async () => {
    const staffContext = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const staffPage = await staffContext.newPage();
    try {
      await signInStaffContext(staffPage, server.url, 'staff@example.com', { ip: '10.251.0.2' });
      await gotoApp(staffPage, `${server.url}/rider`);
      await staffPage.getByRole('heading', { name: "This page is for the shop's riders" }).waitFor();
      await staffPage.getByRole('link', { name: 'Go to the admin area' }).waitFor();
    } finally {
      await staffContext.close();
    }
  });
});
