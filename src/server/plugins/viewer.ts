// Who is calling: request.viewer() resolves the staff session once per request (better-auth
// cookie) and queues any refreshed session cookie onto the reply.
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestContext } from '../modules/audit/audit.service';
import type { StaffAuthService, Viewer } from '../modules/auth/staff-auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    viewer(): Promise<Viewer | null>;
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
