import { describe, expect, it } from 'vitest';
import type { PricedItem } from './orders.repo.ts';
import { createPriceSnapshot } from './price-snapshot.ts';

const item = (id: string, pricePaise = 2000): PricedItem => ({
  id,
  name: `Item ${id}`,
  unit: 'cup',
  pricePaise,
  orderable: true,
  groups: [],
});

describe('price snapshot', () => {
  it('answers every item asked for while they are fresh, in the order asked', () => {
    let now = 0;
    const snapshot = createPriceSnapshot(2_000, () => now);
    snapshot.remember([item('a'), item('b')]);
    expect(snapshot.get(['b', 'a'])?.map((i) => i.id)).toEqual(['b', 'a']);
    now = 1_999;
    expect(snapshot.get(['a'])).toBeDefined();
    now = 2_000;
    expect(snapshot.get(['a'])).toBeUndefined();
  });

  it('answers nothing when one item is missing or stale, or none is asked', () => {
    let now = 0;
    const snapshot = createPriceSnapshot(2_000, () => now);
    snapshot.remember([item('a')]);
    expect(snapshot.get(['a', 'missing'])).toBeUndefined();
    expect(snapshot.get([])).toBeUndefined();
    now = 1_500;
    snapshot.remember([item('b', 2500)]);
    now = 2_500;
    expect(snapshot.get(['b'])?.[0]?.pricePaise).toBe(2500);
    expect(snapshot.get(['a', 'b'])).toBeUndefined();
  });

  it('keeps a bounded number of items', () => {
    const snapshot = createPriceSnapshot(2_000, () => 0);
    snapshot.remember(Array.from({ length: 2_000 }, (_, i) => item(`x${i}`)));
    expect(snapshot.get(['x0'])).toBeDefined();
    snapshot.remember([item('y')]);
    expect(snapshot.get(['x0'])).toBeUndefined();
    expect(snapshot.get(['y'])).toBeDefined();
  });
});
