import { describe, expect, it } from 'vitest';
import { matchesWords } from './menu-search.ts';

describe("the pad's quick search", () => {
  it('finds a name by the beginnings of its words, in any order and case', () => {
    expect(matchesWords('Masala Chai', 'mas')).toBe(true);
    expect(matchesWords('Masala Chai', 'CH mas')).toBe(true);
    expect(matchesWords('Masala Chai', 'ala')).toBe(false);
    expect(matchesWords('Veg Cheese Burger', 'veg burg')).toBe(true);
    expect(matchesWords('Veg Cheese Burger', 'veg pizza')).toBe(false);
  });
});
