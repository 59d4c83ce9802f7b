import { describe, expect, it } from 'vitest';
import { keptChoice, waitsForTime } from './later-choice.ts';

const open = [{ at: '2026-11-30T06:00:00.000Z' }, { at: '2026-11-30T06:15:00.000Z' }];

describe('keptChoice', () => {
  it('keeps a chosen time still open', () => {
    expect(keptChoice(open[1]!.at, open)).toBe(open[1]!.at);
  });

  it("keeps 'Later today' with no time when the chosen one filled up or passed, never as soon as possible", () => {
    const gone = keptChoice('2026-11-30T05:45:00.000Z', open);
    expect(gone).toBeNull();
    expect(waitsForTime(gone)).toBe(true);
    // Nothing left at all: still no time, not as soon as possible.
    expect(keptChoice(open[0]!.at, [])).toBeNull();
  });

  it('leaves as soon as possible, and later with no time, as they are', () => {
    expect(keptChoice(undefined, open)).toBeUndefined();
    expect(keptChoice(null, open)).toBeNull();
    expect(waitsForTime(undefined)).toBe(false);
    expect(waitsForTime(open[0]!.at)).toBe(false);
  });
});
