// A session opened by the server itself, for a sign-in that has no better-auth endpoint: the PIN
// switch on a shop tablet (docs/product.md#shared-tablets). The row comes from better-auth's own
// internal adapter (its id, token, lifetime and hooks) and the cookie is the one its
// setSessionCookie writes: the same name and attributes (auth.ts), the value signed as better-call
// signs it (session-lookup.ts verifiedToken reads it back), so every later request treats the
// session exactly like one from a password sign-in (decision 007: no better-auth route exposed).
import { createHmac } from 'node:crypto';
import type { Auth } from './auth.ts';

export type StartedSession = { sessionId: string; setCookie: string };
export type StartSession = (
  userId: string,
  from: { ipAddress: string | null; userAgent: string | null },
) => Promise<StartedSession>;

type CookieAttributes = {
  path?: string;
  domain?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
  partitioned?: boolean;
};

function serialize(name: string, value: string, maxAge: number, a: CookieAttributes): string {
  const parts = [`${name}=${value}`, `Max-Age=${maxAge}`, `Path=${a.path ?? '/'}`];
  if (a.domain) parts.push(`Domain=${a.domain}`);
  if (a.httpOnly) parts.push('HttpOnly');
  if (a.secure) parts.push('Secure');
  if (a.sameSite) parts.push(`SameSite=${a.sameSite[0]!.toUpperCase()}${a.sameSite.slice(1).toLowerCase()}`);
  if (a.partitioned) parts.push('Partitioned');
  return parts.join('; ');
}

export function createSessionStarter(auth: Auth): StartSession {
  return async (userId, from) => {
    const ctx = await auth.$context;
    const session = await ctx.internalAdapter.createSession(userId, false, {
      ipAddress: from.ipAddress ?? '',
      userAgent: from.userAgent?.slice(0, 500) ?? '',
    });
    const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64');
    const cookie = ctx.authCookies.sessionToken;
    return {
      sessionId: session.id,
      setCookie: serialize(
        cookie.name,
        encodeURIComponent(`${session.token}.${signature}`),
        ctx.sessionConfig.expiresIn,
        cookie.attributes as CookieAttributes,
      ),
    };
  };
}
