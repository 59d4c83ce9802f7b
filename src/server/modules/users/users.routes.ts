import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#server/http/route-options.ts';
import {
  accountSchema,
  accountsQuerySchema,
  accountsResponseSchema,
  createStaffBodySchema,
  updateAccountBodySchema,
} from '#shared/api/staff.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/admin/users',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'All accounts (customers and staff), newest first, with search and role filter',
        querystring: accountsQuerySchema,
        response: { 200: accountsResponseSchema },
      },
    },
    async (request) => users.list(request.query),
  );

  app.post(
    '/api/admin/users',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Creates a staff account with a temporary password to change at first sign-in',
        body: createStaffBodySchema,
        response: { 201: accountSchema },
      },
    },
    async (request, reply) => {
      const account = await users.createStaff(request.body, await request.actor());
      return reply.status(201).send(account);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Changes a role, or disables / re-enables an account',
        params: idParams,
        body: updateAccountBodySchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      return users.update(request.params.id, request.body, await request.actor());
    },
  );

  app.post(
    '/api/admin/users/:id/unlock',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Lifts the staff sign-in lock for every address, and the robot check it asks for',
        params: idParams,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      return users.unlock(request.params.id, await request.actor());
    },
  );
};
