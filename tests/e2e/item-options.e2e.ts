// Item options in Chromium (issue 17): the detail view of an item without options, the options
// sheet of Masala Chai (rules, defaults, live price, note), two sugar levels making two cart lines,
// the order and its confirmation with the choices, a sold-out choice blocking a required group,
// Reorder naming the choice it could not bring back, and staff seeing the choices on the board. axe runs with the sheet open; screenshots
// of the sheet and the cart at a phone's and a laptop's width go to /tmp/shots-store.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, gotoApp, openPage, PHONE } from './support/chromium.ts';
import {
  axeViolations,
  fillDeliveryAddress,
  showWholeMenu,
  signInCustomerPage,
  signInStaffPage,
} from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

const SHOTS = '/tmp/shots-store';
const WIDE = { width: 1280, height: 800 };

let server: ServerProcess;
let browser: Browser;

const card = (page: Page, name: string) =>
  page.locator('main article', { has: page.getByRole('heading', { name, exact: true }) });
const sheetOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
const checked = (locator: Locator) => locator.isChecked();

/** Turns one of the menu's options off or on, as staff do from the Admin Portal's switches. */
async function setOptionAvailable(name: string, available: boolean): Promise<void> {
  const editor = await openPage(browser, PHONE);
  await signInStaffPage(editor.page, server.url, 'manager@example.com');
  await editor.page.evaluate(
    async ({ name, available }) => {
      const menu = await (await fetch('/api/menu')).json();
      const option = menu.optionGroups
        .flatMap((g: { options: { id: string; name: string }[] }) => g.options)
        .find((o: { name: string }) => o.name === name);
      const res = await fetch(`/api/admin/options/${option.id}/availability`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ available }),
      });
      if (!res.ok) throw new Error(await res.text());
    },
    { name, available },
  );
  await editor.close();
}

