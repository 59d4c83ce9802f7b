import { describe, expect, it } from 'vitest';
import { countField, countSummary } from './stock-count.ts';

describe("the Stock control's words", () => {
  it('says what the count is, its morning count and its warning', () => {
    expect(countSummary({ stock_left: null, stock_par: null, stock_low_at: null })).toBe('Not counted');
    expect(countSummary({ stock_left: null, stock_par: 20, stock_low_at: null })).toBe(
      'Not counted · morning 20',
    );
    expect(countSummary({ stock_left: 5, stock_par: 20, stock_low_at: 3 })).toBe(
      '5 left · morning 20 · warn at 3',
    );
    expect(countSummary({ stock_left: 0, stock_par: null, stock_low_at: null })).toBe('None left');
  });

  it('reads an empty field as none, and leaves the rest for the server to check', () => {
    expect(countField('')).toBeNull();
    expect(countField(' 7 ')).toBe(7);
    expect(countField('-1')).toBe(-1);
    expect(countField('abc')).toBeNaN();
  });
});
