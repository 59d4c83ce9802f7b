// Staff sign-in for the Admin Portal (docs/product.md#staff-area): validation, injection
// logging, lockout per account and address with a robot check past a per-account ceiling
// (sign-in-locks.service.ts), the staff-role requirement, and sessions through better-auth.

import { AppError, invalid } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { StaffUser } from '#shared/api/staff.ts';
import { MESSAGES } from '#shared/errors.ts';
import { looksLikeInjection } from '#shared/injection.ts';
import { isTeamRole, type Role, toRole } from '#shared/roles.ts';
import { emailSchema } from '#shared/validation.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SessionsEnded } from '../events/event-bus.ts';
import type { RobotCheck, RobotCheckPayload } from '../robot-check/robot-check.service.ts';
import type { UserRow, UsersRepo } from '../users/users.repo.ts';
import type { Auth } from './auth.ts';
import { isCustomerEmail } from './customer-email.ts';
import type { KnownDevices } from './known-device.ts';
import type { SessionLookup } from './session-lookup.ts';
import { SIGN_IN_FAILED, type SignInLocks } from './sign-in-locks.service.ts';

/**
 * The signed-in account as the server sees it. `sessionId` names the sign-in the request came
 * with (what a device's push subscription is tied to); it never goes back to the browser.
 */
export type Viewer = StaffUser & { banned: boolean; sessionId: string };
export type WithCookies<T> = T & { cookies: string[] };

type Deps = {
  auth: Auth;
  audit: AuditService;
  users: UsersRepo;
  signInLocks: SignInLocks;
  robotCheck: RobotCheck;
  /** The devices each account signed in on before (known-device.ts). */
  knownDevices: KnownDevices;
  adminEmails: string[];
  /** Answers the everyday signed-in request in one query; better-auth decides everything else. */
  sessionLookup?: SessionLookup;
  sessionsEnded: SessionsEnded;
  /** Clears the account's shop-tablet PIN (staff-pins.repo.ts); answers whether it had one. */
  clearPin: (userId: string) => Promise<boolean>;
  now?: () => Date;
};

