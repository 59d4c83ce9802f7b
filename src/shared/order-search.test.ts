import { describe, expect, it } from 'vitest';
import { ORDER_SEARCH_LIMITS, parseOrderSearch } from './order-search.ts';

describe('parseOrderSearch', () => {
  it('reads an order number whole or in part, in any case and spacing', () => {
    expect(parseOrderSearch('KCH123456')).toEqual({
      orderNumber: 'KCH123456',
      phoneDigits: null,
      wholePhone: null,
    });
    expect(parseOrderSearch(' kch 12 ')?.orderNumber).toBe('KCH12');
  });

  it('reads digits as part of an order number or of a phone, with or without +91', () => {
    expect(parseOrderSearch('+91 98900-11111')).toEqual({
      orderNumber: '919890011111',
      phoneDigits: '9890011111',
      wholePhone: '+919890011111',
    });
    expect(parseOrderSearch('(989) 001 1111')?.wholePhone).toBe('+919890011111');
    expect(parseOrderSearch('11111')).toEqual({
      orderNumber: '11111',
      phoneDigits: '11111',
      wholePhone: null,
    });
  });

  it('refuses searches with too few letters or digits to narrow the day', () => {
    expect(parseOrderSearch('')).toBeNull();
    expect(parseOrderSearch('+9')).toBeNull();
    expect(parseOrderSearch('% _ *')).toBeNull();
  });

  it('never keeps a LIKE wildcard and reads only the first characters of a long input', () => {
    expect(parseOrderSearch('12%_3')?.orderNumber).toBe('123');
    const long = `${'1'.repeat(100_000)}x`;
    const started = performance.now();
    expect(parseOrderSearch(long)?.orderNumber).toBe('1'.repeat(ORDER_SEARCH_LIMITS.maxLength));
    expect(performance.now() - started).toBeLessThan(50);
  });
});
