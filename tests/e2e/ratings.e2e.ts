// Verified ratings in Chromium (docs/product.md#ratings), from delivery to the storefront's stars:
// two customers over HTTP have each rated a Butter Toast delivered to them (two ratings: still
// 'New'); a third orders Bun Maska and Butter Toast for delivery in the browser, staff deliver it,
// and she rates it from My orders (stars per item, a comment, the delivery's stars and reasons).
// The storefront then shows Butter Toast's '★ x · 3' and Bun Maska's count one up on the demo
// customer's ratings; a manager finds the comment on the Ratings page and hides it with a reason,
// and the stars still count. axe runs on the rating form and the Ratings page; screenshots at 390
// and 1280 px go to tests/e2e/.artifacts.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { Order } from '#shared/api/orders.ts';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  createClient,
  customerIdentity,
  orderBody,
  placeOrder,
  signInCustomer,
} from './support/customers-over-http.mjs';
import {
  axeViolations,
  fillDeliveryAddress,
  jsonFromPage,
  showWholeMenu,
  signInCustomerPage,
  signInStaffPage,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

const LAPTOP = { width: 1280, height: 900 };
const COMMENT = 'Crisp and buttery, still warm.';
const HIDE_REASON = 'Names a staff member';

let server: ServerProcess;
let browser: Browser;
let staff: Page;
let closeStaff: () => Promise<void>;
let orderNumber: string;

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(ARTIFACTS, `ratings-${name}.png`), fullPage });

/** A JSON request from the signed-in staff page (same origin, its session cookie). */
const staffApi = <T = unknown>(method: string, url: string, body?: unknown) =>
  jsonFromPage<T>(staff, method, url, body);

async function deliver(orderId: string) {
  for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
    await staffApi('POST', `/api/admin/orders/${orderId}/status`, { status });
}

async function menuItem(name: string): Promise<StorefrontItem> {
  const menu = (await (await fetch(`${server.url}/api/menu`)).json()) as { items: StorefrontItem[] };
  const item = menu.items.find((i) => i.name === name);
  if (!item) throw new Error(`${name} is not on the menu`);
  return item;
}

const card = (page: Page, name: string) =>
  page.locator('main article', { has: page.getByRole('heading', { name, exact: true }) });

