// A rider's taps on their own deliveries (docs/product.md#the-riders-page): OK, Picked up,
// Collected, Delivered, Couldn't deliver. Each is applied exactly once by its tap id, in one
// transaction with the order's move (the order's history, bill and notifications as a staff move
// makes them) and the audit entry; a replayed tap answers the delivery as it is now.
import type { Tx } from '#server/db/database.ts';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type {
  Position,
  RiderCollectBody,
  RiderDeliveredBody,
  RiderFailedBody,
  RiderTapBody,
  RiderTapResponse,
} from '#shared/api/dispatch.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import {
  DISPATCH_MESSAGES,
  FAIL_REASON_LABELS,
  PROOF_WARNING_METRES,
} from '#shared/dispatch/delivery-rules.ts';
import type { OrderStatus } from '#shared/orders.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import { type BillIssue, changeStatusIn } from '../orders/order-moves.repo.ts';
import { pinOf } from '../orders/order-pin.ts';
import { isDoorPhotoOf } from './door-photo-path.ts';
import type { RiderAppRepo, RiderDeliveryRecord } from './rider-app.repo.ts';
import { paiseToCollect, toRiderDelivery } from './rider-delivery-view.ts';

export const RIDER_TAP_MESSAGES = {
  withdrawn: 'The shop took this order back from you',
  orderClosed: 'This order is no longer going out; ask the shop',
  badPhoto: 'Take the photo again',
  /** The money is in the shop's hands (or the rider's): failing it would shelve a paid order untraced. */
  paidCannotFail: 'This order is paid: tap Delivered, or ask the shop',
  noPosition: 'Your position was not sent with this delivery',
  farFromAddress: (metres: number) =>
    `Marked delivered ${metres} m from the address point. If you are at the door, carry on.`,
} as const;

/** The order's line in its history when it comes back to the shop: "Couldn't deliver: Not at home". */
export function failedReasonText(body: Pick<RiderFailedBody, 'reason' | 'note'>): string {
  const base = `Couldn't deliver: ${FAIL_REASON_LABELS[body.reason]}`;
  return body.note ? `${base} (${body.note})` : base;
}

/** Straight-line metres from the Delivered tap to the address point; null without either. */
export function doorDistanceM(position: Position | undefined, record: RiderDeliveryRecord): number | null {
  const pin = pinOf(record.order.address);
  if (!position || !pin) return null;
  return Math.round(distanceKm({ lat: position.latitude, lng: position.longitude }, pin) * 1000);
}

export type RiderTapsDeps = {
  repo: RiderAppRepo;
  orders: {
    /** The bill a delivery issues (order-life.ts). */
    billFor: (to: OrderStatus) => Promise<BillIssue | undefined>;
    /** Tells the board, the bell and the customer's page that the order changed. */
    announce: (orderId: string) => Promise<unknown>;
  };
  /** Marks an at-door order paid as staff "Mark paid" does, inside the tap's transaction. */
  markCollected: (orderId: string, at: Date, tx: Tx) => Promise<boolean>;
  /** The audit log written inside the tap's transaction. */
  auditOn: (tx: Tx) => AuditService;
  events: EventBus;
  /** The real clock: delivery times sit beside the database's own (assigned_at). */
  clock?: () => Date;
};

type TapOutcome = { warning: string | null; orderMoved: boolean };