export function createStaffAuthService({
  auth,
  audit,
  users,
  signInLocks,
  robotCheck,
  knownDevices,
  adminEmails,
  sessionLookup,
  sessionsEnded,
  clearPin,
  now = () => new Date(),
}: Deps) {
  const adminSet = new Set(adminEmails.map((e) => e.trim().toLowerCase()));

  /**
   * The account's role, raised to admin for the configured admin mailboxes
   * (docs/product.md#d6-roles-are-enforced-on-the-server). A customer's phone-code account is a customer
   * whatever its row says (a role written into it some other way gives nothing): staff access needs a staff
   * account with a password. Its customer session keeps working as the customer's.
   */
  function roleOf(user: Pick<UserRow, 'role' | 'email'>): Role {
    if (isCustomerEmail(user.email)) return 'user';
    return adminSet.has(user.email.toLowerCase()) ? 'admin' : toRole(user.role);
  }

  function toStaffUser(
    user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'mustChangePassword' | 'banned'>,
  ): Omit<Viewer, 'sessionId'> {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: roleOf(user),
      mustChangePassword: user.mustChangePassword,
      banned: user.banned,
    };
  }

  const locked = () => new AppError('FORBIDDEN', MESSAGES.accountLocked, undefined, 'locked');
  // The request is fine once it carries a solved check, which the field tells the Admin Portal to
  // do (from GET /api/staff/robot-check, which asks for the work this account needs now).
  const checkRequired = () =>
    new AppError(
      'FORBIDDEN',
      MESSAGES.securityCheckRequired,
      { robotCheck: MESSAGES.securityCheckRequired },
      'check-required',
    );

  /** The e-mail as the lockout keys it, or undefined for one that cannot be an account's. */
  const lockoutEmail = (typed: string) => {
    const parsed = emailSchema.safeParse(typed.trim());
    return parsed.success ? parsed.data : undefined;
  };

  /**
   * Sign-out and a password change end the account's sessions: audited, and their live streams
   * closed now rather than at their next request.
   */
  async function sessionsClosed(context: RequestContext, action: string, userId: string): Promise<void> {
    await audit.record(context, { action, tableName: 'users', recordId: userId });
    await sessionsEnded(userId);
  }

  return {
    roleOf,

    async signIn(
      input: { email: string; password: string; robotCheck?: RobotCheckPayload },
      context: RequestContext,
      headers: Headers,
    ): Promise<WithCookies<{ user: StaffUser }>> {
      const typed = input.email.trim();
      if (looksLikeInjection(typed)) {
        await audit.record(context, {
          action: 'security.injection_attempt',
          tableName: 'users',
          newValues: { field: 'email', value: typed.slice(0, 200) },
        });
        throw new AppError('INVALID_CREDENTIALS');
      }
      const parsed = emailSchema.safeParse(typed);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? MESSAGES.loginFailed;
        throw invalid(message, { email: message });
      }
      const email = parsed.data;
      // Decided before the password is looked at, so a locked or unchecked attempt learns nothing
      // about it. A solution is spent whenever one comes, needed or not: each serves one attempt.
      const solvedWork = input.robotCheck ? await robotCheck.verifiedWork(input.robotCheck) : 0;
      const device = knownDevices.read(headers.get('cookie'), email);
      const claim = await signInLocks.claimAttempt(email, context, device, solvedWork);
      if (claim.outcome === 'locked') {
        await audit.record(context, { action: 'auth.sign_in_locked', tableName: 'users', recordId: email });
        throw locked();
      }
      if (claim.outcome === 'check-required') {
        await audit.record(context, {
          action: 'auth.sign_in_check_required',
          tableName: 'users',
          recordId: email,
          newValues: { robotCheck: input.robotCheck ? 'failed' : 'missing' },
        });
        throw checkRequired();
      }

      const response = await auth.api.signInEmail({
        body: { email, password: input.password },
        headers,
        asResponse: true,
      });
      if (!response.ok) {
        // The failure recorded by the claim stands; the fifth from this address locks it at once.
        if (await signInLocks.isLocked(email, { ipAddress: context.ipAddress, device })) throw locked();
        throw new AppError('INVALID_CREDENTIALS');
      }
      // The right password: not a failure after all (a disabled account records its own below).
      await signInLocks.forgive(claim.failureId);
      const body = (await response.json()) as { token?: string; user: { id: string } };
      const user = await users.byId(body.user.id);
      const revoke = () => (body.token ? users.deleteSessionByToken(body.token) : Promise.resolve());
      if (!user || user.banned) {
        await revoke();
        await audit.record(context, {
          action: SIGN_IN_FAILED,
          tableName: 'users',
          recordId: email,
          newValues: { reason: 'disabled' },
        });
        throw new AppError('INVALID_CREDENTIALS');
      }
      // Riders sign in here too and are sent to their own page (docs/product.md#riders-and-dispatch).
      if (!isTeamRole(roleOf(user))) {
        await revoke();
        await audit.record(
          { ...context, userId: user.id },
          { action: 'auth.sign_in_denied', tableName: 'users', recordId: email },
        );
        throw new AppError('FORBIDDEN', MESSAGES.adminRequired);
      }
      await users.update(user.id, { lastSignInAt: now() });
      await audit.record(
        { ...context, userId: user.id },
        { action: 'auth.sign_in', tableName: 'users', recordId: email },
      );
      const { banned: _banned, ...staffUser } = toStaffUser(user);
      // This device is known to the account from now on (kept for as long as it signs in).
      const known = knownDevices.cookie(email, device).setCookie;
      return { user: staffUser, cookies: [...response.headers.getSetCookie(), known] };
    },

    /**
     * A robot-check challenge for a sign-in to this account from this device: as much work as the
     * account's recent failures ask of an unknown device (the customers' check when none is due).
     */
    async signInChallenge(typedEmail: string, headers: Headers) {
      const email = lockoutEmail(typedEmail);
      const device = email ? knownDevices.read(headers.get('cookie'), email) : undefined;
      const work = email && !device ? await signInLocks.workRequired(email) : 0;
      return robotCheck.challenge(Math.max(1, work));
    },

    /** The signed-in account for these request headers, with refreshed session cookies if any. */
    async viewer(headers: Headers): Promise<WithCookies<{ viewer: Viewer | null }>> {
      const known = await sessionLookup?.(headers);
      if (known !== undefined)
        return {
          viewer:
            known && !known.user.banned ? { ...toStaffUser(known.user), sessionId: known.sessionId } : null,
          cookies: [],
        };
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      const cookies = result.headers?.getSetCookie() ?? [];
      // better-auth has just read this user's row with the session (no cookie cache is configured),
      // so role changes and disabling apply at once, not at the next sign-in.
      const user = result.response?.user;
      if (!user || user.banned) return { viewer: null, cookies };
      return { viewer: { ...toStaffUser(user), sessionId: result.response!.session.id }, cookies };
    },

    async signOut(headers: Headers, context: RequestContext): Promise<string[]> {
      const response = await auth.api.signOut({ headers, asResponse: true });
      if (context.userId) await sessionsClosed(context, 'auth.sign_out', context.userId);
      return response.headers.getSetCookie();
    },

    async changePassword(
      viewer: Viewer,
      input: { currentPassword: string; newPassword: string },
      headers: Headers,
      context: RequestContext,
    ): Promise<string[]> {
      const response = await auth.api.changePassword({
        body: {
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
          revokeOtherSessions: true,
        },
        headers,
        asResponse: true,
      });
      if (!response.ok)
        throw invalid('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      await users.update(viewer.id, { mustChangePassword: false });
      // A PIN set under the old password would outlive it (docs/product.md#shared-tablets): the
      // person sets a new one, from a session signed in with the new password.
      if (await clearPin(viewer.id))
        await audit.record(context, {
          action: 'auth.pin_cleared',
          tableName: 'users',
          recordId: viewer.email,
          newValues: { reason: 'password-changed' },
        });
      // The other sessions were just revoked: their streams end now too (this one's reconnect).
      await sessionsClosed(context, 'auth.password_changed', viewer.id);
      return response.headers.getSetCookie();
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
