// Tips for the rider in Chromium (docs/product.md#tips), against the built server and a local fake
// Razorpay: a customer adds a ₹20 tip at checkout and pays at the door; the demo rider delivers it
// (the rider's own taps over HTTP) taking cash; the customer's order and bill show the tip after the
// tax; the manager's shift report and day close show it for that rider. Then the customer adds a
// ₹30 tip after delivery through the gateway's checkout on the pay page and is thanked with it.
// axe finds nothing; screenshots at 390 px go to /tmp/shots-tips.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiderDeliveriesResponse, RidersResponse } from '#shared/api/dispatch.ts';
import type { Order } from '#shared/api/orders.ts';
import { PAYMENT_WEBHOOK_PATH } from '#shared/api/payments.ts';
import { billPagePath } from '#shared/app-paths.ts';
import { AMOUNT_PAID_LABEL, TIP_BILL_LABEL } from '#shared/come-back/tips-rules.ts';
import { formatAmount } from '#shared/money.ts';
import { type FakeRazorpay, startFakeRazorpay } from '#tests/helpers/fake-razorpay.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  addWithDefaults,
  axeViolations,
  fillDeliveryAddress,
  jsonFromPage,
  signInStaffPage,
  signUpInLoginDialog,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const SHOTS = '/tmp/shots-tips';

let server: ServerProcess;
let browser: Browser;
let fake: FakeRazorpay;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

