// Taking and returning money from the staff board (docs/product.md#online-payments), in Chromium
// against the built server and a local fake Razorpay, each step checked on what the server then
// holds: 'Mark paid' on a cash order; the UPI QR at the door (first without the shop's UPI ID, then
// with it, on a phone, paid from the dialog); a manager's partial refund of an order paid online
// (staff are offered none), refused above what is left, then the cancel that refunds the rest; and
// the day's payments report in Analytics, by method, with the gateway's side checked. The orders
// are placed (and paid online) over HTTP; the gateway's webhooks reach the server over HTTP too.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { PAYMENT_MESSAGES, PAYMENT_WEBHOOK_PATH, type PaymentSession } from '#shared/api/payments.ts';
import { DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { formatAmount, formatInr } from '#shared/money.ts';
import { type FakeRazorpay, startFakeRazorpay } from '#tests/helpers/fake-razorpay.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
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

const SHOTS = '/tmp/shots-admin';
const UPI_ID = 'chaiexpress@okicici';
const STAFF_IP = '10.250.0.1';

let server: ServerProcess;
let browser: Browser;
let fake: FakeRazorpay;
let client: HttpClient;
let cookies: { manager: string; admin: string };
let cash: Order;
let upi: Order;
let online: Order;

const card = (page: Page, order: Order) => page.locator('article', { hasText: order.orderNumber });
/** The card's payment badge (the first of its words; a refund line below may say 'Refunded' too). */
const badge = (page: Page, order: Order, text: string) =>
  card(page, order).getByText(text, { exact: true }).first();

/** The order as the server holds it, read from the manager's board (open orders, or cancelled). */
async function serverOrder(order: Order): Promise<Order> {
  for (const query of ['', '?status=cancelled']) {
    const res = await client.request<{ orders: Order[] }>('GET', `/api/admin/orders${query}`, {
      headers: { cookie: cookies.manager, 'x-forwarded-for': STAFF_IP },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = res.body.orders.find((o) => o.id === order.id);
    if (found) return found;
  }
  throw new Error(`order ${order.orderNumber} is not on the board`);
}

async function openBoard(page: Page, email: string) {
  await signInStaffContext(page, server.url, email);
  await gotoApp(page, `${server.url}/admin/orders`);
  await page.getByText('Live', { exact: true }).waitFor();
}

describe.skipIf(!chromiumAvailable)('payments on the staff board', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    fake = await startFakeRazorpay();
    // Customers over HTTP send their own X-Forwarded-For address (per-IP sign-in limits).
    ({ server, browser } = await startBrowserSuite({ env: { ...fake.env, TRUST_PROXY: 'true' } }));
    fake.setWebhookTarget(`${server.url}${PAYMENT_WEBHOOK_PATH}`);
    client = createClient(server.url, { connections: 2 });
    cookies = {
      manager: await signInStaffOverHttp(client, 'manager@example.com', { ip: STAFF_IP }),
      admin: await signInStaffOverHttp(client, 'admin@example.com', { ip: STAFF_IP }),
    };

    const customer = await signInCustomer(client, customerIdentity(0, 21));
    const items = await orderableItems(client, 2);
    const place = async (key: string, paymentMethod: Order['paymentMethod']) => {
      const res = await placeOrder(client, customer, { ...orderBody(customer, items, key), paymentMethod });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    cash = await place('payments-board-cash', 'cod');
    upi = await place('payments-board-upi', 'upi');
    online = await place('payments-board-online', 'online');
    // Pay it as the customer's browser would start to, then at the gateway: its webhooks pay the order.
    const headers = { cookie: customer.cookie, 'x-forwarded-for': customer.ip };
    const session = await client.request<PaymentSession>('POST', `/api/orders/${online.id}/payment`, {
      headers,
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    await fake.pay(session.body.gatewayOrderId);
    // fake.pay returns once the server has answered its webhooks.
    expect((await serverOrder(online)).payment.status).toBe('paid');
  });
  afterAll(async () => {
    client?.close();
    await stopBrowserSuite(server, browser);
    await fake?.close();
  });

  it("marks a cash order paid once staff confirm the cash: the badge turns from 'Cash due' to Paid and the button goes", async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openBoard(page, 'staff@example.com');
    await badge(page, cash, 'Cash due').waitFor();
    await card(page, cash)
      .getByRole('button', { name: `Mark paid ${cash.orderNumber}` })
      .click();
    // Asked first, with the amount and the way it is paid; nothing changes until confirmed.
    const confirm = page.getByRole('dialog', { name: `Mark paid ${cash.orderNumber}` });
    await confirm.getByText(`Collected ${formatAmount(cash.total)} cash?`).waitFor();
    expect((await serverOrder(cash)).payment.status).toBe('pending');
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await badge(page, cash, 'Paid').waitFor();
    // Staff are not offered the undo (a manager's).
    expect(
      await card(page, cash)
        .getByRole('button', { name: /^Undo paid/ })
        .count(),
    ).toBe(0);
    expect(
      await card(page, cash)
        .getByRole('button', { name: /^Mark paid/ })
        .count(),
    ).toBe(0);
    expect(await badge(page, cash, 'Cash due').count()).toBe(0);
    const held = await serverOrder(cash);
    expect(held.payment.status).toBe('paid');
    expect(held.paymentMethod).toBe('cod');
    await close();
  });

  it("shows the UPI QR once the shop's UPI ID is set, on a phone, and is paid from it", async () => {
    const { page, close } = await openPage(browser, PHONE);
    await openBoard(page, 'staff@example.com');
    const showQr = card(page, upi).getByRole('button', { name: `Show UPI QR ${upi.orderNumber}` });
    const dialog = page.getByRole('dialog', { name: `UPI QR for ${upi.orderNumber}` });
    await showQr.click();
    await dialog.getByText(PAYMENT_MESSAGES.noUpiId).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    const saved = await client.request('PUT', '/api/admin/settings/billing', {
      headers: { cookie: cookies.admin, 'x-forwarded-for': STAFF_IP },
      body: { ...DEFAULT_BILLING, upiVpa: UPI_ID },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await showQr.click();
    const amount = formatInr(upi.total);
    await dialog
      .getByRole('img', { name: `UPI QR code: pay ${amount} to ${UPI_ID} for order ${upi.orderNumber}` })
      .waitFor();
    expect(await dialog.getByText(amount, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText(UPI_ID, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText(upi.orderNumber, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText(PAYMENT_MESSAGES.noUpiId).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/upi-qr-phone.png` });

    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await dialog.waitFor({ state: 'detached' });
    await badge(page, upi, 'Paid').waitFor();
    expect(await showQr.count()).toBe(0);
    const held = await serverOrder(upi);
    expect(held.payment.status).toBe('paid');
    expect(held.paymentMethod).toBe('upi');
    await close();
  });

  it('lets a manager refund part of an online payment, and cancelling refunds the rest', async () => {
    const staff = await openPage(browser, DESKTOP);
    await openBoard(staff.page, 'staff@example.com');
    await badge(staff.page, online, 'Paid').waitFor();
    expect(await staff.page.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    await staff.close();

    const { page, close } = await openPage(browser, DESKTOP);
    await openBoard(page, 'manager@example.com');
    const onBoard = card(page, online);
    await onBoard.getByRole('button', { name: `Refund ${online.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${online.orderNumber}` });
    const amount = dialog.getByLabel('Amount (₹)');
    // It starts at everything that is left.
    expect(await amount.inputValue()).toBe(online.total.toFixed(2));
    await dialog.getByLabel('Reason').fill('One chai was spilt');
    await page.screenshot({ path: `${SHOTS}/refund-desktop.png` });

    // More than is left is refused beside the box; nothing reaches the gateway.
    await amount.fill((online.total + 1).toFixed(2));
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText(PAYMENT_MESSAGES.refundAmount).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(fake.refunds.size).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await amount.fill('10');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await badge(page, online, 'Partly refunded').waitFor({ timeout: 10_000 });
    const refunds = onBoard.getByRole('list', { name: `Refunds of ${online.orderNumber}` });
    await refunds.getByText('Refunded', { exact: true }).waitFor();
    expect(await refunds.textContent()).toContain(formatInr(10));
    expect(await refunds.textContent()).toContain('One chai was spilt');
    const partly = await serverOrder(online);
    expect(partly.payment.status).toBe('partially_refunded');
    expect(partly.payment.refunded).toBe(10);
    expect(partly.payment.refunds.map((r) => [r.amount, r.status])).toEqual([[10, 'processed']]);

    // The dialog now starts at what is left, not the total.
    await onBoard.getByRole('button', { name: `Refund ${online.orderNumber}` }).click();
    expect(await amount.inputValue()).toBe((online.total - 10).toFixed(2));
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Cancelling refunds what is left, and says so first.
    const rest = formatInr(online.total - 10);
    await onBoard.getByRole('button', { name: `Cancel ${online.orderNumber}` }).click();
    await onBoard.getByText(`${rest} will be refunded to the customer.`).waitFor();
    await onBoard.getByLabel('Reason for cancelling').fill('Customer asked to cancel');
    await onBoard.getByRole('button', { name: 'Cancel order' }).click();
    await onBoard.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await serverOrder(online)).payment.status, { timeout: 10_000 })
      .toBe('refunded');
    const ended = await serverOrder(online);
    expect(ended.status).toBe('cancelled');
    expect(ended.payment.refunded).toBe(online.total);
    expect(ended.payment.refunds.map((r) => r.status)).toEqual(['processed', 'processed']);

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Cancelled' });
    await badge(page, online, 'Refunded').waitFor();
    expect(await onBoard.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    await close();
  });

  it("reports today's payments by method, and the gateway's captured payments match", async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/analytics`);
    const byMethod = page.getByRole('region', { name: 'Money taken by method' });
    await byMethod.waitFor({ timeout: 10_000 });
    const row = (label: string) =>
      byMethod
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
        .getByRole('cell')
        .allTextContents();
    const money = (collected: number, refunded: number) => [
      formatInr(collected),
      formatInr(refunded),
      formatInr(collected - refunded),
    ];
    expect(await row('Cash on Delivery')).toEqual(['1', ...money(cash.total, 0)]);
    expect(await row('UPI')).toEqual(['1', ...money(upi.total, 0)]);
    expect(await row('Paid online')).toEqual(['1', ...money(online.total, online.total)]);
    expect(await row('All methods')).toEqual([
      '3',
      ...money(cash.total + upi.total + online.total, online.total),
    ]);

    const gateway = page.getByRole('region', { name: 'Online payments at the gateway' });
    await gateway.getByText('Matches', { exact: true }).waitFor();
    expect(await gateway.textContent()).toContain(`Captured at the gateway${formatInr(online.total)}`);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('lets a manager undo a mark-paid with a reason: the cash is due again', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await openBoard(page, 'manager@example.com');
    await badge(page, cash, 'Paid').waitFor();
    await card(page, cash)
      .getByRole('button', { name: `Undo paid ${cash.orderNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Undo paid ${cash.orderNumber}` });
    await dialog.getByRole('button', { name: 'Undo paid' }).click();
    await dialog.getByText(PAYMENT_MESSAGES.unmarkReason).waitFor();
    expect((await serverOrder(cash)).payment.status).toBe('paid');
    await dialog.getByLabel('Reason').fill('Rider came back without the cash');
    await dialog.getByRole('button', { name: 'Undo paid' }).click();
    await badge(page, cash, 'Cash due').waitFor();
    await card(page, cash)
      .getByRole('button', { name: `Mark paid ${cash.orderNumber}` })
      .waitFor();
    expect((await serverOrder(cash)).payment).toMatchObject({ status: 'pending', paidAt: null });
    await close();
  });
});
