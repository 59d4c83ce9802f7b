// WhatsApp order updates in Chromium (docs/product.md#whatsapp-updates), the built server talking
// to a local fake of Meta's Graph API (tests/helpers/fake-whatsapp.ts): the checkout's tick, ticked
// and sent with the order, is remembered (the next checkout starts ticked, the account menu's
// switch is on and turns it off); the order's 'accepted' update reaches the fake as the approved
// template and no SMS goes; 'Chat with the shop' on the confirmation and in My orders opens wa.me
// with the order number in the first message. axe runs on each state; screenshots at 390 px go to
// /tmp/shots-whatsapp.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactPagesResponse } from '#shared/api/settings.ts';
import { WHATSAPP_TEXTS } from '#shared/come-back/whatsapp.ts';
import { FAKE_WHATSAPP, type FakeWhatsapp, startFakeWhatsapp } from '../helpers/fake-whatsapp.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  addWithDefaults,
  axeViolations,
  jsonFromPage,
  signInCustomerPage,
  signInStaffPage,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const SHOTS = '/tmp/shots-whatsapp';
/** The shop's WhatsApp number as the settings form takes it, and as wa.me wants it. */
const SHOP_WHATSAPP = '98220 12345';
const SHOP_WA_DIGITS = '919822012345';
const CUSTOMER = '9822071001';

let server: ServerProcess;
let browser: Browser;
let meta: FakeWhatsapp;
let staff: Page;
let closeStaff: () => Promise<void>;

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** A JSON request from the signed-in staff page (same origin, its session cookie). */
const staffApi = <T = unknown>(method: string, url: string, body?: unknown) =>
  jsonFromPage<T>(staff, method, url, body);

/** The signed-in customer's saved choice, as the server has it. */
const savedWhatsapp = (page: Page): Promise<boolean> =>
  page.evaluate(async () => (await (await fetch('/api/customer/notifications')).json()).whatsapp);

/** The wa.me link 'Chat with the shop' must have for an order. */
function chatHref(orderNumber: string): string {
  return `https://wa.me/${SHOP_WA_DIGITS}?text=${encodeURIComponent(`Hello! About my order ${orderNumber}:`)}`;
}

/** What the development SMS provider sent the customer: sign-in codes and order messages. */
async function smsOutbox() {
  const res = await fetch(`${server.url}/api/dev/sms-outbox?phone=${encodeURIComponent(`+91${CUSTOMER}`)}`);
  return res.json();
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.waitFor();
  return checkout;
}

