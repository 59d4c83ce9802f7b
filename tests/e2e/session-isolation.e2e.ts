// A customer's session cookie never reaches another browser. After a restart, the first request
// for the menu used to teach the menu's fast path its headers, the caller's refreshed session
// cookie or sign-out cookies included, and every later visitor got them: a fresh browser showed
// the first caller's name in the header (issue 36). Here the first menu request after a restart
// carries a session due for refresh, then one whose session was signed out, and a fresh browser
// that opens the shop afterwards is signed out and stays so.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, gotoApp, launchChromium, openPage, PHONE } from './support/chromium.ts';
import {
  type Customer,
  createClient,
  customerIdentity,
  signInCustomer,
} from './support/customers-over-http.mjs';
import { type ServerProcess, shopDataDir, startServer } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;
let dataDir: string;
let refreshDue: Customer;
let signedOut: Customer;

/** The session token inside a signed session cookie (`token.signature`). */
const tokenOf = (cookie: string) =>
  decodeURIComponent(/chai\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]!;

async function onStoppedDatabase(statements: string) {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    await db.exec(statements);
  } finally {
    await db.close();
  }
}

/** Restarts the server on the same folder after running `statements` on its stopped database. */
async function restartWith(statements: string) {
  expect(await server.stop('SIGTERM'), server.output()).toBe(0);
  await onStoppedDatabase(statements);
  server = await startServer({ dataDir });
}

/**
 * A fresh browser opens the shop, reads the menu as the storefront does when it refreshes it (the
 * first page comes with the menu inside), and opens the shop again: nobody is signed in and no
 * cookie is stored.
 */
async function expectStrangerSignedOut() {
  const { page, context, close } = await openPage(browser, PHONE);
  try {
    for (let visit = 0; visit < 2; visit++) {
      await gotoApp(page, `${server.url}/`);
      await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
      await expect(page.getByText(refreshDue.fullName).count()).resolves.toBe(0);
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => fetch('/api/menu').then((res) => res.status))).toBe(200);
    }
  } finally {
    await close();
  }
}

describe.skipIf(!chromiumAvailable)('session cookies stay with their browser', () => {
  beforeAll(async () => {
    dataDir = shopDataDir();
    server = await startServer({ dataDir });
    const client = createClient(server.url);
    refreshDue = await signInCustomer(client, customerIdentity(0, 41));
    signedOut = await signInCustomer(client, customerIdentity(1, 41));
    const out = await client.request('POST', '/api/customer/sign-out', {
      headers: { cookie: signedOut.cookie, origin: server.url },
    });
    expect(out.status, JSON.stringify(out.body)).toBeLessThan(300);
    client.close();
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const kind of ['refresh-due', 'signed-out'] as const) {
    it(`a ${kind} cookie on the first menu request after a restart reaches nobody else`, async () => {
      // Due for refresh: under an hour of its week left (better-auth answers it with a new cookie).
      await restartWith(
        `update sessions set expires_at = now() + interval '30 minutes' where token = '${tokenOf(refreshDue.cookie)}';`,
      );
      const attacker = createClient(server.url);
      const cookie = kind === 'refresh-due' ? refreshDue.cookie : signedOut.cookie;
      const first = await attacker.request('GET', '/api/menu', { headers: { cookie } });
      attacker.close();
      expect(first.status).toBe(200);
      await expectStrangerSignedOut();
      // Not even its own caller is answered with a cookie: the menu does not look at sessions.
      expect(first.headers['set-cookie']).toBeUndefined();
    }, 120_000);
  }
});
