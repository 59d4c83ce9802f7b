import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, routeRateLimit } from '#server/http/route-options.ts';
import { billSchema, ticketBodySchema, ticketResponseSchema } from '#shared/api/billing.ts';
import { creditNoteParamsSchema, creditNotesResponseSchema } from '#shared/api/credit-notes.ts';
import { checkDiscountBodySchema, checkDiscountResponseSchema } from '#shared/api/discounts.ts';
import { CUSTOMER_ORDER_STREAM, STAFF_ORDER_STREAM, STREAM_EVENTS } from '#shared/api/events.ts';
import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  changeStatusBodySchema,
  myOrdersQuerySchema,
  myOrdersResponseSchema,
  orderKeyParamsSchema,
  orderSchema,
  placeOrderBodySchema,
} from '#shared/api/orders.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { can, type Role } from '#shared/roles.ts';
import type { OrdersService } from './orders.service.ts';

const STREAM_DESCRIPTION =
  'Server-Sent Events (text/event-stream): `ready` on every (re)connection and whenever changes ' +
  'may have been missed, then `order` ' +
  '{ orderId, orderNumber, status, at } for each change, and `delivery` { orderId } when its rider ' +
  'changes or moves. Clients re-read orders on `ready`.';

const STAFF_STREAM_DESCRIPTION =
  `${STREAM_DESCRIPTION} Also \`settings\` {} whenever the site settings were saved (the shop ` +
  'paused or resumed, busy mode): the board re-reads /api/settings. And `menu` {} whenever the menu ' +
  'changed (a counted item sold out, a count set): the board re-reads /api/admin/stock/low.';

type Options = {
  orders: OrdersService;
  /** Subscribes to "the site settings were saved" from every instance; returns the unsubscribe. */
  watchSettings: (listener: () => void) => () => void;
  /** Menu changes (a count moved): the board re-reads its low-stock list (docs/product.md#counted-stock). */
  watchMenu?: (listener: () => void) => () => void;
};

/**
 * Who asks for a bill. A staff account still on its temporary password may only change it
 * (require-permission.ts), so until then it sees bills as a customer does: its own orders only.
 */
async function billViewer(request: FastifyRequest): Promise<{ userId: string; role: Role }> {
  const viewer = await request.requireViewer();
  return { userId: viewer.id, role: viewer.mustChangePassword ? 'user' : viewer.role };
}

