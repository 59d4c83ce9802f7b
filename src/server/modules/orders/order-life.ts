import { AppError, conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { BILL_MESSAGES, type Bill, type TicketResponse } from '#shared/api/billing.ts';
import type { OrderEvent } from '#shared/api/events.ts';
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
import { can, type Role } from '#shared/roles.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Refunds } from '../payments/refunds-contract.ts';
import { billFileName, billPdf } from './bill-pdf.ts';
import { billOf } from './order-bill.ts';
import type { BillIssue } from './order-moves.repo.ts';
import { staffPin } from './order-pin.ts';
import type { OrderRecord } from './order-records.ts';
import { orderEvent, toOrder, toSummary } from './order-view.ts';
import type { OrdersRepo } from './orders.repo.ts';

/** What an order's life needs from the service's dependencies (orders.service.ts). */
export type OrderLifeDeps = {
  repo: Pick<
    OrdersRepo,
    'byId' | 'pageForUser' | 'listOpen' | 'listPage' | 'changeStatus' | 'claimTicket' | 'countWithStatus'
  >;
  audit: AuditService;
  events: EventBus;
  settingsNow: () => Promise<PublicSettings>;
  now: () => Date;
  refunds?: Pick<Refunds, 'start'>;
};

export function createOrderLife(deps: OrderLifeDeps) {
  const { repo, audit, events, settingsNow, now, refunds } = deps;

  /** Orders as staff read them: with where each pin is beside the typed address. */
  async function staffView(rows: OrderRecord[]): Promise<Order[]> {
    const { shop } = (await settingsNow()).delivery;
    return rows.map((row) => ({ ...toOrder(row), pin: staffPin(row.address, shop, row.pinCheck) }));
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

  const life = {
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
      return toOrder(row);
    },

    async cancelMine(userId: string, id: string, context: RequestContext): Promise<Order> {
      const order = await life.mine(userId, id);
      if (!customerMayCancel(order.status)) throw conflict('This order can no longer be cancelled');
      const reason = 'Cancelled by the customer';
      if (!(await repo.changeStatus(id, order.status, 'cancelled', userId, reason))) {
        throw conflict('This order changed meanwhile; please reload');
      }
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
      const order = await life.one(id);
      if (!staffMayMove(order.status, to)) {
        throw conflict(
          `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`,
        );
      }
      if (to === 'cancelled' && !reason)
        throw invalid('A reason is required to cancel', { reason: 'A reason is required to cancel' });
      if (!(await repo.changeStatus(id, order.status, to, actorId, reason ?? null, await billIssue(to)))) {
        throw conflict('This order changed meanwhile; please reload');
      }
      await audit.record(context, {
        action: 'orders.status',
        tableName: 'orders',
        recordId: id,
        newValues: { from: order.status, to, reason },
      });
      const moved = await announce(id);
      return staffOrder(
        to === 'cancelled' ? await refundCancelled(moved, reason ?? '', actorId, context) : moved,
      );
    },

    /**
     * The bill of a delivered order, for its customer or for staff who manage orders; anyone
     * else is told it does not exist, as for the order itself.
     */
    async bill(viewer: { userId: string; role: Role }, id: string): Promise<Bill> {
      const row = UUID.test(id) ? await repo.byId(id) : undefined;
      if (!row || (row.userId !== viewer.userId && !can(viewer.role, 'orders:manage')))
        throw notFound('Order not found');
      const outcome = billOf(row);
      if (!outcome.ok) throw conflict(BILL_MESSAGES[outcome.reason]);
      return outcome.bill;
    },

    /** The same bill as a PDF download, with a file name made from its number. */
    async billPdf(
      viewer: { userId: string; role: Role },
      id: string,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const bill = await life.bill(viewer, id);
      return { fileName: billFileName(bill), pdf: await billPdf(bill) };
    },

    /**
     * Records a kitchen-ticket print and says whether this device should print. 'auto' (the
     * board's auto-print on accept) prints only if it claimed the first print; 'manual' always
     * prints, marked as a reprint when a ticket was printed before. Other boards hear of it.
     */
    async ticket(id: string, trigger: 'auto' | 'manual', context: RequestContext): Promise<TicketResponse> {
      const claim = UUID.test(id) ? await repo.claimTicket(id, now()) : undefined;
      if (!claim) throw notFound('Order not found');
      if (claim.status === 'awaiting_payment') throw conflict(BILL_MESSAGES.ticketUnpaid);
      if (claim.status === 'cancelled' || !claim.printedAt) throw conflict(BILL_MESSAGES.ticketCancelled);
      const printedAt = claim.printedAt.toISOString();
      if (claim.claimed) {
        await audit.record(context, {
          action: 'orders.ticket',
          tableName: 'orders',
          recordId: id,
          newValues: { trigger, printedAt },
        });
        await announce(id);
      }
      if (trigger === 'auto') return { print: claim.claimed, reprint: !claim.claimed, printedAt };
      return { print: true, reprint: !claim.claimed, printedAt };
    },

    /**
     * Tells every instance's listeners (the board, the bell, the customer's page) that the order
     * changed: for changes made outside this service (a payment, a refund).
     */
    async announce(id: string): Promise<Order> {
      return toOrder(await announce(id));
    },

    /** Orders waiting for a member of staff to accept them: the admin bell's number. */
    waitingCount(): Promise<number> {
      return repo.countWithStatus('placed');
    },

    /**
     * Calls onEvent for every order change on any instance from now on (only the customer's own
     * when customerId is given), and onMissed when changes may have gone unannounced (this
     * instance's listener was away), so the caller re-reads. Returns the function that stops.
     */
    watch(onEvent: (event: OrderEvent) => void, onMissed: () => void, customerId?: string): () => void {
      return events.subscribe((event) => {
        if (event.kind === 'resync') return onMissed();
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
