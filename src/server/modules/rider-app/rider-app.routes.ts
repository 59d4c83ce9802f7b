// The rider's page over HTTP (docs/product.md#the-riders-page): /api/rider, riders only, each
// acting on the rider's own deliveries (another rider's is 404).
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRider } from '#server/http/require-permission.ts';
import { idParams } from '#server/http/route-options.ts';
import {
  doorPhotoResponseSchema,
  riderCollectBodySchema,
  riderDeliveredBodySchema,
  riderDeliveriesResponseSchema,
  riderFailedBodySchema,
  riderPositionBodySchema,
  riderTapBodySchema,
  riderTapResponseSchema,
} from '#shared/api/dispatch.ts';
import { RIDER_STREAM, STREAM_EVENTS } from '#shared/api/events.ts';
import {
  pushStateResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '#shared/api/notifications.ts';
import { upiQrSchema } from '#shared/api/payments.ts';
import { ONE_IMAGE_MULTIPART, readOneImage } from '../images/read-upload.ts';
import type { PushService } from '../notifications/push.service.ts';
import type { RiderAppService } from './rider-app.service.ts';
import type { RiderTaps } from './rider-taps.service.ts';

type Options = { riderApp: RiderAppService; taps: RiderTaps; push: PushService };

const tags = ['rider'];
const tapResponse = { 200: riderTapResponseSchema };
const TAP_NOTE =
  ' The tap is applied once by its tapId: sent again (queued offline), it answers the delivery as it is now.';

/** The rider and what the audit log records of the request. */
async function rider(request: FastifyRequest) {
  const viewer = await requireRider(request);
  return { id: viewer.id, name: viewer.name, context: request.auditContext(viewer.id) };
}

export const riderAppRoutes: FastifyPluginAsyncZod<Options> = async (app, { riderApp, taps, push }) => {
  // The door photo only; encapsulated in this plugin, so no other route here takes multipart.
  await app.register(multipart, ONE_IMAGE_MULTIPART);

  app.get(
    '/api/rider/deliveries',
    {
      schema: {
        tags,
        summary:
          "The rider's deliveries in hand (assigned, picked up), oldest first, their shift and cash in hand",
        response: { 200: riderDeliveriesResponseSchema },
      },
    },
    async (request) => riderApp.deliveries(await requireRider(request)),
  );

  app.post(
    '/api/rider/deliveries/:id/ack',
    {
      schema: {
        tags,
        summary: `OK on a new delivery: the page stops ringing.${TAP_NOTE}`,
        params: idParams,
        body: riderTapBodySchema,
        response: tapResponse,
      },
    },
    async (request) => {
      const r = await rider(request);
      return taps.ack(r.id, request.params.id, request.body, r.context);
    },
  );

  app.post(
    '/api/rider/deliveries/:id/picked-up',
    {
      schema: {
        tags,
        summary: `Picked up from the shelf: the order is out for delivery and its customer told.${TAP_NOTE}`,
        params: idParams,
        body: riderTapBodySchema,
        response: tapResponse,
      },
    },
    async (request) => {
      const r = await rider(request);
      return taps.pickedUp(r.id, request.params.id, request.body, r.context);
    },
  );

  app.post(
    '/api/rider/deliveries/:id/collected',
    {
      schema: {
        tags,
        summary: `The money of an order paid at the door, taken in cash, by card or by UPI: the order is paid (409 for any other order).${TAP_NOTE}`,
        params: idParams,
        body: riderCollectBodySchema,
        response: tapResponse,
      },
    },
    async (request) => {
      const r = await rider(request);
      return taps.collected(r.id, request.params.id, request.body, r.context);
    },
  );

  app.post(
    '/api/rider/deliveries/:id/delivered',
    {
      schema: {
        tags,
        summary: `Handed over: the order is delivered and billed, with the tap's position as proof; a warning (never a refusal) when far from the address or without a position; 409 until an at-door payment is collected.${TAP_NOTE}`,
        params: idParams,
        body: riderDeliveredBodySchema,
        response: tapResponse,
      },
    },
    async (request) => {
      const r = await rider(request);
      return taps.delivered(r.id, request.params.id, request.body, r.context);
    },
  );

  app.post(
    '/api/rider/deliveries/:id/failed',
    {
      schema: {
        tags,
        summary: `Could not deliver, with the reason: the order goes back to the shop's shelf (ready) with the reason in its history.${TAP_NOTE}`,
        params: idParams,
        body: riderFailedBodySchema,
        response: tapResponse,
      },
    },
    async (request) => {
      const r = await rider(request);
      return taps.failed(r.id, request.params.id, request.body, r.context);
    },
  );

  app.post(
    '/api/rider/deliveries/:id/door-photo',
    {
      schema: {
        tags,
        summary:
          "A photo of the door (multipart field 'file', one image within the upload limit) for a Couldn't deliver tap on an order the rider carries; re-encoded without its metadata",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: doorPhotoResponseSchema },
      },
    },
    async (request) => {
      const r = await rider(request);
      return riderApp.doorPhoto(r.id, request.params.id, () => readOneImage(request), r.context);
    },
  );

  app.get(
    '/api/rider/deliveries/:id/upi-qr',
    {
      schema: {
        tags,
        summary:
          'The exact-amount UPI QR of a UPI order the rider carries (409 once paid or for another method)',
        params: idParams,
        response: { 200: upiQrSchema },
      },
    },
    async (request) => riderApp.upiQr((await requireRider(request)).id, request.params.id),
  );

  app.post(
    '/api/rider/position',
    {
      schema: {
        tags,
        summary:
          "Where the rider's phone is, only while carrying a picked-up order (409 otherwise; 429 for more than one point every 3 seconds)",
        body: riderPositionBodySchema,
        response: { 204: z.null().describe('Stored') },
      },
    },
    async (request, reply) => {
      await riderApp.position((await requireRider(request)).id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    RIDER_STREAM,
    {
      schema: {
        tags,
        summary: "Live changes to the rider's own deliveries",
        description:
          'Server-Sent Events (text/event-stream): `ready` on every (re)connection and whenever changes may have been missed, then `delivery` { orderId } when a delivery given to this rider changes. The page re-reads /api/rider/deliveries on each.',
      },
    },
    async (request, reply) => {
      const viewer = await requireRider(request);
      const stream = reply.eventStream({
        userId: viewer.id,
        stillAllowed: async () => {
          const fresh = await request.freshViewer();
          return fresh?.id === viewer.id && fresh.role === 'rider';
        },
      });
      stream.onClose(
        riderApp.watch(
          viewer.id,
          (orderId) => stream.send(STREAM_EVENTS.delivery, { orderId }),
          () => stream.send(STREAM_EVENTS.ready, {}),
        ),
      );
      stream.send(STREAM_EVENTS.ready, {});
      return reply;
    },
  );

  app.post(
    '/api/rider/push-subscription',
    {
      schema: {
        tags,
        summary:
          'This phone hears of each delivery given to the rider by push (a phone signed in to another account is handed over)',
        body: pushSubscriptionBodySchema,
        response: { 200: pushStateResponseSchema },
      },
    },
    async (request) => {
      await push.subscribeRider(await requireRider(request), request.body);
      return { subscribed: true };
    },
  );

  app.delete(
    '/api/rider/push-subscription',
    {
      schema: {
        tags,
        summary: 'This phone stops hearing of new deliveries',
        body: pushUnsubscribeBodySchema,
        response: { 200: pushStateResponseSchema },
      },
    },
    async (request) => {
      await push.unsubscribeRider((await requireRider(request)).id, request.body.endpoint);
      return { subscribed: false };
    },
  );
};
