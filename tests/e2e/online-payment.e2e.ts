// Paying online in Chromium against the built server and a local fake Razorpay
// (docs/product.md#online-payments): the customer chooses 'Pay online' at checkout, lands on the
// pay page (a full page load: only its CSP lets the gateway's script in), a first attempt fails and
// says why, the second pays; the order turns paid on the page, and only then reaches the staff
// board and rings. A second customer closes the gateway's window and the payment arrives by the
// gateway's webhook alone: the pay page follows live. The fake gateway serves the checkout script
// and sends signed webhooks to the server over HTTP, as Razorpay would.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_WEBHOOK_PATH } from '#shared/api/payments.ts';
import { formatAmount } from '#shared/money.ts';
import { type FakeRazorpay, startFakeRazorpay } from '#tests/helpers/fake-razorpay.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  addWithDefaults,
  axeViolations,
  fillDeliveryAddress,
  signInStaffPage,
  signUpInLoginDialog,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;
let fake: FakeRazorpay;

/** From the menu to the pay page: a cart, sign-in, an address, 'Pay online', Place Order. */
async function checkoutOnline(page: Page, phone: string, name: string): Promise<string> {
  await gotoApp(page, server.url);
  await addWithDefaults(page, 'Masala Chai', 2);
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('dialog', { name: 'Login' }).waitFor();
  await signUpInLoginDialog(page, server.url, phone, name);
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.waitFor();
  await fillDeliveryAddress(page);
  await checkout.getByRole('radio', { name: /Pay online \(UPI, cards, netbanking\)/ }).check();
  await checkout.getByRole('button', { name: /Place Order/ }).click();
  await page.waitForURL(/\/orders\/[^/]+\/pay$/);
  return new URL(page.url()).pathname.split('/')[2] as string;
}

describe.skipIf(!chromiumAvailable)('online payment in Chromium', () => {
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    ({ server, browser } = await startBrowserSuite({ env: fake.env }));
    fake.setWebhookTarget(`${server.url}${PAYMENT_WEBHOOK_PATH}`);
  });
  afterAll(async () => {
    await stopBrowserSuite(server, browser);
    await fake?.close();
  });

  it('pays after a failed attempt, and only then does the order ring on the board', async () => {
    const staff = await openPage(browser, DESKTOP);
    await signInStaffPage(staff.page, server.url, 'staff@example.com');
    await staff.page
      .getByRole('navigation', { name: 'Admin' })
      .first()
      .getByRole('link', { name: 'Orders' })
      .click();
    await staff.page.getByText('Live', { exact: true }).waitFor();
    const alarm = staff.page.locator('[data-alarm]');

    const customer = await openPage(browser, PHONE);
    const page = customer.page;
    const orderId = await checkoutOnline(page, '9822066666', 'Asha Kulkarni');

    // Awaiting payment: not on the board, nothing rings.
    await page.getByRole('button', { name: /^Pay ₹/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'pay-page-phone.png'), fullPage: true });
    expect(await alarm.getAttribute('data-alarm')).toBe('idle');
    expect(await staff.page.locator('article').count()).toBe(0);

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const gateway = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    await gateway.waitFor();
    await gateway.getByRole('button', { name: 'Fail the payment (test)' }).click();
    await page.getByText('Payment failed because the bank declined it (test)').waitFor();
    await gateway.getByRole('button', { name: 'Pay with UPI (test)' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'pay-page-paid-phone.png'), fullPage: true });

    // Paid: the order reaches the open board live, and rings.
    const card = staff.page.locator('article', { hasText: 'Asha Kulkarni' });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.getByText('Paid online').count()).toBeGreaterThan(0);
    expect(await staff.page.getByTestId('bell-count').textContent()).toBe('1');
    await expect.poll(() => alarm.getAttribute('data-alarm')).toMatch(/^(ringing|blocked)$/);

    // The browser's return and the gateway's two webhooks paid it once.
    const paid = [...fake.payments.values()].filter((p) => p.status === 'captured');
    expect(paid).toHaveLength(1);
    expect(fake.deliveries.filter((d) => d.event === 'order.paid').map((d) => d.status)).toEqual([200]);
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    await customer.close();
    await staff.close();
  });

  it('says, before a prepaid order is cancelled, how much comes back and when (issue 44)', async () => {
    const customer = await openPage(browser, PHONE);
    const page = customer.page;
    const orderId = await checkoutOnline(page, '9822066699', 'Meera Joshi');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const gateway = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    await gateway.getByRole('button', { name: 'Pay with UPI (test)' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 10_000 });
    const order = (await (await page.request.get(`${server.url}/api/orders/${orderId}`)).json()) as {
      orderNumber: string;
      total: number;
    };

    await gotoApp(page, server.url);
    await page.getByRole('button', { name: /^(Account of )?Meera Joshi/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    await mine.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
    await mine.getByRole('button', { name: 'Cancel order' }).click();
    const question = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
    await question.waitFor();
    const words = `The ${formatAmount(order.total)} you paid online is refunded in full to the card, UPI account or bank you paid from; it usually reaches you in 5-7 working days.`;
    expect(await question.getByText(words).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'cancel-prepaid-question-phone.png') });
    await question.getByRole('button', { name: 'Keep order' }).click();
    await question.waitFor({ state: 'hidden' });
    await customer.close();
  });

  it('follows a payment that arrives by the webhook alone, with the gateway window closed', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await checkoutOnline(page, '9822077777', 'Rohan Deshpande');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const gateway = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    await gateway.getByRole('button', { name: 'Close (test)' }).click();
    await page.getByText('Payment not completed').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'pay-page-dismissed-desktop.png'), fullPage: true });

    // The customer paid in their UPI app after all; only the gateway's webhook tells the shop.
    const gatewayOrder = [...fake.orders.values()].at(-1);
    if (!gatewayOrder) throw new Error('no gateway order was created');
    await fake.pay(gatewayOrder.id);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 10_000 });
    await close();
  });
});
