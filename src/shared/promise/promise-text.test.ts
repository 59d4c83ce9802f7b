import { describe, expect, it } from 'vitest';
import { deliveryEstimateText, pickupEstimateText, shortEstimateText, shownMinutes } from './promise-text.ts';

describe('the promise in words', () => {
  it('keeps the normal promise while the estimate is within it', () => {
    expect(shownMinutes(5, 0)).toBe(8);
    expect(deliveryEstimateText(shownMinutes(5, 0))).toBe('Delivery in 8 minutes');
    expect(shortEstimateText(8)).toBe('8 min');
  });

  it('says an estimate, with busy minutes on top, past it', () => {
    expect(shownMinutes(14, 0)).toBe(14);
    expect(shownMinutes(5, 10)).toBe(18);
    expect(deliveryEstimateText(14)).toBe('Delivery in about 14 minutes');
    expect(shortEstimateText(14)).toBe('~14 min');
    expect(pickupEstimateText(6)).toBe('Ready for pickup in about 6 minutes');
    expect(pickupEstimateText(0)).toBe('Ready for pickup in about 1 minute');
  });
});