describe.skipIf(!chromiumAvailable)('verified ratings in Chromium', () => {
  beforeAll(async () => {
    // Customers over HTTP send their own X-Forwarded-For address (per-IP sign-in limits).
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    const opened = await openPage(browser, LAPTOP);
    staff = opened.page;
    closeStaff = opened.close;
    await signInStaffPage(staff, server.url, 'manager@example.com');

    const toast = await menuItem('Butter Toast');
    expect(toast.ratingCount).toBe(0);
    const client = createClient(server.url, { connections: 2 });
    try {
      for (const index of [0, 1]) {
        const customer = await signInCustomer(client, customerIdentity(index, 42));
        const placed = await placeOrder(
          client,
          customer,
          orderBody(customer, [toast], `ratings-e2e-${index}`),
        );
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        await deliver(placed.body.id);
        const rated = await client.request('POST', `/api/orders/${placed.body.id}/rating`, {
          headers: { cookie: customer.cookie, 'x-forwarded-for': customer.ip },
          body: { items: [{ menuItemId: toast.id, stars: 4 }] },
        });
        expect(rated.status, JSON.stringify(rated.body)).toBe(201);
      }
    } finally {
      client.close();
    }
  });
  afterAll(async () => {
    await closeStaff?.();
    await stopBrowserSuite(server, browser);
  });

  it('a customer rates her delivered order from My orders, and the storefront shows the new stars (390 px)', async () => {
    const bunBefore = await menuItem('Bun Maska');
    // The demo customer's past orders rated it (src/server/seed/demo-orders.ts).
    expect(bunBefore.ratingCount).toBeGreaterThanOrEqual(3);
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await showWholeMenu(page);
    // Two ratings are too few to mean much.
    const toastCard = card(page, 'Butter Toast');
    expect(await toastCard.getByText('New', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add Bun Maska to cart' }).click();
    await page.getByRole('button', { name: 'Add Butter Toast to cart' }).click();
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await signInCustomerPage(page, server.url, '9822042003', {
      fullName: 'Kavya Deshpande',
      openDialog: false,
    });
    await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
    const checkout = await fillDeliveryAddress(page);
    await checkout.getByRole('button', { name: /^Place Order/ }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.waitFor();
    const order = (await page.evaluate(async () => {
      const [newest] = (await (await fetch('/api/orders')).json()).orders;
      return (await fetch(`/api/orders/${newest.id}`)).json();
    })) as Order;
    orderNumber = order.orderNumber;
    // Nothing to rate before delivery.
    expect(await placed.getByRole('form', { name: 'Rate your order' }).count()).toBe(0);
    await deliver(order.id);
    await placed.getByRole('form', { name: 'Rate your order' }).waitFor();
    await placed.getByRole('button', { name: 'Close' }).click();

    // Rated from the order in My orders.
    await page.getByRole('button', { name: /^(Account of )?Kavya/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const mine = page.getByRole('dialog', { name: 'My orders' });
    await mine.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
    const form = mine.getByRole('form', { name: 'Rate your order' });
    await form.waitFor();
    // Sent without stars: it says what is missing.
    await form.getByRole('button', { name: 'Send rating' }).click();
    await form.getByText('Rate at least one item').waitFor();
    await form.getByRole('group', { name: 'Bun Maska' }).locator('label', { hasText: '4 stars' }).click();
    await form.getByRole('group', { name: 'Butter Toast' }).locator('label', { hasText: '5 stars' }).click();
    await form.getByLabel('Comment on Butter Toast (optional)').fill(COMMENT);
    await form
      .getByRole('group', { name: 'Delivery', exact: true })
      .locator('label', { hasText: '5 stars' })
      .click();
    await form.getByText('On time', { exact: true }).click();
    await form.getByText('Well packed', { exact: true }).click();
    expect(await form.getByRole('checkbox', { name: 'On time' }).isChecked()).toBe(true);
    expect(
      await form
        .getByRole('group', { name: 'Bun Maska' })
        .getByRole('radio', { name: '4 stars' })
        .isChecked(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'form-390', false);
    await form.getByRole('button', { name: 'Send rating' }).click();

    const given = mine.getByRole('region', { name: 'Your rating' });
    await given.getByText('Thank you for rating your order!').waitFor();
    expect(await given.textContent()).toContain(`“${COMMENT}”`);
    expect(await given.textContent()).toContain('On time, Well packed');
    expect(await given.getByText('5 out of 5 stars').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await given.scrollIntoViewIfNeeded();
    await shot(page, 'given-390', false);
    await mine.getByRole('button', { name: 'Close' }).click();

    // The storefront's stars: the average of the verified ratings with their count.
    await gotoApp(page, server.url);
    await showWholeMenu(page);
    await toastCard.getByText('4.3 · 3', { exact: true }).waitFor();
    expect(await toastCard.getByText('Rated 4.3 out of 5 by 3 customers').count()).toBe(1);
    expect(await toastCard.getByText('New', { exact: true }).count()).toBe(0);
    const bunAfter = await menuItem('Bun Maska');
    expect(bunAfter.ratingCount).toBe(bunBefore.ratingCount + 1);
    const bunCard = card(page, 'Bun Maska');
    await bunCard
      .getByText(`${bunAfter.rating.toFixed(1)} · ${bunAfter.ratingCount}`, { exact: true })
      .waitFor();
    await toastCard.scrollIntoViewIfNeeded();
    await shot(page, 'storefront-390', false);
    await close();
  });

  it('a manager finds the comment on the Ratings page and hides it with a reason; its stars still count (1280 px)', async () => {
    expect(orderNumber).toBeDefined();
    await gotoApp(staff, `${server.url}/admin/ratings`);
    await staff.getByRole('heading', { name: 'Ratings', level: 1 }).waitFor();
    const row = staff.getByRole('listitem').filter({ hasText: COMMENT });
    await row.waitFor();
    expect(await row.textContent()).toContain(orderNumber);
    expect(await row.getByText('5 out of 5 stars').count()).toBe(1);
    expect(await axeViolations(staff)).toEqual([]);
    await shot(staff, 'admin-1280');

    const toggle = row.getByRole('button', { name: 'Hide comment', expanded: false });
    await toggle.click();
    expect(await row.getByRole('button', { name: 'Hide comment', expanded: true }).count()).toBe(1);
    const hideForm = row.locator('form');
    await hideForm.getByLabel('Why hide this comment?').fill(HIDE_REASON);
    expect(await axeViolations(staff)).toEqual([]);
    await hideForm.getByRole('button', { name: 'Hide comment' }).click();
    await row.getByText(`Hidden: ${HIDE_REASON}`).waitFor();
    expect(await row.getByRole('button', { name: 'Hide comment' }).count()).toBe(0);
    expect(await axeViolations(staff)).toEqual([]);
    await shot(staff, 'admin-hidden-1280');

    // Hidden, the comment's stars still count.
    const toast = await menuItem('Butter Toast');
    expect([toast.ratingCount, toast.rating.toFixed(1)]).toEqual([3, '4.3']);

    const { page, close } = await openPage(browser, PHONE);
    await signInStaffPage(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/ratings`);
    await page.getByRole('listitem').filter({ hasText: COMMENT }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'admin-390');
    await close();
  });
});
