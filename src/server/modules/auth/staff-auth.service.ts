// Staff sign-in for the Admin Portal (spec sections 2, 5, 6, 8, 9): validation, injection
// logging, lockout, the staff-role requirement, and sessions through better-auth.
import type { StaffUser } from '../../../shared/api/staff';
import { MESSAGES } from '../../../shared/errors';
import { hasRank, type Role, toRole } from '../../../shared/roles';
import { emailSchema } from '../../../shared/validation';
import { AppError, invalid } from '../../http/app-error';
import type { AuditService, RequestContext } from '../audit/audit.service';
import type { SessionsEnded } from '../events/event-bus';
import type { UserRow, UsersRepo } from '../users/users.repo';
import type { Auth } from './auth';
import { isCustomerEmail } from './customer-email';
import { looksLikeInjection } from './injection';
import { LOCKOUT_LOOKBACK_MS, lockedUntil } from './lockout';
import type { SessionLookup } from './session-lookup';

export const SIGN_IN_FAILED = 'auth.sign_in_failed';

export type Viewer = StaffUser & { banned: boolean };
export type WithCookies<T> = T & { cookies: string[] };

type Deps = {
  auth: Auth;
  audit: AuditService;
  users: UsersRepo;
  adminEmails: string[];
  /** Answers the everyday signed-in request in one query; better-auth decides everything else. */
  sessionLookup?: SessionLookup;
  sessionsEnded: SessionsEnded;
  now?: () => Date;
};

export function createStaffAuthService({
  auth,
  audit,
  users,
  adminEmails,
  sessionLookup,
  sessionsEnded,
  now = () => new Date(),
}: Deps) {
  const adminSet = new Set(adminEmails.map((e) => e.trim().toLowerCase()));

  /**
   * The account's role, raised to admin for the configured admin mailboxes (decision D6). A
   * customer's phone-code account is a customer whatever its row says (a role written into it
   * some other way gives nothing): staff access needs a staff account with a password. Its
   * customer session keeps working as the customer's.
   */
  function roleOf(user: Pick<UserRow, 'role' | 'email'>): Role {
    if (isCustomerEmail(user.email)) return 'user';
    return adminSet.has(user.email.toLowerCase()) ? 'admin' : toRole(user.role);
  }

  function toViewer(
    user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'mustChangePassword' | 'banned'>,
  ): Viewer {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: roleOf(user),
      mustChangePassword: user.mustChangePassword,
      banned: user.banned,
    };
  }

  async function isLocked(email: string): Promise<boolean> {
    const failures = await audit.times(
      SIGN_IN_FAILED,
      email,
      new Date(now().getTime() - LOCKOUT_LOOKBACK_MS),
    );
    return lockedUntil(failures, now()) !== undefined;
  }

  const locked = () => new AppError('FORBIDDEN', MESSAGES.accountLocked, undefined, 423);

  return {
    roleOf,

    async signIn(
      input: { email: string; password: string },
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
      if (await isLocked(email)) {
        await audit.record(context, { action: 'auth.sign_in_locked', tableName: 'users', recordId: email });
        throw locked();
      }

      const response = await auth.api.signInEmail({
        body: { email, password: input.password },
        headers,
        asResponse: true,
      });
      if (!response.ok) {
        await audit.record(context, { action: SIGN_IN_FAILED, tableName: 'users', recordId: email });
        if (await isLocked(email)) throw locked();
        throw new AppError('INVALID_CREDENTIALS');
      }
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
      if (!hasRank(roleOf(user), 'staff')) {
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
      const { banned: _banned, ...staffUser } = toViewer(user);
      return { user: staffUser, cookies: response.headers.getSetCookie() };
    },

    /** The signed-in account for these request headers, with refreshed session cookies if any. */
    async viewer(headers: Headers): Promise<WithCookies<{ viewer: Viewer | null }>> {
      const known = await sessionLookup?.(headers);
      if (known !== undefined)
        return { viewer: known && !known.banned ? toViewer(known) : null, cookies: [] };
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      const cookies = result.headers?.getSetCookie() ?? [];
      // better-auth has just read this user's row with the session (no cookie cache is configured),
      // so role changes and disabling apply at once, not at the next sign-in.
      const user = result.response?.user;
      if (!user || user.banned) return { viewer: null, cookies };
      return { viewer: toViewer(user), cookies };
    },

    async signOut(headers: Headers, context: RequestContext): Promise<string[]> {
      const response = await auth.api.signOut({ headers, asResponse: true });
      if (context.userId) {
        await audit.record(context, {
          action: 'auth.sign_out',
          tableName: 'users',
          recordId: context.userId,
        });
        await sessionsEnded(context.userId);
      }
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
      await audit.record(context, {
        action: 'auth.password_changed',
        tableName: 'users',
        recordId: viewer.id,
      });
      // The other sessions were just revoked: their streams end now too (this one's reconnect).
      await sessionsEnded(viewer.id);
      return response.headers.getSetCookie();
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
