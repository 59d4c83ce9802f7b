import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURES_BEFORE_CHECK,
  lockedUntil,
  MAX_WORK_DOUBLINGS,
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
    expect(signInGate(marks, { ipAddress: '10.0.0.9' }, at(5)).gate).toBe('locked');
    expect(signInGate(marks, { ipAddress: '10.0.0.1' }, at(5)).gate).toBe('open');
    expect(signInGate(marks, { ipAddress: '10.0.0.9' }, at(19)).gate).toBe('open');
  });

  it('does not lock for failures spread over many addresses', () => {
    const marks = [0, 1, 2, 3, 4].map((m) => failure(m, `10.0.1.${m}`));
    expect(signInGate(marks, { ipAddress: '10.0.0.1' }, at(5)).gate).toBe('open');
    expect(signInLock(marks, at(5))).toBeUndefined();
  });

  it(`asks for the robot check from ${ACCOUNT_FAILURES_BEFORE_CHECK} failures in 15 minutes, from any addresses`, () => {
    const marks = Array.from({ length: ACCOUNT_FAILURES_BEFORE_CHECK }, (_, i) => failure(i, `10.0.2.${i}`));
    expect(signInGate(marks.slice(1), { ipAddress: '10.0.0.1' }, at(10)).gate).toBe('open');
    expect(signInGate(marks, { ipAddress: '10.0.0.1' }, at(10)).gate).toBe('check-required');
    // Until the oldest of the ten leaves the window.
    expect(signInLock(marks, at(10))?.checkRequiredUntil).toEqual(at(15));
    expect(signInGate(marks, { ipAddress: '10.0.0.1' }, at(15)).gate).toBe('open');
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
    expect(signInGate(marks, { ipAddress: '10.0.0.9' }, at(8)).gate).toBe('open');
  });
});

describe('known devices', () => {
  const fromDevice = (minutes: number, ipAddress: string, device: string): SignInMark => ({
    ...failure(minutes, ipAddress),
    device,
  });

  it("are not locked by others' failures on their address; their own failures lock them alone", () => {
    const strangers = [0, 1, 2, 3, 4].map((m) => failure(m, '10.0.0.9'));
    expect(signInGate(strangers, { ipAddress: '10.0.0.9' }, at(5)).gate).toBe('locked');
    expect(signInGate(strangers, { ipAddress: '10.0.0.9', device: 'tablet' }, at(5)).gate).toBe('open');

    const own = [0, 1, 2, 3, 4].map((m) => fromDevice(m, '10.0.0.9', 'tablet'));
    expect(signInGate(own, { ipAddress: '10.0.0.9', device: 'tablet' }, at(5)).gate).toBe('locked');
    expect(signInGate(own, { ipAddress: '10.0.0.9', device: 'phone' }, at(5)).gate).toBe('open');
    expect(signInGate(own, { ipAddress: '10.0.0.9' }, at(5)).gate).toBe('open');
    expect(signInLock(own, at(5))).toMatchObject({
      devices: ['tablet'],
      addresses: [{ ipAddress: '10.0.0.9', until: at(19) }],
    });
  });

  it('skip the check asked past the ceiling', () => {
    const marks = Array.from({ length: 12 }, (_, i) => failure(i / 2, `10.0.4.${i}`));
    expect(signInGate(marks, { ipAddress: '10.0.0.1' }, at(7)).gate).toBe('check-required');
    expect(signInGate(marks, { ipAddress: '10.0.0.1', device: 'tablet' }, at(7)).gate).toBe('open');
  });
});

describe('the work the check asks for', () => {
  const failures = (n: number) => Array.from({ length: n }, (_, i) => failure(i / 10, `10.0.5.${i}`));
  const workAt = (n: number) => {
    const found = signInGate(failures(n), { ipAddress: '10.0.0.1' }, at(5));
    return found.gate === 'check-required' ? found.work : 0;
  };

  it("is the customers' check at the ceiling and doubles with each failure past it, up to a cap", () => {
    expect(workAt(ACCOUNT_FAILURES_BEFORE_CHECK - 1)).toBe(0);
    expect(workAt(ACCOUNT_FAILURES_BEFORE_CHECK)).toBe(1);
    expect(workAt(ACCOUNT_FAILURES_BEFORE_CHECK + 1)).toBe(2);
    expect(workAt(ACCOUNT_FAILURES_BEFORE_CHECK + 5)).toBe(32);
    expect(workAt(ACCOUNT_FAILURES_BEFORE_CHECK + MAX_WORK_DOUBLINGS + 20)).toBe(2 ** MAX_WORK_DOUBLINGS);
  });
});
