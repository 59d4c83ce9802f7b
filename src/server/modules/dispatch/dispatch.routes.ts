// The board's dispatch routes (docs/product.md#sending-an-order-with-a-rider): whoever manages
// orders sends them with riders, as they move them on the board.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#server/http/route-options.ts';
import {
  assignRiderBodySchema,
  onShiftRidersResponseSchema,
  unassignRiderBodySchema,
} from '#shared/api/dispatch.ts';
import { orderSchema } from '#shared/api/orders.ts';
import type { DispatchService } from './dispatch.service.ts';

export const dispatchRoutes: FastifyPluginAsyncZod<{ dispatch: DispatchService }> = async (
  app,
  { dispatch },
) => {
  app.get(
    '/api/admin/dispatch/riders',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Riders on shift with what each is doing, and the suggestion: the rider waiting longest at the shop with room for an order',
        response: { 200: onShiftRidersResponseSchema },
      },
    },
    () => dispatch.riders(),
  );

  app.put(
    '/api/admin/orders/:id/delivery',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Sends a delivery order being prepared or packed with a rider on shift (at most two orders each), or gives it to another before pick-up; 409 when someone else just did',
        params: idParams,
        body: assignRiderBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      dispatch.assign(
        request.params.id,
        request.body.riderId,
        request.body.fromRiderId ?? null,
        await request.actor(),
      ),
  );

  app.delete(
    '/api/admin/orders/:id/delivery',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Takes the order off its rider before pick-up, with an optional reason',
        params: idParams,
        body: unassignRiderBodySchema.optional(),
        response: { 200: orderSchema },
      },
    },
    async (request) => dispatch.unassign(request.params.id, request.body?.reason, await request.actor()),
  );

  app.post(
    '/api/admin/orders/:id/to-pickup',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          "Turns a packed delivery order whose delivery failed into a pickup order, 'Ready for pickup' at the counter",
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => dispatch.toPickup(request.params.id, await request.actor()),
  );
};
