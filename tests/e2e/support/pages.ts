// Steps many browser specs share: the accessibility check and the Admin Portal sign-in.
import axe from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoApp } from './chromium.ts';

/**
 * axe's violations on the page as it is now, each with the elements it names ([] when clean).
 * Every rule runs, in the page itself (as @axe-core/playwright's legacy mode does), and only the
 * violations carry their nodes back. Measured on the desktop storefront:
 * - @axe-core/playwright's default mode opens a blank page in the context for every check to
 *   merge frame results in: 2.3-3.0 s a check against 0.7 s in the page. The app has no frames;
 * - the passes' nodes made a 2.5 MB answer (resultTypes);
 * - @axe-core/playwright's legacy mode also evaluates axe's 550 KB source twice per check (once to
 *   probe for runPartial, once to inject), about 0.35 s each on these hosts. Here the source is
 *   evaluated only when the document does not have it yet: a second check of the same page
 *   (a dialog opened, a tab switched) reuses it. axe.run keeps no state between runs.
 * `rules` switches on rules axe leaves off by default (e.g. label-content-name-mismatch).
 */
export async function axeViolations(
  page: Page,
  { rules }: { rules?: Record<string, { enabled: boolean }> } = {},
): Promise<string[]> {
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) {
    await page.evaluate(axe.source);
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  }
  return page.evaluate(
    async (options) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { resultTypes: ['violations'], rules } as axe.RunOptions,
  );
}

/**
 * Signs in at the Admin Portal. Waits for the dashboard unless told the sign-in is expected to
 * fail or to land elsewhere (`landsOnDashboard: false`). A test that only needs a signed-in admin
 * page uses signInStaffContext (staff-over-http.ts) and opens that page: a page load less.
 */
export async function signInStaffPage(
  page: Page,
  baseUrl: string,
  email: string,
  { password = 'Demo@1234', landsOnDashboard = true } = {},
): Promise<void> {
  await gotoApp(page, `${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  if (landsOnDashboard) await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/**
 * Opens the order board's folded 'Busy mode & this device' panel (busy mode, the ticket paper,
 * auto-print, new-order notifications) unless it is open already.
 */
export async function openDeviceMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Busy mode & this device' });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await page.getByRole('heading', { name: 'Kitchen tickets' }).waitFor();
}

/** The last sign-in code the development SMS outbox holds for `phone` ('+91…'). */
export async function smsCode(baseUrl: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const code = (await res.json()).messages[0]?.code;
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/**
 * Has `seconds` pass for the server's code rules for `phone` ('+91…') without waiting for them:
 * the development route moves the phone's recorded code sends back, so the resend wait (and the
 * per-phone limit) end as if that time had gone by.
 */
export async function backdateCodeSends(baseUrl: string, phone: string, seconds: number): Promise<void> {
  const res = await fetch(`${baseUrl}/api/dev/sms-outbox/backdate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, seconds }),
  });
  if (!res.ok) throw new Error(`backdating the code sends to ${phone}: ${res.status} ${await res.text()}`);
  const { moved } = (await res.json()) as { moved: number };
  if (moved === 0) throw new Error(`no code was sent to ${phone}`);
}

/**
 * Signs a customer in from the storefront's Login dialog (Sign Up when a full name is given), with
 * the code from the development outbox; waits until the dialog has closed.
 */
export async function signInCustomerPage(
  page: Page,
  baseUrl: string,
  phone: string,
  { fullName, openDialog = true }: { fullName?: string; openDialog?: boolean } = {},
): Promise<void> {
  if (openDialog) await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: fullName ? /Login|Sign Up/ : 'Login' });
  await dialog.waitFor();
  if (fullName) {
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Sign Up' }).getByLabel('Full name').fill(fullName);
  }
  await page.getByRole('dialog').getByLabel('Phone number').fill(phone);
  await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
  const codeInput = page.getByPlaceholder('6-digit code');
  await codeInput.waitFor();
  await page
    .getByRole('dialog')
    .getByText(/Resend code in \d+ s/)
    .waitFor();
  await codeInput.fill(await smsCode(baseUrl, `+91${phone.replace(/\D/g, '').slice(-10)}`));
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  // Checkout may open in its place (a guest who was on the way there).
  await page.getByRole('dialog', { name: /^(Login|Sign Up)$/ }).waitFor({ state: 'hidden' });
}

