// A page on another port of the same host tries to cancel a signed-in customer's order, in a real
// Chromium against the app on a real port. Another port is the same *site*, so the customer's
// SameSite=Lax session cookie travels with the page's body-less POST; before the origin check
// (src/server/plugins/origin-check.ts) the order was cancelled. Now the server refuses it and the
// order stays placed, while the same request from the shop's own origin still works.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { ERROR_MESSAGES } from '#shared/errors.ts';
import { chromiumAvailable, launchChromium } from '../e2e/support/chromium.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectOk, type Http, json, listen } from './support/http.ts';
import { type SignedInCustomer, signInCustomer } from './support/identities.ts';

let t: TestApp;
let shop: Http;
let browser: Browser;
let attacker: Server;
let attackerUrl: string;
let customer: SignedInCustomer;
let menuItemId: string;

/** The other site's page: a plain form POST (no body, text/plain) with the cookies the browser holds. */
const ATTACK_PAGE = `<!doctype html><title>Win a prize</title>
<form method="post" enctype="text/plain"><button>Claim</button></form>`;

beforeAll(async () => {
  t = await createTestApp();
  shop = await listen(t);
  attacker = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(ATTACK_PAGE),
  );
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  customer = await signInCustomer(shop, '+919870000001', '10.70.0.1');
  const [row] = await t.database.db.select({ id: menuItems.id }).from(menuItems).limit(1);
  menuItemId = row!.id;
  if (chromiumAvailable) browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
  await t?.close();
});

async function placeOrder(): Promise<string> {
  const res = expectOk(
    await shop.request('POST', '/api/orders', {
      cookie: customer.cookie,
      json: {
        idempotencyKey: crypto.randomUUID(),
        lines: [{ menuItemId, quantity: 1 }],
        address: deliveryAddress({
          name: 'Reliability',
          phone: '9870000001',
          address: 'Flat 7, Kalyani Nagar, Pune',
        }),
      },
    }),
    'placing an order',
  );
  return json<{ id: string }>(res).id;
}

async function statusOf(orderId: string): Promise<string> {
  const res = expectOk(
    await shop.request('GET', `/api/orders/${orderId}`, { cookie: customer.cookie }),
    'order',
  );
  return json<{ status: string }>(res).status;
}

/** A browser holding the customer's session cookies for the shop, as after signing in there. */
async function customersBrowser() {
  const context = await browser.newContext();
  await context.addCookies(
    customer.setCookies.map((line) => {
      const [pair] = line.split(';');
      const at = (pair ?? '').indexOf('=');
      return {
        name: (pair ?? '').slice(0, at),
        value: (pair ?? '').slice(at + 1),
        url: shop.url,
        httpOnly: true,
        sameSite: 'Lax' as const,
      };
    }),
  );
  return context;
}

describe.skipIf(!chromiumAvailable)('a page on another port of the same host', () => {
  it("cannot cancel a signed-in customer's order; the shop's own page can", async () => {
    const context = await customersBrowser();
    const page = await context.newPage();
    try {
      const target = await placeOrder();
      await page.goto(attackerUrl);
      const answered = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${target}/cancel`));
      await page.evaluate((url) => {
        const form = document.querySelector('form') as HTMLFormElement;
        form.action = url;
        form.submit();
      }, `${shop.url}/api/orders/${target}/cancel`);
      const refusal = await answered;
      const sent = await refusal.request().allHeaders();
      console.log(
        `cross-origin cancel: Origin ${sent.origin}, cookie sent: ${Boolean(sent.cookie)}, answer ${refusal.status()}`,
      );
      // The browser did send the session: only the origin check stands in the way.
      expect(sent.cookie).toContain('session_token');
      expect(refusal.status()).toBe(403);
      expect(await statusOf(target)).toBe('placed');

      // The same customer, on the shop's own origin, cancels as always.
      // A page of its own: the form post above is still navigating the first one.
      const own = await placeOrder();
      const ownPage = await context.newPage();
      await ownPage.goto(`${shop.url}/api/settings`);
      const status = await ownPage.evaluate(
        (url) => fetch(url, { method: 'POST', credentials: 'same-origin' }).then((r) => r.status),
        `${shop.url}/api/orders/${own}/cancel`,
      );
      expect(status).toBe(200);
      expect(await statusOf(own)).toBe('cancelled');
    } finally {
      await context.close();
    }
  });
});

describe('the same POST without a browser', () => {
  it('is refused with its message when it names a foreign origin', async () => {
    const target = await placeOrder();
    const res = await shop.request('POST', `/api/orders/${target}/cancel`, {
      cookie: customer.cookie,
      headers: { origin: attackerUrl },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN } });
    expect(await statusOf(target)).toBe('placed');
  });
});
