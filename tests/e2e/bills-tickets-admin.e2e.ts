// Bills and kitchen tickets in the staff area (docs/product.md#bills-and-kitchen-tickets), in
// Chromium against the built server: the dashboard warns about missing bill details; an admin fills
// in 'Bills and tax' (a bad GSTIN is refused beside its box and nothing is stored; a good one is
// saved and survives a reload), a manager does not see the section; on the board staff print a
// kitchen ticket (looked at in print media at 80 mm and 58 mm), a second print says REPRINT;
// auto-print on two boards prints an accepted order exactly once; a delivered order shows its bill
// number and link; analytics shows the tax summary and downloads the bills register. Beside a
// delivery's typed address the board and the ticket show how far its pin is from the shop, a map
// link, and the reverse-geocoding provider's warning when the pin is elsewhere than the area typed
// (docs/product.md#where-the-pin-is; the provider is a local fake answering in its vendor's shape).
//
// window.print() opens a dialog headless Chromium cannot drive: each page gets a window.print that
// records what the ticket said when it was called. Everything else (our routes, the ticket claims,
// the live stream) is real.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRange, todayIn } from '#shared/analytics-range.ts';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { STAFF_ORDER_STREAM } from '#shared/api/events.ts';
import type { Order } from '#shared/api/orders.ts';
import { billPagePath } from '#shared/app-paths.ts';
import { financialYearOf, formatBillNumber } from '#shared/billing/bill-number.ts';
import { BILLING_MESSAGES } from '#shared/billing/billing-settings.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatInr, formatRupees, toPaise } from '#shared/money.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { LOHEGAON_ANSWER } from '../helpers/geocode-answers.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { axeViolations, openDeviceMenu, signInStaffPage } from './support/pages.ts';
import { sectionScreenshot } from './support/screenshots.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext, signInStaffOverHttp } from './support/staff-over-http.ts';

/** Screenshots for a person to look at. */
const SHOTS = '/tmp/shots-admin';
/** 96 CSS pixels to the inch: the widths of the two rolls. */
const MM = 96 / 25.4;

let server: ServerProcess;
let browser: Browser;
let geocoder: FakeProvider;
/** Placed after the billing settings are saved, so taxed at 5% inside the prices. */
const orders: Order[] = [];

const rupees = (amount: number) => formatRupees(toPaise(amount));
const firstBill = formatBillNumber('CE', financialYearOf(new Date()).label, 1);

async function placeOrders(count: number) {
  const client = createClient(server.url, { connections: 2 });
  try {
    const customer = await signInCustomer(client, customerIdentity(0, 18));
    const items = await orderableItems(client, 2);
    // The first order's first line is Masala Chai with its choices and a note, as a kitchen reads it.
    const menu = (await client.request<MenuResponse>('GET', '/api/menu')).body;
    const chai = menu.items.find((item) => item.name === 'Masala Chai');
    if (!chai) throw new Error('the seed menu has no Masala Chai');
    // The first available choice of each of its groups.
    const chaiChoices = menu.optionGroups
      .filter((group) => chai.optionGroupIds.includes(group.id))
      .map((group) => group.options.find((option) => option.available)?.id)
      .filter((id): id is string => id !== undefined);
    for (let n = 0; n < count; n++) {
      const body = orderBody(customer, items, `bills-admin-${n}`);
      // The first order's pin (Porwal Road, Lohegaon) with an area typed across town.
      if (n === 0 && body.address) body.address.area = 'Kharadi';
      if (n === 0)
        body.lines.unshift({
          menuItemId: chai.id,
          quantity: 2,
          options: chaiChoices,
          note: 'less sugar <b>please</b>',
        });
      const res = await placeOrder(client, customer, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      orders.push(res.body);
    }
  } finally {
    client.close();
  }
}

/** Each call of window.print records the ticket's text at that moment (null: no ticket). */
async function recordPrints(context: BrowserContext) {
  await context.addInitScript(() => {
    const prints: (string | null)[] = [];
    Object.assign(window, { __prints: prints });
    window.print = () => {
      prints.push(document.getElementById('kitchen-ticket')?.textContent ?? null);
    };
  });
}

const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prints: (string | null)[] }).__prints);

/** A board recording its prints; `cutOff`: its live stream is refused until the test lets it through. */
async function openBoard(email: string, viewport = DESKTOP, { cutOff = false } = {}) {
  const opened = await openPage(browser, viewport);
  await recordPrints(opened.context);
  await signInStaffContext(opened.page, server.url, email);
  if (cutOff) await opened.page.route(`**${STAFF_ORDER_STREAM}`, (route) => route.abort());
  await gotoApp(opened.page, `${server.url}/admin/orders`);
  if (!cutOff) await opened.page.getByText('Live', { exact: true }).waitFor();
  return opened;
}

