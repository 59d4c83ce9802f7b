// The server as a process: the data-folder lock, crash safety and clean shutdown.
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, tempDataDir } from './support/server-process';

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
    const server = await start();
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
