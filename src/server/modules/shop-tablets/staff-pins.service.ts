// Staff PINs and switching user on a shop tablet (docs/product.md#shared-tablets). A staff member
// sets a PIN on their account page, in a session opened with their password and with that
// password typed again. On a shop device, tapping a name and typing the PIN opens a session for
// that person in this browser and ends the one it had: the same session, cookie and rules as a
// password sign-in (auth/session-start.ts). Every fifth wrong try in a row locks the PIN for 15
// minutes, and the tenth clears it: the person signs in with the password and sets a new one.
import { AppError, invalid } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { SwitchPeople } from '#shared/api/shop-tablets.ts';
import type { StaffUser } from '#shared/api/staff.ts';
import { MESSAGES } from '#shared/errors.ts';
import { hasRank, type Role } from '#shared/roles.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Secrets } from '../auth/password-check.ts';
import type { SessionToken } from '../auth/session-lookup.ts';
import type { StartSession } from '../auth/session-start.ts';
import type { SessionsRepo } from '../auth/sessions.repo.ts';
import type { Viewer } from '../auth/staff-auth.service.ts';
import type { SessionsEnded } from '../events/event-bus.ts';
import type { UsersRepo } from '../users/users.repo.ts';
import type { ShopDevicesService } from './shop-devices.service.ts';
import type { PinHolder, StaffPinsRepo } from './staff-pins.repo.ts';

/**
 * Its own action, not the password sign-in's failure: those count towards the password lockout of
 * the shop's address (sign-in-locks.service.ts), and a mistyped PIN must not lock anyone's password.
 */
export const PIN_FAILED = 'auth.pin_failed';
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MS = 15 * 60_000;
/** Wrong tries in a row (locks included) after which the PIN is cleared. */
export const PIN_CLEAR_AFTER = 10;
export const PIN_CLEARED = 'auth.pin_cleared';

export const PIN_TEXT = {
  passwordSessionOnly: 'Sign in with your password to set or change your PIN.',
  wrongPassword: 'Current password is incorrect',
  noPin: 'This person has no PIN. Sign in with email and password instead.',
  disabled: 'This account is disabled.',
  wrong: (left: number) => `Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left before it locks.`,
  cleared:
    'Too many wrong PINs: this PIN has been cleared. Sign in with your email and password, then set a new PIN on My account.',
  locked: (minutes: number) =>
    `Too many wrong PINs: this PIN is locked for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}. Sign in with email and password, or wait.`,
};

type Deps = {
  pins: StaffPinsRepo;
  secrets: Secrets;
  audit: AuditService;
  devices: ShopDevicesService;
  startSession: StartSession;
  sessionToken: SessionToken;
  sessions: Pick<SessionsRepo, 'byToken'>;
  users: Pick<UsersRepo, 'update' | 'deleteSessionByToken' | 'byId'>;
  roleOf: (user: Pick<PinHolder, 'role' | 'email'>) => Role;
  sessionsEnded: SessionsEnded;
  now?: () => Date;
};

