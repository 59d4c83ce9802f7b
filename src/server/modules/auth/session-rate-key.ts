// Which session a request belongs to, for rate limits, from its cookie alone: no database query,
// since it runs on every counted request. Only a cookie whose signature is genuine names a
// session; anything else (no cookie, an invented or altered value) names none, so inventing
// cookie values cannot buy an attacker fresh limits. A genuine cookie of a session that has since
// ended still counts as that session: minting a new one takes a successful sign-in, which has
// its own limits.
import { createHash } from 'node:crypto';
import type { Auth } from './auth';
import { cookieValue, verifiedToken } from './session-lookup';

/** A stable name for the caller's signed session, or undefined when it sends none. */
export type SessionRateKey = (cookieHeader: string | undefined) => string | undefined;

/** How many genuine cookie values are remembered (about a hundred bytes each). */
const REMEMBERED = 10_000;

type Signing = { cookieName: string; secret: string };

export function createSessionRateKey(auth: Auth): Promise<SessionRateKey> {
  return auth.$context.then((context) =>
    sessionRateKey({ cookieName: context.authCookies.sessionToken.name, secret: context.secret }),
  );
}

export function sessionRateKey({ cookieName, secret }: Signing): SessionRateKey {
  // Only genuine values are remembered, keyed by the whole value (signature included), so an
  // invented one always pays for its own check and never fills the memory.
  const known = new Map<string, string>();
  return (header) => {
    const raw = header ? cookieValue(header, cookieName) : undefined;
    if (!raw) return undefined;
    const remembered = known.get(raw);
    if (remembered !== undefined) return remembered;
    const token = verifiedToken(raw, secret);
    if (token === undefined) return undefined;
    // A digest, not the token: the key is stored in Redis and may be logged; the token is a credential.
    const key = `session:${createHash('sha256').update(token).digest('base64url')}`;
    if (known.size >= REMEMBERED) known.clear();
    known.set(raw, key);
    return key;
  };
}
