import { describe, expect, it } from 'vitest';
import { offerText } from './offer-text.ts';

describe('offerText', () => {
  it('names the code and what it takes off, with the minimum order when there is one', () => {
    expect(offerText({ code: 'FIRST20', kind: 'percent', value: 20, minOrder: 0 })).toBe(
      'First order? Use FIRST20 for 20% off',
    );
    expect(offerText({ code: 'WELCOME50', kind: 'flat', value: 50, minOrder: 199 })).toBe(
      'First order? Use WELCOME50 for ₹50 off on orders of ₹199 or more',
    );
  });
});
