// The cookie that makes a browser a shop device (docs/product.md#shared-tablets): a random 32-byte
// token; the database keeps only its SHA-256 (schema.ts shopDevices). HttpOnly, SameSite=Strict
// (it is only ever needed by the shop's own pages), sent to the API alone, Secure with the
// "__Secure-" prefix where the session cookie has them (production, auth.ts useSecureCookies),
// and kept 400 days (browsers' longest) since a tablet is marked once.
import { createHash, randomBytes } from 'node:crypto';

const NAME = 'chai.shop_device';
const PATH = '/api';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ShopDeviceCookie = {
  /** The token in this Cookie header's shop-device cookie, when it has the right shape. */
  read(cookieHeader: string | null | undefined): string | undefined;
  /** A new token and the Set-Cookie that hands it to the browser. */
  issue(): { token: string; setCookie: string };
};

export function createShopDeviceCookie({ secure }: { secure: boolean }): ShopDeviceCookie {
  const name = secure ? `__Secure-${NAME}` : NAME;
  return {
    read(cookieHeader) {
      if (!cookieHeader) return undefined;
      for (const part of cookieHeader.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
        const value = part.slice(eq + 1).trim();
        return TOKEN.test(value) ? value : undefined;
      }
      return undefined;
    },
    issue() {
      const token = randomBytes(32).toString('base64url');
      const attributes = [
        `Path=${PATH}`,
        `Max-Age=${MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ];
      return { token, setCookie: `${name}=${token}; ${attributes.join('; ')}` };
    },
  };
}
