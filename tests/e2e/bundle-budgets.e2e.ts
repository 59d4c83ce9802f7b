// The scripts' budgets (bench/README.md), checked on the build the browser suite runs against
// (global-setup.ts builds it when stale): the storefront's first load and what opening /admin
// adds for its first page. bench/run.mjs reports the same figures; this makes a change that goes
// over them fail, as zod's 25 KB did when the dashboard's no-phone bar imported the settings'
// schemas for one sentence.
import { describe, expect, it } from 'vitest';
import { bundleSizes } from '../../bench/run.mjs';

describe('script budgets', () => {
  const sizes = bundleSizes();

  it('keeps the storefront first load within 110 KB gzipped', () => {
    expect(sizes.firstLoadKb).toBeLessThanOrEqual(110);
  });

  it("keeps the staff area's first page within 60 KB gzipped, zod in a later page's chunk", () => {
    expect(sizes.staffAreaKb, JSON.stringify(sizes.staffAreaChunks)).toBeLessThanOrEqual(60);
    expect(sizes.staffAreaChunks.map((c) => c.file).filter((f) => f.startsWith('zod-'))).toEqual([]);
  });
});