const billingForm = (page: Page) => page.getByRole('form', { name: 'Bills and tax' });

/** The ticket as print media shows it, `widthMm` wide, photographed whole. */
async function shootTicket(page: Page, widthMm: number, name: string) {
  const viewport = page.viewportSize() ?? DESKTOP;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: Math.ceil(widthMm * MM), height: 900 });
  const ticket = page.locator('#kitchen-ticket');
  expect(await ticket.isVisible()).toBe(true);
  // Nothing of the board prints with it.
  expect(await page.getByRole('heading', { name: 'Orders', exact: true }).isVisible()).toBe(false);
  const box = await ticket.boundingBox();
  expect(box?.width).toBeCloseTo(widthMm * MM, 0);
  // Nothing runs past the paper's edge.
  expect(await ticket.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  await page.screenshot({ path: path.join(ARTIFACTS, name), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(viewport);
  return ticket;
}

describe.skipIf(!chromiumAvailable)('bills and kitchen tickets in the staff area', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // Customers over HTTP send their own X-Forwarded-For address (per-IP sign-in limits).
    geocoder = await startFakeProvider({ status: 200, body: LOHEGAON_ANSWER });
    ({ server, browser } = await startBrowserSuite({
      env: { TRUST_PROXY: 'true', GEOCODE_URL: geocoder.url },
    }));
  });
  afterAll(async () => {
    await stopBrowserSuite(server, browser);
    await geocoder?.close();
  });

  it('warns on the dashboard what bills lack: admins get a link, others whom to ask', async () => {
    const staff = await openPage(browser, PHONE);
    await signInStaffPage(staff.page, server.url, 'staff@example.com');
    const warning = staff.page.getByRole('region', { name: 'Bills need details' });
    await warning.waitFor();
    expect(await warning.textContent()).toBe(
      'Bills are missing the legal name, registered address, FSSAI licence number. Until they are filled in, customers get a plain receipt. Ask an admin to fill them in.',
    );
    expect(await warning.getByRole('link').count()).toBe(0);
    expect(await axeViolations(staff.page)).toEqual([]);
    await staff.close();

    const admin = await openPage(browser, DESKTOP);
    await signInStaffPage(admin.page, server.url, 'admin@example.com');
    const adminWarning = admin.page.getByRole('region', { name: 'Bills need details' });
    await adminWarning.waitFor();
    await admin.page.screenshot({ path: path.join(SHOTS, 'dashboard-bills-warning-desktop.png') });
    await adminWarning.getByRole('link', { name: 'Fill them in under Settings' }).click();
    await billingForm(admin.page).waitFor();
    await admin.close();
  });

  it('lets an admin fill in the bills and tax details; a bad GSTIN stores nothing', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'admin@example.com');
    await gotoApp(page, `${server.url}/admin/settings`);
    const form = billingForm(page);
    await form.waitFor();
    expect(await form.getByLabel('Tax regime').inputValue()).toBe('unregistered');
    // The rate and the prices switch belong to a regular GST shop only.
    expect(await form.getByLabel('GST rate (%)').count()).toBe(0);
    expect(await form.getByText(`The first bill this year: ${firstBill}`).isVisible()).toBe(true);

    await form.getByLabel('Legal name').fill('Chai Express Foods LLP');
    await form
      .getByLabel('Registered address')
      .fill('Shop 4, Sai Heights, Porwal Road, Lohegaon, Pune 411047');
    await form.getByLabel('FSSAI licence number').fill('1152 3012 0004 56');
    await form.getByLabel('Tax regime').selectOption('regular');
    expect(await form.getByLabel('GST rate (%)').inputValue()).toBe('5');
    expect(await form.getByText('CGST 2.5% + SGST 2.5%').isVisible()).toBe(true);
    expect(await form.getByLabel('Menu prices include GST').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save bills and tax' }).click();
    // Registered without a GSTIN: refused beside the box.
    await form.getByText(BILLING_MESSAGES.gstinRequired).waitFor();
    // One mistyped character: the check character no longer matches.
    await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZA');
    await form.getByText(BILLING_MESSAGES.gstin).waitFor();
    expect(await form.getByLabel('GSTIN').getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('button', { name: 'Save bills and tax' }).click();
    expect(await form.getByText(BILLING_MESSAGES.gstin).isVisible()).toBe(true);
    expect(await form.getByText('Bills and tax saved').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await sectionScreenshot(page, form, path.join(SHOTS, 'billing-settings-error-phone.png'));
    await page.setViewportSize(DESKTOP);

    // Nothing was stored.
    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Legal name').inputValue()).toBe('');
    expect(await form.getByLabel('Tax regime').inputValue()).toBe('unregistered');

    await form.getByLabel('Legal name').fill('Chai Express Foods LLP');
    await form
      .getByLabel('Registered address')
      .fill('Shop 4, Sai Heights, Porwal Road, Lohegaon, Pune 411047');
    await form.getByLabel('FSSAI licence number').fill('1152 3012 0004 56');
    await form.getByLabel('Tax regime').selectOption('regular');
    await form.getByLabel('GSTIN').fill('27aapfu0939f1zv');
    await form.getByLabel('Bill number prefix').fill('ce');
    await form.getByRole('button', { name: 'Save bills and tax' }).click();
    await form.getByText('Bills and tax saved').waitFor();
    // As stored: upper case, spaces dropped.
    expect(await form.getByLabel('GSTIN').inputValue()).toBe('27AAPFU0939F1ZV');
    expect(await form.getByLabel('FSSAI licence number').inputValue()).toBe('11523012000456');
    expect(await axeViolations(page)).toEqual([]);
    await sectionScreenshot(page, form, path.join(SHOTS, 'billing-settings-desktop.png'));

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Legal name').inputValue()).toBe('Chai Express Foods LLP');
    expect(await form.getByLabel('Tax regime').inputValue()).toBe('regular');
    expect(await form.getByLabel('GSTIN').inputValue()).toBe('27AAPFU0939F1ZV');
    expect(await form.getByLabel('GST rate (%)').inputValue()).toBe('5');
    expect(await form.getByLabel('Bill number prefix').inputValue()).toBe('CE');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await sectionScreenshot(page, form, path.join(SHOTS, 'billing-settings-phone.png'));
    expect(await axeViolations(page)).toEqual([]);

    // The dashboard has nothing more to say.
    await gotoApp(page, `${server.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('region', { name: 'Bills need details' }).count()).toBe(0);
    await close();
  });

  it('does not show managers the bills and tax section', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/settings`);
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
    await page.getByRole('button', { name: 'Save contact and pages' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Bills and tax' }).count()).toBe(0);
    expect(await page.getByLabel('GSTIN').count()).toBe(0);
    await close();
  });

  it('prints a kitchen ticket from the board, then a reprint, on 80 mm and 58 mm paper', async () => {
    await placeOrders(3);
    const order = orders[0]!;
    const { page, close } = await openBoard('staff@example.com');
    const card = page.locator('article', { hasText: order.orderNumber });
    await card.waitFor();
    expect(await card.getByText('Ticket not printed').isVisible()).toBe(true);
    await openDeviceMenu(page);
    expect(await page.getByLabel('Paper').inputValue()).toBe('80');
    // Where the pin is, beside the typed address: the Porwal Road preset, some 1.2 km from the shop.
    expect(await card.getByText('Kharadi', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Pin 1.2 km from the shop').isVisible()).toBe(true);
    const map = card.getByRole('link', { name: `Map of the pin for ${order.orderNumber}` });
    expect(await map.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${order.address?.latitude},${order.address?.longitude}`,
    );
    expect(await map.getAttribute('target')).toBe('_blank');
    // The provider placed the pin in Lohegaon, once, after the order: the board hears of it live.
    const warning = card.getByTestId('pin-warning');
    await warning.waitFor({ timeout: 10_000 });
    expect(await warning.textContent()).toBe('Pin is in Lohegaon, address says Kharadi');
    // The others were typed where their pins are.
    await page
      .locator('article', { hasText: orders[1]!.orderNumber })
      .getByText('Pin 1.2 km from the shop')
      .waitFor();
    expect(await page.getByTestId('pin-warning').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await sectionScreenshot(page, card, path.join(SHOTS, 'board-card-pin-warning.png'));

    await card.getByRole('button', { name: `Print ticket ${order.orderNumber}` }).click();
    await expect.poll(() => prints(page)).toHaveLength(1);
    const [kitchen] = await prints(page);
    expect(kitchen).toContain('KITCHEN');
    expect(kitchen).toContain('PACKING');
    expect(kitchen).toContain(order.orderNumber);
    for (const line of order.lines) expect(kitchen).toContain(`${line.quantity} x ${line.name}`);
    // The chai's choices as ordered (its defaults) and its note, as typed.
    const chaiLine = order.lines.find((line) => line.name === 'Masala Chai');
    expect(chaiLine?.options.length).toBeGreaterThan(0);
    expect(kitchen).toContain(chaiLine!.options.map((o) => o.name).join(', '));
    expect(kitchen).toContain('NOTE: less sugar <b>please</b>');
    expect(kitchen).toContain(order.address?.name ?? 'Pickup');
    expect(kitchen).toContain(`Cash due ${formatInr(order.total)}`);
    expect(kitchen).toContain('Pin 1.2 km from the shop');
    expect(kitchen).toContain('https://www.google.com/maps/search/?api=1&query=');
    expect(kitchen).toContain('CHECK: Pin is in Lohegaon, address says Kharadi');
    expect(kitchen).not.toContain('REPRINT');
    // No prices on the kitchen copy; the packing copy's pay line says what to take.
    expect(kitchen?.slice(0, kitchen.indexOf('cut here'))).not.toContain('₹');
    expect(kitchen).toContain(`Cash due ${formatInr(order.total)}`);
    await card.getByText(/^Ticket printed \d{1,2}:\d\d [AP]M$/).waitFor();

    const ticket = await shootTicket(page, 80, 'kitchen-ticket-80mm.png');
    expect(await ticket.getAttribute('data-paper')).toBe('80');

    // This device's printer takes 58 mm; printing again is a reprint.
    await page.getByLabel('Paper').selectOption('58');
    await card.getByRole('button', { name: `Print ticket ${order.orderNumber}` }).click();
    await expect.poll(() => prints(page)).toHaveLength(2);
    expect((await prints(page))[1]).toContain('REPRINT');
    const narrow = await shootTicket(page, 58, 'kitchen-ticket-58mm-reprint.png');
    expect(await narrow.getAttribute('data-paper')).toBe('58');
    expect(await narrow.getByText('REPRINT').count()).toBe(2);

    // The choice is this device's: it is still 58 mm after a reload.
    await page.reload();
    await openDeviceMenu(page);
    await page.getByLabel('Paper').waitFor();
    expect(await page.getByLabel('Paper').inputValue()).toBe('58');
    await page.screenshot({ path: path.join(SHOTS, 'board-tickets-desktop.png'), fullPage: true });
    await close();
  });

  it('auto-prints an accepted order on exactly one of two boards, and not again after a reload', async () => {
    const order = orders[1]!;
    const earlier = orders[2]!;
    const first = await openBoard('staff@example.com');
    const second = await openBoard('manager@example.com', PHONE);
    const card = (page: Page, of = order) => page.locator('article', { hasText: of.orderNumber });
    // Accepted before the switch goes on: never printed by itself.
    await card(first.page, earlier).getByRole('button', { name: 'Accept' }).click();
    await card(first.page, earlier).getByRole('button', { name: 'Start preparing' }).waitFor();
    for (const board of [first, second]) {
      await openDeviceMenu(board.page);
      const toggle = board.page.getByRole('switch', { name: 'Auto-print on accept' });
      await toggle.check();
      expect(await toggle.isChecked()).toBe(true);
    }
    expect(await axeViolations(second.page)).toEqual([]);
    await second.page.screenshot({ path: path.join(SHOTS, 'board-auto-print-phone.png'), fullPage: true });

    await card(first.page).getByRole('button', { name: 'Accept' }).click();
    // The phone shows one column at a time: the order is now under Accepted.
    await second.page.getByRole('tab', { name: /^Accepted \d+$/ }).click();
    for (const board of [first, second])
      await card(board.page)
        .getByText(/^Ticket printed /)
        .waitFor({ timeout: 10_000 });
    const printed = async () => (await prints(first.page)).length + (await prints(second.page)).length;
    await expect.poll(printed).toBe(1);
    const text = [...(await prints(first.page)), ...(await prints(second.page))][0];
    expect(text).toContain(order.orderNumber);
    expect(text).not.toContain('REPRINT');

    // A reloaded board sees the ticket printed and prints nothing.
    await second.page.reload();
    await second.page.getByRole('tab', { name: /^Accepted \d+$/ }).click();
    await card(second.page)
      .getByText(/^Ticket printed /)
      .waitFor();
    await first.page.reload();
    await card(first.page)
      .getByText(/^Ticket printed /)
      .waitFor();
    expect(await prints(first.page)).toEqual([]);
    expect(await prints(second.page)).toEqual([]);
    expect(await card(first.page, earlier).getByText('Ticket not printed').isVisible()).toBe(true);
    await first.close();
    await second.close();
  });

  it('prints once, on catching up, the ticket of an order accepted while the board was cut off', async () => {
    // An order of another customer (the first one's sign-in codes are spent by now).
    const client = createClient(server.url);
    const customer = await signInCustomer(client, customerIdentity(1, 18));
    const placed = await placeOrder(
      client,
      customer,
      orderBody(customer, await orderableItems(client, 1), 'bills-admin-cut-off'),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body;
    // The board's live stream cannot get through (a Wi-Fi hiccup); another device accepts the order.
    const board = await openBoard('staff@example.com', DESKTOP, { cutOff: true });
    await openDeviceMenu(board.page);
    await board.page.getByRole('switch', { name: 'Auto-print on accept' }).check();
    const card = board.page.locator('article', { hasText: order.orderNumber });
    await card.getByRole('button', { name: 'Accept' }).waitFor();
    const manager = await signInStaffOverHttp(client, 'manager@example.com');
    const accepted = await client.request('POST', `/api/admin/orders/${order.id}/status`, {
      headers: { cookie: manager },
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    expect(await prints(board.page)).toEqual([]);
    // The stream comes back: the board reads what it missed and prints the ticket, once.
    await board.page.unroute(`**${STAFF_ORDER_STREAM}`);
    await card.getByText(/^Ticket printed /).waitFor({ timeout: 20_000 });
    await expect.poll(() => prints(board.page)).toHaveLength(1);
    expect((await prints(board.page))[0]).toContain(order.orderNumber);
    await board.page.waitForTimeout(1_500);
    expect(await prints(board.page)).toHaveLength(1);
    await board.close();
  });

  it('shows the bill number and a link to the bill once an order is delivered', async () => {
    const order = orders[0]!;
    const { page, close } = await openBoard('staff@example.com');
    const card = page.locator('article', { hasText: order.orderNumber });
    for (const button of ['Accept', 'Start preparing', 'Packed', 'Send out', 'Mark delivered']) {
      await card.getByRole('button', { name: button }).click();
      if (button !== 'Mark delivered')
        await card.getByRole('button', { name: button }).waitFor({ state: 'detached' });
    }
    const finished = page.getByRole('region', { name: 'Recently finished' });
    const bill = finished.getByRole('link', { name: `Bill ${firstBill}` });
    await bill.waitFor();
    expect(await bill.getAttribute('href')).toBe(billPagePath(order.id));
    expect(await bill.getAttribute('target')).toBe('_blank');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'board-bill-link-desktop.png'), fullPage: true });
    // Nothing was printed by delivering (the ticket was printed before).
    expect(await prints(page)).toEqual([]);
    await close();
  });

  it('shows the tax of the bills issued and downloads the bills register', async () => {
    const order = orders[0]!;
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'admin@example.com');
    await gotoApp(page, `${server.url}/admin/analytics`);
    const tax = page.getByRole('region', { name: 'Tax summary' });
    await tax.waitFor({ timeout: 10_000 });
    const figure = (label: string) =>
      tax
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    // Taxed at 5% inside the prices: taxable value + CGST + SGST is what the customer paid.
    expect(order.tax.regime).toBe('regular');
    expect(order.tax.cgst).toBeGreaterThan(0);
    expect(toPaise(order.tax.taxable) + toPaise(order.tax.cgst) + toPaise(order.tax.sgst)).toBe(
      toPaise(order.total),
    );
    expect(await figure('Bills issued').textContent()).toBe('1');
    expect(await figure('Taxable value').textContent()).toBe(formatInr(order.tax.taxable));
    expect(await figure('CGST').textContent()).toBe(formatInr(order.tax.cgst));
    expect(await figure('SGST').textContent()).toBe(formatInr(order.tax.sgst));
    expect(await figure('Total').textContent()).toBe(formatInr(order.total));
    const revenue = page
      .getByRole('term')
      .filter({ hasText: /^Revenue from delivered orders$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await revenue.textContent()).toBe(rupees(order.total));

    const range = defaultRange(todayIn(SHOP_TIME_ZONE));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tax.getByRole('link', { name: 'Bills register (CSV)' }).click(),
    ]);
    const file = path.join(ARTIFACTS, 'bills-register.csv');
    await download.saveAs(file);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"Bill number",/);
    expect(lines[1]).toContain(`"${firstBill}"`);
    expect(lines[1]).toContain(`"${order.orderNumber}"`);
    expect(lines[1]).toContain('"Cash on Delivery"');
    expect(download.suggestedFilename()).toContain(range.from);
    expect(await axeViolations(page)).toEqual([]);
    await sectionScreenshot(page, tax, path.join(SHOTS, 'analytics-tax-summary-desktop.png'));
    await close();
  });
});
