// Wires staff accounts: sign-in (better-auth, staff auth, the robot check, sign-in locks),
// sessions, users, riders' accounts, the shop's tablets and the staff PINs on them.
import type { RequestCounts } from '../http/shared-rate-limit-store.ts';
import { createAuth } from '../modules/auth/auth.ts';
import { createKnownDevices } from '../modules/auth/known-device.ts';
import { createSecrets } from '../modules/auth/password-check.ts';
import { createSessionLookup, createSessionToken } from '../modules/auth/session-lookup.ts';
import { createSessionStarter } from '../modules/auth/session-start.ts';
import { createSessionsRepo } from '../modules/auth/sessions.repo.ts';
import { createSignInLocks } from '../modules/auth/sign-in-locks.service.ts';
import { createStaffAuthService } from '../modules/auth/staff-auth.service.ts';
import { createRidersRepo } from '../modules/riders/riders.repo.ts';
import { createRidersService } from '../modules/riders/riders.service.ts';
import { createRobotCheck } from '../modules/robot-check/robot-check.service.ts';
import { createUsedRobotChecksRepo } from '../modules/robot-check/used-robot-checks.repo.ts';
import { createShopDeviceCookie } from '../modules/shop-tablets/shop-device-cookie.ts';
import { createShopDevicesRepo } from '../modules/shop-tablets/shop-devices.repo.ts';
import { createShopDevicesService } from '../modules/shop-tablets/shop-devices.service.ts';
import { createStaffPinsRepo } from '../modules/shop-tablets/staff-pins.repo.ts';
import { createStaffPinsService } from '../modules/shop-tablets/staff-pins.service.ts';
import { createUsersRepo } from '../modules/users/users.repo.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import type { Core } from './core.ts';

export function wireAccounts(
  { db, env, log, now, sms, audit, sessionsEnded, shopDayNow }: Core,
  /** The general request limit's counters, which an admin's unlock clears for the person. */
  requestCounts: RequestCounts,
) {
  const usersRepo = createUsersRepo(db);
  const auth = createAuth(db, env, (phone, code, language) => sms.sendCode(phone, code, language), log);
  // One verifier (and one memory of genuine cookies) for the session lookup and the rate limits.
  const sessionToken = createSessionToken(auth);
  // Used solutions live in the database, not Redis: a claim is one insert per code sent (already a
  // write-heavy, rate-limited step), and the database is there on every deployment.
  const robotCheck = createRobotCheck(env.authSecret, createUsedRobotChecksRepo(db), { log });
  const signInLocks = createSignInLocks({
    audit,
    now: () => new Date(),
    forgetRequestCounts: requestCounts.forget,
  });
  const sessionsRepo = createSessionsRepo(db);
  const staffPinsRepo = createStaffPinsRepo(db);
  const staffAuth = createStaffAuthService({
    auth,
    audit,
    users: usersRepo,
    signInLocks,
    robotCheck,
    knownDevices: createKnownDevices(env.authSecret, { secure: env.isProduction }),
    adminEmails: env.adminEmails,
    sessionLookup: createSessionLookup(sessionsRepo, auth, sessionToken),
    sessionsEnded,
    clearPin: staffPinsRepo.clearPin,
  });
  const users = createUsersService({
    users: usersRepo,
    audit,
    signInLocks,
    roleOf: staffAuth.roleOf,
    sessionsEnded,
  });
  const riders = createRidersService({
    repo: createRidersRepo(db),
    users: usersRepo,
    audit,
    sessionsEnded,
    now,
    shopDayNow,
  });
  const shopDevices = createShopDevicesService({
    repo: createShopDevicesRepo(db),
    cookie: createShopDeviceCookie({ secure: env.isProduction }),
    audit,
    sessionsEnded,
  });
  const staffPins = createStaffPinsService({
    pins: staffPinsRepo,
    secrets: createSecrets(auth),
    audit,
    devices: shopDevices,
    startSession: createSessionStarter(auth),
    sessionToken,
    sessions: sessionsRepo,
    users: usersRepo,
    roleOf: staffAuth.roleOf,
    sessionsEnded,
  });
  return { auth, sessionToken, robotCheck, sessionsRepo, staffAuth, users, riders, shopDevices, staffPins };
}

export type Accounts = ReturnType<typeof wireAccounts>;
