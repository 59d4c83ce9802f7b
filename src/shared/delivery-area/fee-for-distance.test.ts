import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeForDistancePaise } from './fee-for-distance.ts';
import { feeSlabsSchema } from './fee-slabs-schema.ts';

const slabs = [
  { upToKm: 1, feeRupees: 0 },
  { upToKm: 2, feeRupees: 20 },
  { upToKm: 3.5, feeRupees: 35 },
];

describe('feeForDistancePaise', () => {
  it('is free without slabs', () => {
    expect(feeForDistancePaise([], 0)).toBe(0);
    expect(feeForDistancePaise([], 29.9)).toBe(0);
  });

  it('charges a slab up to and including its upper bound', () => {
    expect(feeForDistancePaise(slabs, 0)).toBe(0);
    expect(feeForDistancePaise(slabs, 1)).toBe(0);
    expect(feeForDistancePaise(slabs, 1.01)).toBe(2_000);
    expect(feeForDistancePaise(slabs, 2)).toBe(2_000);
    expect(feeForDistancePaise(slabs, 2.01)).toBe(3_500);
    expect(feeForDistancePaise(slabs, 3.5)).toBe(3_500);
  });

  it('keeps the last fee beyond the last slab (which a valid area never reaches)', () => {
    expect(feeForDistancePaise(slabs, 3.51)).toBe(3_500);
  });

  it('never charges less further away, for any slab list the schema accepts', () => {
    const slab = fc.record({
      upToKm: fc.integer({ min: 1, max: 300 }).map((tenths) => tenths / 10),
      feeRupees: fc.integer({ min: 0, max: 1_000 }),
    });
    const km = fc.integer({ min: 0, max: 3_000 }).map((tenMetres) => tenMetres / 100);
    fc.assert(
      fc.property(fc.array(slab, { maxLength: 4 }), km, km, (slabs, a, b) => {
        fc.pre(feeSlabsSchema.safeParse(slabs).success);
        const [near, far] = a <= b ? [a, b] : [b, a];
        return feeForDistancePaise(slabs, near) <= feeForDistancePaise(slabs, far);
      }),
    );
  });
});
