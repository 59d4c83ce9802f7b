// Item options in the admin area, in Chromium: a manager creates an option group (meeting the
// form's messages on the way), attaches it to an item, and is told before a delete how many items
// use it; staff see the groups read-only and mark a choice sold out, which the storefront's menu
// follows; the board shows an order line's choices and its note, the note as the text typed.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, gotoApp, openPage, PHONE } from './support/chromium.ts';
import { createClient, customerIdentity, signInCustomer } from './support/customers-over-http.mjs';
import { axeViolations, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';
import { signInStaffContext } from './support/staff-over-http.ts';

/** Screenshots for a person to look at. */
const SHOTS = '/tmp/shots-admin';
const GROUP = 'Milk choice';

let server: ServerProcess;
let browser: Browser;
/** The storefront item the group is attached to (the first one in stock). */
let itemName: string;
let itemId: string;

async function menu(): Promise<MenuResponse> {
  return (await fetch(`${server.url}/api/menu`)).json();
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
}

async function openOptionGroups(page: Page) {
  await gotoApp(page, `${server.url}/admin/option-groups`);
  await page.getByRole('tab', { name: 'Option Groups', selected: true }).waitFor();
}

describe.skipIf(!chromiumAvailable)('item options in the admin area', () => {
  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    ({ server, browser } = await startBrowserSuite());
    const item = (await menu()).items.find((i) => i.inStock);
    if (!item) throw new Error('the seed menu has no item in stock');
    ({ name: itemName, id: itemId } = item);
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('lets a manager create a group, attach it to an item, and warns before a delete', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffPage(page, server.url, 'manager@example.com');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Option Groups' })
      .click();
    await page.getByRole('tab', { name: 'Option Groups', selected: true }).waitFor();

    await page.getByRole('button', { name: 'Add Option Group' }).click();
    const form = page.getByRole('dialog', { name: 'Add Option Group' });
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await form.getByText('Name is required', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText('Option name is required').count()).toBe(2);
    await form.getByLabel('Name', { exact: true }).fill(GROUP);
    expect(await form.getByText('Name is required', { exact: true }).count()).toBe(0);
    await form.getByLabel('Option name, option 1').fill('Regular milk');
    await form.getByLabel('Default, option 1').check();
    await form.getByLabel('Option name, option 2').fill('Oat milk');
    await form.getByLabel('Extra price (₹), option 2').fill('-5');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await form.getByText('Extra price must be 0 or more').isVisible()).toBe(true);
    await form.getByLabel('Extra price (₹), option 2').fill('30');
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option name, option 3').fill('Soy milk');
    await form.getByLabel('Extra price (₹), option 3').fill('25');
    // Soy before oat: the order customers see.
    await form.getByRole('button', { name: 'Move Soy milk up' }).click();
    expect(await form.getByLabel('Option name, option 2').inputValue()).toBe('Soy milk');
    // Multiple choice is not what this group is: with it the counts may be typed, then back.
    await form.getByLabel('Choice', { exact: true }).selectOption('multiple');
    await form.getByLabel('Maximum choices').fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await form.getByText('Maximum cannot be more than the number of options').isVisible()).toBe(true);
    await form.getByLabel('Choice', { exact: true }).selectOption('single');
    expect(await form.getByLabel('Maximum choices').inputValue()).toBe('1');
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'option-group-form-desktop.png') });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: GROUP });
    await card.waitFor();
    for (const text of ['Single choice · Required, choose 1', 'Not on any item yet', '+₹30', '+₹25'])
      expect(await card.getByText(text).isVisible(), text).toBe(true);
    const options = await card
      .getByRole('list', { name: `${GROUP} options` })
      .locator('li')
      .allTextContents();
    expect(options.map((o) => o.split(/No extra|\+₹/)[0]?.trim())).toEqual([
      'Regular milk',
      'Soy milk',
      'Oat milk',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'option-groups-desktop.png');

    // Attach it to an item from the item form, first in its list of groups.
    await page.getByRole('tab', { name: /Menu Items/ }).click();
    await page
      .getByRole('button', { name: `Edit ${itemName}` })
      .first()
      .click();
    const itemForm = page.getByRole('dialog', { name: 'Edit Menu Item' });
    const section = itemForm.getByRole('group', { name: 'Options' });
    await section.getByLabel('Option group to attach').selectOption({ label: GROUP });
    await section.getByRole('button', { name: 'Attach' }).click();
    await section.getByRole('button', { name: `Detach ${GROUP}` }).waitFor();
    const attached = await section.locator('ol > li').count();
    for (let i = 1; i < attached; i++)
      await section.getByRole('button', { name: `Move ${GROUP} up` }).click();
    expect(await axeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'item-form-options-desktop.png') });
    await itemForm.getByRole('button', { name: 'Save' }).click();
    await itemForm.waitFor({ state: 'detached' });

    const shop = await menu();
    const group = shop.optionGroups.find((g) => g.name === GROUP);
    expect(group?.options.map((o) => [o.name, o.priceDelta, o.isDefault])).toEqual([
      ['Regular milk', 0, true],
      ['Soy milk', 25, false],
      ['Oat milk', 30, false],
    ]);
    expect(shop.items.find((i) => i.id === itemId)?.optionGroupIds[0]).toBe(group?.id);

    // The group now names its item, and a delete says what it does before doing it.
    await page.getByRole('tab', { name: 'Option Groups' }).click();
    await card.getByText(`Used by 1 item: ${itemName}`).waitFor();
    await page.getByRole('button', { name: `Delete ${GROUP}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete option group' });
    await confirm
      .getByText(`Delete the option group '${GROUP}'? It is used by 1 item and will be removed from it.`, {
        exact: false,
      })
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // The same form on a phone.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: `Edit ${GROUP}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Option Group' });
    await edit.getByLabel('Option name, option 3').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'option-group-form-phone.png') });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await close();
  });

  it('lets staff mark a choice sold out and back, and nothing else', async () => {
    const { page, close } = await openPage(browser, PHONE);
    await signInStaffPage(page, server.url, 'staff@example.com');
    await openOptionGroups(page);
    const card = page.getByRole('article', { name: GROUP });
    await card.waitFor();
    expect(await page.getByRole('button', { name: 'Add Option Group' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: `Edit ${GROUP}` }).count()).toBe(0);

    const oat = card.getByRole('switch', { name: /Oat milk/ });
    expect(await oat.isChecked()).toBe(true);
    await oat.click();
    await card.getByRole('switch', { name: /Sold out.*Oat milk/ }).waitFor();
    await expect
      .poll(
        async () =>
          (await menu()).optionGroups
            .find((g) => g.name === GROUP)
            ?.options.find((o) => o.name === 'Oat milk')?.available,
      )
      .toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'option-groups-staff-phone.png');
    // Still sold out after a reload: it was stored, not only shown.
    await openOptionGroups(page);
    expect(await card.getByRole('switch', { name: /Oat milk/ }).isChecked()).toBe(false);
    await card.getByRole('switch', { name: /Oat milk/ }).click();
    await card.getByRole('switch', { name: /Available.*Oat milk/ }).waitFor();

    // The item form shows staff the item's groups without the means to change them.
    await gotoApp(page, `${server.url}/admin/menu-items`);
    await page
      .getByRole('button', { name: `Edit ${itemName}` })
      .first()
      .click();
    const section = page
      .getByRole('dialog', { name: 'Edit Menu Item' })
      .getByRole('group', { name: 'Options' });
    await section.getByText(GROUP, { exact: true }).waitFor();
    expect(await section.getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'item-form-options-staff-phone.png') });
    await close();
  });

  it("shows an order line's choices and note on the board, the note as typed", async () => {
    const shop = await menu();
    const item = shop.items.find((i) => i.id === itemId);
    const byId = new Map(shop.optionGroups.map((g) => [g.id, g]));
    // A valid choice in each of the item's groups (the seed may give it some too): its defaults,
    // topped up with its first available options to the group's minimum.
    const choices = (milk: string) =>
      (item?.optionGroupIds ?? []).flatMap((id) => {
        const group = byId.get(id);
        if (!group) return [];
        if (group.name === GROUP) return group.options.filter((o) => o.name === milk).map((o) => o.id);
        const open = group.options.filter((o) => o.available);
        const defaults = open.filter((o) => o.isDefault).slice(0, group.maxChoices);
        const more = open.filter((o) => !defaults.includes(o));
        return [...defaults, ...more.slice(0, Math.max(0, group.minChoices - defaults.length))].map(
          (o) => o.id,
        );
      });
    const client = createClient(server.url, { connections: 2 });
    const customer = await signInCustomer(client, customerIdentity(0, 71));
    const note = 'less sugar <b>please</b>';
    const res = await client.request<{ orderNumber: string }>('POST', '/api/orders', {
      headers: { cookie: customer.cookie },
      body: {
        idempotencyKey: 'options-board-1',
        orderType: 'pickup',
        paymentMethod: 'cod',
        lines: [
          { menuItemId: itemId, quantity: 2, options: choices('Oat milk'), note },
          { menuItemId: itemId, quantity: 1, options: choices('Regular milk') },
        ],
      },
    });
    client.close();
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    for (const [viewport, name] of [
      [DESKTOP, 'board-options-desktop.png'],
      [PHONE, 'board-options-phone.png'],
    ] as const) {
      const { page, close } = await openPage(browser, viewport);
      await signInStaffContext(page, server.url, 'staff@example.com');
      await gotoApp(page, `${server.url}/admin/orders`);
      const card = page.locator('article', { hasText: res.body.orderNumber });
      await card.waitFor();
      expect(await card.getByText(/Oat milk/).isVisible()).toBe(true);
      expect(await card.getByText(/Regular milk/).isVisible()).toBe(true);
      expect(await card.getByText(`Note: ${note}`, { exact: true }).isVisible()).toBe(true);
      expect(await card.locator('b').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, name);
      await close();
    }

    // Analytics rank the choice: 2 units of Oat milk added ₹60.
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffContext(page, server.url, 'manager@example.com');
    await gotoApp(page, `${server.url}/admin/analytics`);
    const top = page.getByRole('region', { name: 'Top 10 options' });
    const row = top.getByRole('row', { name: new RegExp(`${GROUP} · Oat milk`) });
    await row.waitFor();
    // Its rank depends on the seed's choices ordered with it; its figures do not.
    expect((await row.getByRole('cell').allTextContents()).slice(1)).toEqual(['2', '₹60']);
    expect(await axeViolations(page)).toEqual([]);
    await top.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'analytics-top-options-desktop.png') });
    await close();
  });
});
