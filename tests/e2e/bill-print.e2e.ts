// A bill as the printer gets it (docs/product.md#bills-and-kitchen-tickets), in Chromium's own PDF
// of the page: a short bill is one page on A4 and on an 80 mm roll (no blank second page), twenty
// lines still fit one A4 page, and no item's row or the totals may be cut in two by a page break.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

let server: ServerProcess;
let browser: Browser;

/** Pages in a PDF Chromium wrote: one /Type /Page object each (the tree's root is /Pages). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/** Places a cash order of `count` different items (up to 30) and has the shop deliver it; answers its id. */
async function deliveredOrder(page: Page, count: number, series: number): Promise<string> {
  const client = createClient(server.url, { connections: 2 });
  try {
    const customer = await signInCustomer(client, customerIdentity(0, series));
    // The cheapest: a new customer's order paid at the door is capped.
    const items = (await orderableItems(client, 30))
      .sort((a: { price: number }, b: { price: number }) => a.price - b.price)
      .slice(0, count);
    const body = orderBody(customer, items, crypto.randomUUID());
    body.lines = body.lines.map((line) => ({ ...line, quantity: 1 }));
    const placed = await placeOrder(client, customer, body);
    if (placed.status !== 201)
      throw new Error(`placing the order: ${placed.status} ${JSON.stringify(placed.body)}`);
    const id = placed.body.id as string;
    for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) {
      const moved = await page.request.post(`${server.url}/api/admin/orders/${id}/status`, {
        data: { status },
      });
      if (!moved.ok()) throw new Error(`moving to ${status}: ${moved.status()} ${await moved.text()}`);
    }
    return id;
  } finally {
    await client.close?.();
  }
}

/** The bill opened by the staff, on `paper`, as Chromium's print to PDF lays it out. */
async function printed(page: Page, orderId: string, paper: 'A4' | '80 mm'): Promise<Buffer> {
  await gotoApp(page, `${server.url}/orders/${orderId}/bill`);
  await page.getByRole('article').first().waitFor();
  await page.getByText(paper, { exact: true }).click();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

describe.skipIf(!chromiumAvailable)('a bill on paper', () => {
  let staff: { page: Page; close: () => Promise<void> };

  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    staff = await openPage(browser, DESKTOP);
    await signInStaffContext(staff.page, server.url, 'admin@example.com');
  });
  afterAll(async () => {
    await staff?.close();
    await stopBrowserSuite(server, browser);
  });

  it('prints a short bill on one page of A4 and of the 80 mm roll', async () => {
    const id = await deliveredOrder(staff.page, 2, 71);
    expect(pageCount(await printed(staff.page, id, 'A4'))).toBe(1);
    expect(pageCount(await printed(staff.page, id, '80 mm'))).toBe(1);
  });

  it('keeps each item row and the totals whole where a long bill meets a page break', async () => {
    const id = await deliveredOrder(staff.page, 20, 72);
    expect(pageCount(await printed(staff.page, id, 'A4'))).toBe(1);
    await staff.page.emulateMedia({ media: 'print' });
    const breaks = await staff.page.evaluate(() => ({
      rows: [...document.querySelectorAll('tbody tr')].map((tr) => getComputedStyle(tr).breakInside),
      totals: getComputedStyle(document.querySelector('dl[aria-label="Totals"]') as Element).breakInside,
      // The column headings repeat at the top of each page.
      head: getComputedStyle(document.querySelector('thead') as Element).display,
    }));
    await staff.page.emulateMedia({ media: 'screen' });
    expect(breaks.rows.length).toBe(20);
    expect(new Set(breaks.rows)).toEqual(new Set(['avoid']));
    expect(breaks.totals).toBe('avoid');
    expect(breaks.head).toBe('table-header-group');
  });
});
