import { describe, expect, it } from 'vitest';
import { errorText, minutesText, shareText, shopClockDateTime, shopClockTime } from './promise-labels.ts';

describe('promise report labels', () => {
  it('writes minutes, shares and the error in words', () => {
    expect(minutesText(4)).toBe('4.0 min');
    expect(minutesText(null)).toBe('–');
    expect(shareText(0.6)).toBe('60%');
    expect(shareText(2 / 3)).toBe('67%');
    expect(errorText(2)).toBe('2.0 min late');
    expect(errorText(-1.5)).toBe('1.5 min early');
    expect(errorText(0)).toBe('on the minute');
  });

  it('writes moments on the shop’s clock', () => {
    expect(shopClockTime('2025-06-10T18:29:30.000Z')).toBe('23:59:30');
    expect(shopClockTime(null)).toBe('–');
    expect(shopClockDateTime('2025-06-10T18:30:00.000Z')).toBe('11 Jun 00:00:00');
  });
});
