import { describe, expect, it } from 'vitest';
import {
  addBlock,
  EMPTY_POOL,
  freeOn,
  needsRefill,
  parsePool,
  returnToken,
  takeToken,
} from './token-pool.ts';

const DAY = '2026-11-29';
const NEXT = '2026-11-30';

describe('the pad token pool', () => {
  it('hands out a reserved block lowest first, each token once', () => {
    let pool = addBlock(EMPTY_POOL, { shopDay: DAY, first: 21, last: 23 });
    const taken: number[] = [];
    for (;;) {
      const next = takeToken(pool, DAY);
      if (!next) break;
      taken.push(next.token);
      pool = next.pool;
    }
    expect(taken).toEqual([21, 22, 23]);
    expect(freeOn(pool, DAY)).toEqual([]);
  });

  it('adds a second block of the same day after what is left', () => {
    const pool = addBlock(addBlock(EMPTY_POOL, { shopDay: DAY, first: 1, last: 2 }), {
      shopDay: DAY,
      first: 41,
      last: 42,
    });
    expect(pool.free).toEqual([1, 2, 41, 42]);
  });

  it("uses no token on another day, and a new day's block drops the old day's tokens", () => {
    const old = addBlock(EMPTY_POOL, { shopDay: DAY, first: 1, last: 20 });
    expect(takeToken(old, NEXT)).toBeNull();
    expect(needsRefill(old, NEXT)).toBe(true);
    const fresh = addBlock(old, { shopDay: NEXT, first: 1, last: 20 });
    expect(fresh.shopDay).toBe(NEXT);
    expect(takeToken(fresh, NEXT)?.token).toBe(1);
  });

  it('asks for more when few are left', () => {
    const pool = addBlock(EMPTY_POOL, { shopDay: DAY, first: 1, last: 5 });
    expect(needsRefill(pool, DAY)).toBe(false);
    expect(needsRefill(takeToken(pool, DAY)!.pool, DAY)).toBe(true);
  });

  it('takes back a token an order did not use', () => {
    const pool = addBlock(EMPTY_POOL, { shopDay: DAY, first: 1, last: 3 });
    const { token, pool: after } = takeToken(pool, DAY)!;
    expect(returnToken(after, DAY, token).free).toEqual([1, 2, 3]);
    expect(returnToken(after, NEXT, token)).toBe(after);
  });

  it('reads what storage holds without failing', () => {
    expect(parsePool(null)).toEqual(EMPTY_POOL);
    expect(parsePool({ shopDay: DAY, free: [3, 'x', -1, 4] })).toEqual({ shopDay: DAY, free: [3, 4] });
  });
});
