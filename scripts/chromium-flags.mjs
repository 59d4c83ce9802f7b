// Flags Debian's Chromium needs on these machines (run as root, closed network): shared by the
// browser tests and the Lighthouse run in the bench.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of the old headless shell (package chromium-headless-shell): the same engine
 * without the desktop browser around it. The browser suite runs on it when it is installed: the
 * same files used 43% less CPU in Chromium than on the full browser (58.9 s against 33.7 s,
 * storefront + admin-settings specs, measured with a per-process CPU sampler). Two test files ask
 * for the full browser (tests/e2e/support/chromium.ts): the shell holds the notification
 * permission at 'denied' (web push), and answers every installability check with no error.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
