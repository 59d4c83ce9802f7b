// The common case of "who is calling", in one query. better-auth's getSession reads the session
// row and then the user row (two round trips, plus its endpoint machinery) on every request; the
// checkout's cost is mostly round trips, so this answers the everyday case itself: a correctly
// signed session cookie whose session exists, has not expired and is not yet due for its refresh.
// Anything else (no such session, expired, refresh due, "don't remember me", a stale cache
// cookie) is handed back to better-auth, which then does exactly what it always does: delete the
// cookie, clean up, refresh and re-sign. So this never decides differently from better-auth; it
// only skips work when better-auth would have nothing to do but read.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth.ts';
import type { SessionsRepo, SessionUser } from './sessions.repo.ts';

/** `null`: nobody is signed in. `undefined`: ask better-auth. */
export type SessionLookup = (
  headers: Headers,
) => Promise<{ user: SessionUser; sessionId: string } | null | undefined>;

/**
 * One cookie's value as better-call (better-auth's cookie parser) reads it: the first cookie of
 * that name, and a value that opens with a double quote loses its first and last character. Read
 * any other way, `name="value"` signed someone in while this lookup and the rate limits saw no
 * session.
 */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value.startsWith('"') ? value.slice(1, -1) : value;
    }
  }
  return undefined;
}

// better-call accepts only this shape of signature (base64 of 32 bytes, padded); Buffer's decoder
// would also take base64url or unpadded spellings of the same bytes, which better-auth refuses.
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The token inside a better-call signed cookie value (`token.base64(HMAC-SHA256)`), if genuine. */
export function verifiedToken(raw: string, secret: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const encoded = value.slice(dot + 1);
  if (!SIGNATURE.test(encoded)) return undefined;
  const signature = Buffer.from(encoded, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/** How many verified cookie values are remembered (a few hundred bytes each). */
const VERIFIED_CACHE_SIZE = 10_000;

/** The token in a Cookie header's session cookie when its signature is genuine, else undefined. */
export type SessionToken = (cookieHeader: string | undefined) => Promise<string | undefined>;

/**
 * One verifier for the session lookup and the rate limits: a signed-in customer sends the same
 * cookie with every request, and its signature is checked once. Only genuine values are
 * remembered, keyed by the whole value (signature included), so a value is never accepted that
 * verifiedToken would refuse, and invented values always pay for their own check and never fill
 * the memory. Whether the session still exists is not its question.
 */
export function createSessionToken(auth: Auth): SessionToken {
  const context = auth.$context;
  const genuine = new Map<string, string>();
  return async (header) => {
    if (!header) return undefined;
    const ctx = await context;
    const raw = cookieValue(header, ctx.authCookies.sessionToken.name);
    if (!raw) return undefined;
    const known = genuine.get(raw);
    if (known !== undefined) return known;
    const token = verifiedToken(raw, ctx.secret);
    if (token !== undefined) {
      if (genuine.size >= VERIFIED_CACHE_SIZE) genuine.clear();
      genuine.set(raw, token);
    }
    return token;
  };
}

export function createSessionLookup(
  sessions: SessionsRepo,
  auth: Auth,
  sessionToken: SessionToken,
): SessionLookup {
  const context = auth.$context;
  return async (headers) => {
    const header = headers.get('cookie');
    const ctx = await context;
    const cookies = ctx.authCookies;
    const raw = header ? cookieValue(header, cookies.sessionToken.name) : undefined;
    if (!raw) {
      // better-auth answers "nobody" too, but first expires a leftover session-data cookie.
      return header && cookieValue(header, cookies.sessionData.name) ? undefined : null;
    }
    if (
      cookieValue(header!, cookies.dontRememberToken.name) ||
      cookieValue(header!, cookies.sessionData.name)
    )
      return undefined;
    const token = await sessionToken(header!);
    if (!token) return undefined;
    const row = await sessions.byToken(token);
    if (!row) return undefined;
    const now = Date.now();
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const refreshDue = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
    if (row.expiresAt.getTime() < now || refreshDue) return undefined;
    return { user: row.user, sessionId: row.sessionId };
  };
}
