import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURES_BEFORE_CHECK,
  lockedUntil,
  type SignInMark,
  signInGate,
  signInLock,
} from './lockout.ts';

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

const failure = (minutes: number, ipAddress: string): SignInMark => ({
  kind: 'failure',
  at: at(minutes),
  ipAddress,
});

describe('signInGate', () => {
  it('locks only the address the failures came from', () => {
    const marks = [0, 1, 2, 3, 4].map((m) => failure(m, '10.0.0.9'));
    expect(signInGate(marks, '10.0.0.9', at(5))).toBe('locked');
    expect(signInGate(marks, '10.0.0.1', at(5))).toBe('open');
    expect(signInGate(marks, '10.0.0.9', at(19))).toBe('open');
  });

  it('does not lock for failures spread over many addresses', () => {
    const marks = [0, 1, 2, 3, 4].map((m) => failure(m, `10.0.1.${m}`));
    expect(signInGate(marks, '10.0.0.1', at(5))).toBe('open');
    expect(signInLock(marks, at(5))).toBeUndefined();
  });

  it(`asks for the robot check from ${ACCOUNT_FAILURES_BEFORE_CHECK} failures in 15 minutes, from any addresses`, () => {
    const marks = Array.from({ length: ACCOUNT_FAILURES_BEFORE_CHECK }, (_, i) => failure(i, `10.0.2.${i}`));
    expect(signInGate(marks.slice(1), '10.0.0.1', at(10))).toBe('open');
    expect(signInGate(marks, '10.0.0.1', at(10))).toBe('check-required');
    // Until the oldest of the ten leaves the window.
    expect(signInLock(marks, at(10))?.checkRequiredUntil).toEqual(at(15));
    expect(signInGate(marks, '10.0.0.1', at(15))).toBe('open');
  });

  it('forgets every failure before the latest unlock, for every address', () => {
    const marks: SignInMark[] = [
      ...[0, 1, 2, 3, 4].map((m) => failure(m, '10.0.0.9')),
      ...Array.from({ length: 10 }, (_, i) => failure(i / 2, `10.0.3.${i}`)),
      { kind: 'unlock', at: at(6), ipAddress: '10.0.0.2' },
      failure(7, '10.0.0.9'),
    ];
    expect(signInLock(marks.slice(0, -2), at(6))?.addresses).toEqual([
      { ipAddress: '10.0.0.9', until: at(19) },
    ]);
    expect(signInLock(marks, at(8))).toBeUndefined();
    expect(signInGate(marks, '10.0.0.9', at(8))).toBe('open');
  });
});
