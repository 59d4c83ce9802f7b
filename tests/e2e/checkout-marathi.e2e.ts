// A customer who chose Marathi (the 'lang=mr' cookie) orders on a phone (issue 41.3, 41.4): the cart
// and checkout speak Marathi with no English left in them, the order goes to the server with its
// language, and the SMS the order then sends (order accepted: an order placed sends none) is the
// Marathi DLT template. The SMS gateway is a local fake MSG91: sign-in codes come from it too.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { translate, type WordValues } from '#web/lib/i18n/translate.ts';
import { MARATHI_WORDS } from '#web/lib/i18n/words/mr/index.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffOverHttp } from './support/staff-over-http.ts';
import { untranslatedTexts } from './support/untranslated.ts';

/** What the storefront shows for an English text in Marathi. */
const mr = (english: string, values?: WordValues) => translate(MARATHI_WORDS, english, values);

type FlowRequest = { template_id: string; recipients: Record<string, string>[] };

let server: ServerProcess;
let browser: Browser;
let gateway: FakeProvider;
const requests: FlowRequest[] = [];

/** No line of the open dialog sticks out of a 390 px screen. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) throw new Error('no open dialog');
    const right = Math.min(window.innerWidth, dialog.getBoundingClientRect().right) + 1;
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) wide.push('the page scrolls sideways');
    for (const element of dialog.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right)
        wide.push(`${element.tagName}: ${element.textContent?.slice(0, 40)}`);
    }
    return wide;
  });
}

describe.skipIf(!chromiumAvailable)('checkout in Marathi on a phone', () => {
  beforeAll(async () => {
    gateway = await startFakeProvider({ status: 200, body: { type: 'success', message: 'queued' } });
    gateway.onRequest((_headers, body) => {
      requests.push(JSON.parse(body) as FlowRequest);
    });
    ({ server, browser } = await startBrowserSuite({
      env: {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'test-key',
        MSG91_TEMPLATE_ID: 'otp-tpl',
        MSG91_URL: gateway.url,
        SMS_TEMPLATE_ORDER_ACCEPTED: 'tpl-accepted',
        SMS_TEMPLATE_ORDER_ACCEPTED_HI: 'tpl-accepted-hi',
        SMS_TEMPLATE_ORDER_ACCEPTED_MR: 'tpl-accepted-mr',
      },
    }));
  });
  afterAll(async () => {
    await stopBrowserSuite(server, browser);
    await gateway?.close();
  });

  it('shows the cart and checkout in Marathi and places an order whose SMS is the Marathi template', async () => {
    const menu = (await (await fetch(`${server.url}/api/menu?lang=mr`)).json()) as MenuResponse;
    // Masala Chai, with the choices its sheet starts with (a cup of chai always has options).
    const chai = menu.items.find((item) => item.category === 'classic-chai' && item.inStock);
    if (!chai) throw new Error('no chai on the menu');

    const { page, context, close } = await openPage(browser, PHONE);
    await context.addCookies([{ name: 'lang', value: 'mr', url: server.url }]);
    await gotoApp(page, server.url);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^mr/);

    await page
      .getByRole('button', { name: mr('Add {item} to cart, choose options', { item: chai.name }) })
      .click();
    const sheet = page.getByRole('dialog', { name: chai.name });
    // The sheet's own button ('Add to cart · ₹25' in its language) names the price.
    await sheet.getByRole('button', { name: / · ₹\d/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: mr('Cart, {count} item', { count: 1 }) }).click();
    const cart = page.getByRole('dialog', { name: mr('My Cart') });
    await cart.getByRole('button', { name: mr('Proceed to Checkout') }).waitFor();
    // Soft: the flow goes on, so one run reports every dialog's left English and the SMS check.
    expect.soft(await untranslatedTexts(page, [], 'dialog[open]')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'cart-mr-phone.png') });

    // A guest signs in on the way to checkout: the phone, then the code the gateway was sent.
    await cart.getByRole('button', { name: mr('Proceed to Checkout') }).click();
    const login = page.locator('dialog[open]');
    const phone = '9890077731';
    await login.locator('input[type="tel"]').fill(phone);
    await login.locator('input[type="tel"]').press('Enter');
    const codeInput = login.locator('input[autocomplete="one-time-code"]');
    await codeInput.waitFor();
    await expect
      .poll(() => requests.find((r) => r.template_id === 'otp-tpl')?.recipients[0]?.otp)
      .toBeTruthy();
    await codeInput.fill(requests.find((r) => r.template_id === 'otp-tpl')?.recipients[0]?.otp ?? '');
    await codeInput.press('Enter');

    const checkout = page.getByRole('dialog', { name: mr('Checkout') });
    await checkout.getByRole('button', { name: new RegExp(`^${mr('Place Order')} · `) }).waitFor();
    // FIRST20 is the first-order offer's code (a new customer sees it): typed as it is in any language.
    expect.soft(await untranslatedTexts(page, ['FIRST20'], 'dialog[open]')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'checkout-mr-phone.png') });

    // Collected at the counter: the order needs no delivery address.
    await checkout.locator('input[name="order-type"][value="pickup"]').check();
    const placed = page.waitForResponse(
      (res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST',
    );
    await checkout.getByRole('button', { name: new RegExp(`^${mr('Place Order')} · `) }).click();
    const response = await placed;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON().language).toBe('mr');
    const order = (await response.json()) as { id: string; orderNumber: string };

    // The shop accepts it: the order's SMS goes out on the template of the language it was placed in
    // (read back from orders.language by the outbox).
    const staff = await signInStaffOverHttp(server.url, 'staff@example.com');
    const accepted = await fetch(`${server.url}/api/admin/orders/${order.id}/status`, {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'accepted' }),
    });
    expect(accepted.status).toBe(200);
    const aboutOrder = () =>
      requests.filter((r) => r.template_id !== 'otp-tpl' && r.recipients[0]?.order === order.orderNumber);
    await expect.poll(() => aboutOrder().length, { timeout: 15_000 }).toBe(1);
    expect(aboutOrder()[0]?.template_id).toBe('tpl-accepted-mr');
    expect(aboutOrder()[0]?.recipients[0]?.mobiles).toBe(`91${phone}`);
    await close();
  });
});
