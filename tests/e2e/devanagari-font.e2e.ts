// The storefront's Devanagari font in Chromium (docs/product.md#languages): a page in Hindi reads in
// Noto Sans Devanagari, regular and bold (the phone's own copy or our subset of it); the subset we
// serve is a working font for those letters; and an English page never downloads it, although its
// language switch shows 'हिंदी · मराठी'.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;

const FONT_FILE = /\/assets\/noto-sans-devanagari-\d{3}-[\w-]+\.woff2$/;

/** The addresses of the Devanagari font files this page asked for. */
function fontRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (FONT_FILE.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

/**
 * The fonts Chromium drew an element's text with (CDP CSS.getPlatformFontsForNode), most glyphs
 * first. The element is the first shown one whose own text is Devanagari, bold or not.
 */
async function fontsOf(context: BrowserContext, page: Page, bold: boolean) {
  const marked = await page.evaluate((bold) => {
    const found = [...document.querySelectorAll<HTMLElement>('body *')].find(
      (element) =>
        element.offsetParent !== null &&
        Number(getComputedStyle(element).fontWeight) >= 600 === bold &&
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && /[\u0900-\u097f]{3}/.test(node.textContent ?? ''),
        ),
    );
    found?.setAttribute('data-font-check', '');
    if (!found) return null;
    const style = getComputedStyle(found);
    return { text: found.textContent, weight: style.fontWeight, family: style.fontFamily };
  }, bold);
  if (!marked) throw new Error(`no ${bold ? 'bold' : 'regular'} Devanagari text on the page`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-check]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await page.evaluate(() => document.querySelector('[data-font-check]')?.removeAttribute('data-font-check'));
  await cdp.detach();
  return { ...marked, fonts: [...fonts].sort((a, b) => b.glyphCount - a.glyphCount) };
}

describe.skipIf(!chromiumAvailable)('Devanagari font in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('draws a Hindi page in Noto Sans Devanagari, regular and bold, on a phone', async () => {
    const { page, context, close } = await openPage(browser, PHONE);
    await context.addCookies([{ name: 'lang', value: 'hi', url: server.url }]);
    fontRequests(page);
    await gotoApp(page, `${server.url}/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^hi/);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const regular = await fontsOf(context, page, false);
    expect(Number(regular.weight)).toBeLessThan(600);
    expect(regular.fonts[0]?.familyName, JSON.stringify(regular)).toBe('Noto Sans Devanagari');
    const bold = await fontsOf(context, page, true);
    expect(Number(bold.weight)).toBeGreaterThanOrEqual(600);
    expect(bold.fonts[0]?.familyName, JSON.stringify(bold)).toBe('Noto Sans Devanagari');
    // Asked for by name, first (the phone's own copy through local(), as on this machine and on
    // Android, or else the file we serve), not a fallback the browser found by itself.
    expect(regular.family).toMatch(/^"Noto Sans Devanagari", ui-sans-serif/);
    expect(bold.family).toMatch(/^"Noto Sans Devanagari", ui-sans-serif/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(ARTIFACTS, 'devanagari-font-hindi-phone.png') });
    await close();
  });

  it('serves a subset that draws Devanagari with its conjuncts, and the same in Marathi', async () => {
    const { page, context, close } = await openPage(browser, PHONE);
    await context.addCookies([{ name: 'lang', value: 'mr', url: server.url }]);
    await gotoApp(page, `${server.url}/`);
    // The files the stylesheet names, loaded as a face of another name so that no local copy
    // stands in for them.
    const named = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .filter((rule) => rule.style.getPropertyValue('font-family').includes('Noto Sans Devanagari'))
          .map((rule) => ({
            weight: rule.style.getPropertyValue('font-weight'),
            url: /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? '',
          })),
      ),
    );
    // The stylesheet may be in the page twice (the server's copy and the app's); the rules are one.
    const files = [...new Map(named.map((file) => [file.url, file])).values()];
    expect(files.map((file) => file.weight).sort()).toEqual(['400', '700']);
    for (const file of files) {
      expect(new URL(file.url, server.url).pathname).toMatch(FONT_FILE);
      const response = await page.request.get(new URL(file.url, server.url).href);
      expect(response.headers()['content-type']).toBe('font/woff2');
      expect(response.headers()['cache-control']).toContain('immutable');
      // Small: only Devanagari (the whole face with Latin is over 200 KB).
      expect((await response.body()).length).toBeLessThan(60_000);
    }
    await page.evaluate(async (files) => {
      for (const file of files) {
        const face = new FontFace('Served Devanagari', `url(${file.url})`, { weight: file.weight });
        document.fonts.add(await face.load());
      }
      const sample = document.createElement('p');
      sample.id = 'served-font-sample';
      sample.lang = 'mr';
      sample.style.cssText = 'font: 700 28px "Served Devanagari"; padding: 8px; background: #fff';
      sample.textContent = 'मसाला चहा · आल्याचा चहा · क्षत्रिय';
      document.body.prepend(sample);
    }, files);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '#served-font-sample',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const served = fonts.find((font) => font.isCustomFont);
    expect(served?.familyName, JSON.stringify(fonts)).toBe('Noto Sans Devanagari');
    // Every Devanagari letter from the served file (the spaces and the dot may come from elsewhere).
    expect(served?.glyphCount).toBeGreaterThanOrEqual(20);
    await page
      .locator('#served-font-sample')
      .screenshot({ path: path.join(ARTIFACTS, 'devanagari-font-served.png') });
    await page.evaluate(() => document.getElementById('served-font-sample')?.remove());
    await page.screenshot({ path: path.join(ARTIFACTS, 'devanagari-font-marathi-phone.png') });
    await close();
  });

  it('never downloads it for an English page', async () => {
    const { page, close } = await openPage(browser, PHONE);
    const asked = fontRequests(page);
    await gotoApp(page, `${server.url}/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
    // Devanagari words on an English page, as the language switch shows them ('हिंदी · मराठी'),
    // in the page's font: they show in the system's Devanagari font, and the file is not asked for.
    await page.evaluate(() => {
      const names = document.createElement('p');
      names.id = 'language-names';
      names.className = 'font-bold';
      names.innerHTML = '<span lang="hi-IN">हिंदी</span> · <span lang="mr-IN">मराठी</span>';
      document.body.prepend(names);
    });
    await page.locator('#language-names').waitFor();
    // The page does not name the face (on this machine a local copy would hide a download; this
    // holds on any phone).
    const family = await page
      .locator('#language-names span')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).not.toContain('Noto Sans Devanagari');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await close();
  });
});
