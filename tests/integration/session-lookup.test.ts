// The one-query session lookup must never decide differently from better-auth: it answers only a
// genuine, live session that is not due for refresh, and hands every other case back.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { createSessionLookup, verifiedToken } from '#server/modules/auth/session-lookup.ts';
import { createSessionsRepo } from '#server/modules/auth/sessions.repo.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let lookup: ReturnType<typeof createSessionLookup>;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  lookup = createSessionLookup(
    createSessionsRepo(t.database.db),
    t.app.services.auth,
    t.app.services.sessionToken,
  );
});
afterAll(() => t.close());

const headers = (cookie: string) => new Headers({ cookie });
const me = (cookie: string) =>
  t.app.inject({ url: '/api/customer/me', headers: { cookie }, remoteAddress: '10.90.0.9' });
const tokenOf = (cookie: string) => {
  const raw = /chai\.session_token=([^;]+)/.exec(cookie)?.[1];
  return raw ? decodeURIComponent(raw).split('.')[0]! : '';
};

describe('session lookup', () => {
  it('answers a live session in one query with the user row as stored now', async () => {
    const { cookie } = await signInCustomer(t, '9890077001', 'Fast Path', '10.90.0.1');
    const found = await lookup(headers(cookie));
    const res = await me(cookie);
    expect(res.json().profile.fullName).toBe('Fast Path');
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(cookie)));
    // Only the columns the viewer is made of, and the sign-in it came with.
    expect(found).toEqual({
      user: {
        id: expect.any(String),
        name: 'Fast Path',
        email: 'phone-919890077001@customers.chai-express.invalid',
        role: 'user',
        mustChangePassword: false,
        banned: false,
      },
      sessionId: session!.id,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('says nobody for no cookie, and asks better-auth for anything it does not vouch for', async () => {
    expect(await lookup(new Headers())).toBeNull();
    expect(await lookup(headers('other=1'))).toBeNull();
    const { cookie } = await signInCustomer(t, '9890077002', 'Tamper', '10.90.0.2');
    const forged = cookie.replace(
      /(chai\.session_token=[^.;]+)\.[^;]+/,
      '$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D',
    );
    expect(forged).not.toBe(cookie);
    expect(await lookup(headers(forged))).toBeUndefined();
    expect((await me(forged)).json().profile).toBeNull();
    const unknown = `chai.session_token=${encodeURIComponent(`nosuchtoken.${'A'.repeat(43)}=`)}`;
    expect(await lookup(headers(unknown))).toBeUndefined();
  });

  it('accepts exactly the signature better-auth makes with the server secret', () => {
    const secret = 'x'.repeat(40);
    // HMAC-SHA256('abc', secret) in base64, as better-call signs cookie values.
    const signed = `abc.${createHmac('sha256', secret).update('abc').digest('base64')}`;
    expect(verifiedToken(encodeURIComponent(signed), secret)).toBe('abc');
    expect(verifiedToken(encodeURIComponent(signed), `${secret}y`)).toBeUndefined();
    expect(verifiedToken('%E0%A4%A', secret)).toBeUndefined();
    // better-call refuses other spellings of the same bytes (unpadded, base64url): so does this.
    const signature = signed.slice(4);
    expect(verifiedToken(`abc.${signature.slice(0, -1)}`, secret)).toBeUndefined();
    const urlSafe = signature.replaceAll('+', '-').replaceAll('/', '_');
    if (urlSafe !== signature) expect(verifiedToken(`abc.${urlSafe}`, secret)).toBeUndefined();
    expect(verifiedToken(`abc.${signature}`, secret)).toBe('abc');
  });

  it('reads a quoted session cookie as better-auth does', async () => {
    const { cookie } = await signInCustomer(t, '9890077006', 'Quoted', '10.90.0.6');
    const quoted = cookie.replace(/chai\.session_token=([^;]+)/, 'chai.session_token="$1"');
    expect(quoted).not.toBe(cookie);
    // better-auth signs this visitor in...
    expect((await me(quoted)).json().profile.fullName).toBe('Quoted');
    // ...so the one-query path answers it too, rather than sending every such request the long way.
    expect((await lookup(headers(quoted)))?.user.name).toBe('Quoted');
    expect(await t.app.services.sessionToken(quoted)).toBe(tokenOf(cookie));
  });

  it('leaves an expired session to better-auth, which signs the visitor out', async () => {
    const { cookie } = await signInCustomer(t, '9890077003', 'Expired', '10.90.0.3');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    expect(await lookup(headers(cookie))).toBeUndefined();
    const res = await me(cookie);
    expect(res.json().profile).toBeNull();
    expect(String(res.headers['set-cookie'])).toMatch(/chai\.session_token=;.*Max-Age=0/);
  });

  it('leaves a session with under an hour left to better-auth, which extends it to a week', async () => {
    const { cookie } = await signInCustomer(t, '9890077004', 'Refresh', '10.90.0.4');
    const token = tokenOf(cookie);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + HOUR / 2) })
      .where(eq(sessions.token, token));
    expect(await lookup(headers(cookie))).toBeUndefined();
    const res = await me(cookie);
    expect(res.json().profile.fullName).toBe('Refresh');
    expect(String(res.headers['set-cookie'])).toMatch(/chai\.session_token=.+Max-Age=604800/);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
    // Refreshed, it is the fast path's again.
    expect(await lookup(headers(cookie))).toBeDefined();
  });

  it('sees a ban or a role change at once', async () => {
    const staff = await signInStaff(t, 'staff@example.com', undefined, '10.90.0.5');
    expect((await lookup(headers(staff)))?.user.role).toBe('staff');
    const whoami = () =>
      t.app.inject({ url: '/api/staff/session', headers: { cookie: staff }, remoteAddress: '10.90.0.5' });
    expect((await whoami()).statusCode).toBe(200);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.email, 'staff@example.com'));
    expect((await whoami()).statusCode).toBe(401);
    await t.database.db.update(users).set({ banned: false }).where(eq(users.email, 'staff@example.com'));
  });
});
