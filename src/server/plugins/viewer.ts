// Who is calling: request.viewer() resolves the session once per request (better-auth cookie)
// and queues any refreshed session cookie onto the reply. Routes that need someone signed in ask
// through requireViewer / viewerId / actor, so the 401 answer is written once.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '#server/http/actor.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { MESSAGES } from '#shared/errors.ts';
import { AppError } from '../http/app-error.ts';
import type { StaffAuthService, Viewer } from '../modules/auth/staff-auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer(): Promise<Viewer | null>;
    /** The signed-in account, or 401 in the admin area's words. */
    requireViewer(): Promise<Viewer>;
    /**
     * The signed-in account's id, or 401 in the storefront's words. Any account, staff too: the
     * storefront's routes read and write only the caller's own orders and addresses, so a staff
     * account there is one more shopper and reaches nobody else's (the accounts stay apart where
     * it matters, docs/product.md#d20-staff-and-customer-accounts-stay-apart: a customer never gets
     * staff access).
     */
    viewerId(): Promise<string>;
    /** The same account as viewerId names, whole (with the sign-in it came with), or 401. */
    shopper(): Promise<Viewer>;
    /** The signed-in account as the services' actor (audit context and role), or 401. */
    actor(): Promise<Actor>;
    /** Reads the session again, bypassing the per-request cache (long-lived streams re-check). */
    freshViewer(): Promise<Viewer | null>;
    authHeaders(): Headers;
    /** Who, from where: for the audit log. The IP is Fastify's, which honours TRUST_PROXY. */
    auditContext(userId?: string | null): RequestContext;
  }
}

export const viewerPlugin = fp(
  async (app: FastifyInstance, { staffAuth }: { staffAuth: StaffAuthService }) => {
    const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
    const pendingCookies = new WeakMap<FastifyRequest, string[]>();

    app.decorateRequest('authHeaders', function (this: FastifyRequest) {
      return fromNodeHeaders(this.headers);
    });

    app.decorateRequest('viewer', function (this: FastifyRequest) {
      let found = resolved.get(this);
      if (!found) {
        found = staffAuth.viewer(this.authHeaders()).then(({ viewer, cookies }) => {
          if (cookies.length) pendingCookies.set(this, cookies);
          return viewer;
        });
        resolved.set(this, found);
      }
      return found;
    });

    async function signedIn(request: FastifyRequest, message: string): Promise<Viewer> {
      const viewer = await request.viewer();
      if (!viewer) throw new AppError('UNAUTHORIZED', message);
      return viewer;
    }

    app.decorateRequest('requireViewer', function (this: FastifyRequest) {
      return signedIn(this, MESSAGES.authenticationRequired);
    });

    app.decorateRequest('shopper', function (this: FastifyRequest) {
      return signedIn(this, MESSAGES.userNotAuthenticated);
    });

    app.decorateRequest('viewerId', async function (this: FastifyRequest) {
      return (await signedIn(this, MESSAGES.userNotAuthenticated)).id;
    });

    app.decorateRequest('actor', async function (this: FastifyRequest) {
      const viewer = await signedIn(this, MESSAGES.authenticationRequired);
      return { ...this.auditContext(viewer.id), userId: viewer.id, role: viewer.role };
    });

    app.decorateRequest('freshViewer', function (this: FastifyRequest) {
      return staffAuth.viewer(this.authHeaders()).then(({ viewer }) => viewer);
    });

    app.decorateRequest('auditContext', function (this: FastifyRequest, userId?: string | null) {
      const agent = this.headers['user-agent'];
      return {
        userId: userId ?? null,
        ipAddress: this.ip ?? null,
        userAgent: typeof agent === 'string' ? agent : null,
      };
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const cookies = pendingCookies.get(request);
      if (cookies) for (const cookie of cookies) reply.header('set-cookie', cookie);
      done(null, payload);
    });
  },
);
