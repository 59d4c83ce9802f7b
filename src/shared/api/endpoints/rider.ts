// The rider's page (docs/product.md#the-riders-page), riders only: their deliveries, each tap on
// the way, the door photo, the UPI QR at the door, their position, and push.
import type { z } from 'zod';
import type {
  DoorPhotoResponse,
  RiderCollectBody,
  RiderDeliveredBody,
  RiderDeliveriesResponse,
  RiderPositionBody,
  RiderTapBody,
  RiderTapResponse,
  riderFailedBodySchema,
} from '../dispatch.ts';
import type { PushStateResponse, PushSubscriptionBody, PushUnsubscribeBody } from '../notifications.ts';
import type { UpiQr } from '../payments.ts';

export interface RiderEndpoints {
  'GET /api/rider/deliveries': { response: RiderDeliveriesResponse };
  'POST /api/rider/deliveries/:id/ack': { body: RiderTapBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/picked-up': { body: RiderTapBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/collected': { body: RiderCollectBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/delivered': { body: RiderDeliveredBody; response: RiderTapResponse };
  'POST /api/rider/deliveries/:id/failed': {
    body: z.input<typeof riderFailedBodySchema>;
    response: RiderTapResponse;
  };
  /** A multipart body (field 'file'), as the menu's uploads send it. */
  'POST /api/rider/deliveries/:id/door-photo': { response: DoorPhotoResponse };
  'GET /api/rider/deliveries/:id/upi-qr': { response: UpiQr };
  'POST /api/rider/position': { body: RiderPositionBody; response: undefined };
  'POST /api/rider/push-subscription': { body: PushSubscriptionBody; response: PushStateResponse };
  'DELETE /api/rider/push-subscription': { body: PushUnsubscribeBody; response: PushStateResponse };
}
