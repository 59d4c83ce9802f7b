import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeRateLimit } from '#server/http/route-options.ts';
import {
  addressBodySchema,
  addressesResponseSchema,
  addressSchema,
  customerMeSchema,
  customerProfileSchema,
  customerSessionSchema,
  profileBodySchema,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  verifyCodeBodySchema,
} from '#shared/api/customer.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import type { RobotCheck, RobotCheckPayload } from '../robot-check/robot-check.service.ts';
import type { AddressesService } from './addresses.service.ts';
import type { CustomerAuthService } from './customer-auth.service.ts';

const okSchema = z.object({ ok: z.literal(true) });
const idParams = z.object({ id: z.uuid('Address not found') });

type Options = {
  customerAuth: CustomerAuthService;
  addresses: AddressesService;
  robotCheck: RobotCheck;
  /** Code checks one client address may make per window, whatever the phones (a generous ceiling). */
  checksPerAddress: number;
};

export const customersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { customerAuth, addresses, robotCheck, checksPerAddress },
) => {
  app.get(
    '/api/customer/robot-check',
    {
      schema: {
        tags: ['customer'],
        summary: 'A signed proof-of-work challenge to solve before a code is sent',
      },
    },
    async () => robotCheck.challenge(),
  );

  app.post(
    '/api/customer/otp/send',
    {
      schema: {
        tags: ['customer'],
        summary: 'Sends a 6-digit sign-in code by SMS (after the robot check)',
        body: sendCodeBodySchema,
        response: { 200: sendCodeResponseSchema },
      },
      // No limit of its own here: OTP 3 per 5 minutes is per phone (docs/product.md#rate-limits);
      // the per-address allowance counts only sends with a valid body and robot check (both in the
      // service), so junk cannot use up an address that hundreds of customers share. The general
      // API limit still applies.
    },
    async (request) =>
      customerAuth.sendCode(
        request.body.phone,
        request.body.robotCheck as unknown as RobotCheckPayload,
        request.auditContext(),
        request.body.language,
      ),
  );

  app.post(
    '/api/customer/otp/verify',
    {
      schema: {
        tags: ['customer'],
        summary: 'Checks the code, signs the customer in and returns the profile (created on first sign-in)',
        body: verifyCodeBodySchema,
        response: { 200: customerSessionSchema },
      },
      // Counted once the body is valid (preHandler), per address only, as a ceiling on one address
      // trying very many phones; this limit stands in for the general one on this route. No
      // per-phone count: guessing is bounded by the codes themselves (each dies after its wrong
      // tries, 3 sends per 5 minutes), and a per-phone count let anyone who knew a number keep its
      // owner from signing in with 12 junk checks (issue 36).
      config: {
        rateLimit: {
          max: checksPerAddress,
          timeWindow: RATE_LIMITS.otp.windowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `otp-verify-ip|${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { cookies, ...session } = await customerAuth.verifyCode(
        request.body,
        request.auditContext(),
        request.authHeaders(),
      );
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return session;
    },
  );

  app.get(
    '/api/customer/me',
    {
      schema: {
        tags: ['customer'],
        // A guest is an answer, not an error: the storefront asks on every load.
        summary: 'The signed-in customer profile, or null for a guest',
        response: { 200: customerMeSchema },
      },
      // Its own budget, not the general one: a 429 elsewhere must not read as signed out.
      config: {
        rateLimit: routeRateLimit(RATE_LIMITS.sessionCheck),
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return { profile: viewer ? ((await customerAuth.profileOf(viewer.id)) ?? null) : null };
    },
  );

  app.post(
    '/api/customer/sign-out',
    { schema: { tags: ['customer'], summary: 'Ends the session', response: { 200: okSchema } } },
    async (request, reply) => {
      const viewer = await request.viewer();
      for (const cookie of await customerAuth.signOut(request.authHeaders(), viewer?.id))
        reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
  );

  // A write like the address routes: the general API limit counts it (docs/product.md#rate-limits).
  app.put(
    '/api/customer/profile',
    {
      schema: {
        tags: ['customer'],
        summary: "Sets the signed-in customer's name",
        body: profileBodySchema,
        response: { 200: customerProfileSchema },
      },
    },
    async (request) => customerAuth.rename(await request.viewerId(), request.body.fullName),
  );

  app.get(
    '/api/customer/addresses',
    {
      schema: {
        tags: ['customer'],
        summary: 'Saved addresses, default first then newest',
        response: { 200: addressesResponseSchema },
      },
    },
    async (request) => ({ addresses: await addresses.list(await request.viewerId()) }),
  );

  app.post(
    '/api/customer/addresses',
    {
      schema: {
        tags: ['customer'],
        summary: 'Saves an address',
        body: addressBodySchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addresses.create(await request.viewerId(), request.body)),
  );

  app.patch(
    '/api/customer/addresses/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'Changes an address',
        params: idParams,
        body: addressBodySchema.partial(),
        response: { 200: addressSchema },
      },
    },
    async (request) => addresses.update(await request.viewerId(), request.params.id, request.body),
  );

  app.post(
    '/api/customer/addresses/:id/default',
    {
      schema: {
        tags: ['customer'],
        summary: 'Makes an address the default',
        params: idParams,
        response: { 200: addressSchema },
      },
    },
    async (request) => addresses.makeDefault(await request.viewerId(), request.params.id),
  );

  app.delete(
    '/api/customer/addresses/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'Deletes an address',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await addresses.remove(await request.viewerId(), request.params.id);
      return { ok: true as const };
    },
  );
};
