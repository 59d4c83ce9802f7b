// The board's half of dispatch (docs/product.md#sending-an-order-with-a-rider): the riders on shift
// and whom to suggest, sending an order with a rider (by hand, or on its own when it is packed),
// taking it back, and turning an order whose delivery failed into a pickup. Every change is
// audited and announced as a 'delivery' event: the boards, the order's customer and the riders
// named re-read, and the outbox worker sends the new rider's push.
import type { Actor } from '#server/http/actor.ts';
import { AppError, notFound } from '#server/http/app-error.ts';
import { type RequestContext, SYSTEM_CONTEXT } from '#server/http/request-context.ts';
import type { OnShiftRider, OnShiftRidersResponse } from '#shared/api/dispatch.ts';
import type { Order } from '#shared/api/orders.ts';
import { MAX_ORDERS_PER_RIDER, riderState, riderStateText } from '#shared/dispatch/delivery-rules.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { DeliveriesRepo } from './deliveries.repo.ts';
import { knownPosition } from './delivery-view.ts';

type Log = { error(details: object, message: string): void };

type Deps = {
  repo: DeliveriesRepo;
  /** The staff view of an order (with its `delivery`), and the order moves' announcement. */
  orders: { one(id: string): Promise<Order>; announce(id: string): Promise<unknown> };
  audit: AuditService;
  events: EventBus;
  now: () => Date;
  log: Log;
};

const checkedId = (id: string) => {
  if (!UUID.test(id)) throw notFound('Order not found');
  return id;
};

export function createDispatchService({ repo, orders, audit, events, now, log }: Deps) {
  async function riders(): Promise<OnShiftRidersResponse> {
    const rows = await repo.onShift();
    const at = now();
    // A rider's point is shown only within a delivery they carry now.
    const carrying = rows.flatMap((r) =>
      r.deliveries.filter((d) => d.status === 'picked_up').map((d) => d.id),
    );
    const points = await repo.latestPositions(carrying);
    const answer: OnShiftRider[] = rows.map((r) => {
      // The road back is not known from the records yet: DEFAULT_RETURN_MINUTES.
      const state = riderState(
        r.deliveries.map((d) => ({ status: d.status, finishedAt: d.finishedAt, returnMinutes: null })),
        r.openedAt,
        at,
      );
      const ids = new Set(r.deliveries.map((d) => d.id));
      const latest = points
        .filter((p) => ids.has(p.deliveryId))
        .sort((a, b) => b.recordedAt.getTime() - a.recordedAt.getTime())[0];
      return {
        id: r.id,
        name: r.name,
        phone: r.phone,
        shiftId: r.shiftId,
        state: state.state,
        carrying: state.carrying,
        stateText: riderStateText(state.state, state.carrying),
        atShopSince: state.atShopSince?.toISOString() ?? null,
        position: knownPosition(latest, at),
      };
    });
    // The rider who has waited longest at the shop, with room for another order.
    const suggested = answer
      .filter((r) => r.atShopSince !== null && r.carrying < MAX_ORDERS_PER_RIDER)
      .sort((a, b) => (a.atShopSince ?? '').localeCompare(b.atShopSince ?? ''))[0];
    return { riders: answer, suggestedRiderId: suggested?.id ?? null };
  }

  async function announce(orderId: string, customerId: string | null, riderIds: (string | null)[]) {
    await events.publish({
      kind: 'delivery',
      orderId,
      userId: customerId,
      riderIds: riderIds.filter((id): id is string => id !== null),
    });
  }

  async function assign(
    orderId: string,
    riderId: string,
    expectFrom: string | null,
    by: { userId: string | null; context: RequestContext },
  ) {
    const done = await repo.assign({ orderId, riderId, expectFrom, assignedBy: by.userId });
    if (done.unchanged) return done;
    await audit.record(by.context, {
      action: done.fromRiderId ? 'dispatch.reassigned' : 'dispatch.assigned',
      tableName: 'deliveries',
      recordId: done.deliveryId,
      newValues: {
        orderId,
        from: done.fromRiderId,
        to: riderId,
        ...(by.userId === null ? { automatic: true } : {}),
      },
    });
    await announce(orderId, done.customerId, [riderId, done.fromRiderId]);
    return done;
  }

  return {
    riders,

    /** PUT /api/admin/orders/:id/delivery: send (or re-send) the order with this rider. */
    async assign(id: string, riderId: string, expectFrom: string | null, actor: Actor): Promise<Order> {
      await assign(checkedId(id), riderId, expectFrom, { userId: actor.userId, context: actor });
      return orders.one(id);
    },

    /** DELETE /api/admin/orders/:id/delivery: take the order off its rider before pick-up. */
    async unassign(id: string, reason: string | undefined, actor: Actor): Promise<Order> {
      const taken = await repo.unassign(checkedId(id), actor.userId);
      await audit.record(actor, {
        action: 'dispatch.unassigned',
        tableName: 'deliveries',
        recordId: taken.deliveryId,
        newValues: { orderId: id, from: taken.riderId, reason: reason || null },
      });
      await announce(id, taken.customerId, [taken.riderId]);
      return orders.one(id);
    },

    /** POST /api/admin/orders/:id/to-pickup: a failed delivery becomes 'Ready for pickup'. */
    async toPickup(id: string, actor: Actor): Promise<Order> {
      const { from } = await repo.toPickup(checkedId(id), actor.userId);
      await audit.record(actor, {
        action: 'dispatch.to_pickup',
        tableName: 'orders',
        recordId: id,
        newValues: { from, to: 'out_for_delivery', orderType: 'pickup' },
      });
      await orders.announce(id);
      return orders.one(id);
    },

    /**
     * An order was just packed: with automatic assignment on, it goes with the suggested rider.
     * Never throws (the move has committed already); no rider free means it waits on the shelf.
     */
    async autoAssign(id: string): Promise<void> {
      try {
        if (!(await repo.settings()).autoAssign || (await repo.hasActive(id))) return;
        const { suggestedRiderId } = await riders();
        if (!suggestedRiderId) return;
        await assign(id, suggestedRiderId, null, { userId: null, context: SYSTEM_CONTEXT });
      } catch (error) {
        // A manager was quicker, the rider just filled up, the order was cancelled: all fine.
        if (error instanceof AppError) return;
        log.error({ err: error, orderId: id }, 'automatic assignment failed');
      }
    },
  };
}

export type DispatchService = ReturnType<typeof createDispatchService>;
