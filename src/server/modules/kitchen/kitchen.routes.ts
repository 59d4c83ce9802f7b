// The kitchen display's routes (docs/product.md#kitchen-display-by-station): any member of staff reads
// a station's screen and bumps lines; managers set up the stations (the same permission as the
// menu's categories: both shape how the menu is organised, not what it costs).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#server/http/route-options.ts';
import {
  bumpResponseSchema,
  stationInputSchema,
  stationItemsBodySchema,
  stationOrderSchema,
  stationSchema,
  stationsResponseSchema,
  stationTicketsResponseSchema,
} from '#shared/api/kitchen.ts';
import type { KitchenService } from './kitchen.service.ts';

export const kitchenRoutes: FastifyPluginAsyncZod<{ kitchen: KitchenService }> = async (app, { kitchen }) => {
  app.get(
    '/api/admin/kitchen/stations',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'The kitchen stations in display order, each with the menu items it makes',
        response: { 200: stationsResponseSchema },
      },
    },
    async () => ({ stations: await kitchen.list() }),
  );

  app.post(
    '/api/admin/kitchen/stations',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a station at the end of the order',
        body: stationInputSchema,
        response: { 201: stationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await kitchen.create(request.body.name, await request.actor())),
  );

  app.put(
    '/api/admin/kitchen/stations/order',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Puts the stations in this order (every station once); the first also makes items with none',
        body: stationOrderSchema,
        response: { 200: stationsResponseSchema },
      },
    },
    async (request) => ({ stations: await kitchen.reorder(request.body.stationIds, await request.actor()) }),
  );

  app.patch(
    '/api/admin/kitchen/stations/:id',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Renames a station',
        params: idParams,
        body: stationInputSchema,
        response: { 200: stationSchema },
      },
    },
    async (request) => kitchen.rename(request.params.id, request.body.name, await request.actor()),
  );

  app.put(
    '/api/admin/kitchen/stations/:id/items',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Replaces the menu items a station makes (they leave any other station)',
        params: idParams,
        body: stationItemsBodySchema,
        response: { 200: stationSchema },
      },
    },
    async (request) => kitchen.setItems(request.params.id, request.body.itemIds, await request.actor()),
  );

  app.delete(
    '/api/admin/kitchen/stations/:id',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Removes a station; its items are then made at the first station',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await kitchen.remove(request.params.id, await request.actor());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/kitchen/stations/:id/tickets',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          "A station's screen ('all' for the whole kitchen): its unmade lines of accepted and preparing orders, oldest first",
        params: idParams,
        response: { 200: stationTicketsResponseSchema },
      },
    },
    async (request) => kitchen.tickets(request.params.id),
  );

  app.post(
    '/api/admin/kitchen/lines/:id/bump',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Marks an order line made; the order starts preparing at its first bump and leaves the kitchen at its last',
        params: idParams,
        response: { 200: bumpResponseSchema },
      },
    },
    async (request) => kitchen.bump(request.params.id, await request.actor()),
  );
};
