// Page addresses over HTTP: the app's own pages answer 200, any other page address answers 404
// with the same page (which then says the page does not exist), docs/product.md#storefront.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let base: string;
let webRoot: string;

beforeAll(async () => {
  // A minimal built web app: enough for the server to answer page addresses with it.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-pages-web-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><!--boot-head--></head><body><!--boot-data--><div id="root"><!--ssr-outlet--></div></body></html>',
  );
  t = await createTestApp({ seed: false, webRoot });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('page addresses', () => {
  it('answers the storefront, its short pages, the sign-in page and the staff area with the page and 200', async () => {
    for (const address of [
      '/',
      '/?category=classic-chai',
      '/login',
      '/admin',
      '/admin/orders',
      '/about',
      '/contact',
      '/Admin/Settings/',
    ]) {
      const res = await fetch(`${base}${address}`);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type'), address).toContain('text/html');
      expect(await res.text(), address).toContain('<div id="root">');
    }
  });

  it('answers any other page address with the same page and 404', async () => {
    for (const address of ['/no-such-page', '/menu/chai', '/login/extra', '/administrator']) {
      const res = await fetch(`${base}${address}`);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('content-type'), address).toContain('text/html');
      expect(res.headers.get('cache-control'), address).toBe('no-cache');
      const html = await res.text();
      expect(html, address).toContain('<div id="root">');
      // The plain page: the app renders the not-found page itself, with no menu written in.
      expect(html, address).not.toContain('id="boot-data"');
    }
    const head = await fetch(`${base}/no-such-page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('keeps JSON 404s for unknown API paths and missing files', async () => {
    const api = await fetch(`${base}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('NOT_FOUND');
    const file = await fetch(`${base}/assets/missing.js`);
    expect(file.status).toBe(404);
    expect(file.headers.get('content-type')).toContain('application/json');
    // A name without an extension in an upload folder is still a missing file, not a page.
    const upload = await fetch(`${base}/uploads/menu-items/missing`);
    expect(upload.status).toBe(404);
    expect(upload.headers.get('content-type')).toContain('application/json');
  });
});
