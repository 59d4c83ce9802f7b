// How many page renders that miss the page cache may be caused, per client address and by
// everybody together. A render takes the one thread for 30-100 ms (about 200 ms cold), so one
// address asking for `/?q=<random>` over 32 connections pushed every customer's menu from 2 ms to
// 830 ms (issue 36), and an attacker rotating addresses (an IPv6 /48 holds 65,536 /64 groups)
// could keep the thread rendering. Over either budget the page is still served, without the
// server-rendered markup: the app renders itself in the browser, as it does when the
// server-rendering build is unavailable. Views already rendered (a category link shared on
// WhatsApp, the bare storefront) cost nothing and are never counted, so many customers behind one
// carrier-NAT address are not held back by each other.

/** Renders per address per window: far above what one person's shared-link visits cause. */
export const RENDERS_PER_ADDRESS = 30;
/**
 * Renders per second for the whole shop, with a burst: at most a few hundred ms of the thread a
 * second, whoever asks. Honest traffic opens a handful of never-seen views a minute.
 */
export const SHOP_RENDERS = { perSecond: 4, burst: 8 };
const WINDOW_MS = 60_000;
/** Addresses tracked per window; past it the least recently counted one is forgotten. */
export const MAX_ADDRESSES = 10_000;

export type RenderBudgetOptions = {
  perWindow?: number;
  windowMs?: number;
  shop?: { perSecond: number; burst: number };
  maxAddresses?: number;
  now?: () => number;
};

export function createRenderBudget({
  perWindow = RENDERS_PER_ADDRESS,
  windowMs = WINDOW_MS,
  shop = SHOP_RENDERS,
  maxAddresses = MAX_ADDRESSES,
  now = Date.now,
}: RenderBudgetOptions = {}) {
  let windowStart = now();
  const used = new Map<string, number>();
  let tokens = shop.burst;
  let refilledAt = now();
  return {
    /** Counts one render against the address and the shop, or says one of them is over budget. */
    take(address: string): boolean {
      const at = now();
      if (at - windowStart >= windowMs) {
        used.clear();
        windowStart = at;
      }
      tokens = Math.min(shop.burst, tokens + ((at - refilledAt) / 1000) * shop.perSecond);
      refilledAt = at;
      const count = used.get(address) ?? 0;
      if (count >= perWindow || tokens < 1) return false;
      tokens -= 1;
      // Re-inserted, so the map's first key is the address counted longest ago.
      used.delete(address);
      if (used.size >= maxAddresses) used.delete(used.keys().next().value as string);
      used.set(address, count + 1);
      return true;
    },
  };
}
