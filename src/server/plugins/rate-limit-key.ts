// Whom a request counts against in the rate limits: its signed session when it has one, else its
// client address. Many customers share one carrier-NAT address and a shop's tablets share one
// Wi-Fi address, so counting signed-in callers by address made them one budget: one busy board
// refused everybody. Addresses are grouped as the rate-limit plugin itself does (IPv6 by /64),
// so a caller with many addresses of one network still counts once.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRateKey } from '../modules/auth/session-rate-key';

declare module 'fastify' {
  interface FastifyRequest {
    rateLimitKey(): string;
  }
}

export const rateLimitKeyPlugin = fp(
  async (app: FastifyInstance, { sessionKey }: { sessionKey: SessionRateKey }) => {
    app.decorateRequest('rateLimitKey', function (this: FastifyRequest) {
      return sessionKey(this.headers.cookie) ?? normalizeIP(this.ip);
    });
  },
);
