// What every browser test file starts with: the built server on a fresh data folder, Debian's
// Chromium, and the folder where screenshots go.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { type ServerProcess, startServer } from './server-process.ts';

export const ARTIFACTS = path.resolve(import.meta.dirname, '..', '.artifacts');

export async function startBrowserSuite(
  options?: Parameters<typeof startServer>[0],
  browserOptions?: Parameters<typeof launchChromium>[0],
) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const [server, browser] = await Promise.all([startServer(options), launchChromium(browserOptions)]);
  return { server, browser };
}

export async function stopBrowserSuite(server: ServerProcess | undefined, browser: Browser | undefined) {
  await browser?.close();
  await server?.stop();
  // Each file's shop folder is about 40 MB; nothing reads it once the file is done.
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