describe.skipIf(!chromiumAvailable)('WhatsApp order updates on the storefront', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    meta = await startFakeWhatsapp();
    ({ server, browser } = await startBrowserSuite({
      env: {
        ...meta.env,
        WHATSAPP_TEMPLATE_ORDER_ACCEPTED: 'order_accepted',
        WHATSAPP_TEMPLATE_ORDER_OUT_FOR_DELIVERY: 'order_on_the_way',
        WHATSAPP_TEMPLATE_ORDER_DELIVERED: 'order_delivered',
        WHATSAPP_TEMPLATE_ORDER_CANCELLED: 'order_cancelled',
        WHATSAPP_TEMPLATE_LANGUAGES: 'en_US',
        // The development SMS provider records what it would send: with its templates registered
        // an order SMS is sent unless the customer is on WhatsApp.
        SMS_TEMPLATE_ORDER_ACCEPTED: 'sms-accepted',
      },
    }));
    const opened = await openPage(browser, DESKTOP);
    staff = opened.page;
    closeStaff = opened.close;
    await signInStaffPage(staff, server.url, 'admin@example.com');
    // The shop's WhatsApp number, as an admin sets it in Settings > Contact & pages.
    const current = await staffApi<ContactPagesResponse>('GET', '/api/admin/settings/pages');
    await staffApi('PUT', '/api/admin/settings/pages', {
      contact: { ...current.contact, whatsApp: SHOP_WHATSAPP },
      pages: current.pages,
    });
  });
  afterAll(async () => {
    await closeStaff?.();
    await stopBrowserSuite(server, browser);
    await meta?.close();
  });

  it('opts in at checkout, remembers it, sends the accepted update on WhatsApp, links to the shop and opts out', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await addWithDefaults(page, 'Masala Chai', 2);
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await signInCustomerPage(page, server.url, CUSTOMER, { fullName: 'Farah Shaikh', openDialog: false });
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: 'Pickup' }).check();

    // A new customer has not chosen WhatsApp: the tick is there, unticked.
    const tick = checkout.getByRole('checkbox', { name: WHATSAPP_TEXTS.optIn });
    await tick.waitFor();
    expect(await tick.isChecked()).toBe(false);
    expect(await savedWhatsapp(page)).toBe(false);
    await tick.check();
    await tick.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'checkout-tick-390');

    await checkout.getByRole('button', { name: /^Place Order/ }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    const order = await page.evaluate(async () => (await (await fetch('/api/orders')).json()).orders[0]);
    const orderNumber: string = order.orderNumber;
    // Saved with the order: the account's choice is now WhatsApp.
    expect(await savedWhatsapp(page)).toBe(true);

    const placedChat = placed.getByRole('link', { name: WHATSAPP_TEXTS.chatWithShop });
    await placedChat.waitFor();
    expect(await placedChat.getAttribute('href')).toBe(chatHref(orderNumber));
    expect(await placedChat.getAttribute('target')).toBe('_blank');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'order-placed-chat-390');

    // Staff accept it: the update goes to Meta as the approved template, in English, to the
    // customer's number with the order number as {{1}}; no SMS goes.
    await staffApi('POST', `/api/admin/orders/${order.id}/status`, { status: 'accepted' });
    await expect
      .poll(() => meta.sent.filter((s) => s.to === `91${CUSTOMER}`), { timeout: 15_000 })
      .toHaveLength(1);
    const [sent] = meta.sent.filter((s) => s.to === `91${CUSTOMER}`);
    expect(sent).toMatchObject({ name: 'order_accepted', languageCode: 'en_US', parameters: [orderNumber] });
    const request = meta.requests.find((r) => r.body.includes(`"to":"91${CUSTOMER}"`));
    expect(request?.path).toBe(`/${FAKE_WHATSAPP.version}/${FAKE_WHATSAPP.phoneNumberId}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${FAKE_WHATSAPP.accessToken}`);
    // The development SMS provider records every order SMS it would send: none for this order.
    const outbox = await smsOutbox();
    expect(outbox.messages.length).toBeGreaterThan(0); // the sign-in code went by SMS
    expect(outbox.orderMessages).toEqual([]);

    await placed.getByRole('button', { name: 'Close' }).click();

    // My orders: the same link on the order.
    await page.getByRole('button', { name: /^(Account of )?Farah/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    const mineChat = mine.getByRole('link', { name: WHATSAPP_TEXTS.chatWithShop }).first();
    await mineChat.waitFor();
    expect(await mineChat.getAttribute('href')).toBe(chatHref(orderNumber));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'my-orders-chat-390');
    await mine.getByRole('button', { name: 'Close' }).click();

    // The next checkout starts ticked.
    await addWithDefaults(page, 'Masala Chai', 1);
    const again = await openCheckout(page);
    const tickAgain = again.getByRole('checkbox', { name: WHATSAPP_TEXTS.optIn });
    await tickAgain.waitFor();
    expect(await tickAgain.isChecked()).toBe(true);
    await again.getByRole('button', { name: 'Close' }).click();
    await again.waitFor({ state: 'hidden' });

    // The account menu's switch is on, and turns WhatsApp off for good.
    await page.getByRole('button', { name: /^(Account of )?Farah/ }).click();
    const toggle = page.getByRole('switch', { name: WHATSAPP_TEXTS.optIn });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'account-switch-on-390');
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => savedWhatsapp(page)).toBe(false);
    await shot(page, 'account-switch-off-390');
    await page.keyboard.press('Escape');

    // ...and the checkout after that starts unticked; that order's update goes by SMS.
    const third = await openCheckout(page);
    const tickThird = third.getByRole('checkbox', { name: WHATSAPP_TEXTS.optIn });
    await tickThird.waitFor();
    expect(await tickThird.isChecked()).toBe(false);
    await third.getByRole('radio', { name: 'Pickup' }).check();
    await third.getByRole('button', { name: /^Place Order/ }).click();
    await page.getByRole('dialog', { name: 'Order placed' }).waitFor();
    const second = await page.evaluate(async () => (await (await fetch('/api/orders')).json()).orders[0]);
    expect(second.orderNumber).not.toBe(orderNumber);
    expect(await savedWhatsapp(page)).toBe(false);
    await staffApi('POST', `/api/admin/orders/${second.id}/status`, { status: 'accepted' });
    await expect
      .poll(async () => (await smsOutbox()).orderMessages.map((m: { kind: string }) => m.kind), {
        timeout: 15_000,
      })
      .toEqual(['order_accepted']);
    expect(meta.sent.filter((s) => s.to === `91${CUSTOMER}`)).toHaveLength(1);
    await close();
  });
});
