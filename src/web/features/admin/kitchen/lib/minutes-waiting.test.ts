import { describe, expect, it } from 'vitest';
import { minutesWaiting, waitLevel } from './minutes-waiting.ts';

describe('minutes waiting', () => {
  const accepted = '2026-11-29T10:00:00.000Z';
  it('counts on the server clock, whatever the tablet clock says', () => {
    const tabletNow = Date.parse('2026-11-29T09:55:30.000Z'); // five minutes slow
    expect(minutesWaiting(accepted, tabletNow, 7 * 60_000)).toBe(2);
    expect(minutesWaiting(accepted, tabletNow, 0)).toBe(0);
  });
  it('grows urgent at half the promise and late past it', () => {
    expect(waitLevel(3, 8)).toBe('calm');
    expect(waitLevel(4, 8)).toBe('long');
    expect(waitLevel(8, 8)).toBe('late');
  });
});
