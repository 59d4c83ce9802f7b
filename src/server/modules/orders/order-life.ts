// An order's life after it is placed (docs/product.md#orders-and-their-statuses): the customer's
// pages and cancellation, the board and staff moves, and the live updates every instance's
// listeners hear. Bills and kitchen tickets are in bills-and-tickets.ts.
import { AppError, conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { OrderDelivery, OrderRider } from '#shared/api/dispatch.ts';
import type { OrderEvent } from '#shared/api/events.ts';
import { ORDER_PAD_MESSAGES } from '#shared/api/order-pad.ts';
import {
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  FINISHED_ORDER_STATUSES,
  type MyOrdersQuery,
  type MyOrdersResponse,
  OPEN_ORDER_STATUSES,
  type Order,
} from '#shared/api/orders.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { financialYearOf } from '#shared/billing/bill-number.ts';
import { parseOrderSearch } from '#shared/order-search.ts';
import { customerMayCancel, type OrderStatus, staffMayMove } from '#shared/orders.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Refunds } from '../payments/refunds-contract.ts';
import { createBillsAndTickets } from './bills-and-tickets.ts';
import type { BillIssue } from './order-moves.repo.ts';
import { staffPin } from './order-pin.ts';
import type { OrderRecord } from './order-records.ts';
import { orderEvent, toOrder, toSummary } from './order-view.ts';
import type { OrdersRepo } from './orders.repo.ts';

/** What an order's life needs from the service's dependencies (orders.service.ts). */
export type OrderLifeDeps = {
  repo: Pick<
    OrdersRepo,
    | 'byId'
    | 'idByIdempotencyKey'
    | 'pageForUser'
    | 'listOpen'
    | 'listPage'
    | 'changeStatus'
    | 'claimTicket'
    | 'releaseTicket'
    | 'waiting'
    | 'creditNotes'
  >;
  audit: AuditService;
  events: EventBus;
  settingsNow: () => Promise<PublicSettings>;
  now: () => Date;
  refunds?: Pick<Refunds, 'start'>;
  /**
   * Told once per accepted order, after the move has committed and been announced: the network
   * printer's auto-print (decision 029). Must not throw; it is not awaited.
   */
  onAccepted?: (id: string, context: RequestContext) => void;
  /**
   * Told once per order packed (moved to 'ready'), after the move has committed: the automatic
   * assignment to a rider (docs/product.md#sending-an-order-with-a-rider). Must not throw; not awaited.
   */
  onReady?: (id: string) => void;
  /**
   * The delivery facts answers carry (dispatch/delivery-view.ts): staff's `delivery`, in one batch
   * per list, and the customer's `rider`. Without it answers have neither.
   */
  /**
   * When an unfinished order is now expected at the door or on the counter (the shop's forecast,
   * docs/product.md#the-promise), from memory; null once finished. Without it answers have no eta.
   */
  etaOf?: (row: OrderRecord) => Order['eta'];
  deliveryViews?: {
    forStaff(orders: readonly OrderRecord[]): Promise<Map<string, OrderDelivery | null>>;
    forCustomer(order: OrderRecord): Promise<OrderRider | null>;
  };
};

export function createOrderLife(deps: OrderLifeDeps) {
  const { repo, audit, events, settingsNow, now, refunds, onAccepted, onReady, deliveryViews, etaOf } = deps;
  /** The order as answered, with its eta where the forecast is wired. */
  const withEta = (row: OrderRecord): Order => {
    const order = toOrder(row);
    return etaOf ? { ...order, eta: etaOf(row) } : order;
  };

  /** Orders as staff read them: with where each pin is beside the typed address. */
  async function staffView(rows: OrderRecord[]): Promise<Order[]> {
    const [{ shop }, deliveries] = await Promise.all([
      settingsNow().then((s) => s.delivery),
      deliveryViews?.forStaff(rows),
    ]);
    return rows.map((row) => {
      const order = withEta(row);
      return {
        ...order,
        ...(deliveries ? { delivery: deliveries.get(row.id) ?? null } : {}),
        pin: staffPin(row.address, shop, row.pinCheck),
        ...(order.book ? { book: { ...order.book, takenBy: row.takenByName ?? null } } : {}),
        // Who made each move, for the board's history (docs/product.md#shared-tablets): staff by
        // name; the order's own customer (placing, cancelling) and the system name nobody.
        history: order.history.map((h, i) => {
          const event = row.events[i];
          return { ...h, by: event?.actorUserId === row.userId ? null : (event?.byName ?? null) };
        }),
      };
    });
  }
  const staffOrder = async (row: OrderRecord): Promise<Order> => (await staffView([row]))[0] as Order;

  /** Reads the order as stored after a change and tells every instance's listeners about it. */
  async function announce(id: string): Promise<OrderRecord> {
    const row = await repo.byId(id);
    if (!row) throw new Error('order vanished after a write');
    await events.publish(orderEvent(row));
    return row;
  }

  /**
   * What a move to `to` issues: a delivery takes the next bill number of the financial year it
   * happens in (on the app's clock), with the prefix saved now (decision 021).
   */
  async function billIssue(to: OrderStatus): Promise<BillIssue | undefined> {
    if (to !== 'delivered') return undefined;
    const at = now();
    const year = financialYearOf(at);
    const prefix = (await settingsNow()).billing.billPrefix;
    return { financialYear: year.startYear, yearLabel: year.label, prefix, at };
  }

  /**
   * After a cancellation has committed: an order paid online gets back all that is left of it
   * (docs/product.md#online-payments). A gateway refusal does not undo the cancellation: the refund
   * shows failed, audited, and staff can refund again by hand. Answers the order as it is now.
   */
  async function refundCancelled(
    cancelled: OrderRecord,
    reason: string,
    actorUserId: string,
    context: RequestContext,
  ): Promise<OrderRecord> {
    const paidOnline =
      cancelled.paymentMethod === 'online' &&
      (cancelled.paymentStatus === 'paid' || cancelled.paymentStatus === 'partially_refunded');
    if (!refunds || !paidOnline) return cancelled;
    try {
      await refunds.start({ orderId: cancelled.id, reason, actorUserId, context });
    } catch (error) {
      // Nothing left (refunded by hand already): the cancellation stands as it is.
      if (!(error instanceof AppError && error.kind === 'CONFLICT')) throw error;
    }
    return (await repo.byId(cancelled.id)) ?? cancelled;
  }

  /**
   * After a cancellation that took the order off its rider has committed: the rider's page, the
   * boards and the customer re-read (as dispatch announces its own moves).
   */
  async function tellRiders(orderId: string, customerId: string | null, riderIds: string[]) {
    if (riderIds.length === 0) return;
    await events.publish({ kind: 'delivery', orderId, userId: customerId, riderIds });
  }

  const life = {
    ...createBillsAndTickets({ repo, audit, now, announce }),
    /** A page of the customer's orders without their lines (docs/product.md#orders-and-their-statuses). */
    async listMine(userId: string, query: MyOrdersQuery): Promise<MyOrdersResponse> {
      const [micros, id] = query.before?.split('_') ?? [];
      const before = micros && id ? { micros, id } : undefined;
      const page = await repo.pageForUser(userId, query.limit, before);
      return {
        orders: page.orders.map(toSummary),
        nextCursor: page.next ? `${page.next.micros}_${page.next.id}` : null,
      };
    },

    async mine(userId: string, id: string): Promise<Order> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row || row.userId !== userId) throw notFound('Order not found');
      const order = withEta(row);
      // Only while it is on the road with one of the shop's riders (no query before that).
      const rider = await deliveryViews?.forCustomer(row);
      return rider ? { ...order, rider } : order;
    },

    /**
     * The customer's order placed under this checkout key: a checkout whose answer never came (the
     * page was reloaded while Place Order was in flight) finds the order it made, rather than
     * leaving the customer to place a second one (docs/product.md#cart-and-checkout).
     */
    async mineByKey(userId: string, key: string): Promise<Order> {
      const id = await repo.idByIdempotencyKey(userId, key);
      if (!id) throw notFound('Order not found');
      return life.mine(userId, id);
    },

    async cancelMine(userId: string, id: string, context: RequestContext): Promise<Order> {
      const order = await life.mine(userId, id);
      // An order taken on the phone or at the counter is the shop's to change (its money may have
      // changed hands at the counter or on the phone already).
      if ((order.book?.channel ?? 'online') !== 'online')
        throw conflict(ORDER_PAD_MESSAGES.customerCannotCancel);
      if (!customerMayCancel(order.status)) throw conflict('This order can no longer be cancelled');
      const reason = 'Cancelled by the customer';
      const moved = await repo.changeStatus(id, order.status, 'cancelled', userId, reason);
      if (!moved) throw conflict('This order changed meanwhile; please reload');
      // Never assigned before it is accepted, but told all the same should that ever change.
      await tellRiders(id, userId, moved.withdrawnFrom);
      await audit.record(context, {
        action: 'orders.cancel',
        tableName: 'orders',
        recordId: id,
        newValues: { by: 'customer' },
      });
      return toOrder(await refundCancelled(await announce(id), reason, userId, context));
    },

    /** The board's lists (adminOrdersQuerySchema says which query gives which). */
    async board(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
      const { status, view, q, page, pageSize } = query;
      const search = q === undefined ? null : parseOrderSearch(q);
      const open = status
        ? (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status)
        : !view || view === 'open';
      if (!search && open) {
        const rows = await repo.listOpen(status ? [status] : OPEN_ORDER_STATUSES);
        return { orders: await staffView(rows), nextPage: null };
      }
      // A search looks through every status, unless one is asked for too.
      const statuses = status ? [status] : search ? undefined : FINISHED_ORDER_STATUSES;
      const { rows, more } = await repo.listPage({ statuses, search: search ?? undefined }, page, pageSize);
      return { orders: await staffView(rows), nextPage: more ? page + 1 : null };
    },

    async one(id: string): Promise<Order> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row) throw notFound('Order not found');
      return staffOrder(row);
    },

    async move(
      id: string,
      to: OrderStatus,
      reason: string | undefined,
      actorId: string,
      context: RequestContext,
    ): Promise<Order> {
      // The stored row is all the checks need: the staff view (pins, deliveries) is built once, after.
      const order = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!order) throw notFound('Order not found');
      if (!staffMayMove(order.status, to, order.orderType)) {
        throw conflict(
          `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
        );
      }
      if (to === 'cancelled' && !reason)
        throw invalid('A reason is required to cancel', { reason: 'A reason is required to cancel' });
      // A paid counter or phone order keeps its bill and the money staff took: cancelling it here
      // would leave both with no refund. A manager voids it (POST /api/admin/orders/:id/void), which
      // hands the money back with a reason; an online order's cancellation refunds through the gateway.
      if (to === 'cancelled' && order.channel !== 'online' && order.paymentStatus === 'paid')
        throw conflict(ORDER_PAD_MESSAGES.voidNeeded);
      const done = await repo.changeStatus(
        id,
        order.status,
        to,
        actorId,
        reason ?? null,
        await billIssue(to),
      );
      if (!done) throw conflict('This order changed meanwhile; please reload');
      await audit.record(context, {
        action: 'orders.status',
        tableName: 'orders',
        recordId: id,
        newValues: {
          from: order.status,
          to,
          reason,
          ...(done.withdrawnFrom.length > 0 ? { withdrawnFrom: done.withdrawnFrom } : {}),
        },
      });
      const moved = await announce(id);
      await tellRiders(id, order.userId, done.withdrawnFrom);
      if (to === 'accepted') onAccepted?.(id, context);
      if (to === 'ready') onReady?.(id);
      return staffOrder(
        to === 'cancelled' ? await refundCancelled(moved, reason ?? '', actorId, context) : moved,
      );
    },

    /**
     * The bill a move to `to` issues (a delivery), for a move made inside another module's
     * transaction with changeStatusIn (a rider's Delivered tap, docs/product.md#the-riders-page).
     */
    billFor: billIssue,

    /**
     * Tells every instance's listeners (the board, the bell, the customer's page) that the order
     * changed: for changes made outside this service (a payment, a refund).
     */
    async announce(id: string): Promise<Order> {
      return toOrder(await announce(id));
    },

    /**
     * Orders waiting for a member of staff to accept them: the admin bell's number, which rings.
     * An order for later counts from its release; nextReleaseAt tells the bell when to ask again.
     */
    async waiting(): Promise<{ count: number; nextReleaseAt: string | null }> {
      const { count, nextReleaseAt } = await repo.waiting(now());
      return { count, nextReleaseAt: nextReleaseAt?.toISOString() ?? null };
    },

    /**
     * Calls onEvent for every order change on any instance from now on (only the customer's own
     * when customerId is given), and onMissed when changes may have gone unannounced (this
     * instance's listener was away), so the caller re-reads. Returns the function that stops.
     */
    watch(
      onEvent: (event: OrderEvent) => void,
      onMissed: () => void,
      customerId?: string,
      /**
       * An order's delivery changed or its rider moved (docs/product.md#riders-and-dispatch): every
       * one for staff, only the customer's own orders' for a customer.
       */
      onDelivery?: (event: { orderId: string }) => void,
    ): () => void {
      return events.subscribe((event) => {
        if (event.kind === 'resync') return onMissed();
        if (event.kind === 'delivery') {
          if (!customerId || event.userId === customerId) onDelivery?.({ orderId: event.orderId });
          return;
        }
        if (event.kind !== 'order' || (customerId && event.userId !== customerId)) return;
        onEvent({
          orderId: event.orderId,
          orderNumber: event.orderNumber,
          status: event.status,
          at: event.at,
        });
      });
    },
  };
  return life;
}
