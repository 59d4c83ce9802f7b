// Only the pay page lets the payment gateway in (decision 022): its Content-Security-Policy adds
// the gateway's checkout and API origins to scripts, frames, connections and pictures, and its
// permissions policy allows the Payment Request API for them. Every other page keeps the policy
// it had, exactly; without a gateway the pay page has it too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The policy every page had before online payments, as the server writes it (the map's tiles allowed). */
const PAGE_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;" +
  "font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';" +
  "form-action 'self';frame-ancestors 'none'";
const PAGE_PERMISSIONS = 'geolocation=(self), camera=(), microphone=(), payment=()';

/** Razorpay's own addresses (the settings' defaults), as production uses them. */
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_headers0001',
  RAZORPAY_KEY_SECRET: 'headers-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'headers-webhook-secret',
};

let webRoot: string;
let withGateway: TestApp;
let withoutGateway: TestApp;
const orderId = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-pay-page-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!--boot-head--></head><body><!--boot-data--><div id="root"><!--ssr-outlet--></div></body></html>',
  );
  [withGateway, withoutGateway] = await Promise.all([
    createTestApp({ seed: false, webRoot, env: RAZORPAY }),
    createTestApp({ seed: false, webRoot }),
  ]);
});
afterAll(async () => {
  await Promise.all([withGateway?.close(), withoutGateway?.close()]);
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(' ');
      return [name, values];
    }),
  );

describe('the pay page headers', () => {
  it("add Razorpay's origins on the pay page only", async () => {
    const pay = await withGateway.app.inject(`/orders/${orderId}/pay`);
    expect(pay.statusCode).toBe(200);
    expect(pay.headers['content-type']).toContain('text/html');
    const csp = directives(String(pay.headers['content-security-policy']));
    const gateway = ['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://*.razorpay.com'];
    expect(csp['script-src']).toEqual(["'self'", ...gateway]);
    expect(csp['frame-src']).toEqual(["'self'", ...gateway]);
    expect(csp['connect-src']).toEqual(["'self'", ...gateway]);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      ...gateway,
    ]);
    // The rest as on every page: still no inline script, no framing of the shop.
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(pay.headers['permissions-policy']).toBe(
      'geolocation=(self), camera=(), microphone=(), payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com" "https://*.razorpay.com")',
    );
    // Any spelling the router serves as the pay page.
    for (const spelling of [
      `/Orders/${orderId}/PAY`,
      `/orders/${orderId}/pay/`,
      `/orders/${orderId}/Pay//?x=1`,
    ]) {
      const variant = await withGateway.app.inject(spelling);
      expect(variant.statusCode, spelling).toBe(200);
      expect(variant.headers['content-security-policy'], spelling).toBe(
        pay.headers['content-security-policy'],
      );
      expect(variant.headers['permissions-policy'], spelling).toBe(pay.headers['permissions-policy']);
    }
  });

  it('leave every other page, and the API, as they were', async () => {
    for (const address of [
      '/',
      '/login',
      `/orders/${orderId}/bill`,
      '/admin/orders',
      '/no-such-page',
      // Not the pay page, however close: a segment more, or one fewer.
      `/orders/${orderId}/pay/more`,
      '/orders/pay',
      `//orders/${orderId}/pay`,
    ]) {
      for (const t of [withGateway, withoutGateway]) {
        const res = await t.app.inject(address);
        expect(res.headers['content-type'], address).toContain('text/html');
        expect(res.headers['content-security-policy'], address).toBe(PAGE_CSP);
        expect(res.headers['permissions-policy'], address).toBe(PAGE_PERMISSIONS);
      }
    }
    const api = await withGateway.app.inject('/api/settings');
    expect(api.headers['content-security-policy']).toBe(PAGE_CSP);
  });

  it('leave the pay page as every other page without a gateway', async () => {
    const pay = await withoutGateway.app.inject(`/orders/${orderId}/pay`);
    expect(pay.statusCode).toBe(200);
    expect(pay.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(pay.headers['permissions-policy']).toBe(PAGE_PERMISSIONS);
  });
});
