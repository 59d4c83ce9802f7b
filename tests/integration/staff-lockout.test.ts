// Staff sign-in lockout per account and client address (src/server/modules/auth/lockout.ts):
// strangers' guesses lock only their own addresses, guesses from many addresses meet the
// per-account robot check, and an admin sees and lifts locks on the Users page.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema.ts';
import type { AppError } from '#server/http/app-error.ts';
import { ACCOUNT_FAILURES_BEFORE_CHECK, MAX_WORK_DOUBLINGS } from '#server/modules/auth/lockout.ts';
import { SIGN_IN_FAILED } from '#server/modules/auth/sign-in-locks.service.ts';
import { createUsersRepo } from '#server/modules/users/users.repo.ts';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { MAX_LOGIN_ATTEMPTS } from '#shared/constants.ts';
import { solvedRobotCheck } from '../helpers/customer-session.ts';
import { cookieHeader, sessionFor, signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let lastIp = 0;
/** A fresh client address per call, so the route's per-address limit never decides a test. */
const nextIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com');
});
afterAll(() => t.close());

async function staffAccount(): Promise<{ id: string; email: string }> {
  const email = `lock-${Math.random().toString(36).slice(2)}@example.com`;
  const id = await createUsersRepo(t.database.db).createWithPassword({
    email,
    name: 'Lock Target',
    role: 'manager',
    password: DEMO_PASSWORD,
  });
  return { id, email };
}

const signIn = (
  email: string,
  password: string,
  remoteAddress: string,
  robotCheck?: unknown,
  cookie?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email, password, ...(robotCheck ? { robotCheck } : {}) },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The account's own robot check (its work grows with the account's failures), solved. */
async function solvedStaffCheck(email: string) {
  const challenge = (await t.app.inject(`/api/staff/robot-check?email=${encodeURIComponent(email)}`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('robot check not solved');
  return { challenge, solution };
}

/** The known-device cookie a successful sign-in left (only it: the session is not needed here). */
const deviceCookie = (res: { headers: Record<string, unknown> }) =>
  cookieHeader(res.headers['set-cookie'] as string[])
    .split('; ')
    .filter((c) => c.startsWith('chai.known_device_'))
    .join('; ');

const wrong = (i: number) => `Wrong@${i}abc`;

/** The real service, past the route's per-address request limit (which would answer 429 first). */
const signInFrom = (email: string, password: string, ipAddress: string) =>
  t.app.services.staffAuth
    .signIn({ email, password }, { userId: null, ipAddress, userAgent: null }, new Headers())
    .then(
      () => 200,
      (error: AppError) => error.statusCode,
    );

const accountRow = async (email: string) => {
  const res = await t.app.inject({
    url: `/api/admin/users?search=${encodeURIComponent(email)}`,
    headers: { cookie: admin },
  });
  return res.json().accounts[0];
};

describe('staff sign-in lockout per account and address', () => {
  it(`${MAX_LOGIN_ATTEMPTS} wrong passwords from ${MAX_LOGIN_ATTEMPTS} addresses do not lock the owner out`, async () => {
    const { email } = await staffAccount();
    const answers: number[] = [];
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++)
      answers.push((await signIn(email, wrong(i), nextIp())).statusCode);
    expect(answers).toEqual(Array(MAX_LOGIN_ATTEMPTS).fill(401));
    const owner = await signIn(email, DEMO_PASSWORD, '10.77.200.1');
    expect(owner.statusCode).toBe(200);
  });

  it(`${MAX_LOGIN_ATTEMPTS} from one address lock that address only, with the lockout message`, async () => {
    const { email } = await staffAccount();
    const guesser = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++)
      answers.push((await signIn(email, wrong(i), guesser)).statusCode);
    expect(answers).toEqual([...Array(MAX_LOGIN_ATTEMPTS - 1).fill(401), 423]);
    // The right password from the locked address is refused too, without looking at it.
    expect(await signInFrom(email, DEMO_PASSWORD, guesser)).toBe(423);
    const elsewhere = await signIn(email, wrong(9), nextIp());
    expect(elsewhere.statusCode).toBe(401);
    const owner = await signIn(email, DEMO_PASSWORD, nextIp());
    expect(owner.statusCode).toBe(200);

    const refused = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.sign_in_locked'), eq(auditLogs.recordId, email)));
    expect(refused.map((r) => r.ipAddress)).toEqual([guesser]);
  });

  it('answers a locked address with the lockout message', async () => {
    const { email } = await staffAccount();
    const guesser = nextIp();
    let last = await signIn(email, wrong(0), guesser);
    for (let i = 1; i < MAX_LOGIN_ATTEMPTS; i++) last = await signIn(email, wrong(i), guesser);
    expect(last.statusCode).toBe(423);
    expect(last.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Account temporarily locked due to multiple failed attempts',
    });
  });

  it(`past ${ACCOUNT_FAILURES_BEFORE_CHECK} failures from any addresses, sign-in needs a solved robot check`, async () => {
    const { email } = await staffAccount();
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CHECK; i++)
      expect((await signIn(email, wrong(i), nextIp())).statusCode).toBe(401);

    const unchecked = await signIn(email, DEMO_PASSWORD, nextIp());
    expect(unchecked.statusCode).toBe(428);
    expect(unchecked.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Please complete the security check and try again',
      fields: { robotCheck: 'Please complete the security check and try again' },
    });
    // A wrong password gets the same answer: without a check nothing is learnt about it.
    expect((await signIn(email, wrong(99), nextIp())).statusCode).toBe(428);

    const ip = nextIp();
    const check = await solvedRobotCheck(t);
    const wrongWithCheck = await signIn(email, wrong(100), ip, check);
    expect(wrongWithCheck.statusCode).toBe(401);
    // A solution serves one attempt.
    expect((await signIn(email, DEMO_PASSWORD, ip, check)).statusCode).toBe(428);
    // That failure raised the account's work: the customers' check is no longer enough.
    expect((await signIn(email, DEMO_PASSWORD, ip, await solvedRobotCheck(t))).statusCode).toBe(428);
    const right = await signIn(email, DEMO_PASSWORD, ip, await solvedStaffCheck(email));
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
  });

  it('twenty guesses at once from twenty addresses: no more failures than the ceiling get through', async () => {
    const { email } = await staffAccount();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, wrong(i), nextIp())));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FAILURES_BEFORE_CHECK);
    expect(statuses.filter((s) => s === 428)).toHaveLength(20 - ACCOUNT_FAILURES_BEFORE_CHECK);
    const failures = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, SIGN_IN_FAILED), eq(auditLogs.recordId, email)));
    expect(failures).toHaveLength(ACCOUNT_FAILURES_BEFORE_CHECK);
  });
});

