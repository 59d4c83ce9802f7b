// Staff sign-in lockout in Chromium against the built server: while strangers guess a manager's
// password from many addresses, the manager still signs in from the Admin Portal (the page solves
// the robot check out of sight), and an admin sees the locks on the Users page and lifts them.
// The server trusts X-Forwarded-For here so each guess can come from its own address.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, startBrowserSuite, stopBrowserSuite } from './support/browser-suite.ts';
import { chromiumAvailable, DESKTOP, openPage } from './support/chromium.ts';
import { createClient } from './support/customers-over-http.mjs';
import { axeViolations, signInStaffPage } from './support/pages.ts';
import type { ServerProcess } from './support/server-process.ts';

let server: ServerProcess;
let browser: Browser;
const TARGET = 'manager@example.com';
const GUESSER = '10.99.0.1';

async function guess(client: ReturnType<typeof createClient>, address: string, n: number) {
  const res = await client.request('POST', '/api/staff/sign-in', {
    headers: { 'x-forwarded-for': address },
    body: { email: TARGET, password: `Wrong@${n}guess` },
  });
  return res.status;
}

describe.skipIf(!chromiumAvailable)('staff sign-in lockout in Chromium', () => {
  beforeAll(async () => {
    ({ server, browser } = await startBrowserSuite({ env: { TRUST_PROXY: 'true' } }));
    const client = createClient(server.url, { connections: 4 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await guess(client, GUESSER, i));
    for (let i = 0; i < 5; i++) statuses.push(await guess(client, `10.99.1.${i + 1}`, i));
    client.close();
    expect(statuses).toEqual([401, 401, 401, 401, 423, 401, 401, 401, 401, 401]);
  });
  afterAll(() => stopBrowserSuite(server, browser));

  it('signs the manager in with the right password, solving the robot check out of sight', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    const asked: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/staff/sign-in')) asked.push(r.status());
    });
    await signInStaffPage(page, server.url, TARGET);
    expect(asked).toEqual([428, 200]);
    await close();
  });

  it('shows the locks on the Users page, and Unlock lifts them', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signInStaffPage(page, server.url, 'admin@example.com');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .first()
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: TARGET });
    await row.getByText(`Locked for ${GUESSER} until`).waitFor();
    await row.getByText('Security check required until').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-users-locked-desktop.png') });
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /^Unlock / }).click();
    await row.getByText('Not locked').waitFor();
    await close();
  });
});
