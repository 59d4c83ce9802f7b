// An account still on the temporary password an admin gave it may only change that password
// (docs/product.md#staff-area): the admin area already refuses it (require-permission.ts), and
// this refuses the rest of its writes (placing orders, saving addresses, a profile), whatever the
// route, so a temporary password known to the admin who set it is never enough to act as the
// account. Reads are left to their routes: public reads must not resolve the session at all, and
// the admin area's reads are refused by its guard.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '#shared/errors.ts';
import { AppError } from '../http/app-error.ts';
import type { SessionToken } from '../modules/auth/session-lookup.ts';

/** Writes that do not act as the signed-in account: signing in or out, and the change itself. */
const ALLOWED = new Set([
  'POST /api/staff/password',
  'POST /api/staff/sign-out',
  'POST /api/customer/sign-out',
  'POST /api/staff/sign-in',
  // Signs someone else in on a shop tablet (docs/product.md#shared-tablets), ending this session.
  'POST /api/staff/switch',
  'POST /api/customer/otp/send',
  'POST /api/customer/otp/verify',
]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const temporaryPasswordPlugin = fp(
  async (app: FastifyInstance, { sessionToken }: { sessionToken: SessionToken }) => {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (READS.has(request.method)) return;
      const route = request.routeOptions.url;
      if (!route?.startsWith('/api/') || ALLOWED.has(`${request.method} ${route}`)) return;
      // Without a genuine session cookie there is nobody to ask about: no query.
      if ((await sessionToken(request.headers.cookie)) === undefined) return;
      if ((await request.viewer())?.mustChangePassword)
        throw new AppError('FORBIDDEN', MESSAGES.passwordChangeRequired);
    });
  },
);