describe('locks on the Users page', () => {
  it('lists the locked address and until when, and the robot check the account asks for', async () => {
    const { email } = await staffAccount();
    expect((await accountRow(email)).signInLock).toBeNull();
    const guesser = nextIp();
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) await signIn(email, wrong(i), guesser);
    const lock = (await accountRow(email)).signInLock;
    expect(lock.addresses).toHaveLength(1);
    expect(lock.addresses[0].ipAddress).toBe(guesser);
    const minutesLeft = (Date.parse(lock.addresses[0].until) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    expect(lock.checkRequiredUntil).toBeNull();

    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CHECK - MAX_LOGIN_ATTEMPTS; i++)
      await signIn(email, wrong(i), nextIp());
    expect((await accountRow(email)).signInLock.checkRequiredUntil).toEqual(expect.any(String));
  });

  it('an admin unlocks every address at once, audited; staff and managers cannot', async () => {
    const { id, email } = await staffAccount();
    const guesser = nextIp();
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) await signIn(email, wrong(i), guesser);
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CHECK; i++) await signIn(email, wrong(i), nextIp());
    expect(await signInFrom(email, DEMO_PASSWORD, guesser)).toBe(423);

    for (const role of ['staff', 'manager'] as const) {
      const denied = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/unlock`,
        headers: { cookie: await sessionFor(t, role) },
      });
      expect(denied.statusCode).toBe(403);
    }
    expect((await accountRow(email)).signInLock).not.toBeNull();

    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/unlock`,
      headers: { cookie: admin },
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ id, email, signInLock: null });

    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.unlocked'), eq(auditLogs.recordId, email)));
    expect(entry?.userId).toEqual(expect.any(String));
    expect(entry?.newValues).toMatchObject({ userId: id, lockedAddresses: [guesser], checkRequired: true });

    // The address that was locked signs in with the right password, without a robot check.
    expect(await signInFrom(email, DEMO_PASSWORD, guesser)).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('clears the request limit of the locked address too: the person signs in at once', async () => {
    const { id, email } = await staffAccount();
    const guesser = nextIp();
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) await signIn(email, wrong(i), guesser);
    // A burst from the locked address spends its general request budget (each answered 423).
    let answer = 423;
    for (let i = 0; i < 1_000 && answer !== 429; i++)
      answer = (await signIn(email, wrong(i), guesser)).statusCode;
    expect(answer).toBe(429);

    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/unlock`,
      headers: { cookie: admin },
    });
    expect(unlocked.statusCode).toBe(200);
    // Through the route, not the service: the 429 came from the request limit.
    expect((await signIn(email, DEMO_PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('answers an unknown account with 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/no-such-account/unlock',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('known devices (issue 36)', () => {
  /** Signs in once from `ip`: the device is known to the account from then on. */
  async function knownDevice(email: string, ip: string): Promise<string> {
    const res = await signIn(email, DEMO_PASSWORD, ip);
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookie(res);
    expect(cookie).toMatch(/^chai\.known_device_[\w-]+=[\w-]+\.[\w-]+$/);
    return cookie;
  }

  it('leaves a long-lived HttpOnly SameSite=Lax cookie for the staff routes only', async () => {
    const { email } = await staffAccount();
    const res = await signIn(email, DEMO_PASSWORD, nextIp());
    const set = (res.headers['set-cookie'] as string[]).find((c) => c.startsWith('chai.known_device_'));
    expect(set).toMatch(/; Path=\/api\/staff; Max-Age=34560000; HttpOnly; SameSite=Lax$/);
  });

  it("a stranger on the shop's address locks that address, not the owner's known device there", async () => {
    const { email } = await staffAccount();
    const shop = nextIp();
    const tablet = await knownDevice(email, shop);
    const answers: number[] = [];
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++)
      answers.push((await signIn(email, wrong(i), shop)).statusCode);
    expect(answers).toEqual([...Array(MAX_LOGIN_ATTEMPTS - 1).fill(401), 423]);
    expect((await signIn(email, DEMO_PASSWORD, shop)).statusCode).toBe(423);
    const owner = await signIn(email, DEMO_PASSWORD, shop, undefined, tablet);
    expect(owner.statusCode).toBe(200);
    // A cookie forged or made for another account is no key.
    const forged = tablet.replace(/=([\w-]+)\./, '=AAAAAAAAAAAAAAAAAAAAAA.');
    expect((await signIn(email, DEMO_PASSWORD, shop, undefined, forged)).statusCode).toBe(423);
    const other = await staffAccount();
    const elsewhere = await knownDevice(other.email, nextIp());
    expect((await signIn(email, DEMO_PASSWORD, shop, undefined, elsewhere)).statusCode).toBe(423);
  });

  it("a known device's own failures lock it, and only it", async () => {
    const { email } = await staffAccount();
    const shop = nextIp();
    const tablet = await knownDevice(email, shop);
    const answers: number[] = [];
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++)
      answers.push((await signIn(email, wrong(i), shop, undefined, tablet)).statusCode);
    expect(answers).toEqual([...Array(MAX_LOGIN_ATTEMPTS - 1).fill(401), 423]);
    expect((await signIn(email, DEMO_PASSWORD, shop, undefined, tablet)).statusCode).toBe(423);
    // The address itself is not locked by the device's failures.
    expect((await signIn(email, DEMO_PASSWORD, shop)).statusCode).toBe(200);
  });

  it('a known device signs in without the check while the account is under attack', async () => {
    const { email } = await staffAccount();
    const tablet = await knownDevice(email, nextIp());
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CHECK; i++)
      expect((await signIn(email, wrong(i), nextIp())).statusCode).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD, nextIp())).statusCode).toBe(428);
    expect((await signIn(email, DEMO_PASSWORD, nextIp(), undefined, tablet)).statusCode).toBe(200);
  });
});

describe('the robot check grows with the failures past the ceiling (issue 36)', () => {
  it("doubles the work with each failure: a cheaper solution is refused, the account's is accepted", async () => {
    const { email } = await staffAccount();
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_CHECK; i++)
      expect((await signIn(email, wrong(i), nextIp())).statusCode).toBe(401);
    const costOf = async () =>
      (await t.app.inject(`/api/staff/robot-check?email=${encodeURIComponent(email)}`)).json().parameters
        .cost;
    const base = (await solvedRobotCheck(t)).challenge.parameters.cost;
    expect(await costOf()).toBe(base);
    for (let i = 1; i <= 3; i++) {
      expect((await signIn(email, wrong(100 + i), nextIp(), await solvedStaffCheck(email))).statusCode).toBe(
        401,
      );
      expect(await costOf()).toBe(base * 2 ** i);
    }
    // The customers' check (and any cheaper one) now buys no attempt, right password or not.
    expect((await signIn(email, DEMO_PASSWORD, nextIp(), await solvedRobotCheck(t))).statusCode).toBe(428);
    const right = await signIn(email, DEMO_PASSWORD, nextIp(), await solvedStaffCheck(email));
    expect(right.statusCode).toBe(200);
    expect(MAX_WORK_DOUBLINGS).toBeGreaterThanOrEqual(8);
  });

  it('asks nothing more of an account nobody is guessing at', async () => {
    const { email } = await staffAccount();
    const staff = await t.app.inject(`/api/staff/robot-check?email=${encodeURIComponent(email)}`);
    expect(staff.json().parameters.cost).toBe((await solvedRobotCheck(t)).challenge.parameters.cost);
  });
});
