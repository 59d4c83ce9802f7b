import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIT, UNIT_CHOICES, unitLabel } from './units.ts';

describe('item units', () => {
  it('are the six choices, piece first and by default', () => {
    expect(UNIT_CHOICES).toEqual(['piece', 'cup', 'glass', 'plate', 'bowl', 'serving']);
    expect(DEFAULT_UNIT).toBe('piece');
  });

  it('read as one of the unit on the storefront', () => {
    expect(unitLabel(DEFAULT_UNIT)).toBe('1 piece');
    expect(UNIT_CHOICES.map(unitLabel)).toEqual([
      '1 piece',
      '1 cup',
      '1 glass',
      '1 plate',
      '1 bowl',
      '1 serving',
    ]);
  });
});
