// Admin option groups (contract and route table: src/shared/api/option-groups.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#server/http/route-options.ts';
import {
  adminOptionGroupSchema,
  adminOptionGroupsResponseSchema,
  itemOptionGroupsBodySchema,
  itemOptionGroupsResponseSchema,
  optionAvailabilityBodySchema,
  optionGroupInputSchema,
} from '#shared/api/option-groups.ts';
import { stockCountBodySchema } from '#shared/api/stock.ts';
import type { OptionGroupsService } from './option-groups.service.ts';

// Any text: the service answers 404 for an id that is not one of ours, well-formed or not.

export const optionGroupsRoutes: FastifyPluginAsyncZod<{ optionGroups: OptionGroupsService }> = async (
  app,
  { optionGroups },
) => {
  app.get(
    '/api/admin/option-groups',
    {
      // Staff read them for the availability toggles and the item form.
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary: 'Every option group with its options and the items it is attached to, in display order',
        response: { 200: adminOptionGroupsResponseSchema },
      },
    },
    async () => ({ groups: await optionGroups.listGroups() }),
  );

  app.post(
    '/api/admin/option-groups',
    {
      config: { permission: 'options:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Adds an option group with its options (the shop may have at most 200 groups)',
        body: optionGroupInputSchema,
        response: { 201: adminOptionGroupSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await optionGroups.createGroup(request.body, await request.actor())),
  );

  app.put(
    '/api/admin/option-groups/:id',
    {
      config: { permission: 'options:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Replaces an option group; options are matched by id (with an id: updated, without: new, ' +
          'left out: deleted). Past orders keep their snapshot',
        params: idParams,
        body: optionGroupInputSchema,
        response: { 200: adminOptionGroupSchema },
      },
    },
    async (request) => optionGroups.replaceGroup(request.params.id, request.body, await request.actor()),
  );

  app.delete(
    '/api/admin/option-groups/:id',
    {
      config: { permission: 'options:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes an option group, detaching it from every item; past orders keep their snapshot',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await optionGroups.deleteGroup(request.params.id, await request.actor());
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/admin/options/:id/availability',
    {
      // Staff turn a choice off when it runs out.
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary: "Turns one option on or off; answers the option's whole group",
        params: idParams,
        body: optionAvailabilityBodySchema,
        response: { 200: adminOptionGroupSchema },
      },
    },
    async (request) =>
      optionGroups.setOptionAvailability(request.params.id, request.body.available, await request.actor()),
  );

  app.put(
    '/api/admin/options/:id/count',
    {
      // Counted like an item's: staff count what is left ('extra paneer').
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary:
          "Sets one option's counted stock for today, its morning count and its low-stock warning; " +
          "answers the option's whole group",
        params: idParams,
        body: stockCountBodySchema,
        response: { 200: adminOptionGroupSchema },
      },
    },
    async (request) => optionGroups.setOptionCount(request.params.id, request.body, await request.actor()),
  );

  app.put(
    '/api/admin/menu-items/:id/option-groups',
    {
      config: { permission: 'options:manage' },
      schema: {
        tags: ['admin'],
        summary: "Replaces a menu item's option groups (at most 10), in the order given",
        params: idParams,
        body: itemOptionGroupsBodySchema,
        response: { 200: itemOptionGroupsResponseSchema },
      },
    },
    async (request) => optionGroups.setItemGroups(request.params.id, request.body, await request.actor()),
  );
};
