// What the service worker may keep (src/web/sw-rules.ts, docs/decisions/024-installable-app.md),
// held to the real server: of every GET route the API documents, only the menu, the public
// settings and the footer's short pages are kept, and those answers are the same for everyone and
// marked cacheable, while a personal answer is refused by the worker's second lock (mayKeep) as well. Then the files that
// make the app installable: the worker and the manifests are revalidated on every visit, served
// with their types, allowed by the page's CSP, and the staff pages link the staff manifest.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '#shared/shop-pages/shop-pages.ts';
import { isPublicApi, mayKeep, PUBLIC_API_PATHS } from '#web/sw-rules.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let base: string;
let webRoot: string;
let admin: string;
let customer: string;
let getRoutes: string[];

const get = (address: string, cookie?: string) =>
  fetch(`${base}${address}`, { headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  // The built app's files as far as these checks need them.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-sw-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /><!--boot-head--></head><body><!--boot-data--><div id="root"><!--ssr-outlet--></div></body></html>',
  );
  fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'start-app-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
  for (const name of ['manifest.webmanifest', 'admin.webmanifest', 'rider.webmanifest'])
    fs.copyFileSync(path.resolve(import.meta.dirname, '..', '..', 'public', name), path.join(webRoot, name));
  t = await createTestApp({ webRoot });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.96.0.1');
  customer = (await signInCustomer(t, '9890055555', 'Meera Joshi', '10.96.0.2')).cookie;
  const doc = (await t.app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  getRoutes = Object.entries(doc.paths)
    .filter(([address, operations]) => address.startsWith('/api/') && operations.get)
    // The short pages' one route is asked for each page there is; every other path stands for any.
    .flatMap(([address]) =>
      address === '/api/pages/{slug}'
        ? PAGE_SLUGS.map((slug) => `/api/pages/${slug}`)
        : [address.replace(/\{[^}]+\}/g, randomUUID())],
    );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the API answers the service worker keeps', () => {
  it('are the menu, the public settings and the short pages, and no other GET route the API documents', () => {
    expect(getRoutes.length).toBeGreaterThan(30);
    for (const address of ['/api/orders', '/api/customer/me', '/api/customer/addresses', '/api/admin/orders'])
      expect(getRoutes).toContain(address);
    const kept = getRoutes.filter((address) => isPublicApi(new URL(address, base), new URL(base).origin));
    expect(kept.sort()).toEqual([...PUBLIC_API_PATHS].sort());
  });

  it('are the same for a guest, a customer and the staff, and marked cacheable by the server', async () => {
    for (const address of PUBLIC_API_PATHS) {
      const answers = await Promise.all([get(address), get(address, customer), get(address, admin)]);
      const bodies = await Promise.all(answers.map((res) => res.clone().text()));
      for (const res of answers) {
        expect(res.status, address).toBe(200);
        expect(mayKeep(res), address).toBe(true);
      }
      expect(new Set(bodies).size, address).toBe(1);
    }
  });

  it('would refuse a personal answer even if its address were ever allowed', async () => {
    for (const address of ['/api/customer/me', '/api/orders', '/api/customer/addresses']) {
      const res = await get(address, customer);
      expect(res.status, address).toBe(200);
      expect(mayKeep(res), address).toBe(false);
    }
    const staff = await get('/api/admin/orders', admin);
    expect(staff.status).toBe(200);
    expect(mayKeep(staff)).toBe(false);
  });
});

describe('the files that make the app installable', () => {
  it('serves the worker as script, asked about on every visit, at the root so it covers every page', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps hashed files a year and other files a day', async () => {
    expect((await get('/assets/start-app-abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves the manifests as manifests, asked about on every visit', async () => {
    for (const name of ['manifest.webmanifest', 'admin.webmanifest', 'rider.webmanifest']) {
      const res = await get(`/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toContain('application/manifest+json');
      expect(res.headers.get('cache-control'), name).toBe('no-cache');
      const manifest = (await res.json()) as { start_url: string; scope: string; display: string };
      expect(manifest.display, name).toBe('standalone');
      expect(manifest.start_url.startsWith(manifest.scope), name).toBe(true);
    }
  });

  it('lets the pages load the worker and the manifest under their CSP', async () => {
    const csp = Object.fromEntries(
      String((await get('/')).headers.get('content-security-policy'))
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['worker-src']).toContain("'self'");
    // No manifest-src of its own: it falls back to default-src.
    expect(csp['manifest-src'] ?? csp['default-src']).toContain("'self'");
  });

  it('links the staff manifest from the staff pages and the shop manifest from the others', async () => {
    for (const address of ['/admin', '/admin/orders', '/Admin/Settings/']) {
      const html = await (await get(address)).text();
      expect(html, address).toContain('href="/admin.webmanifest"');
      expect(html, address).not.toContain('href="/manifest.webmanifest"');
    }
    for (const address of ['/', '/login', '/about', '/administrator', '/riders']) {
      const html = await (await get(address)).text();
      expect(html, address).toContain('href="/manifest.webmanifest"');
    }
  });

  it("links the riders' manifest from the rider page (docs/product.md#the-riders-page)", async () => {
    for (const address of ['/rider', '/rider/', '/Rider']) {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      const html = await res.text();
      expect(html, address).toContain('href="/rider.webmanifest"');
      expect(html, address).not.toContain('href="/manifest.webmanifest"');
    }
  });
});
