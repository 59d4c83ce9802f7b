// The storefront in Hindi and Marathi (docs/decisions/035-storefront-words.md), in Chromium against
// the built server on a phone: the switch changes every text in place (no reload) and the cookie
// brings the next page from the server in that language; a search finds an item by its Hindi name
// and by the Hinglish word; a short page in Marathi; and English comes back word for word.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffOverHttp } from './support/staff-over-http.ts';
import { untranslatedTexts } from './support/untranslated.ts';

let server: ServerProcess;
let browser: Browser;

/**
 * Names that stay Latin in every language: the place the header delivers to until the customer
 * picks one (the shop's setting, a place name, as a customer's own address stays as typed); on a
 * policy, the seeded grievance officer's name and e-mail address as the manager typed them.
 */
const NAMES = [DEFAULT_LOCATION, 'Aarav Kulkarni', 'grievance@example.com'];

const MARATHI_PRIVACY = 'आम्ही तुमचा फोन नंबर आणि पत्ता फक्त तुमची ऑर्डर पोहोचवण्यासाठी वापरतो.';

const header = (page: Page) => page.getByRole('banner');
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const langCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;

async function choose(page: Page, name: 'English' | 'हिंदी' | 'मराठी', tag: string) {
  await header(page).getByRole('button', { name }).click();
  await page.waitForFunction((want) => document.documentElement.lang === want, tag);
  await expect
    .poll(() => header(page).getByRole('button', { name }).getAttribute('aria-pressed'))
    .toBe('true');
}

describe.skipIf(!chromiumAvailable)('the storefront in Hindi and Marathi', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
    const manager = await signInStaffOverHttp(server.url, 'manager@example.com');
    const saved = await fetch(`${server.url}/api/admin/settings/translations`, {
      method: 'PUT',
      headers: { cookie: manager, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ translations: { mr: { privacy: MARATHI_PRIVACY } } }),
    });
    expect(saved.status, await saved.text()).toBe(200);
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('switches an English visitor to Hindi in place, then the server renders Hindi; Marathi too', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await gotoApp(page, server.url);
      expect(await lang(page)).toBe('en-IN');
      await page.getByRole('button', { name: 'Masala Chai', exact: true }).waitFor();
      await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
      });

      await choose(page, 'हिंदी', 'hi-IN');
      await page.getByRole('button', { name: 'मसाला चाय', exact: true }).waitFor();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await langCookie(page)).toBe('hi');
      expect(await page.title()).toBe('ताज़ी चाय और नाश्ता, झटपट · Chai Express');
      await page.getByRole('heading', { name: 'सभी आइटम' }).waitFor();
      await page.getByRole('searchbox', { name: 'चाय, नाश्ता और बहुत कुछ खोजें' }).waitFor();
      expect(await untranslatedTexts(page, NAMES)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'storefront-hi-phone.png') });

      // The next page comes from the server in Hindi: its HTML says so before any script runs.
      const html = await (await page.request.get(server.url)).text();
      expect(html).toContain('<html lang="hi-IN"');
      expect(html).toContain('मसाला चाय');
      expect(html).toContain('सभी आइटम');
      // The switch is in the server's HTML: nothing moves when the page starts.
      expect(html).toContain('lang="mr-IN"');
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await lang(page)).toBe('hi-IN');
      await page.getByRole('button', { name: 'मसाला चाय', exact: true }).waitFor();
      expect(await untranslatedTexts(page, NAMES)).toEqual([]);

      // The item's detail view speaks Hindi too.
      await page.getByRole('button', { name: 'मसाला चाय', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'मसाला चाय' });
      await sheet.getByRole('button', { name: /^कार्ट में जोड़ें · ₹/ }).waitFor();
      expect(await untranslatedTexts(page, NAMES, 'dialog[open]')).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'storefront-hi-item-phone.png') });
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'hidden' });

      await choose(page, 'मराठी', 'mr-IN');
      await page.getByRole('button', { name: 'मसाला चहा', exact: true }).waitFor();
      expect(await langCookie(page)).toBe('mr');
      await page.getByRole('heading', { name: 'सर्व पदार्थ' }).waitFor();
      expect(await untranslatedTexts(page, NAMES)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'storefront-mr-phone.png') });
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, 'storefront-mr-footer-phone.png') });
    } finally {
      await close();
    }
  });

  it('finds masala chai in Hindi by its Hindi name and by the Hinglish word', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await page.context().addCookies([{ name: 'lang', value: 'hi', url: server.url }]);
      await gotoApp(page, server.url);
      const search = page.getByRole('searchbox', { name: 'चाय, नाश्ता और बहुत कुछ खोजें' });
      const masalaChai = page.locator('#products').getByRole('button', { name: 'मसाला चाय', exact: true });
      await search.fill('चाय');
      await masalaChai.waitFor();
      await search.fill('chai');
      await masalaChai.waitFor();
      await search.fill('zzzz');
      await page.getByText('कोई आइटम नहीं मिला').waitFor();
      expect(await untranslatedTexts(page, NAMES)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the privacy policy in Marathi', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await page.context().addCookies([{ name: 'lang', value: 'mr', url: server.url }]);
      await gotoApp(page, `${server.url}/privacy`);
      expect(await lang(page)).toBe('mr-IN');
      await page.getByRole('heading', { level: 1, name: 'गोपनीयता धोरण' }).waitFor();
      await page.getByText(MARATHI_PRIVACY).waitFor();
      expect(await page.title()).toBe('गोपनीयता धोरण · Chai Express');
      expect(await untranslatedTexts(page, NAMES)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, 'privacy-mr-phone.png'), fullPage: true });
    } finally {
      await close();
    }
  });

  it('brings the English texts back word for word', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await page.context().addCookies([{ name: 'lang', value: 'hi', url: server.url }]);
      await gotoApp(page, server.url);
      await page.getByRole('button', { name: 'मसाला चाय', exact: true }).waitFor();
      await choose(page, 'English', 'en-IN');
      expect(await langCookie(page)).toBe('en');
      expect(await page.title()).toBe('Chai Express · Fresh chai and snacks, fast');
      await page.getByRole('button', { name: 'Masala Chai', exact: true }).waitFor();
      await page.getByRole('searchbox', { name: 'Search for chai, snacks, and more' }).waitFor();
      expect(await page.getByRole('searchbox').first().getAttribute('placeholder')).toBe(
        'Search for chai, snacks, and more...',
      );
      await page.getByRole('heading', { name: 'All Products' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('button', { name: 'All Items' })
        .waitFor();
      await page.getByRole('link', { name: 'View Menu' }).waitFor();
      await page.getByRole('link', { name: 'Privacy Policy' }).waitFor();
      expect(await header(page).getByRole('link', { name: 'Chai Express home' }).count()).toBe(1);
      // The switch sits in the header's row on a laptop, on its own slim line on a tablet.
      for (const [label, viewport] of [
        ['tablet', { width: 820, height: 1180 }],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: path.join(ARTIFACTS, `storefront-en-${label}.png`) });
      }
    } finally {
      await close();
    }
  });
});
