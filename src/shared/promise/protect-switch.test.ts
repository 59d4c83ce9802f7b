// The automatic switch's hysteresis (docs/product.md#protecting-the-promise).
import { describe, expect, it } from 'vitest';
import type { ProtectSettings } from './promise-settings.ts';
import { nextProtectState } from './protect-switch.ts';

const T0 = new Date('2026-11-29T13:00:00+05:30');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const PICKUP: ProtectSettings = { thresholdMinutes: 20, action: 'pickup_only', busyExtraMinutes: 10 };
const BUSY: ProtectSettings = { ...PICKUP, action: 'busy' };

describe('nextProtectState', () => {
  it('stays off below the threshold and goes on at it', () => {
    expect(nextProtectState(null, 19, PICKUP, T0)).toBeNull();
    expect(nextProtectState(null, 20, PICKUP, T0)).toEqual({
      action: 'pickup_only',
      since: T0.toISOString(),
      estimateMinutes: 20,
      busyExtraMinutes: 0,
    });
  });

  it('adds the chosen busy minutes only for the busy action', () => {
    expect(nextProtectState(null, 25, BUSY, T0)?.busyExtraMinutes).toBe(10);
  });

  it('stays on until the estimate is 5 minutes under the threshold', () => {
    const on = nextProtectState(null, 24, PICKUP, T0);
    expect(nextProtectState(on, 19, PICKUP, at(10))).toBe(on);
    expect(nextProtectState(on, 16, PICKUP, at(10))).toBe(on);
    expect(nextProtectState(on, 15, PICKUP, at(10))).toBeNull();
  });

  it('stays on at least 5 minutes even when the queue clears at once', () => {
    const on = nextProtectState(null, 24, PICKUP, T0);
    expect(nextProtectState(on, 8, PICKUP, at(4))).toBe(on);
    expect(nextProtectState(on, 8, PICKUP, at(5))).toBeNull();
  });

  it('goes off when the owner turns it off, and follows a changed action', () => {
    const on = nextProtectState(null, 24, PICKUP, T0);
    expect(nextProtectState(on, 40, null, at(1))).toBeNull();
    expect(nextProtectState(on, 40, BUSY, at(1))).toMatchObject({
      action: 'busy',
      since: at(1).toISOString(),
    });
    expect(nextProtectState(on, 12, BUSY, at(1))).toBeNull();
  });
});