export function createStaffPinsService(deps: Deps) {
  const { pins, secrets, audit, devices, roleOf, now = () => new Date() } = deps;

  const lockedFor = (until: Date | null) => {
    const ms = until ? until.getTime() - now().getTime() : 0;
    return ms > 0 ? Math.ceil(ms / 60_000) : 0;
  };
  const lockedError = (minutes: number) => {
    const message = PIN_TEXT.locked(minutes);
    return new AppError('FORBIDDEN', message, { pin: message }, 'locked');
  };

  /**
   * Whether this session was opened with a PIN (its sign-in entry names it). Looked for all the
   * way back: a session in use is extended without end (auth.ts), and setting a PIN is rare.
   */
  async function openedWithPin(viewer: Viewer): Promise<boolean> {
    const marks = await audit.marks(['auth.sign_in'], [viewer.email], new Date(0));
    return marks.some((m) => (m.newValues as { sessionId?: unknown } | null)?.sessionId === viewer.sessionId);
  }

  return {
    async status(viewer: Viewer) {
      const holder = await pins.byId(viewer.id);
      return { hasPin: Boolean(holder?.pinHash) };
    },

    async setPin(viewer: Viewer, input: { currentPassword: string; pin: string }, context: RequestContext) {
      // requireStaff has refused customers already (roleOf makes them 'user'); said again here
      // because a PIN on a customer account would be a way in without a phone code.
      if (!hasRank(viewer.role, 'staff')) throw new AppError('FORBIDDEN', MESSAGES.adminPrivilegesRequired);
      if (await openedWithPin(viewer)) throw new AppError('FORBIDDEN', PIN_TEXT.passwordSessionOnly);
      if (!(await secrets.passwordMatches(viewer.id, input.currentPassword))) {
        await audit.record(context, {
          action: PIN_FAILED,
          tableName: 'users',
          recordId: viewer.email,
          newValues: { reason: 'wrong-password' },
        });
        throw invalid(PIN_TEXT.wrongPassword, { currentPassword: PIN_TEXT.wrongPassword });
      }
      const had = Boolean((await pins.byId(viewer.id))?.pinHash);
      await pins.setHash(viewer.id, await secrets.hash(input.pin));
      await audit.record(context, {
        action: had ? 'auth.pin_changed' : 'auth.pin_set',
        tableName: 'users',
        recordId: viewer.email,
      });
    },

    /** Who can switch in on this device: enabled staff, managers and admins with a PIN. */
    async people(cookieHeader: string | undefined): Promise<SwitchPeople> {
      await devices.require(cookieHeader);
      const holders = await pins.withPin();
      return {
        people: holders.filter((h) => hasRank(roleOf(h), 'staff')).map((h) => ({ id: h.id, name: h.name })),
      };
    },

    async switchUser(
      input: { userId: string; pin: string },
      cookieHeader: string | undefined,
      context: RequestContext,
    ): Promise<{ user: StaffUser; cookies: string[] }> {
      const device = await devices.require(cookieHeader);
      const from = { method: 'pin', device: device.name, deviceId: device.id };
      const failed = (recordId: string, reason: string) =>
        audit.record(context, {
          action: PIN_FAILED,
          tableName: 'users',
          recordId,
          newValues: { ...from, reason },
        });
      const holder = await pins.byId(input.userId);
      if (!holder || !hasRank(roleOf(holder), 'staff') || !holder.pinHash) {
        await failed(
          holder?.email ?? input.userId,
          !holder ? 'unknown-user' : holder.pinHash ? 'not-staff' : 'no-pin',
        );
        throw new AppError('FORBIDDEN', PIN_TEXT.noPin, { pin: PIN_TEXT.noPin });
      }
      if (holder.banned) {
        await failed(holder.email, 'disabled');
        throw new AppError('FORBIDDEN', PIN_TEXT.disabled);
      }
      // The try is counted before the PIN is checked (docs/product.md#shared-tablets): tries sent
      // at once each take their own place in the count, and none gets past the lock.
      const at = now();
      const claim = await pins.claimTry(holder.id, at, PIN_MAX_TRIES, new Date(at.getTime() + PIN_LOCK_MS));
      if (!claim) {
        const current = await pins.byId(holder.id);
        if (!current?.pinHash) {
          await failed(holder.email, 'no-pin');
          throw new AppError('FORBIDDEN', PIN_TEXT.noPin, { pin: PIN_TEXT.noPin });
        }
        await failed(holder.email, 'locked');
        throw lockedError(Math.max(1, lockedFor(current.pinLockedUntil)));
      }
      if (!(await secrets.matches(claim.pinHash, input.pin))) {
        await failed(holder.email, 'wrong-pin');
        if (claim.tries >= PIN_CLEAR_AFTER) {
          if (await pins.clearPin(holder.id))
            await audit.record(context, {
              action: PIN_CLEARED,
              tableName: 'users',
              recordId: holder.email,
              newValues: { ...from, reason: 'wrong-pins' },
            });
          throw new AppError('FORBIDDEN', PIN_TEXT.cleared, { pin: PIN_TEXT.cleared });
        }
        if (claim.tries % PIN_MAX_TRIES === 0) throw lockedError(Math.ceil(PIN_LOCK_MS / 60_000));
        const message = PIN_TEXT.wrong(PIN_MAX_TRIES - (claim.tries % PIN_MAX_TRIES));
        throw new AppError('INVALID_CREDENTIALS', message, { pin: message });
      }
      await pins.clearFailures(holder.id);

      // The person who was signed in on this browser is signed out: one person per tablet.
      const previousToken = await deps.sessionToken(cookieHeader);
      const previous = previousToken ? await deps.sessions.byToken(previousToken) : undefined;
      const started = await deps.startSession(holder.id, context);
      if (previousToken) await deps.users.deleteSessionByToken(previousToken);
      if (previous) {
        await audit.record(
          { ...context, userId: previous.user.id },
          { action: 'auth.sign_out', tableName: 'users', recordId: previous.user.id, newValues: from },
        );
        await deps.sessionsEnded(previous.user.id);
      }
      await deps.users.update(holder.id, { lastSignInAt: now() });
      await audit.record(
        { ...context, userId: holder.id },
        {
          action: 'auth.sign_in',
          tableName: 'users',
          recordId: holder.email,
          newValues: { ...from, sessionId: started.sessionId },
        },
      );
      await devices.touch(device.id);
      const user = await deps.users.byId(holder.id);
      return {
        user: {
          id: holder.id,
          name: holder.name,
          email: holder.email,
          role: roleOf(holder),
          mustChangePassword: user?.mustChangePassword ?? false,
        },
        cookies: [started.setCookie],
      };
    },
  };
}

export type StaffPinsService = ReturnType<typeof createStaffPinsService>;
