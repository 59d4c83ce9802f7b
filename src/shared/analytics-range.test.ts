import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  isCalendarDate,
  RANGE_MESSAGES,
  resolveRange,
  todayIn,
} from './analytics-range.ts';

describe('analytics range', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-3-1')).toBe(false);
    expect(isCalendarDate('2025-03-01T00:00')).toBe(false);
  });

  it('counts days with both ends included, across months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysInRange('2025-03-01', '2025-03-01')).toBe(1);
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366);
  });

  it("reads today from the shop's clock, not UTC", () => {
    // 19:00 UTC is already past midnight in Pune (UTC+05:30).
    expect(todayIn('Asia/Kolkata', new Date('2025-03-01T19:00:00Z'))).toBe('2025-03-02');
    expect(todayIn('Asia/Kolkata', new Date('2025-03-01T18:29:59Z'))).toBe('2025-03-01');
  });

  it('fills missing ends and checks order and length', () => {
    expect(resolveRange({}, '2025-03-30')).toEqual({
      ok: true,
      range: { from: '2025-03-01', to: '2025-03-30' },
    });
    expect(resolveRange({ from: '2025-03-31' }, '2025-03-30')).toEqual({
      ok: false,
      field: 'from',
      message: RANGE_MESSAGES.order,
    });
    expect(resolveRange({ from: '2024-01-01', to: '2025-01-01' }, '2025-03-30')).toMatchObject({
      ok: false,
      message: RANGE_MESSAGES.tooLong,
    });
    expect(resolveRange({ to: '2025-02-30' }, '2025-03-30')).toMatchObject({ ok: false, field: 'to' });
  });
});