export function createRiderTaps(deps: RiderTapsDeps) {
  const { repo, orders, markCollected, auditOn, events } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** When the tap was made: the phone's moment, kept only between the assignment and now. */
  function tapMoment(tappedAt: string | undefined, record: RiderDeliveryRecord): Date {
    const now = clock();
    if (!tappedAt) return now;
    const at = new Date(tappedAt);
    return at >= record.delivery.assignedAt && at <= now ? at : now;
  }

  function refuseFinished(record: RiderDeliveryRecord): void {
    const { status } = record.delivery;
    if (status === 'withdrawn') throw conflict(RIDER_TAP_MESSAGES.withdrawn);
    if (status === 'delivered' || status === 'failed') throw conflict(DISPATCH_MESSAGES.alreadyFinished);
  }

  /** Moves the order in the tap's transaction, as the rider; a move lost to another is a conflict. */
  async function moveOrder(
    tx: Tx,
    record: RiderDeliveryRecord,
    riderId: string,
    to: OrderStatus,
    reason: string | null,
  ) {
    const bill = await orders.billFor(to);
    const moved = await changeStatusIn(tx, record.order.id, record.order.status, to, riderId, reason, bill);
    if (!moved) throw conflict('This order changed meanwhile; please reload');
  }

  async function run(
    riderId: string,
    deliveryId: string,
    action: string,
    tapId: string,
    context: RequestContext,
    work: (tx: Tx, record: RiderDeliveryRecord) => Promise<TapOutcome>,
  ): Promise<RiderTapResponse> {
    if (!UUID.test(deliveryId) || !(await repo.oneFor(riderId, deliveryId)))
      throw notFound('Delivery not found');
    const outcome = await repo.tap({ id: tapId, riderId, deliveryId, action }, async (tx, record) => {
      const done = await work(tx, record);
      await auditOn(tx).record(context, {
        action: `rider.${action}`,
        tableName: 'deliveries',
        recordId: deliveryId,
        newValues: { orderId: record.order.id, tapId },
      });
      return done;
    });
    const record = await repo.oneFor(riderId, deliveryId);
    if (!record) throw notFound('Delivery not found');
    if (!outcome.replayed) {
      if (outcome.value.orderMoved) await orders.announce(record.order.id);
      await events.publish({
        kind: 'delivery',
        orderId: record.order.id,
        userId: record.order.userId,
        riderIds: [riderId],
      });
    }
    return {
      delivery: toRiderDelivery(record),
      warning: outcome.replayed ? null : outcome.value.warning,
    };
  }

  return {
    /** OK on a new delivery: the page stops ringing. */
    ack(riderId: string, deliveryId: string, body: RiderTapBody, context: RequestContext) {
      return run(riderId, deliveryId, 'ack', body.tapId, context, async (tx, record) => {
        refuseFinished(record);
        if (!record.delivery.acknowledgedAt)
          await repo.updateDelivery(tx, deliveryId, { acknowledgedAt: tapMoment(body.tappedAt, record) });
        return { warning: null, orderMoved: false };
      });
    },

    /** The order leaves the shelf with the rider: it is out for delivery (the customer is told). */
    pickedUp(riderId: string, deliveryId: string, body: RiderTapBody, context: RequestContext) {
      return run(riderId, deliveryId, 'picked_up', body.tapId, context, async (tx, record) => {
        refuseFinished(record);
        if (record.delivery.status === 'picked_up') return { warning: null, orderMoved: false };
        const { status } = record.order;
        // Staff may have sent it out from the board already; from the kitchen is the staff shortcut.
        if (status !== 'ready' && status !== 'preparing' && status !== 'out_for_delivery')
          throw conflict(RIDER_TAP_MESSAGES.orderClosed);
        const at = tapMoment(body.tappedAt, record);
        await repo.updateDelivery(tx, deliveryId, {
          status: 'picked_up',
          pickedUpAt: at,
          acknowledgedAt: record.delivery.acknowledgedAt ?? at,
        });
        if (status === 'out_for_delivery') return { warning: null, orderMoved: false };
        await moveOrder(tx, record, riderId, 'out_for_delivery', null);
        return { warning: null, orderMoved: true };
      });
    },

    /** The money of an order paid at the door is taken: the order is paid, as staff "Mark paid" does. */
    collected(riderId: string, deliveryId: string, body: RiderCollectBody, context: RequestContext) {
      return run(riderId, deliveryId, 'collected', body.tapId, context, async (tx, record) => {
        refuseFinished(record);
        const { order } = record;
        if (order.paymentMethod === 'online') throw conflict(PAYMENT_MESSAGES.notAtDoor);
        if (record.delivery.collectedMethod || order.paymentStatus !== 'pending')
          throw conflict(PAYMENT_MESSAGES.alreadyPaid);
        if (order.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelledOrder);
        const at = tapMoment(body.tappedAt, record);
        const paise = paiseToCollect(order);
        if (!(await markCollected(order.id, at, tx))) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
        await repo.updateDelivery(tx, deliveryId, {
          collectedMethod: body.method,
          collectedPaise: paise,
          collectedAt: at,
        });
        // The same entry as staff "Mark paid" writes, naming the rider's way of taking it.
        await auditOn(tx).record(context, {
          action: 'payments.collected',
          tableName: 'orders',
          recordId: order.id,
          newValues: {
            method: order.paymentMethod,
            amount: paise / 100,
            by: 'rider',
            collectedAs: body.method,
          },
        });
        return { warning: null, orderMoved: true };
      });
    },

    /** Handed over at the door: the order is delivered (its bill issued), with where the tap was. */
    delivered(riderId: string, deliveryId: string, body: RiderDeliveredBody, context: RequestContext) {
      return run(riderId, deliveryId, 'delivered', body.tapId, context, async (tx, record) => {
        refuseFinished(record);
        if (record.delivery.status !== 'picked_up') throw conflict(DISPATCH_MESSAGES.notPickedUp);
        if (paiseToCollect(record.order) > 0) throw conflict(DISPATCH_MESSAGES.collectFirst);
        const metres = doorDistanceM(body.position, record);
        await repo.updateDelivery(tx, deliveryId, {
          status: 'delivered',
          finishedAt: tapMoment(body.tappedAt, record),
          doorLatitude: body.position?.latitude ?? null,
          doorLongitude: body.position?.longitude ?? null,
          doorDistanceM: metres,
        });
        let orderMoved = false;
        if (record.order.status === 'out_for_delivery') {
          await moveOrder(tx, record, riderId, 'delivered', null);
          orderMoved = true;
        } else if (record.order.status !== 'delivered') {
          throw conflict(RIDER_TAP_MESSAGES.orderClosed);
        }
        const warning = !body.position
          ? RIDER_TAP_MESSAGES.noPosition
          : metres !== null && metres > PROOF_WARNING_METRES
            ? RIDER_TAP_MESSAGES.farFromAddress(metres)
            : null;
        return { warning, orderMoved };
      });
    },

    /** Not handed over: the order goes back to the shop's shelf with the reason in its history. */
    failed(riderId: string, deliveryId: string, body: RiderFailedBody, context: RequestContext) {
      // Only a photo uploaded for this very delivery: another's would be shared, then deleted with it.
      if (body.photo !== undefined && !isDoorPhotoOf(body.photo, deliveryId))
        throw invalid(RIDER_TAP_MESSAGES.badPhoto, { photo: RIDER_TAP_MESSAGES.badPhoto });
      return run(riderId, deliveryId, 'failed', body.tapId, context, async (tx, record) => {
        refuseFinished(record);
        if (record.delivery.collectedMethod) throw conflict(RIDER_TAP_MESSAGES.paidCannotFail);
        await repo.updateDelivery(tx, deliveryId, {
          status: 'failed',
          finishedAt: tapMoment(body.tappedAt, record),
          failReason: body.reason,
          failNote: body.note || null,
          failPhoto: body.photo ?? null,
        });
        // Out with the rider: back on the shelf. Still at the shop (assigned): it stays where it is.
        if (record.order.status !== 'out_for_delivery') return { warning: null, orderMoved: false };
        await moveOrder(tx, record, riderId, 'ready', failedReasonText(body));
        return { warning: null, orderMoved: true };
      });
    },
  };
}

export type RiderTaps = ReturnType<typeof createRiderTaps>;