export const ordersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { orders, watchSettings, watchMenu },
) => {
  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Places an order: every line priced by the server; the same idempotency key gives the same order',
        body: placeOrderBodySchema,
        response: { 200: orderSchema, 201: orderSchema },
      },
      config: {
        // Orders 10 a minute per customer (docs/product.md#rate-limits), per address for anyone
        // not signed in.
        rateLimit: {
          ...routeRateLimit(RATE_LIMITS.orders),
          keyGenerator: async (request) => `orders|${(await request.viewer())?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.place(await request.viewerId(), request.body);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/api/discounts/check',
    {
      schema: {
        tags: ['orders'],
        summary: 'What a discount code takes off this cart now (the order applies it again when placed)',
        body: checkDiscountBodySchema,
        response: { 200: checkDiscountResponseSchema },
      },
      // The general key (decision 016): the live session, the address for anyone without one.
      config: {
        rateLimit: routeRateLimit(RATE_LIMITS.discountCheck),
      },
    },
    async (request) => orders.previewDiscount(await request.viewerId(), request.body),
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The customer's orders, newest first, a page at a time (20 unless asked for up to 50), without their lines: GET /api/orders/:id has them",
        querystring: myOrdersQuerySchema,
        response: { 200: myOrdersResponseSchema },
      },
    },
    async (request) => orders.listMine(await request.viewerId(), request.query),
  );

  app.get(
    '/api/orders/by-key/:key',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The customer's order placed with this checkout's idempotency key (404 when none): a checkout that lost its answer finds its order",
        params: orderKeyParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.mineByKey(await request.viewerId(), request.params.key),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the customer’s orders (404 for anyone else’s)',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.mine(await request.viewerId(), request.params.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancels the order while it is still placed',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const userId = await request.viewerId();
      return orders.cancelMine(userId, request.params.id, request.auditContext(userId));
    },
  );

  // The order's customer or staff who manage orders (the service decides: 404 for anyone else).
  app.get(
    '/api/orders/:id/bill',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The bill of a delivered order, for its customer or staff (409 before delivery, for a cancelled order, or one delivered before bills)',
        params: idParams,
        response: { 200: billSchema },
      },
    },
    async (request) => orders.bill(await billViewer(request), request.params.id),
  );

  // The order's credit notes (docs/product.md#credit-notes): the bill's access, [] when none.
  app.get(
    '/api/orders/:id/credit-notes',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The credit notes against an order's bill (one per processed refund of a billed order), for its customer or staff",
        params: idParams,
        response: { 200: creditNotesResponseSchema },
      },
    },
    async (request) => ({
      creditNotes: await orders.creditNotes(await billViewer(request), request.params.id),
    }),
  );

  app.get(
    '/api/orders/:id/credit-notes/:noteId/pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'One credit note as a PDF download (application/pdf), with the same access',
        params: creditNoteParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, noteId } = request.params;
      const { fileName, pdf } = await orders.creditNotePdf(await billViewer(request), id, noteId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/api/orders/:id/bill.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: 'The same bill as a PDF download (application/pdf), with the same access',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await orders.billPdf(await billViewer(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    CUSTOMER_ORDER_STREAM,
    {
      schema: {
        tags: ['orders'],
        summary: "Live changes to the signed-in customer's own orders",
        description: STREAM_DESCRIPTION,
      },
    },
    async (request, reply) => {
      const userId = await request.viewerId();
      const stream = reply.eventStream({
        userId,
        stillAllowed: async () => (await request.freshViewer())?.id === userId,
      });
      stream.onClose(
        orders.watch(
          (event) => stream.send(STREAM_EVENTS.order, event),
          () => stream.send(STREAM_EVENTS.ready, {}),
          userId,
          (event) => stream.send(STREAM_EVENTS.delivery, event),
        ),
      );
      stream.send(STREAM_EVENTS.ready, {});
      return reply;
    },
  );

  app.get(
    STAFF_ORDER_STREAM,
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Live changes to every order and to the settings, for the order board and the bell',
        description: STAFF_STREAM_DESCRIPTION,
      },
    },
    async (request, reply) => {
      const stream = reply.eventStream({
        // The permission check before this handler has already resolved the viewer.
        userId: (await request.requireViewer()).id,
        stillAllowed: async () => {
          const viewer = await request.freshViewer();
          return viewer !== null && can(viewer.role, 'orders:manage');
        },
      });
      stream.onClose(
        orders.watch(
          (event) => stream.send(STREAM_EVENTS.order, event),
          () => stream.send(STREAM_EVENTS.ready, {}),
          undefined,
          (event) => stream.send(STREAM_EVENTS.delivery, event),
        ),
      );
      // A pause from another device shows on this board at once (docs/product.md#pausing-the-shop).
      stream.onClose(watchSettings(() => stream.send(STREAM_EVENTS.settings, {})));
      if (watchMenu) stream.onClose(watchMenu(() => stream.send(STREAM_EVENTS.menu, {})));
      stream.send(STREAM_EVENTS.ready, {});
      return reply;
    },
  );

  app.get(
    '/api/admin/orders/waiting',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'How many orders wait for acceptance (the bell badge); an order for later counts from its release, the next of which is given',
        response: { 200: z.object({ count: z.number().int(), nextReleaseAt: z.string().nullable() }) },
      },
    },
    async () => orders.waiting(),
  );

  app.get(
    '/api/admin/orders',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'The board: every open order oldest first (never cut short); finished orders, a status, or a search by order number or customer phone, newest first and paged',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema },
      },
    },
    async (request) => orders.board(request.query),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'One order with the customer phone and address',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.one(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Moves an order one step forward, or cancels it with a reason',
        params: idParams,
        body: changeStatusBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const actor = await request.actor();
      return orders.move(request.params.id, request.body.status, request.body.reason, actor.userId, actor);
    },
  );

  app.post(
    '/api/admin/orders/:id/ticket',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          "Records a kitchen-ticket print: 'auto' claims the first print only (one device prints), 'manual' always prints, marked as a reprint after the first",
        params: idParams,
        body: ticketBodySchema,
        response: { 200: ticketResponseSchema },
      },
    },
    async (request) => orders.ticket(request.params.id, request.body.trigger, await request.actor()),
  );
};
