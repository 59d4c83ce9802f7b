import { describe, expect, it } from 'vitest';
import { rovingTabIndex } from './tabs.tsx';

describe('rovingTabIndex', () => {
  it('goes round with the arrows and to the ends with Home and End', () => {
    expect(rovingTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingTabIndex('ArrowLeft', 2, 3)).toBe(1);
    expect(rovingTabIndex('Home', 2, 3)).toBe(0);
    expect(rovingTabIndex('End', 0, 3)).toBe(2);
  });

  it('leaves any other key to the browser', () => {
    expect(rovingTabIndex('Enter', 1, 3)).toBeUndefined();
    expect(rovingTabIndex('ArrowDown', 1, 3)).toBeUndefined();
  });
});
