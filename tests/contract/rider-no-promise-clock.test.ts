// A rider is never pressed by a clock (docs/product.md#the-promise): no page of the rider's reads
// the minutes promised to the customer or the order's estimate, nor counts down to them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe("the rider's pages", () => {
  it('show no promise minutes, estimate or countdown', () => {
    const files = sources(join(import.meta.dirname, '../../src/web/features/rider'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(readFileSync(file, 'utf8'), file).not.toMatch(
        /promisedMinutes|\.eta\b|orderEta|countdown|minutesLeft|deliveryEstimateText|shownMinutes/i,
      );
  });
});
