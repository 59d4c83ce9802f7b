// Staff sign-in locks kept in the audit log (the rules are in lockout.ts): deciding an attempt
// before its password is looked at, the locks an admin sees on the Users page, and the admin's
// unlock. Keyed on the email as typed, known account or not, so the answers say nothing about
// which accounts exist.

import type { RequestContext } from '#server/http/request-context.ts';
import { accountLimitKey, addressLimitKey } from '#server/http/request-limit-keys.ts';
import type { AuditMark } from '../audit/audit.repo.ts';
import type { AuditService } from '../audit/audit.service.ts';
import {
  LOCKOUT_LOOKBACK_MS,
  type SignInLock,
  type SignInMark,
  type SignInSource,
  signInGate,
  signInLock,
} from './lockout.ts';

export const SIGN_IN_FAILED = 'auth.sign_in_failed';
const SIGN_IN_UNLOCKED = 'auth.unlocked';
const MARK_ACTIONS = [SIGN_IN_FAILED, SIGN_IN_UNLOCKED];

export type AttemptClaim =
  | { outcome: 'claimed'; failureId: string }
  | { outcome: 'locked' }
  | { outcome: 'check-required'; work: number };

/** The known device a failure came from, kept in its entry's new values. */
const deviceOf = (newValues: unknown): string | null => {
  const device = (newValues as { device?: unknown } | null)?.device;
  return typeof device === 'string' ? device : null;
};

const toMark = (m: AuditMark): SignInMark => ({
  kind: m.action === SIGN_IN_UNLOCKED ? 'unlock' : 'failure',
  at: m.at,
  ipAddress: m.ipAddress,
  device: deviceOf(m.newValues),
});

export function createSignInLocks({
  audit,
  now,
  forgetRequestCounts,
}: {
  audit: AuditService;
  now: () => Date;
  /** Clears keys of the general request limit (shared-rate-limit-store.ts). */
  forgetRequestCounts: (keys: string[]) => Promise<void>;
}) {
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
    async claimAttempt(
      email: string,
      context: RequestContext,
      /** The known device the attempt comes from, if any (known-device.ts). */
      device: string | undefined,
      /** The work of the robot check the attempt solved: 0 for none, 1 for the customers' check. */
      solvedWork: number,
    ): Promise<AttemptClaim> {
      let refusal: AttemptClaim | undefined;
      const failureId = await audit.recordIfMarks(
        context,
        {
          action: SIGN_IN_FAILED,
          tableName: 'users',
          recordId: email,
          ...(device ? { newValues: { device } } : {}),
        },
        since(),
        MARK_ACTIONS,
        (marks) => {
          const found = signInGate(marks.map(toMark), { ipAddress: context.ipAddress, device }, now());
          if (found.gate === 'locked') refusal = { outcome: 'locked' };
          else if (found.gate === 'check-required' && solvedWork < found.work)
            refusal = { outcome: 'check-required', work: found.work };
          return refusal === undefined;
        },
      );
      if (failureId) return { outcome: 'claimed', failureId };
      return refusal ?? { outcome: 'locked' };
    },

    /** The robot-check work a sign-in to the account from an unknown device must show now (0: none). */
    async workRequired(email: string): Promise<number> {
      const lock = (await locksOf([email])).get(email);
      return lock?.checkRequiredUntil ? (lock.work ?? 1) : 0;
    },

    forgive: (failureId: string) => audit.remove(failureId),

    async isLocked(email: string, source: SignInSource): Promise<boolean> {
      const marks = await audit.marks(MARK_ACTIONS, [email], since());
      return signInGate(marks.map(toMark), source, now()).gate === 'locked';
    },

    locksOf,

    /**
     * Forgives every failure so far, for every address; audited with what it cleared. The request
     * counts of the account and of the addresses it was locked from go too: a person a guesser's
     * burst left at the request limit signs in right away (docs/product.md#rate-limits).
     */
    async unlock(email: string, context: RequestContext, userId: string): Promise<void> {
      const lock = (await locksOf([email])).get(email);
      const addresses = (lock?.addresses ?? []).flatMap((a) => (a.ipAddress ? [a.ipAddress] : []));
      await forgetRequestCounts([accountLimitKey(userId), ...addresses.map(addressLimitKey)]);
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
