// Staff sign-in locks kept in the audit log (the rules are in lockout.ts): deciding an attempt
// before its password is looked at, the locks an admin sees on the Users page, and the admin's
// unlock. Keyed on the email as typed, known account or not, so the answers say nothing about
// which accounts exist.
import type { AuditMark } from '../audit/audit.repo.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import { LOCKOUT_LOOKBACK_MS, type SignInLock, type SignInMark, signInGate, signInLock } from './lockout.ts';

export const SIGN_IN_FAILED = 'auth.sign_in_failed';
const SIGN_IN_UNLOCKED = 'auth.unlocked';
const MARK_ACTIONS = [SIGN_IN_FAILED, SIGN_IN_UNLOCKED];

export type AttemptClaim =
  | { outcome: 'claimed'; failureId: string }
  | { outcome: 'locked' }
  | { outcome: 'check-required' };

const toMark = (m: AuditMark): SignInMark => ({
  kind: m.action === SIGN_IN_UNLOCKED ? 'unlock' : 'failure',
  at: m.at,
  ipAddress: m.ipAddress,
});

export function createSignInLocks({ audit, now }: { audit: AuditService; now: () => Date }) {
  const since = () => new Date(now().getTime() - LOCKOUT_LOOKBACK_MS);

  async function locksOf(emails: string[]): Promise<Map<string, SignInLock>> {
    const marks = await audit.marks(MARK_ACTIONS, emails, since());
    const byEmail = new Map<string, SignInMark[]>();
    for (const m of marks) byEmail.set(m.recordId, [...(byEmail.get(m.recordId) ?? []), toMark(m)]);
    const locks = new Map<string, SignInLock>();
    for (const [email, list] of byEmail) {
      const lock = signInLock(list, now());
      if (lock) locks.set(email, lock);
    }
    return locks;
  }

  return {
    /**
     * Records this attempt as a failure before its password is checked, unless its address is
     * locked or the account wants a robot check this attempt has not solved. Deciding and
     * recording happen under one lock per account, so attempts arriving together see each other:
     * a burst of guesses from many addresses cannot all slip under the ceiling at once. When the
     * password turns out right, the caller takes the failure back with `forgive`.
     */
    async claimAttempt(email: string, context: RequestContext, solvedCheck: boolean): Promise<AttemptClaim> {
      let refusal: 'locked' | 'check-required' | undefined;
      const failureId = await audit.recordIfMarks(
        context,
        { action: SIGN_IN_FAILED, tableName: 'users', recordId: email },
        since(),
        MARK_ACTIONS,
        (marks) => {
          const gate = signInGate(marks.map(toMark), context.ipAddress, now());
          if (gate === 'locked' || (gate === 'check-required' && !solvedCheck)) refusal = gate;
          return refusal === undefined;
        },
      );
      if (failureId) return { outcome: 'claimed', failureId };
      return { outcome: refusal ?? 'locked' };
    },

    forgive: (failureId: string) => audit.remove(failureId),

    async isLocked(email: string, ipAddress: string | null): Promise<boolean> {
      const lock = (await locksOf([email])).get(email);
      return lock?.addresses.some((a) => a.ipAddress === ipAddress) ?? false;
    },

    locksOf,

    /** Forgives every failure so far, for every address; audited with what it cleared. */
    async unlock(email: string, context: RequestContext, userId: string): Promise<void> {
      const lock = (await locksOf([email])).get(email);
      await audit.record(context, {
        action: SIGN_IN_UNLOCKED,
        tableName: 'users',
        recordId: email,
        newValues: {
          userId,
          lockedAddresses: lock?.addresses.map((a) => a.ipAddress) ?? [],
          checkRequired: lock?.checkRequiredUntil !== undefined,
        },
      });
    },
  };
}

export type SignInLocks = ReturnType<typeof createSignInLocks>;
