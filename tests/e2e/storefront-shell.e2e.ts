// The web shell in a real browser against the built server on a fresh data folder.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, DESKTOP, launchChromium, PHONE } from './support/chromium';
import { type ServerProcess, startServer } from './support/server-process';

const artifacts = path.resolve(import.meta.dirname, '.artifacts');
let server: ServerProcess;
let browser: Browser;

describe.skipIf(!chromiumAvailable)('storefront shell in Chromium', () => {
  beforeAll(async () => {
    fs.mkdirSync(artifacts, { recursive: true });
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`lists the seeded categories and items (${label}) with no accessibility violations`, async () => {
      const page = await browser.newPage({ viewport });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(server.url);
      const nav = page.getByRole('navigation', { name: 'Categories' });
      await expect.poll(() => nav.getByRole('button').count()).toBe(14);
      await expect.poll(() => nav.getByRole('button').first().textContent()).toContain('All Items');
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(40);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All Products');
      await page.screenshot({ path: path.join(artifacts, `storefront-${label}.png`), fullPage: false });

      // No staff code in the storefront's first load.
      expect(scripts.some((u) => u.includes('staff-routes'))).toBe(false);

      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      await page.close();
    });
  }

  it('filters by category, keeps the choice in the URL and after reload', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(server.url);
    await page.getByRole('button', { name: /Chai$/ }).click();
    await expect.poll(() => page.url()).toContain('category=classic-chai');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Chai');
    const count = await page.locator('main article').count();
    expect(count).toBeGreaterThanOrEqual(4);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Chai');
    expect(await page.locator('main article').count()).toBe(count);
    await page.close();
  });

  it('shows the unexpected-application-error page for an unknown route', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.url}/no/such/page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Unexpected Application Error!');
    await page.close();
  });

  it('loads the staff area lazily at /admin', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${server.url}/admin`);
    await expect.poll(() => scripts.some((u) => u.includes('staff-routes'))).toBe(true);
    await page.close();
  });
});