/**
 * Completes checkout's delivery address: the first preset as the location when none is chosen yet
 * (the chooser returns to checkout), then the house and the street; the name and mobile are the
 * signed-in customer's.
 */
export async function fillDeliveryAddress(
  page: Page,
  { house = 'Flat 4', street = 'Sai Residency, Porwal Road' } = {},
): Promise<Locator> {
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const choose = checkout.getByRole('button', { name: 'Choose location' });
  if (await choose.count()) {
    await choose.click();
    await page
      .getByRole('dialog', { name: 'Choose delivery location' })
      .getByRole('button', { name: /^YS1/ })
      .click();
    await checkout.getByRole('button', { name: 'Change location' }).waitFor();
  }
  await checkout.getByLabel('House / flat').fill(house);
  await checkout.getByLabel('Building and street').fill(street);
  return checkout;
}

/**
 * Puts `quantity` of a customisable item (Masala Chai) in the cart through its options sheet, with
 * the choices it starts with (Cutting, Normal sugar: the item's own price).
 */
export async function addWithDefaults(page: Page, name: string, quantity = 1): Promise<void> {
  await page.getByRole('button', { name: `Add ${name} to cart, choose options` }).click();
  const sheet = page.getByRole('dialog', { name });
  await sheet.waitFor();
  for (let n = 1; n < quantity; n++) await sheet.getByRole('button', { name: `Add one ${name}` }).click();
  await sheet.getByRole('button', { name: /^Add to cart · / }).click();
  await sheet.waitFor({ state: 'hidden' });
}

/**
 * A guest puts two Masala Chai (₹25 each) in the cart and signs up on the way to checkout;
 * resolves with the Checkout dialog once it is open and its delivery address filled in.
 */
export async function checkoutTwoChaiAsNewCustomer(
  page: Page,
  baseUrl: string,
  phone: string,
  fullName: string,
): Promise<Locator> {
  await gotoApp(page, baseUrl);
  await addWithDefaults(page, 'Masala Chai', 2);
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await signInCustomerPage(page, baseUrl, phone, { fullName, openDialog: false });
  await page.getByRole('dialog', { name: 'Checkout' }).waitFor();
  return fillDeliveryAddress(page);
}

/**
 * Signs a new customer up in the open Login dialog, reading the code from the development outbox
 * (the console SMS provider of a development server).
 */
export async function signUpInLoginDialog(page: Page, baseUrl: string, phone: string, fullName: string) {
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('dialog').getByLabel('Full name').fill(fullName);
  await page.getByRole('dialog').getByLabel('Phone number').fill(phone);
  await page.getByRole('dialog').getByRole('button', { name: 'Send code' }).click();
  await page.getByPlaceholder('6-digit code').waitFor();
  const outbox = await (await fetch(`${baseUrl}/api/dev/sms-outbox?phone=%2B91${phone}`)).json();
  await page.getByPlaceholder('6-digit code').fill(outbox.messages[0].code);
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
}

/**
 * A JSON request made from `page` (same origin, its session cookie): for a signed-in staff page
 * to set up over the API what another page then shows. Throws with the answer's text past 2xx.
 */
export async function jsonFromPage<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, url, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${answer.text}`);
  // A 204 has no body.
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

/**
 * Scrolls to the end of the grid until every card of the list is rendered, as a customer scrolling
 * down the menu does: the grid renders cards as they come near the screen (use-card-window.ts).
 * Answers how many cards there are.
 */
export async function showWholeMenu(page: Page): Promise<number> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const end = document.querySelector('[data-more-cards]');
          end?.scrollIntoView();
          return end === null;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  return page.locator('main article').count();
}
