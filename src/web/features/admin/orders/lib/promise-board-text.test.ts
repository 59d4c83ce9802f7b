import { describe, expect, it } from 'vitest';
import { estimateNowText, onTimeTodayText, protectBarText } from './promise-board-text.ts';

describe("the board's promise line", () => {
  it('says the estimate now and the share on time today', () => {
    expect(
      estimateNowText({
        deliveryMinutes: 14,
        pickupMinutes: 6,
        at: '',
        protect: null,
        queue: {
          acceptMinutes: 1,
          kitchenFreeInMinutes: 0,
          riderFreeInMinutes: null,
          usualPrepMinutes: 3,
          prepByCategory: {},
          riderSpeedKmh: 15,
        },
      }),
    ).toBe('Estimate now: about 14 min');
    expect(onTimeTodayText({ delivered: 14, onTime: 12 })).toBe('On time today: 12 of 14 (86%)');
    expect(onTimeTodayText({ delivered: 0, onTime: 0 })).toBeNull();
  });

  it("says the automatic switch, since when on the shop's clock, and the estimate that put it on", () => {
    const since = '2026-11-24T07:35:00Z'; // 1:05 PM in Kolkata
    const kolkata = 'Asia/Kolkata';
    expect(
      protectBarText({ action: 'pickup_only', since, estimateMinutes: 24, busyExtraMinutes: 0 }, kolkata),
    ).toBe('Automatic: pickup orders only since 1:05 PM (estimate was 24 min)');
    expect(
      protectBarText({ action: 'pause', since, estimateMinutes: 31, busyExtraMinutes: 0 }, kolkata),
    ).toBe('Automatic: new orders paused since 1:05 PM (estimate was 31 min)');
    expect(
      protectBarText({ action: 'busy', since, estimateMinutes: 20, busyExtraMinutes: 10 }, kolkata),
    ).toBe('Automatic: busy mode, +10 min since 1:05 PM (estimate was 20 min)');
  });
});
