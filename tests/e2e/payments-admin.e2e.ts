// Payments in the staff area (docs/product.md#online-payments), in Chromium against the built
// server: each card on the board says what the door still has to take ('Cash due', 'UPI due')
// with Mark paid, and Show UPI QR for a UPI order; no one below a manager is offered Refund; the
// board's filter lists the orders awaiting an online payment, which the open board leaves out; an
// admin sets the shop's UPI ID (refused when it is not one); analytics show the orders by payment
// status and the 'Paid online' row. No accessibility violations on a phone or a desktop.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { BILLING_MESSAGES } from '#shared/billing/billing-settings.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '#shared/orders.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;
let cod: Order;
let upi: Order;

const rupees = (amount: number) => formatRupees(toPaise(amount));
const card = (page: Page, order: Order) => page.locator('article', { hasText: order.orderNumber });

async function openBoard(page: Page, email: string) {
  await signInStaffContext(page, server.url, email);
  await gotoApp(page, `${server.url}/admin/orders`);
  await page.getByText('Live', { exact: true }).waitFor();
}

describe.skipIf(!chromiumAvailable)('payments in the staff area', () => {
  beforeAll(async () => {
    // Customers over HTTP send their own X-Forwarded-For address (per-IP sign-in limits).
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    const client = createClient(server.url, { connections: 2 });
    try {
      const customer = await signInCustomer(client, customerIdentity(0, 19));
      const items = await orderableItems(client, 2);
      const place = async (key: string, paymentMethod: 'cod' | 'upi') => {
        const res = await placeOrder(client, customer, { ...orderBody(customer, items, key), paymentMethod });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res.body;
      };
      cod = await place('payments-admin-cod', 'cod');
      upi = await place('payments-admin-upi', 'upi');
    } finally {
      client.close();
    }
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('says on each card what the door still has to take, with its payment buttons', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openBoard(page, 'staff@example.com');
    const cash = card(page, cod);
    await cash.waitFor();
    expect(await cash.getByText(`${rupees(cod.total)} · Cash on Delivery`).isVisible()).toBe(true);
    expect(await cash.getByText('Cash due', { exact: true }).isVisible()).toBe(true);
    expect(await cash.getByRole('button', { name: `Mark paid ${cod.orderNumber}` }).isVisible()).toBe(true);
    expect(await cash.getByRole('button', { name: /Show UPI QR/ }).count()).toBe(0);

    const byUpi = card(page, upi);
    expect(await byUpi.getByText('UPI due', { exact: true }).isVisible()).toBe(true);
    expect(await byUpi.getByRole('button', { name: `Show UPI QR ${upi.orderNumber}` }).isVisible()).toBe(
      true,
    );
    expect(await byUpi.getByRole('button', { name: `Mark paid ${upi.orderNumber}` }).isVisible()).toBe(true);
    // Neither was paid online; and staff may not refund at all.
    expect(await page.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    expect(await page.getByText('Payment ID').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await byUpi.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-payments-desktop.png') });

    await page.setViewportSize(PHONE);
    // The phone board is a tab list: the cards are drawn anew under the Placed tab.
    await page.getByRole('tablist', { name: 'Order columns' }).waitFor();
    await byUpi.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'board-payments-phone.png') });
    await close();
  });

  it('lists the orders awaiting an online payment on the filter, apart from the open board', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openBoard(page, 'manager@example.com');
    await card(page, cod).waitFor();
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Awaiting payment' });
    const awaiting = page.getByRole('region', { name: 'Awaiting payment' });
    await awaiting.getByText('No orders are awaiting payment.').waitFor();
    expect(await awaiting.textContent()).toContain(
      `or is cancelled after ${ONLINE_PAYMENT_WINDOW_MINUTES} minutes unpaid`,
    );
    // The open board's columns give way to the filter's list.
    expect(await card(page, cod).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Placed' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // One status's orders, at-door payments still due on them.
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Placed' });
    const placed = page.getByRole('region', { name: 'Placed' });
    await card(page, upi).waitFor();
    expect(await placed.locator('article').count()).toBe(2);
    expect(await card(page, upi).getByText('UPI due', { exact: true }).isVisible()).toBe(true);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Open orders' });
    await page.getByRole('heading', { name: 'Out for delivery' }).waitFor();
    expect(await card(page, cod).isVisible()).toBe(true);
    await close();
  });

  it("lets an admin give the shop's UPI ID for the QR at the door, refusing one that is not", async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'admin@example.com');
    await gotoApp(page, `${server.url}/admin/settings`);
    const form = page.getByRole('form', { name: 'Bills and tax' });
    await form.waitFor();
    const upiId = form.getByLabel('UPI ID for payments at the door');
    expect(await upiId.inputValue()).toBe('');
    await upiId.fill('chai express');
    await form.getByRole('button', { name: 'Save bills and tax' }).click();
    await form.getByText(BILLING_MESSAGES.upiVpa).waitFor();
    expect(await upiId.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await upiId.fill(' chaiexpress@okicici ');
    await form.getByRole('button', { name: 'Save bills and tax' }).click();
    await form.getByText('Bills and tax saved').waitFor();
    await page.reload();
    await form.waitFor();
    expect(await upiId.inputValue()).toBe('chaiexpress@okicici');
    await close();
  });

  it("counts the orders by payment status in analytics, with the 'Paid online' method", async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/analytics`);
    const statuses = page.getByRole('region', { name: 'Payment status' });
    await statuses.waitFor({ timeout: 10_000 });
    const row = (region: typeof statuses, label: string) =>
      region
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
        .getByRole('cell')
        .allTextContents();
    // Both wait for the door: pending, nothing refunded.
    expect(await row(statuses, 'Payment pending')).toEqual(['2', rupees(cod.total + upi.total), rupees(0)]);
    expect(await row(statuses, 'Paid')).toEqual(['0', rupees(0), rupees(0)]);
    const methods = page.getByRole('region', { name: 'Payment methods' });
    expect(await row(methods, 'Paid online')).toEqual(['0', rupees(0), '0%']);
    await page.getByRole('heading', { name: 'Payments report' }).waitFor();
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
