// The rider's page on the server (docs/product.md#the-riders-page): the rider's own deliveries and
// cash, the points sent while carrying a picked-up order (docs/product.md#where-the-rider-is), the
// UPI QR and the door photo of their own deliveries, and the live events naming them. Another
// rider's delivery is "not found", never "forbidden": its existence is not told.
import { AppError, conflict, notFound, tooManyRequests } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { RiderDeliveriesResponse, RiderPositionBody } from '#shared/api/dispatch.ts';
import type { UpiQr } from '#shared/api/payments.ts';
import { cashSummary } from '#shared/dispatch/cash-ledger.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import { toRupees } from '#shared/money.ts';
import { UUID } from '#shared/uuid.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { ReadUpload } from '../images/read-upload.ts';
import { DOOR_PHOTO_FOLDER, doorPhotoPrefix, MAX_DOOR_PHOTOS_PER_DELIVERY } from './door-photo-path.ts';
import type { RiderAppRepo, RiderDeliveryRecord } from './rider-app.repo.ts';
import { toRiderDelivery } from './rider-delivery-view.ts';

/**
 * A phone sends a point every POSITION_INTERVAL_MS (12 s) or after 50 m; one more often than this
 * is refused, so a page stuck in a loop cannot fill the table.
 */
export const POSITION_MIN_GAP_MS = 3_000;

export const RIDER_APP_MESSAGES = {
  photoOnlyInHand: 'A door photo is taken only for an order you carry',
  tooManyPhotos: `At most ${MAX_DOOR_PHOTOS_PER_DELIVERY} door photos per delivery: use one you took`,
} as const;

export function createRiderAppService(deps: {
  repo: RiderAppRepo;
  events: EventBus;
  /** The shop's UPI QR for an order (door-payments.service.ts): the exact amount. */
  upiQr: (orderId: string) => Promise<UpiQr>;
  /** Stores a checked and re-encoded photo (images.service.ts) named from `namePrefix`; answers its storage key. */
  storePhoto: (
    folder: typeof DOOR_PHOTO_FOLDER,
    namePrefix: string,
    file: ReadUpload['file'],
    context: RequestContext,
  ) => Promise<string>;
  /** The stored door photos: how many start with a key prefix, and removing one. */
  photos: { count: (keyPrefix: string) => Promise<number>; remove: (key: string) => Promise<void> };
  /** The real clock: points sit beside the database's own times. */
  clock?: () => Date;
}) {
  const { repo, events, upiQr, storePhoto, photos } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** One of the rider's own deliveries; anyone else's, or a made-up id, is not found. */
  async function own(riderId: string, deliveryId: string): Promise<RiderDeliveryRecord> {
    const record = UUID.test(deliveryId) ? await repo.oneFor(riderId, deliveryId) : undefined;
    if (!record) throw notFound('Delivery not found');
    return record;
  }

  const inHand = (record: RiderDeliveryRecord) =>
    record.delivery.status === 'assigned' || record.delivery.status === 'picked_up';

  return {
    own,

    async deliveries(rider: { id: string; name: string }): Promise<RiderDeliveriesResponse> {
      const [records, cash] = await Promise.all([repo.activeFor(rider.id), repo.openShiftCash(rider.id)]);
      return {
        rider: { id: rider.id, name: rider.name },
        onShift: cash !== undefined,
        deliveries: records.map(toRiderDelivery),
        cashInHand: cash ? toRupees(cashSummary(cash).inHandPaise) : null,
      };
    },

    /** Stores the point for each picked-up delivery and tells their boards and customers. */
    async position(riderId: string, body: RiderPositionBody): Promise<void> {
      const outcome = await repo.recordPosition(
        riderId,
        {
          latitude: body.latitude,
          longitude: body.longitude,
          accuracyM: body.accuracy === undefined ? null : Math.round(body.accuracy),
        },
        clock(),
        POSITION_MIN_GAP_MS,
      );
      if (!outcome) throw conflict(DISPATCH_MESSAGES.noActiveDelivery);
      if ('waitMs' in outcome) throw tooManyRequests(outcome.waitMs / 1000);
      for (const delivery of outcome.stored) {
        const record = await repo.oneFor(riderId, delivery.id);
        if (!record) continue;
        await events.publish({
          kind: 'delivery',
          orderId: record.order.id,
          userId: record.order.userId,
          riderIds: [riderId],
          moved: true,
        });
      }
    },

    /** The QR of a UPI order the rider carries, for the customer to scan at the door. */
    async upiQr(riderId: string, deliveryId: string): Promise<UpiQr> {
      const record = await own(riderId, deliveryId);
      if (!inHand(record)) throw conflict(DISPATCH_MESSAGES.alreadyFinished);
      return upiQr(record.order.id);
    },

    /** A picture of the door for a Couldn't deliver tap on an order the rider carries. */
    async doorPhoto(
      riderId: string,
      deliveryId: string,
      read: () => Promise<ReadUpload>,
      context: RequestContext,
    ): Promise<{ photo: string }> {
      const record = await own(riderId, deliveryId);
      // Before the body is read: a refused photo costs no bytes.
      if (!inHand(record)) throw new AppError('CONFLICT', RIDER_APP_MESSAGES.photoOnlyInHand);
      const prefix = doorPhotoPrefix(record.delivery.id);
      if ((await photos.count(prefix)) >= MAX_DOOR_PHOTOS_PER_DELIVERY)
        throw conflict(RIDER_APP_MESSAGES.tooManyPhotos);
      const { file } = await read();
      const key = await storePhoto(
        DOOR_PHOTO_FOLDER,
        prefix.slice(`${DOOR_PHOTO_FOLDER}/`.length),
        file,
        context,
      );
      // Counted again once stored: two uploads at once may both have passed the first count; the
      // one over the cap takes its file back, so a delivery never keeps more than the cap.
      if ((await photos.count(prefix)) > MAX_DOOR_PHOTOS_PER_DELIVERY) {
        await photos.remove(key);
        throw conflict(RIDER_APP_MESSAGES.tooManyPhotos);
      }
      return { photo: `/uploads/${key}` };
    },

    /**
     * Calls onDelivery for each delivery change naming this rider, on any instance, and onMissed
     * when changes may have gone unannounced. Returns the function that stops.
     */
    watch(riderId: string, onDelivery: (orderId: string) => void, onMissed: () => void): () => void {
      return events.subscribe((event) => {
        if (event.kind === 'resync') return onMissed();
        // Not the rider's own points: the page knows where it is, and would re-read every 12 s.
        if (event.kind === 'delivery' && !event.moved && event.riderIds.includes(riderId))
          onDelivery(event.orderId);
      });
    },
  };
}

export type RiderAppService = ReturnType<typeof createRiderAppService>;
