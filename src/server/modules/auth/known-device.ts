// A known device: one on which this staff account signed in before (issue 36). A successful staff
// sign-in leaves a cookie on the device that names the account (by a keyed digest of its e-mail, in
// the cookie's name, so several staff can share one shop tablet) and holds a random device id,
// signed with a key derived from AUTH_SECRET. The lockout then counts that device's failures for
// it alone: a stranger on the shop's Wi-Fi can lock their own address out of an account, never
// the owner's devices there, and the devices skip the robot check asked of everyone else while an
// account is under attack. The cookie is only ever sent to the staff sign-in routes (its Path), is
// HttpOnly, SameSite=Lax, Secure in production, and lives 400 days (browsers' longest).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE_PREFIX = 'chai.known_device_';
const COOKIE_PATH = '/api/staff';
/** 400 days: the longest a browser keeps a cookie (RFC 6265bis). */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export type KnownDevices = {
  /** The device id in this Cookie header's cookie for the account, if genuine. */
  read(cookieHeader: string | null | undefined, email: string): string | undefined;
  /** The Set-Cookie value that makes (or keeps) this device known for the account. */
  cookie(email: string, device?: string): { device: string; setCookie: string };
};

export function createKnownDevices(authSecret: string, { secure }: { secure: boolean }): KnownDevices {
  // Its own key, so this signature can stand for nothing else signed with the secret.
  const key = createHmac('sha256', authSecret).update('chai known-device cookie v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const nameFor = (email: string) =>
    `${COOKIE_PREFIX}${mac(`name|${email.toLowerCase()}`).subarray(0, 12).toString('base64url')}`;
  const signatureFor = (email: string, device: string) =>
    mac(`device|${email.toLowerCase()}|${device}`).toString('base64url');

  return {
    read(cookieHeader, email) {
      if (!cookieHeader) return undefined;
      const name = nameFor(email);
      for (const part of cookieHeader.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
        const [device = '', signature = ''] = part
          .slice(eq + 1)
          .trim()
          .split('.');
        if (!DEVICE_ID.test(device)) return undefined;
        const given = Buffer.from(signature, 'base64url');
        const expected = Buffer.from(signatureFor(email, device), 'base64url');
        return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
      }
      return undefined;
    },

    cookie(email, device = randomBytes(16).toString('base64url')) {
      const attributes = [
        `Path=${COOKIE_PATH}`,
        `Max-Age=${MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ];
      return {
        device,
        setCookie: `${nameFor(email)}=${device}.${signatureFor(email, device)}; ${attributes.join('; ')}`,
      };
    },
  };
}
