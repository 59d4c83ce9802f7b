// A customer signs up by phone in Chromium: invisible robot check, code from the development
// outbox, greeting and user menu, a saved address, sign out and back in with address and cart kept.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { signInCustomerPage, smsCode } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const artifacts = ARTIFACTS;
let server: ServerProcess;
let browser: Browser;

const codeFor = (phone: string) => smsCode(server.url, phone);
const signIn = (page: Page, phone: string, fullName?: string) =>
  signInCustomerPage(page, server.url, phone, { fullName });

describe.skipIf(!chromiumAvailable)('customer account in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('signs up, is greeted, saves an address, signs out and back in with address and cart kept', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: 'Add Masala Chai to cart' }).click();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'login-modal-phone.png') });
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');

    const firstSend = Date.now();
    await signIn(page, '98220 77777', 'Sneha Kulkarni');
    await page.getByText('Welcome to Chai Express, Sneha Kulkarni!').waitFor();
    await page.getByRole('button', { name: /Sneha Kulkarni/ }).click();
    expect(await page.getByText('+919822077777').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Change location/ }).click();
    await page.getByRole('button', { name: 'Add new address' }).click();
    await page.getByLabel('Name').fill('Home');
    await page.getByLabel('Mobile number').fill('9822077777');
    await page.getByLabel('House / flat').fill('Flat 2');
    await page.getByLabel('Building and street').fill('Porwal Rd, Lohegaon, Pune');
    await page.getByRole('button', { name: 'Save Address' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(
      await page.getByRole('banner').getByText('Home - Flat 2, Porwal Rd, Lohegaon, Pune').isVisible(),
    ).toBe(true);

    await page.getByRole('button', { name: /Sneha Kulkarni/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByTestId('cart-badge').textContent()).toBe('1');

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // A new code for the same phone is allowed 30 seconds after the last one.
    await page.waitForTimeout(Math.max(0, firstSend + 31_000 - Date.now()));
    await signIn(page, '9822077777');
    expect(await page.getByText('Welcome to Chai Express').count()).toBe(0);
    await page.getByRole('button', { name: /Sneha Kulkarni/ }).waitFor();
    expect(await page.getByTestId('cart-badge').textContent()).toBe('1');
    await page.getByRole('button', { name: /Change location/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Home - Flat 2, Porwal Rd, Lohegaon, Pune/ })
      .waitFor();
    await page.screenshot({ path: path.join(artifacts, 'saved-addresses-phone.png') });
    expect(await page.getByRole('dialog').getByText('Default', { exact: false }).allTextContents()).toEqual([
      '+919822077777 · Default',
    ]);
    await close();
  });

  it('shows Invalid OTP for a wrong code', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Phone number').fill('9822088888');
    await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
    await page.getByPlaceholder('6-digit code').waitFor();
    await page
      .getByPlaceholder('6-digit code')
      .fill((await codeFor('+919822088888')) === '000000' ? '111111' : '000000');
    await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').textContent()).toBe('Invalid OTP');
    await close();
  });
});
