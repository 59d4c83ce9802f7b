// "Delete my account" in Chromium (docs/product.md#privacy-and-retention): from the account menu,
// a confirmation dialog that can be declined, the server's refusal while an order is on its way
// shown in it, then the deletion: signed out here, a notice, and the server knows no session.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '#shared/api/account-deletion.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, signInCustomerPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Awaited<ReturnType<typeof startBrowserSuite>>['browser'];

/** A request to the API from the page, with its session cookie, as the storefront sends it. */
async function pageJson<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url, body },
  );
}

/** An order placed from the page (cash at the door), still waiting for the shop. */
async function placeOrder(page: Page): Promise<string> {
  const { items } = await pageJson<{ items: { id: string; name: string }[] }>(page, 'GET', '/api/menu');
  const bun = items.find((i) => i.name === 'Bun Maska');
  if (!bun) throw new Error('no Bun Maska on the menu');
  const area = PRESET_AREAS[0]!;
  const order = await pageJson<{ id: string }>(page, 'POST', '/api/orders', {
    idempotencyKey: crypto.randomUUID(),
    lines: [{ menuItemId: bun.id, quantity: 1 }],
    address: {
      name: 'Kavita Deshmukh',
      phone: '+919822066601',
      house: 'Flat 3',
      address: 'Porwal Road',
      area: area.area,
      latitude: area.latitude,
      longitude: area.longitude,
    },
  });
  return order.id;
}

async function openDeletion(page: Page) {
  await page.getByRole('button', { name: /Kavita Deshmukh/ }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.waitFor();
  return dialog;
}

describe.skipIf(!chromiumAvailable)('deleting an account in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('asks first, refuses while an order is on its way, then deletes and signs out', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await signInCustomerPage(page, server.url, '9822066601', { fullName: 'Kavita Deshmukh' });
    await page.getByRole('button', { name: /Kavita Deshmukh/ }).waitFor();

    // Declined: nothing happens.
    let dialog = await openDeletion(page);
    expect(await dialog.getByText(/keep your name and phone number/).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'delete-account-dialog-phone.png') });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await pageJson<{ profile: unknown }>(page, 'GET', '/api/customer/me')).toMatchObject({
      profile: { fullName: 'Kavita Deshmukh' },
    });

    // An order still waiting for the shop: the server's refusal, in the dialog.
    const orderId = await placeOrder(page);
    dialog = await openDeletion(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(ACCOUNT_DELETION_MESSAGES.orderInProgress);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await pageJson(page, 'POST', `/api/orders/${orderId}/cancel`);

    // Now it goes: signed out here, the notice, and no session on the server.
    dialog = await openDeletion(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('status').filter({ hasText: ACCOUNT_DELETION_MESSAGES.deleted }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'delete-account-done-phone.png') });
    expect(await pageJson<{ profile: unknown }>(page, 'GET', '/api/customer/me')).toEqual({ profile: null });
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await close();
  });

  it('the privacy policy tells the customer where Delete my account is (desktop)', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    try {
      await gotoApp(page, `${server.url}/privacy`);
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByText('choose Delete my account in the account menu').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
