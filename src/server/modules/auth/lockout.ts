// 5 failed attempts within 15 minutes lock for 15 minutes (docs/product.md#rate-limits). Failures are
// read from the audit log (one source of truth, shared by every instance). The lock is counted per
// account and client address, so a stranger's guesses lock only the stranger's address, never the
// owner signing in from the shop; guesses from many addresses at once meet a per-account ceiling
// that asks for the robot check instead of locking anyone out. A known device (one this account
// signed in on before, known-device.ts) is its own key: strangers' failures on its address never
// lock it and it skips the ceiling's check; its own failures lock it like any address.
import { LOCKOUT_MS, MAX_LOGIN_ATTEMPTS, RATE_LIMITS } from '#shared/constants.ts';

const WINDOW_MS = RATE_LIMITS.login.windowMs;

/**
 * Failures within the window, from any addresses, past which every sign-in to the account must
 * carry a solved robot check. Twice the per-address lock: a person mistyping from two devices
 * never meets it, a guesser spread over many addresses meets it after a handful of tries.
 */
export const ACCOUNT_FAILURES_BEFORE_CHECK = 2 * MAX_LOGIN_ATTEMPTS;

/**
 * When the lock ends, or undefined if the account is not locked. A lock starts at the failure
 * that completes MAX_LOGIN_ATTEMPTS failures within the window and lasts LOCKOUT_MS; failures
 * counted into one lock do not count again after it.
 */
export function lockedUntil(failureTimes: Date[], now: Date): Date | undefined {
  const times = failureTimes.map((d) => d.getTime()).sort((a, b) => a - b);
  let windowStart = 0;
  let until: number | undefined;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    if (until !== undefined && t < until) continue; // attempts during a lock are not failures
    while (windowStart < i && t - (times[windowStart] as number) >= WINDOW_MS) windowStart++;
    if (until !== undefined && (times[windowStart] as number) < until) windowStart = i;
    if (i - windowStart + 1 >= MAX_LOGIN_ATTEMPTS) {
      until = t + LOCKOUT_MS;
      windowStart = i + 1;
    }
  }
  return until !== undefined && until > now.getTime() ? new Date(until) : undefined;
}

/**
 * Until when sign-ins to the account need a solved robot check, or undefined: while
 * ACCOUNT_FAILURES_BEFORE_CHECK failures or more fall within the window.
 */
export function checkRequiredUntil(failureTimes: Date[], now: Date): Date | undefined {
  const recent = failureTimes
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - WINDOW_MS)
    .sort((a, b) => a - b);
  if (recent.length < ACCOUNT_FAILURES_BEFORE_CHECK) return undefined;
  // The count falls under the ceiling once this failure leaves the window.
  return new Date((recent[recent.length - ACCOUNT_FAILURES_BEFORE_CHECK] as number) + WINDOW_MS);
}

/**
 * Past the ceiling, the robot check's work doubles with each further failure in the window, up to
 * 2^MAX_WORK_DOUBLINGS times the customers' check: a guesser spread over many addresses pays more
 * for every guess instead of guessing on at ~50 ms a try. 2^10 is about a minute in a desktop
 * browser here; the owner's known devices skip the check, and an admin's unlock clears it.
 */
export const MAX_WORK_DOUBLINGS = 10;

/**
 * One recorded sign-in failure, or an admin's unlock (which forgives every failure before it).
 * `device`: the known device the attempt came from (known-device.ts), null for any other.
 */
export type SignInMark = {
  kind: 'failure' | 'unlock';
  at: Date;
  ipAddress: string | null;
  device?: string | null;
};

/** Where an attempt comes from: a known device of the account, else its client address. */
export type SignInSource = { ipAddress: string | null; device?: string | null };

export type SignInLock = {
  /** Client addresses locked out of the account, each until when. */
  addresses: { ipAddress: string | null; until: Date }[];
  /** Until when every sign-in to the account needs a solved robot check. */
  checkRequiredUntil?: Date;
  /** How many times the customers' robot-check work that check asks for (1 at the ceiling). */
  work?: number;
  /** Known devices locked out by their own failures. */
  devices?: string[];
};

/** Failures since the latest unlock. */
function countedFailures(marks: SignInMark[]): SignInMark[] {
  let unlockedAt = Number.NEGATIVE_INFINITY;
  for (const m of marks) if (m.kind === 'unlock') unlockedAt = Math.max(unlockedAt, m.at.getTime());
  return marks.filter((m) => m.kind === 'failure' && m.at.getTime() > unlockedAt);
}

/** The robot-check work asked of an unknown device: 1 at the ceiling, doubling with each failure past it. */
function workFor(failureTimes: Date[], now: Date): number {
  const recent = failureTimes.filter((d) => d.getTime() > now.getTime() - WINDOW_MS).length;
  const past = Math.max(0, recent - ACCOUNT_FAILURES_BEFORE_CHECK);
  return 2 ** Math.min(past, MAX_WORK_DOUBLINGS);
}

/** The account's lock state from its recent marks, or undefined when nothing holds. */
export function signInLock(marks: SignInMark[], now: Date): SignInLock | undefined {
  const failures = countedFailures(marks);
  // Failures from a known device count for that device; the rest for their address.
  const byAddress = new Map<string | null, Date[]>();
  const byDevice = new Map<string, SignInMark[]>();
  for (const f of failures) {
    if (f.device) byDevice.set(f.device, [...(byDevice.get(f.device) ?? []), f]);
    else byAddress.set(f.ipAddress, [...(byAddress.get(f.ipAddress) ?? []), f.at]);
  }
  const addresses: SignInLock['addresses'] = [];
  for (const [ipAddress, times] of byAddress) {
    const until = lockedUntil(times, now);
    if (until) addresses.push({ ipAddress, until });
  }
  const devices: string[] = [];
  for (const [device, own] of byDevice) {
    const until = lockedUntil(
      own.map((f) => f.at),
      now,
    );
    if (!until) continue;
    devices.push(device);
    // Shown to admins as the address it last failed from.
    addresses.push({ ipAddress: own[own.length - 1]?.ipAddress ?? null, until });
  }
  const times = failures.map((f) => f.at);
  const check = checkRequiredUntil(times, now);
  if (addresses.length === 0 && !check) return undefined;
  return {
    addresses,
    ...(devices.length ? { devices } : {}),
    ...(check ? { checkRequiredUntil: check, work: workFor(times, now) } : {}),
  };
}

/**
 * What one sign-in attempt from `source` meets before its password is looked at: locked, a robot
 * check of `work` times the customers' to solve, or open.
 */
export function signInGate(
  marks: SignInMark[],
  source: SignInSource,
  now: Date,
): { gate: 'locked' } | { gate: 'check-required'; work: number } | { gate: 'open' } {
  const lock = signInLock(marks, now);
  if (source.device) return lock?.devices?.includes(source.device) ? { gate: 'locked' } : { gate: 'open' };
  const fromThisAddress = countedFailures(marks).filter((m) => !m.device && m.ipAddress === source.ipAddress);
  if (
    lock &&
    lockedUntil(
      fromThisAddress.map((m) => m.at),
      now,
    )
  )
    return { gate: 'locked' };
  return lock?.checkRequiredUntil ? { gate: 'check-required', work: lock.work ?? 1 } : { gate: 'open' };
}

/** How far back the failures that can still matter go. */
export const LOCKOUT_LOOKBACK_MS = WINDOW_MS + LOCKOUT_MS;
