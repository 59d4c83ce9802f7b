// The counter tokens this pad holds for today (docs/product.md#nothing-is-lost-at-the-counter):
// blocks reserved from the server (POST /api/admin/order-pad/tokens) before they are needed, so a
// counter order taken while the server cannot be reached still gets its token, the same one the
// ticket, the bill and the board show once it is sent. Tokens are valid only on the shop day they
// were reserved for: a new day drops what is left of the old one. Pure: the hook keeps it in
// localStorage.
import type { TokenBlock } from '#shared/api/order-pad.ts';

export type TokenPool = {
  /** 'YYYY-MM-DD': the shop day the tokens are for. */
  shopDay: string;
  /** Tokens reserved and not used yet, lowest first. */
  free: number[];
};

/** Ask for another block when fewer than this many are left. */
export const REFILL_BELOW = 5;

export const EMPTY_POOL: TokenPool = { shopDay: '', free: [] };

/** The pool with a reserved block added; a block for another day starts the pool again. */
export function addBlock(pool: TokenPool, block: TokenBlock): TokenPool {
  const tokens: number[] = [];
  for (let token = block.first; token <= block.last; token++) tokens.push(token);
  if (block.shopDay !== pool.shopDay) return { shopDay: block.shopDay, free: tokens };
  const free = [...new Set([...pool.free, ...tokens])].sort((a, b) => a - b);
  return { shopDay: pool.shopDay, free };
}

/** The tokens usable on `shopDay`: none when the pool is another day's. */
export function freeOn(pool: TokenPool, shopDay: string): readonly number[] {
  return pool.shopDay === shopDay ? pool.free : [];
}

/** The next token for an order on `shopDay` and the pool without it; null when none is held. */
export function takeToken(pool: TokenPool, shopDay: string): { token: number; pool: TokenPool } | null {
  const free = freeOn(pool, shopDay);
  const token = free[0];
  if (token === undefined) return null;
  return { token, pool: { shopDay, free: free.slice(1) } };
}

/** Put back a token taken for an order that was not placed after all (refused before any money moved). */
export function returnToken(pool: TokenPool, shopDay: string, token: number): TokenPool {
  if (pool.shopDay !== shopDay || pool.free.includes(token)) return pool;
  return { shopDay, free: [...pool.free, token].sort((a, b) => a - b) };
}

/** Whether to reserve more now: few left for `shopDay`, or the pool is another day's. */
export function needsRefill(pool: TokenPool, shopDay: string): boolean {
  return freeOn(pool, shopDay).length < REFILL_BELOW;
}

/** The stored pool, whatever storage holds: anything else is an empty pool, never fatal. */
export function parsePool(raw: unknown): TokenPool {
  if (typeof raw !== 'object' || raw === null) return EMPTY_POOL;
  const { shopDay, free } = raw as Record<string, unknown>;
  if (typeof shopDay !== 'string' || !Array.isArray(free)) return EMPTY_POOL;
  return { shopDay, free: free.filter((t): t is number => Number.isInteger(t) && t > 0) };
}