describe.skipIf(!chromiumAvailable)('item options in Chromium (issue 17)', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ server, browser } = await startBrowserSuite());
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('orders Masala Chai with Cutting, Less sugar, Extra ginger and a note, at ₹30 a cup, from the sheet to the confirmation', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await gotoApp(page, server.url);
    await showWholeMenu(page);

    // Every item has a detail view: Bun Maska has no options, and its description is finally visible.
    await card(page, 'Bun Maska').getByRole('button', { name: 'Bun Maska', exact: true }).click();
    const bun = sheetOf(page, 'Bun Maska');
    await bun.waitFor();
    expect(await bun.getByText('Soft bun with a thick layer of butter').isVisible()).toBe(true);
    expect(await bun.getByRole('img', { name: 'Vegetarian' }).count()).toBe(1);
    expect(await bun.getByRole('radio').count()).toBe(0);
    await page.keyboard.press('Escape');
    await bun.waitFor({ state: 'hidden' });
    // Its card keeps one-tap ADD; chai's card says it is customisable.
    expect(await card(page, 'Bun Maska').getByRole('button', { name: 'Add Bun Maska to cart' }).count()).toBe(
      1,
    );
    expect(await card(page, 'Masala Chai').getByText('customisable').isVisible()).toBe(true);

    // The sheet: defaults chosen, each group's rule, the price deltas, the live price.
    await card(page, 'Masala Chai').getByRole('button', { name: 'Masala Chai', exact: true }).click();
    const sheet = sheetOf(page, 'Masala Chai');
    await sheet.waitFor();
    expect(await sheet.getByText('Strong tea with ginger').isVisible()).toBe(true);
    await shot(page, 'sheet-phone-top');
    expect(await sheet.getByRole('img', { name: 'Vegetarian' }).count()).toBe(1);
    expect(await checked(sheet.getByRole('radio', { name: 'Cutting' }))).toBe(true);
    expect(await checked(sheet.getByRole('radio', { name: 'Normal sugar' }))).toBe(true);
    expect(await sheet.getByRole('group', { name: 'Cup' }).getByText('Required, choose 1').isVisible()).toBe(
      true,
    );
    expect(
      await sheet.getByRole('group', { name: 'Add-ons' }).getByText('Optional, up to 2').isVisible(),
    ).toBe(true);
    expect(await sheet.getByText('+₹10').isVisible()).toBe(true);
    const add = sheet.getByRole('button', { name: /^Add to cart · / });
    expect(await add.textContent()).toBe('Add to cart · ₹25');

    await sheet.getByRole('radio', { name: 'Less sugar' }).check();
    await sheet.getByRole('checkbox', { name: /Extra ginger/ }).check();
    await sheet.getByLabel('Add a note').fill('Less milk please');
    expect(await sheet.getByText('16/140').isVisible()).toBe(true);
    expect(await add.textContent()).toBe('Add to cart · ₹30');
    // Two cups: the price follows the quantity.
    await sheet.getByRole('button', { name: 'Add one Masala Chai' }).click();
    expect(await add.textContent()).toBe('Add to cart · ₹60');
    await sheet.getByRole('button', { name: 'Remove one Masala Chai' }).click();
    expect(await add.textContent()).toBe('Add to cart · ₹30');

    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'sheet-phone');
    await add.click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('cart-badge').textContent()).toBe('1');

    // The same chai with another sugar level is another line; the badge counts cups.
    await page.getByRole('button', { name: 'Add Masala Chai to cart, choose options' }).click();
    await sheet.waitFor();
    await sheet.getByRole('radio', { name: 'Extra sugar' }).check();
    await sheet.getByRole('button', { name: 'Add to cart · ₹25' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('cart-badge').textContent()).toBe('2');
    expect(await card(page, 'Masala Chai').getByText('2 in cart').isVisible()).toBe(true);

    await page.getByRole('button', { name: /^Cart,/ }).click();
    const cart = page.getByRole('dialog', { name: 'My Cart' });
    await cart.waitFor();
    const lines = cart.getByRole('listitem');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).getByTestId('line-choices').textContent()).toBe(
      'Cutting, Less sugar, Extra ginger',
    );
    expect(await lines.nth(0).getByTestId('line-note').textContent()).toBe('Note: “Less milk please”');
    expect(await lines.nth(0).getByText('₹30').count()).toBeGreaterThan(0);
    expect(await lines.nth(1).getByTestId('line-choices').textContent()).toBe('Cutting, Extra sugar');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'cart-phone');

    // Checkout sends the choices; the server prices them (25 + 0 + 5 = 30, and 25).
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await signInCustomerPage(page, server.url, '9822041001', { fullName: 'Meera Joshi', openDialog: false });
    await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
    const checkout = await fillDeliveryAddress(page);
    expect(await checkout.getByText('Cutting, Less sugar, Extra ginger').isVisible()).toBe(true);
    await checkout.getByRole('button', { name: /^Place Order/ }).click();
    const placed = page.getByRole('dialog', { name: 'Order placed' });
    await placed.or(checkout.getByRole('alert')).first().waitFor();
    // A refusal's reason makes a failure here readable.
    expect(await checkout.getByRole('alert').allTextContents()).toEqual([]);
    const items = placed.getByRole('list', { name: 'Items' }).getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toBe(
      '1 × Masala ChaiCutting, Less sugar, Extra gingerNote: “Less milk please”₹30',
    );
    expect(await items.nth(1).textContent()).toBe('1 × Masala ChaiCutting, Extra sugar₹25');
    const orderNumber = (await placed.locator('strong.font-mono').textContent()) ?? '';
    await page.keyboard.press('Escape');
    await placed.waitFor({ state: 'hidden' });

    // Staff see the choices and the note on the order board.
    const staff = await openPage(browser, WIDE);
    await signInStaffContext(staff.page, server.url, 'staff@example.com');
    await gotoApp(staff.page, `${server.url}/admin/orders`);
    const ticket = staff.page.locator('article', { hasText: orderNumber });
    await ticket.waitFor();
    expect(await ticket.getByText('Cutting, Less sugar, Extra ginger').isVisible()).toBe(true);
    expect(await ticket.getByText('Note: Less milk please').isVisible()).toBe(true);
    expect(await ticket.getByText('Cutting, Extra sugar').isVisible()).toBe(true);
    await ticket.screenshot({ path: path.join(SHOTS, 'board-ticket.png') });
    await staff.close();

    // Cutting runs out: the required Cup has no choice, and Add waits for one.
    await setOptionAvailable('Cutting', false);
    await gotoApp(page, server.url);
    await page.getByRole('button', { name: 'Add Masala Chai to cart, choose options' }).click();
    await sheet.waitFor();
    expect(await sheet.getByRole('radio', { name: /Cutting/ }).isDisabled()).toBe(true);
    expect(await sheet.getByText('Sold out').isVisible()).toBe(true);
    const blocked = sheet.getByRole('button', { name: /^Add to cart · / });
    expect(await blocked.isDisabled()).toBe(true);
    expect(await sheet.getByRole('status').textContent()).toBe('Choose a cup option');
    expect(await sheet.getByRole('group', { name: 'Cup' }).getByText('Choose a cup option').isVisible()).toBe(
      true,
    );
    await sheet.getByRole('radio', { name: /Full/ }).check();
    expect(await blocked.isEnabled()).toBe(true);
    expect(await blocked.textContent()).toBe('Add to cart · ₹35');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Reorder brings back what it can and names the choice it could not.
    await page.getByRole('button', { name: /^(Account of )?Meera Joshi/ }).click();
    await page.getByRole('button', { name: 'My orders' }).click();
    const orders = page.getByRole('dialog', { name: 'My orders' });
    await orders.getByRole('button', { expanded: false }).first().click();
    // Opening an order reads it whole from the server (the list carries no lines).
    await orders.getByText('Cutting, Less sugar, Extra ginger').waitFor();
    await orders.getByRole('button', { name: 'Reorder' }).click();
    await cart.waitFor();
    expect(await cart.getByRole('status').textContent()).toContain(
      'Masala Chai: Cutting is no longer available',
    );
    // Both lines came back without Cutting, so each asks for a cup and stays out of the order.
    expect(await cart.getByText('Choose a cup option').count()).toBe(2);
    expect(await cart.getByText('Less sugar, Extra ginger').isVisible()).toBe(true);
    await close();
  });

  it('shows the sheet and the cart at a laptop width', async () => {
    await setOptionAvailable('Cutting', true);
    const { page, close } = await openPage(browser, WIDE);
    await gotoApp(page, server.url);
    await showWholeMenu(page);
    await page.getByRole('button', { name: 'Add Masala Chai to cart, choose options' }).click();
    const sheet = sheetOf(page, 'Masala Chai');
    await sheet.waitFor();
    await sheet.getByRole('radio', { name: 'Less sugar' }).check();
    await sheet.getByRole('checkbox', { name: /Elaichi/ }).check();
    await sheet.getByLabel('Add a note').fill('Extra hot, please');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'sheet-desktop');
    await sheet.getByRole('button', { name: 'Add to cart · ₹30' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add Bun Maska to cart' }).click();
    await page.getByRole('button', { name: /^Cart,/ }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).waitFor();
    await shot(page, 'cart-desktop');
    await close();
  });
});