describe.skipIf(!chromiumAvailable)('tips for the rider in Chromium', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    fake = await startFakeRazorpay();
    ({ server, browser } = await startBrowserSuite({ env: fake.env }));
    fake.setWebhookTarget(`${server.url}${PAYMENT_WEBHOOK_PATH}`);
  });
  afterAll(async () => {
    await stopBrowserSuite(server, browser);
    await fake?.close();
  });

  it('a ₹20 tip at checkout reaches the rider who delivered, the bill, the shift report and the day close; a tip after delivery is paid online', async () => {
    const manager = await openPage(browser, DESKTOP);
    await signInStaffPage(manager.page, server.url, 'manager@example.com');
    const rider = await openPage(browser, PHONE);
    await signInStaffPage(rider.page, server.url, 'rider@example.com', { landsOnDashboard: false });
    await rider.page
      .getByRole('heading', { name: /deliver/i })
      .first()
      .waitFor();
    const riders = await jsonFromPage<RidersResponse>(manager.page, 'GET', '/api/admin/riders');
    const demoRider = riders.riders.find((r) => r.email === 'rider@example.com');
    if (!demoRider) throw new Error('the demo rider is not seeded');
    if (!demoRider.shift)
      await jsonFromPage(manager.page, 'POST', `/api/admin/riders/${demoRider.id}/shift`, { float: 0 });
    const riderFirstName = demoRider.name.split(' ')[0] as string;

    // Checkout: a ₹20 tip, paid at the door.
    const customer = await openPage(browser, PHONE);
    const page = customer.page;
    await gotoApp(page, server.url);
    await addWithDefaults(page, 'Masala Chai', 2);
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await signUpInLoginDialog(page, server.url, '9822055501', 'Kavita Patil');
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.waitFor();
    await fillDeliveryAddress(page);
    await checkout
      .getByRole('group', { name: 'Tip for the rider' })
      .getByRole('button', { name: '₹20' })
      .click();
    await checkout.getByRole('button', { name: /Place Order/ }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    expect(await placed.getByText('Tip for the rider').count()).toBe(1);
    const order = (await jsonFromPage<{ orders: Order[] }>(page, 'GET', '/api/orders')).orders[0] as Order;
    expect(order.tip).toBe(20);
    expect(order.paymentMethod).not.toBe('online');

    // The shop packs it; the demo rider takes it, collects cash and taps Delivered.
    for (const status of ['accepted', 'preparing', 'ready'])
      await jsonFromPage(manager.page, 'POST', `/api/admin/orders/${order.id}/status`, { status });
    await jsonFromPage(manager.page, 'PUT', `/api/admin/orders/${order.id}/delivery`, {
      riderId: demoRider.id,
    });
    const deliveries = await jsonFromPage<RiderDeliveriesResponse>(
      rider.page,
      'GET',
      '/api/rider/deliveries',
    );
    const delivery = deliveries.deliveries.find((d) => d.orderId === order.id);
    if (!delivery) throw new Error(`no delivery for ${order.orderNumber}: ${JSON.stringify(deliveries)}`);
    for (const [action, extra] of [
      ['ack', {}],
      ['picked-up', {}],
      ['collected', { method: 'cash' }],
      ['delivered', {}],
    ] as const)
      await jsonFromPage(rider.page, 'POST', `/api/rider/deliveries/${delivery.id}/${action}`, {
        tapId: randomUUID(),
        ...extra,
      });

    // My orders: the tip line, and 'Add a tip for <rider>' now it is delivered.
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: /^(Account of )?Kavita Patil/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    await mine.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
    await mine.getByText('Tip for the rider').waitFor();
    const addTip = mine.getByRole('link', { name: `Add a tip for ${riderFirstName}` });
    await addTip.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, '1-my-orders-tip');

    // The bill: the tip after the tax, outside the supply.
    const bill = await openPage(browser, PHONE);
    await bill.page.context().addCookies(await page.context().cookies());
    await bill.page.goto(`${server.url}${billPagePath(order.id)}`);
    await bill.page.getByText(TIP_BILL_LABEL).waitFor();
    const text = (await bill.page.locator('body').innerText()).replace(/\s+/g, ' ');
    // Total of the supply (with its GST above it), then the tip, then the amount paid with it.
    const tipAt = text.indexOf(`${TIP_BILL_LABEL} ₹20.00`);
    expect(tipAt).toBeGreaterThan(text.lastIndexOf('Total ₹', tipAt));
    expect(text.lastIndexOf('Total ₹', tipAt)).toBeGreaterThan(-1);
    expect(text.indexOf(`${AMOUNT_PAID_LABEL} ₹${order.total.toFixed(2)}`)).toBeGreaterThan(tipAt);
    await bill.page.screenshot({ path: path.join(SHOTS, '2-bill-tip.png'), fullPage: true });
    await bill.close();

    // The manager: the shift report and the day close show the rider's ₹20 kept.
    await manager.page.goto(`${server.url}/admin/riders`);
    const report = manager.page.getByTestId('shift-report');
    const row = report.getByRole('row').filter({ hasText: demoRider.name });
    await row.first().waitFor();
    const headings = await report.getByRole('columnheader').allInnerTexts();
    const cells = await row.first().getByRole('cell').allInnerTexts();
    expect(cells[headings.indexOf('Tips kept')]).toBe(formatAmount(20));
    expect(cells[headings.indexOf('Tips owed')]).toBe(formatAmount(0));
    expect(await axeViolations(manager.page)).toEqual([]);
    await manager.page.screenshot({ path: path.join(SHOTS, '3-shift-report.png'), fullPage: true });

    await manager.page.goto(`${server.url}/admin/day-close`);
    await manager.page.getByRole('heading', { name: 'Tips for riders' }).waitFor();
    const tips = manager.page.getByTestId('day-close-tips');
    const tipRow = tips.getByRole('row').filter({ hasText: demoRider.name });
    await tipRow.first().waitFor();
    expect(await tipRow.first().innerText()).toContain('₹20.00');
    expect(await axeViolations(manager.page)).toEqual([]);
    await manager.page.screenshot({ path: path.join(SHOTS, '4-day-close.png'), fullPage: true });

    // After delivery: ₹30 more through the gateway's checkout on the pay page.
    await addTip.click();
    await page.waitForURL(/\/orders\/[^/]+\/pay#tip$/);
    const tipPanel = page.getByRole('region', { name: `Add a tip for ${riderFirstName}` });
    await tipPanel.waitFor();
    await tipPanel.getByRole('button', { name: '₹30' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, '5-tip-after-delivery');
    await tipPanel.getByRole('button', { name: 'Pay ₹30.00' }).click();
    const gateway = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    await gateway.getByRole('button', { name: 'Pay with UPI (test)' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText(`${riderFirstName} gets your tip of ₹30.00 in full.`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, '6-tip-thank-you');
    const after = await jsonFromPage<{ tips: { amount: number; status: string }[] }>(
      page,
      'GET',
      `/api/orders/${order.id}/tips`,
    );
    expect(after.tips).toEqual([expect.objectContaining({ amount: 30, status: 'paid' })]);

    await customer.close();
    await rider.close();
    await manager.close();
  });
});
