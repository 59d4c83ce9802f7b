// The server as a process: the data-folder lock, crash safety and clean shutdown (in-flight
// requests finished, event streams told to reconnect elsewhere).
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { PUBLIC_STREAM } from '#shared/api/events.ts';
import { openSse } from '../helpers/sse-client.ts';
import { type ServerProcess, startServer, tempDataDir } from './support/server-process.ts';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
});

async function start(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  running.push(server);
  return server;
}

async function menuEtag(url: string) {
  const res = await fetch(`${url}/api/menu`);
  expect(res.status).toBe(200);
  return res.headers.get('etag');
}

describe('server process', () => {
  it('starts on an empty data folder, seeds the shop and serves the app and the menu', async () => {
    const server = await start({ fresh: true });
    const html = await fetch(`${server.url}/`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('<div id="root">');
    const menu = await (await fetch(`${server.url}/api/menu`)).json();
    expect(menu.categories).toHaveLength(13);
    expect(server.output()).toContain('admin@example.com');
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(await robots.text()).toContain('Disallow: /admin');
    const fallback = await fetch(`${server.url}/admin/menu-items`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('cache-control')).toBe('no-cache');
    const missingAsset = await fetch(`${server.url}/assets/missing-file.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('refuses a second server on the same data folder and leaves the first one serving', async () => {
    const first = await start();
    const etag = await menuEtag(first.url);
    const second = await startServer({ dataDir: first.dataDir, waitReady: false });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data folder .* is in use by another server/);
    expect(await menuEtag(first.url)).toBe(etag);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  });

  it('keeps committed data after SIGKILL and starts again on the same folder', async () => {
    const dataDir = tempDataDir();
    const first = await start({ dataDir });
    const before = await (await fetch(`${first.url}/api/menu`)).json();
    await first.stop('SIGKILL');
    const second = await start({ dataDir });
    const after = await (await fetch(`${second.url}/api/menu`)).json();
    expect(after.items.map((i: { id: string }) => i.id)).toEqual(
      before.items.map((i: { id: string }) => i.id),
    );
    // Seeding did not run twice.
    expect(after.items.length).toBe(before.items.length);
  });

  it('on SIGTERM finishes the request in flight, ends event streams with a reconnect hint, exits 0', async () => {
    // With Redis configured, its connection is closed too (the server starts without a live one).
    const server = await start({
      env: {
        LOG_LEVEL: 'info',
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `chai-e2e-${process.pid}-${Date.now()}:`,
      },
    });
    const storefront = await openSse(`${server.url}${PUBLIC_STREAM}`);
    await storefront.next((e) => e.event === 'ready');
    const hintsBefore = storefront.retries.length;

    // A sign-in whose body is still arriving when the signal comes: in flight, not yet answered.
    const body = JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD });
    let answered!: (value: { status: number; body: string }) => void;
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      answered = resolve;
    });
    const request = http.request(`${server.url}/api/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => answered({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', (error) => answered({ status: -1, body: String(error) }));
    request.write(body.slice(0, 10));
    request.flushHeaders();
    await new Promise((r) => setTimeout(r, 200));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await storefront.ended;
    // Still serving the request in flight while the rest of its body comes in.
    await new Promise((r) => setTimeout(r, 300));
    request.end(body.slice(10));

    const res = await answer;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).user.email).toBe('admin@example.com');
    // The browser is told to come back soon, to another instance, before the stream ends.
    expect(storefront.retries.length).toBe(hintsBefore + 1);
    expect(storefront.retries.at(-1)).toBeGreaterThanOrEqual(1000);
    expect(storefront.retries.at(-1)).toBeLessThan(3000);
    // Exit 0 also means within the 10-second limit: past it server.ts exits 1.
    expect(await server.exited).toBe(0);
    const tookMs = Math.round(performance.now() - signalled);
    console.info(`SIGTERM to exit: ${tookMs} ms (300 ms of it spent waiting on the slow request)`);
    expect(server.output()).toMatch(/"msg":"shut down"/);
  });

  it('shuts down cleanly on SIGTERM and releases the folder', async () => {
    const dataDir = tempDataDir();
    const first = await start({ dataDir });
    expect(await first.stop('SIGTERM')).toBe(0);
    const again = await start({ dataDir });
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
  });

  it('stops at once with a message naming bad settings', async () => {
    const bad = await startServer({ env: { PORT: 'abc', DATABASE_URL: 'mysql://x' }, waitReady: false });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('DATABASE_URL');
    const prod = await startServer({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example.com' },
      waitReady: false,
    });
    expect(await prod.exited).toBe(1);
    expect(prod.output()).toContain('PUBLIC_URL: must be an https:// URL in production');
    expect(prod.output()).toContain('AUTH_SECRET');
  });
});
