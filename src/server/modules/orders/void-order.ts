// A manager voids a paid counter or phone order (docs/product.md#staff-take-orders): it is
// cancelled with the reason, and all that was paid goes back the way it came (cash from the drawer,
// UPI or card), recorded as a processed refund in the same transaction as the cancellation and its
// audit entry. The refund is counted on the shop day of its moment (an overnight shop's 01:00 is
// the evening's day), or the next open day when that day's close already stands (the refunds
// trigger: an adjustment, docs/product.md#the-day-close).
import type { Tx } from '#server/db/database.ts';
import type { Actor } from '#server/http/actor.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import { ORDER_PAD_MESSAGES } from '#shared/api/order-pad.ts';
import type { Order } from '#shared/api/orders.ts';
import { toRupees } from '#shared/money.ts';
import type { ShopDay } from '#shared/order-book/shop-day.ts';
import type { PaymentMethod, RefundMethod } from '#shared/orders.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { StaffOrderRepo } from './staff-order.repo.ts';

/** How staff hand the money back: cash for cash ('cod'), the same way otherwise. */
const REFUND_METHOD: Record<Exclude<PaymentMethod, 'online'>, RefundMethod> = {
  cod: 'cash',
  upi: 'upi',
  card: 'card',
};

export type VoidOrderDeps = {
  repo: Pick<OrdersRepo, 'byId'>;
  staffOrders: Pick<StaffOrderRepo, 'voidPaid'>;
  auditOn: (tx: Tx) => Pick<AuditService, 'record'>;
  events: EventBus;
  /** Tells every instance's listeners that the order changed (order-life.ts announce). */
  announce: (id: string) => Promise<unknown>;
  /** The order as staff read it (order-life.ts one). */
  staffOrder: (id: string) => Promise<Order>;
  /** The shop day now, by the shop's hours (day-close/shop-day-now.ts). */
  shopDayNow: () => Promise<ShopDay>;
  /** The app's clock: the moment of the void's credit note. */
  now: () => Date;
  /** Told after the void committed: the database gave its counted stock back (docs/product.md#counted-stock). */
  onStockMoved?: () => void;
};

export function createVoidOrder(deps: VoidOrderDeps) {
  const { repo, staffOrders, auditOn, events, announce, staffOrder, shopDayNow } = deps;
  return {
    async voidPaid(actor: Actor, id: string, reason: string): Promise<Order> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row) throw notFound('Order not found');
      // Paid through the gateway: its money goes back through the gateway (a refund), not the drawer.
      if ((row.channel !== 'counter' && row.channel !== 'phone') || row.paymentMethod === 'online')
        throw conflict(ORDER_PAD_MESSAGES.voidOnline);
      if (row.paymentStatus !== 'paid') throw conflict(ORDER_PAD_MESSAGES.voidNotPaid);
      const method = REFUND_METHOD[row.paymentMethod];
      const done = await staffOrders.voidPaid(
        { id: row.id, status: row.status, totalPaise: row.totalPaise },
        { actorUserId: actor.userId, reason, method, shopDay: await shopDayNow(), at: deps.now() },
        (tx) =>
          auditOn(tx).record(actor, {
            action: 'orders.void',
            tableName: 'orders',
            recordId: row.id,
            oldValues: { status: row.status, paymentStatus: row.paymentStatus },
            newValues: { status: 'cancelled', reason, refund: { method, amount: toRupees(row.totalPaise) } },
          }),
      );
      if (!done) throw conflict('This order changed meanwhile; please reload');
      deps.onStockMoved?.();
      await announce(row.id);
      // A phone delivery out with a rider leaves their hands: their page and the boards re-read.
      if (done.withdrawnFrom.length > 0)
        await events.publish({
          kind: 'delivery',
          orderId: row.id,
          userId: row.userId,
          riderIds: done.withdrawnFrom,
        });
      return staffOrder(row.id);
    },
  };
}
