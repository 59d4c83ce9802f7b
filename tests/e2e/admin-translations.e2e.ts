// Translations entered in the staff area (docs/product.md#languages), on a phone and a desktop: a
// manager gives an item a Marathi name and search words beside its English, is told a search word
// is too long, saves, opens it again and finds them; then sets the banner's title in Hindi beside
// the English shown read-only. Axe finds nothing on either form.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

describe.skipIf(!chromiumAvailable)('translations in the staff area', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  for (const [label, viewport, marathi, hindiTitle] of [
    ['phone', PHONE, 'मसाला चहा', 'ताज़ी चाय और नाश्ता'],
    ['desktop', DESKTOP, 'कडक मसाला चहा', 'गरम चाय, जल्दी'],
  ] as const) {
    it(`saves an item's Marathi name and search words, and the Hindi banner title (${label})`, async () => {
      const { page, close } = await openPage(browser, viewport);
      await signInStaffPage(page, server.url, 'manager@example.com');
      const edit = page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Edit / });
      const itemName = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
      await edit.click();
      const form = page.getByRole('dialog', { name: 'Edit Menu Item' });
      const marathiName = form.getByLabel('Name in Marathi');
      expect(await marathiName.getAttribute('lang')).toBe('mr');
      // The English shows through as the hint of what to translate.
      expect(await marathiName.getAttribute('placeholder')).toBe(itemName);
      expect(await form.getByLabel('Description in Hindi').getAttribute('lang')).toBe('hi');
      // The seeded Hindi name (or none) must come back as it was: a save keeps what it did not edit.
      const hindiBefore = await form.getByLabel('Name in Hindi').inputValue();
      await marathiName.fill(marathi);
      await form.getByLabel('Search words').fill(`chaha, ${'x'.repeat(41)}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('A search word must be at most 40 characters').waitFor();
      await form.getByLabel('Search words').fill('chaha, चहा');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `admin-item-translations-${label}.png`) });
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'detached' });

      // Opened again after a reload: what the server stored, not what the form remembered.
      await page.reload();
      await page.getByRole('button', { name: `Edit ${itemName}` }).click();
      const again = page.getByRole('dialog', { name: 'Edit Menu Item' });
      expect(await again.getByLabel('Name in Marathi').inputValue()).toBe(marathi);
      expect(await again.getByLabel('Search words').inputValue()).toBe('chaha, चहा');
      expect(await again.getByLabel('Name in Hindi').inputValue()).toBe(hindiBefore);
      await again.getByRole('button', { name: 'Cancel' }).click();

      await gotoApp(page, `${server.url}/admin/settings`);
      const languages = page.getByRole('form', { name: 'Languages' });
      const english = languages.getByLabel('Banner title in English');
      await english.waitFor();
      expect(await english.getAttribute('readonly')).not.toBeNull();
      expect(await english.inputValue()).toBe(
        await page.getByLabel('Banner title', { exact: true }).inputValue(),
      );
      await languages.getByLabel('Banner title in Hindi').fill(hindiTitle);
      await languages.getByRole('button', { name: 'Save translations' }).click();
      await languages.getByText('Translations saved').waitFor();
      await languages.scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(ARTIFACTS, `admin-site-translations-${label}.png`),
        fullPage: true,
      });
      await page.reload();
      await expect
        .poll(() =>
          page.getByRole('form', { name: 'Languages' }).getByLabel('Banner title in Hindi').inputValue(),
        )
        .toBe(hindiTitle);
      await close();
    });
  }
});
