import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DELETION_PATH,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from '#shared/api/account-deletion.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

/** A customer deletes their account rarely; a few tries cover a slow network or a change of mind. */
const DELETIONS_PER_15_MIN = 5;

export const privacyRoutes: FastifyPluginAsyncZod<{ accountDeletion: AccountDeletionService }> = async (
  app,
  { accountDeletion },
) => {
  app.delete(
    ACCOUNT_DELETION_PATH,
    {
      schema: {
        tags: ['customer'],
        summary:
          "Deletes the signed-in customer's account: profile, addresses, notifications and sessions; bills keep name and phone",
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema },
      },
      // Per session (else per address), like the general limit, and counted once the body is valid.
      config: { rateLimit: { max: DELETIONS_PER_15_MIN, timeWindow: 15 * 60_000, hook: 'preHandler' } },
    },
    async (request, reply) => {
      const userId = await request.viewerId();
      for (const cookie of await accountDeletion.deleteAccount(userId, request.authHeaders()))
        reply.header('set-cookie', cookie);
      return { deleted: true as const };
    },
  );
};
