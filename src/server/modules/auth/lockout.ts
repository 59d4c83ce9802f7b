// Spec: 5 failed attempts within 15 minutes lock the account for 15 minutes. Failures are read
// from the audit log (one source of truth, shared by every instance).
import { LOCKOUT_MS, MAX_LOGIN_ATTEMPTS, RATE_LIMITS } from '../../../shared/constants';

const WINDOW_MS = RATE_LIMITS.login.windowMs;

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

/** How far back the failures that can still matter go. */
export const LOCKOUT_LOOKBACK_MS = WINDOW_MS + LOCKOUT_MS;
