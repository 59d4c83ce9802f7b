// The server renders the storefront and its short pages in the language of the customer's 'lang'
// cookie (docs/decisions/035-storefront-words.md): the menu, the page text and its title, the
// root element's lang, and the boot data the browser starts from; one cached copy per language,
// so a Hindi render never reaches an English visitor.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { minimalWebRoot } from '../helpers/web-fixtures.ts';

let t: TestApp;
let webRoot: string;
let ssrDir: string;

/** A server-rendering build that writes what it was given: the language and the first item's name. */
function languageSsrDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-ssr-lang-'));
  fs.writeFileSync(
    path.join(dir, 'entry-server.js'),
    'export const renderStorefront = (url, data) => {\n' +
      '  (globalThis.__languageRenders ??= []).push(url + "|" + data.language);\n' +
      '  const first = data.menu ? data.menu.items[0].name : (data.page ? data.page.slug : "contact");\n' +
      "  return '<main data-language=\"' + data.language + '\">' + first + '</main>';\n" +
      '};\n',
  );
  return dir;
}
const renders = () => ((globalThis as { __languageRenders?: string[] }).__languageRenders ?? []).slice();

beforeAll(async () => {
  webRoot = minimalWebRoot();
  // With the built page's own <html lang> and <title>, which the server replaces.
  const index = path.join(webRoot, 'index.html');
  fs.writeFileSync(
    index,
    fs
      .readFileSync(index, 'utf8')
      .replace('<html>', '<html lang="en">')
      .replace('<head>', '<head><title>Chai Express</title>'),
  );
  ssrDir = languageSsrDir();
  t = await createTestApp({ webRoot, ssrDir, renderBudget: { shop: { perSecond: 1000, burst: 1000 } } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(ssrDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

const bootData = (html: string) =>
  JSON.parse(/<script id="boot-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    language?: string;
    menu?: { language?: string; items: Array<{ name: string }> };
    menuEtag?: string;
  };

describe('pages in the customer’s language', () => {
  it('renders the storefront in Hindi and Marathi by the cookie, and in English without it', async () => {
    const [english, hindi, marathi] = await Promise.all([
      (await t.app.inject('/api/menu')).json() as Promise<{ items: Array<{ name: string }> }>,
      (await t.app.inject('/api/menu?lang=hi')).json() as Promise<{ items: Array<{ name: string }> }>,
      (await t.app.inject('/api/menu?lang=mr')).json() as Promise<{ items: Array<{ name: string }> }>,
    ]);
    const cases = [
      [undefined, 'en-IN', 'en', english.items[0]?.name],
      ['lang=hi', 'hi-IN', 'hi', hindi.items[0]?.name],
      ['other=1; lang=mr', 'mr-IN', 'mr', marathi.items[0]?.name],
      ['lang=fr', 'en-IN', 'en', english.items[0]?.name],
    ] as const;
    for (const [cookie, tag, language, firstItem] of cases) {
      const res = await page('/', cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toContain(`<html lang="${tag}">`);
      expect(res.body, cookie).toContain(`<main data-language="${language}">${firstItem}</main>`);
      const boot = bootData(res.body);
      expect(boot.language, cookie).toBe(language);
      expect(boot.menu?.items[0]?.name, cookie).toBe(firstItem);
      // The page's menu carries its ETag: once its live stream connects, the page asks whether its
      // copy is still the server's, and an unchanged menu answers without a body.
      const asked = await t.app.inject({
        url: language === 'en' ? '/api/menu' : `/api/menu?lang=${language}`,
        headers: { 'if-none-match': boot.menuEtag ?? 'none' },
      });
      expect(asked.statusCode, cookie).toBe(304);
      // A shared cache must not give one customer's language to another.
      expect(String(res.headers.vary)).toContain('cookie');
    }
    expect(hindi.items[0]?.name).not.toBe(english.items[0]?.name);
  });

  it('keeps one copy of each page per language, and an English visit after a Hindi one is English', async () => {
    await page('/', 'lang=hi');
    await page('/');
    const before = renders().length;
    const hindi = await page('/', 'lang=hi');
    const english = await page('/');
    expect(renders().length).toBe(before);
    expect(hindi.body).toContain('data-language="hi"');
    expect(english.body).toContain('data-language="en"');
  });

  it('names a short page in the language, in its tab title and its text', async () => {
    const marathi = await page('/privacy', 'lang=mr');
    expect(marathi.body).toContain('<title>गोपनीयता धोरण · Chai Express</title>');
    expect(marathi.body).toContain('<html lang="mr-IN">');
    const hindi = await page('/contact', 'lang=hi');
    expect(hindi.body).toContain('<title>मदद और संपर्क · Chai Express</title>');
    const english = await page('/terms');
    expect(english.body).toContain('<title>Terms of Service · Chai Express</title>');
  });

  it('leaves the staff area’s page English whatever the cookie', async () => {
    const res = await page('/admin/orders', 'lang=hi');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('lang="hi-IN"');
    expect(res.body).not.toContain('"language":"hi"');
  });
});
