// Whom a request counts against in the rate limits: its account while its session is live, else
// its client address. Many customers share one carrier-NAT address and a shop's tablets share one
// Wi-Fi address, so counting signed-in callers by address made them one budget: one busy board
// refused everybody. Only a live session is its own budget: a cookie whose signature is genuine
// but whose session has been signed out or has expired counted as a session for ever, so every
// sign-in minted a budget that outlived it. Addresses are grouped as the rate-limit plugin itself
// does (IPv6 by /64), so a caller with many addresses of one network still counts once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accountLimitKey, addressLimitKey } from '../http/request-limit-keys.ts';
import type { SessionToken } from '../modules/auth/session-lookup.ts';
import { isUncountedRoute } from './uncounted-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rateLimitKey(): Promise<string>;
  }
}

export const rateLimitKeyPlugin = fp(
  async (app: FastifyInstance, { sessionToken }: { sessionToken: SessionToken }) => {
    app.decorateRequest('rateLimitKey', async function (this: FastifyRequest) {
      // @fastify/rate-limit asks for the key before it consults its allow-list: a public route
      // that is not counted is keyed by address, without resolving (and refreshing) a session.
      if (isUncountedRoute(this)) return addressLimitKey(this.ip);
      // Without a genuine signature there is no session to ask about: no query.
      const token = await sessionToken(this.headers.cookie);
      // viewer() is resolved once per request: the routes that need it (most counted ones) reuse it.
      const viewer = token !== undefined ? await this.viewer() : null;
      // Per account, not per sign-in: each sign-in used to mint a budget of its own.
      if (viewer) return accountLimitKey(viewer.id);
      return addressLimitKey(this.ip);
    });
  },
);
