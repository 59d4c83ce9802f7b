// 'Order updates by SMS' in the storefront's account menu (docs/product.md#order-notifications):
// a switch, saved for the account at once, kept after a reload, and back where it was when the
// server does not save it.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#shared/api-errors.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, signInCustomerPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

async function saved(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await (await fetch('/api/customer/notifications')).json()).orderSms);
}

describe.skipIf(!chromiumAvailable)('the order SMS switch in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('switches order SMS off and on, keeps it after a reload, and rolls back a failed save', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await signInCustomerPage(page, server.url, '98220 66661', { fullName: 'Tara Menon' });
    const account = page.getByRole('button', { name: /Tara Menon/ });
    const toggle = page.getByRole('switch', { name: NOTIFICATION_TEXTS.smsUpdates });

    await account.click();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'account-menu-sms-switch-phone.png') });

    await toggle.click();
    // Polled: on a loaded machine the re-render can land after the click returns.
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => saved(page)).toBe(false);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await account.click();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);

    // The server does not save it: the switch goes back and says so.
    await page.route('**/api/customer/notifications', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: ERROR_MESSAGES.SERVER_ERROR } }),
          })
        : route.continue(),
    );
    await toggle.click();
    await page.getByRole('alert').filter({ hasText: 'Could not save. Try again.' }).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/customer/notifications');
    expect(await saved(page)).toBe(false);

    await toggle.click();
    await expect.poll(() => saved(page)).toBe(true);
    expect(await toggle.isChecked()).toBe(true);
    await close();
  });
});
