// How many page renders that miss the page cache one client address may cause per minute. A
// render takes the one thread for about 200 ms, so one address asking for `/?q=<random>` over 32
// connections pushed every customer's menu from 2 ms to 830 ms (issue 36). Over the budget the
// page is still served, without the server-rendered markup: the app renders itself in the browser,
// as it does when the server-rendering build is unavailable. Views already rendered (a category
// link shared on WhatsApp, the bare storefront) cost nothing and are never counted, so many
// customers behind one carrier-NAT address are not held back by each other.

/** Renders per address per window: far above what one person's shared-link visits cause. */
export const RENDERS_PER_ADDRESS = 30;
const WINDOW_MS = 60_000;
/** Addresses tracked per window; past it a new address renders nothing new until the window turns. */
const MAX_ADDRESSES = 10_000;

export function createRenderBudget({
  perWindow = RENDERS_PER_ADDRESS,
  windowMs = WINDOW_MS,
  now = Date.now,
}: {
  perWindow?: number;
  windowMs?: number;
  now?: () => number;
} = {}) {
  let windowStart = now();
  const used = new Map<string, number>();
  return {
    /** Counts one render against the address, or says it is over its budget. */
    take(address: string): boolean {
      if (now() - windowStart >= windowMs) {
        used.clear();
        windowStart = now();
      }
      const count = used.get(address) ?? 0;
      if (count >= perWindow || (count === 0 && used.size >= MAX_ADDRESSES)) return false;
      used.set(address, count + 1);
      return true;
    },
  };
}
