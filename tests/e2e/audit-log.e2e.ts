// The Audit Log a manager can trust, in Chromium against the built server: who changed the price of
// Masala Chai from ₹30 to ₹25 (name and e-mail, the item, old -> new, when on the shop's clock),
// found with the person and action filters; an injection typed into the Admin Portal form reaching
// the server and logged; no axe violations and no page-wide scrolling at both widths.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { axeViolations, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;

type Item = { id: string; name: string; price: number; category_id: string };

/** The page's own fetch, with its session cookie. */
const inPage = <T>(page: Page, url: string, init?: { method: string; body: unknown }) =>
  page.evaluate(
    async ([u, i]) => {
      const res = await fetch(u, {
        method: i?.method ?? 'GET',
        headers: i ? { 'content-type': 'application/json' } : {},
        body: i ? JSON.stringify(i.body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    [url, init] as const,
  ) as Promise<{ status: number; body: T }>;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.skipIf(!chromiumAvailable)('the audit log in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it("answers 'who changed the price of Masala Chai from ₹30 to ₹25'", async () => {
    const manager = await openPage(browser, DESKTOP);
    await signInStaffPage(manager.page, server.url, 'manager@example.com');
    const { body } = await inPage<{ items: Item[] }>(manager.page, '/api/admin/menu-items');
    const chai = body.items.find((i) => i.name === 'Masala Chai');
    if (!chai) throw new Error('the seed has no Masala Chai');
    // The seed sells it at ₹25: ₹30 first, through the API, so the form's change is 30 -> 25.
    const raised = await inPage(manager.page, `/api/admin/menu-items/${chai.id}`, {
      method: 'PUT',
      body: { name: chai.name, price: 30, category_id: chai.category_id },
    });
    expect(raised.status).toBe(200);

    await gotoApp(manager.page, `${server.url}/admin/menu-items`);
    await manager.page.getByRole('button', { name: 'Edit Masala Chai' }).click();
    const form = manager.page.getByRole('dialog', { name: 'Edit Menu Item' });
    await form.getByLabel('Price (₹)', { exact: true }).fill('25');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await manager.close();

    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { page, close } = await openPage(browser, viewport);
      await signInStaffContext(page, server.url, 'admin@example.com');
      await gotoApp(page, `${server.url}/admin/audit-log`);
      await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
      await page.getByRole('combobox', { name: 'Filter by person' }).selectOption({
        label: 'Meera Joshi (manager@example.com)',
      });
      await page.getByRole('combobox', { name: 'Filter by action' }).selectOption('menu_items.update');
      const entry = page.getByTestId(label === 'desktop' ? 'audit-row' : 'audit-card').first();
      await expect
        .poll(() => entry.textContent(), { timeout: 5000 })
        .toMatch(/Masala Chai[\s\S]*price: ₹30 → +to ₹25/);
      const text = (await entry.textContent()) ?? '';
      expect(text).toContain('Meera Joshi');
      expect(text).toContain('manager@example.com');
      expect(text).not.toContain('₹30 → ₹30');
      // When, on the shop's clock (Asia/Kolkata): today's date there and a time of day.
      const today = new Intl.DateTimeFormat('en-IN', {
        dateStyle: 'medium',
        timeZone: 'Asia/Kolkata',
      }).format(new Date());
      expect(text).toContain(today);
      expect(text).toMatch(/\d{1,2}:\d{2}\s?(am|pm)/i);
      // That person's item updates and nothing else: the change above, then the raise before it.
      const rows = page.getByTestId(label === 'desktop' ? 'audit-row' : 'audit-card');
      // Polled: the person's other entries show until the action filter's answer arrives.
      await expect.poll(() => rows.count(), { timeout: 5000 }).toBe(2);
      expect(await rows.nth(1).textContent()).toMatch(/price: ₹25 → +to ₹30/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: path.join(ARTIFACTS, `audit-log-${label}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await close();
    }
  });

  it("logs an injection typed into the Admin Portal form and answers 'Invalid email or password'", async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await gotoApp(page, `${server.url}/login`);
    await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/staff/sign-in'));
    await page.getByLabel('Email').fill("' OR 1=1 --");
    await page.getByLabel('Password', { exact: true }).fill('anything');
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
    await sent;
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password');

    await signInStaffPage(page, server.url, 'admin@example.com');
    const log = await inPage<{ entries: { action: string; newValues: { value?: string } }[] }>(
      page,
      '/api/admin/audit-logs?action=security.injection_attempt',
    );
    expect(log.body.entries.map((e) => e.newValues.value)).toContain("' OR 1=1 --");
    await gotoApp(page, `${server.url}/admin/audit-log`);
    await page.getByRole('combobox', { name: 'Filter by action' }).selectOption('security.injection_attempt');
    await expect
      .poll(() => page.getByTestId('audit-row').first().textContent(), { timeout: 5000 })
      .toContain("' OR 1=1 --");
    expect(await page.getByTestId('audit-row').first().textContent()).toContain('Not signed in');
    await close();
  });
});
