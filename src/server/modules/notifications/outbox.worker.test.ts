import { describe, expect, it } from 'vitest';
import { backoffDelay } from './outbox.worker.ts';

describe('the outbox backoff', () => {
  it('doubles from the first wait and stops growing at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, 15_000, 600_000))).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 600_000,
    ]);
  });
});
