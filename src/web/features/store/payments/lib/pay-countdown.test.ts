import { describe, expect, it } from 'vitest';
import { countdownText, deadlineNotice, secondsLeft } from './pay-countdown.ts';

describe('the pay countdown', () => {
  const now = Date.parse('2026-11-26T10:00:00.000Z');

  it('counts whole seconds to the deadline, rounding a part second up, and stops at 0', () => {
    expect(secondsLeft('2026-11-26T10:14:32.000Z', now)).toBe(872);
    expect(secondsLeft('2026-11-26T10:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-11-26T09:59:00.000Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('not a date', now)).toBeNull();
  });

  it('reads as minutes and seconds', () => {
    expect(countdownText(872)).toBe('Pay within 14:32');
    expect(countdownText(60)).toBe('Pay within 1:00');
    expect(countdownText(5)).toBe('Pay within 0:05');
    expect(countdownText(0)).toBe('Pay within 0:00');
  });

  it('tells a screen reader only of the last 5 minutes, the last minute and the end', () => {
    expect(deadlineNotice(872)).toBe('');
    expect(deadlineNotice(301)).toBe('');
    expect(deadlineNotice(300)).toBe('Less than 5 minutes left to pay');
    expect(deadlineNotice(61)).toBe('Less than 5 minutes left to pay');
    expect(deadlineNotice(60)).toBe('Less than a minute left to pay');
    expect(deadlineNotice(1)).toBe('Less than a minute left to pay');
    expect(deadlineNotice(0)).toBe('The time to pay has run out');
  });
});
