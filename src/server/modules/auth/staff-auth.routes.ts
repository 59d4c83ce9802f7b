import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTeamMember } from '#server/http/require-permission.ts';
import { routeRateLimit } from '#server/http/route-options.ts';
import {
  changePasswordBodySchema,
  staffRobotCheckQuerySchema,
  staffSessionResponseSchema,
  staffSignInBodySchema,
} from '#shared/api/staff.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import type { RobotCheckPayload } from '../robot-check/robot-check.service.ts';
import type { StaffAuthService } from './staff-auth.service.ts';

const okSchema = z.object({ ok: z.literal(true) });

export const staffAuthRoutes: FastifyPluginAsyncZod<{ staffAuth: StaffAuthService }> = async (
  app,
  { staffAuth },
) => {
  app.post(
    '/api/staff/sign-in',
    {
      schema: {
        tags: ['staff'],
        summary: 'Admin Portal sign-in with email and password (staff, manager, admin)',
        body: staffSignInBodySchema,
        response: { 200: staffSessionResponseSchema },
      },
      // No request limit of its own beyond the general one: 5 per 15 minutes (docs/product.md#rate-limits)
      // counts failures, not sign-ins (the lockout, lockout.ts), so a manager opening the board on a
      // sixth device is signed in, not refused (issue 36).
    },
    async (request, reply) => {
      const { email, password, robotCheck } = request.body;
      const { user, cookies } = await staffAuth.signIn(
        { email, password, robotCheck: robotCheck as RobotCheckPayload | undefined },
        request.auditContext(),
        request.authHeaders(),
      );
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return { user };
    },
  );

  app.get(
    '/api/staff/robot-check',
    {
      schema: {
        tags: ['staff'],
        summary:
          'A signed proof-of-work challenge for a sign-in to this account: harder while the account meets many failures',
        querystring: staffRobotCheckQuerySchema,
      },
    },
    async (request) => staffAuth.signInChallenge(request.query.email, request.authHeaders()),
  );

  app.get(
    '/api/staff/session',
    {
      schema: {
        tags: ['staff'],
        summary:
          'The signed-in account with its role (a customer has role user; the admin area sends them to sign-in), or 401',
        response: { 200: staffSessionResponseSchema },
      },
      // Its own budget, not the general one: a busy board's 429 must not read as signed out.
      config: {
        rateLimit: routeRateLimit(RATE_LIMITS.sessionCheck),
      },
    },
    async (request) => {
      const { banned: _banned, sessionId: _sessionId, ...user } = await request.requireViewer();
      return { user };
    },
  );

  app.post(
    '/api/staff/sign-out',
    { schema: { tags: ['staff'], summary: 'Ends the current session', response: { 200: okSchema } } },
    async (request, reply) => {
      const viewer = await request.viewer();
      const cookies = await staffAuth.signOut(request.authHeaders(), request.auditContext(viewer?.id));
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/password',
    {
      schema: {
        tags: ['staff'],
        summary: 'Changes the signed-in account password (required after a temporary one)',
        body: changePasswordBodySchema,
        response: { 200: okSchema },
      },
      config: {
        rateLimit: routeRateLimit(RATE_LIMITS.login),
      },
    },
    async (request, reply) => {
      const viewer = await requireTeamMember(request);
      const cookies = await staffAuth.changePassword(
        viewer,
        request.body,
        request.authHeaders(),
        request.auditContext(viewer.id),
      );
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  );
};
