// The storefront's footer in Chromium (docs/product.md#storefront): a manager fills in 'Contact and
// pages'; the footer shows only the social link that was entered, its policy link opens a
// server-rendered page with the manager's text (markup shown as typed), Contact Us has tap-to-call
// and WhatsApp links, and Track Order takes a guest through sign-in to My orders, on a phone.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, signInCustomerPage } from './support/pages.ts';
import { sectionScreenshot } from './support/screenshots.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;

const PRIVACY = 'We keep your phone number to sign you in.\n\nNothing <b>else</b>, and never sold.';

describe.skipIf(!chromiumAvailable)('storefront footer in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('shows the contact details and page text a manager saves, on desktop', async () => {
    const manager = await openPage(browser, DESKTOP);
    await signInStaffContext(manager.page, server.url, 'manager@example.com');
    await gotoApp(manager.page, `${server.url}/admin/settings`);
    const form = manager.page.getByRole('form', { name: 'Contact and pages' });
    await form.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
    await form.getByLabel('WhatsApp number').fill('98900 12345');
    await form.getByLabel('Email').fill('hello@chaiexpress.in');
    await form.getByLabel('Instagram page').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save contact and pages' }).click();
    await form.getByText('Use an https:// address').waitFor();
    await form.getByLabel('Instagram page').fill('https://www.instagram.com/chaiexpress');
    await form.getByLabel('Privacy Policy').fill(PRIVACY);
    await form.getByLabel('Grievance officer').fill('Meera Joshi');
    await form.getByRole('button', { name: 'Save contact and pages' }).click();
    await form.getByText('Contact and pages saved').waitFor();
    await sectionScreenshot(manager.page, form, path.join(ARTIFACTS, 'contact-pages-form-desktop.png'));
    expect(await axeViolations(manager.page)).toEqual([]);
    await manager.close();

    // The page arrives rendered, the markup escaped, before any script runs.
    const html = await (await fetch(`${server.url}/privacy`)).text();
    expect(html).toContain('Nothing &lt;b&gt;else&lt;/b&gt;, and never sold.');

    const { page, close } = await openPage(browser, DESKTOP);
    await gotoApp(page, server.url);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/chaiexpress',
    );
    // Facebook, X and YouTube were left empty: not shown.
    expect(await footer.getByRole('link', { name: /Facebook|Twitter|YouTube/ }).count()).toBe(0);
    // Connect always has a way in: the shop's phone and WhatsApp with the social links.
    expect(await footer.getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(await footer.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919890012345',
    );
    // Nothing in the footer that goes nowhere.
    expect(await footer.getByText(/Our Kitchen|Careers/).count()).toBe(0);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(page.url()).toBe(`${server.url}/privacy`);
    // Fetched on the way here (the page was not the one the server rendered).
    await page.getByText('Nothing <b>else</b>, and never sold.').waitFor();
    expect(await page.locator('main b').count()).toBe(0);
    // Every policy names who handles complaints, and how to reach them.
    const grievance = page.getByRole('region', { name: 'Complaints and grievances' });
    await grievance.getByText('Meera Joshi').waitFor();
    expect(
      await grievance.getByRole('link', { name: '+91 98765 43210', exact: true }).getAttribute('href'),
    ).toBe('tel:+919876543210');
    await page.screenshot({ path: path.join(ARTIFACTS, 'privacy-page-desktop.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help and contact' }).waitFor();
    expect(await page.getByRole('link', { name: '+91 98765 43210', exact: true }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(await page.getByRole('link', { name: '98900 12345' }).getAttribute('href')).toBe(
      'https://wa.me/919890012345',
    );
    expect(await page.getByRole('link', { name: 'hello@chaiexpress.in' }).getAttribute('href')).toBe(
      'mailto:hello@chaiexpress.in',
    );
    expect(await page.getByText('Lohegaon, Pune, Maharashtra').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'contact-page-desktop.png'), fullPage: true });
    await close();
  });

  it('opens the pages and Track Order on a phone: a guest signs in, then sees My orders', async () => {
    const { page, close } = await openPage(browser, PHONE);
    // The server-rendered page must hydrate as it was rendered (React reports a mismatch as an error).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Each page names itself in the tab, in the served page already (a shared link's preview).
    const served = await (await fetch(`${server.url}/terms`)).text();
    expect(served).toContain('<title>Terms of Service · Chai Express</title>');
    await gotoApp(page, `${server.url}/terms`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.title()).toBe('Terms of Service · Chai Express');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    await expect.poll(() => page.title()).toBe('Our Story · Chai Express');
    await page.getByText(/small chai and snacks kitchen in Lohegaon/).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'our-story-phone.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    expect(errors).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Track Order' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await signInCustomerPage(page, server.url, '9822066666', { openDialog: false });
    await page.getByRole('dialog', { name: 'My orders' }).waitFor();
    await page.keyboard.press('Escape');

    // On the storefront itself the footer's Track Order opens My orders in place.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Track Order' }).click();
    await page.getByRole('dialog', { name: 'My orders' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'footer-phone.png') });
    await close();

    // Back on the menu from a page served with its own title, the tab is the storefront's again.
    const other = await openPage(browser, PHONE);
    await gotoApp(other.page, `${server.url}/refunds`);
    await other.page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    expect(await other.page.title()).toBe('Refund Policy · Chai Express');
    await other.page.getByRole('link', { name: 'Back to the menu' }).click();
    await expect.poll(() => other.page.title()).toBe('Chai Express · Fresh chai and snacks, fast');
    await other.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'tells the owner on the dashboard and in Settings that nobody can order without a phone (%s)',
    async (width, viewport) => {
      const manager = await openPage(browser, viewport);
      await signInStaffContext(manager.page, server.url, 'manager@example.com');
      await gotoApp(manager.page, `${server.url}/admin/settings`);
      const form = manager.page.getByRole('form', { name: 'Contact and pages' });
      const phone = form.getByLabel('Phone', { exact: true });
      const before = await phone.inputValue();
      await phone.fill('');
      await form.getByRole('button', { name: 'Save contact and pages' }).click();
      await form.getByText('Contact and pages saved').waitFor();
      await manager.page.getByTestId('no-contact-bar').waitFor();
      await gotoApp(manager.page, `${server.url}/admin`);
      await expect.poll(() => manager.page.title()).toBe('Dashboard · Chai Express');
      const bar = manager.page.getByRole('region', { name: 'Shop not taking orders' });
      await bar.getByText('Customers cannot order until the shop’s phone number is set').waitFor();
      expect(await axeViolations(manager.page)).toEqual([]);
      await manager.page.screenshot({ path: path.join(ARTIFACTS, `no-phone-dashboard-${width}.png`) });
      await bar.getByRole('link', { name: 'Open Settings' }).click();
      await expect.poll(() => manager.page.title()).toBe('Settings · Chai Express');
      await phone.fill(before);
      await form.getByRole('button', { name: 'Save contact and pages' }).click();
      await form.getByText('Contact and pages saved').waitFor();
      expect(await manager.page.getByTestId('no-contact-bar').count()).toBe(0);
      await manager.close();
    },
  );

  it('warns in Settings and on the dashboard when a saved policy promises online refunds the shop cannot give (issue 44)', async () => {
    const manager = await openPage(browser, PHONE);
    await signInStaffContext(manager.page, server.url, 'manager@example.com');
    await gotoApp(manager.page, `${server.url}/admin/settings`);
    const form = manager.page.getByRole('form', { name: 'Contact and pages' });
    const refunds = form.getByLabel('Refund Policy', { exact: true });
    const before = await refunds.inputValue();
    expect(await form.getByTestId('policy-warning').count()).toBe(0);
    // This shop takes payment only at the door.
    await refunds.fill('An order paid online is refunded to your card in 5-7 working days.');
    await form.getByRole('button', { name: 'Save contact and pages' }).click();
    await form.getByText('Contact and pages saved').waitFor();
    const warning = form.getByTestId('policy-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toBe(
      'Online payment is off, but your Refund Policy says “paid online”: customers pay at the door or the counter, so remove what promises online payment or online refunds.',
    );
    expect(await warning.isVisible()).toBe(true);
    await warning.scrollIntoViewIfNeeded();
    await manager.page.screenshot({ path: path.join(ARTIFACTS, 'settings-policy-warning-phone.png') });

    await gotoApp(manager.page, `${server.url}/admin`);
    const bar = manager.page.getByRole('region', { name: 'Policies to check' });
    await bar.getByText(/^Online payment is off, but your Refund Policy says “paid online”/).waitFor();
    expect(await bar.isVisible()).toBe(true);
    await manager.page.screenshot({ path: path.join(ARTIFACTS, 'dashboard-policy-warning-phone.png') });
    expect(await axeViolations(manager.page)).toEqual([]);
    await bar.getByRole('link', { name: 'Open Settings' }).click();
    await expect.poll(() => manager.page.title()).toBe('Settings · Chai Express');
    await refunds.fill(before);
    await form.getByRole('button', { name: 'Save contact and pages' }).click();
    await form.getByText('Contact and pages saved').waitFor();
    expect(await form.getByTestId('policy-warning').count()).toBe(0);
    await manager.close();
  });
});
