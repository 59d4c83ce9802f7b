import { describe, expect, it } from 'vitest';
import { lockedUntil } from './lockout';

const MIN = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 10, 0) + minutes * MIN);

describe('lockedUntil', () => {
  it('locks for 15 minutes from the 5th failure within 15 minutes', () => {
    const failures = [0, 1, 2, 3, 4].map(at);
    expect(lockedUntil(failures, at(5))).toEqual(at(19));
    expect(lockedUntil(failures, at(18.9))).toEqual(at(19));
    expect(lockedUntil(failures, at(19))).toBeUndefined();
  });

  it('does not lock for 4 failures, nor for 5 spread over more than 15 minutes', () => {
    expect(lockedUntil([0, 1, 2, 3].map(at), at(4))).toBeUndefined();
    expect(lockedUntil([0, 4, 8, 12, 16].map(at), at(17))).toBeUndefined();
  });

  it('starts counting afresh after a lock ends', () => {
    const failures = [0, 1, 2, 3, 4, 20, 21, 22, 23].map(at);
    expect(lockedUntil(failures, at(24))).toBeUndefined();
    expect(lockedUntil([...failures, at(24)], at(25))).toEqual(at(39));
  });

  it('ignores attempts made during a lock', () => {
    const failures = [0, 1, 2, 3, 4, 10, 11, 12].map(at);
    expect(lockedUntil(failures, at(13))).toEqual(at(19));
  });
});
