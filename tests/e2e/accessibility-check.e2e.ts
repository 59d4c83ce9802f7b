// The accessibility check every browser test relies on (axeViolations) must be able to fail: it
// finds planted violations, sees a change made after an earlier check of the same document (the
// second check reuses the axe already in the page), and honours a rule a test switches on.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium, openPage, PHONE } from './support/chromium.ts';
import { axeViolations } from './support/pages.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const CLEAN = `<!doctype html><html lang="en"><head><title>Check</title></head><body>
  <main><h1>Menu</h1><button type="button">Add Masala Chai</button></main></body></html>`;

describe.skipIf(!chromiumAvailable)('axeViolations', () => {
  it('finds nothing on a clean page, then what is planted in the same document', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await page.setContent(CLEAN);
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const main = document.querySelector('main')!;
        main.insertAdjacentHTML(
          'beforeend',
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">' +
            '<button type="button" id="no-name"></button>' +
            '<p id="faint" style="color:#ccc;background:#fff">Ready in 8 minutes</p>',
        );
      });
      const found = await axeViolations(page);
      expect(found).toEqual(
        expect.arrayContaining(['image-alt: #no-alt', 'button-name: #no-name', 'color-contrast: #faint']),
      );
    } finally {
      await close();
    }
  });

  it('runs a rule axe leaves off by default when a test switches it on', async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await page.setContent(
        CLEAN.replace(
          '<button type="button">Add Masala Chai</button>',
          '<button type="button" aria-label="Remove">Add</button>',
        ),
      );
      expect(await axeViolations(page)).toEqual([]);
      const found = await axeViolations(page, {
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      expect(found.map((v) => v.split(':')[0])).toContain('label-content-name-mismatch');
    } finally {
      await close();
    }
  });
});
