// The order pad's use cases put together (docs/product.md#staff-take-orders): taking a counter or
// phone order (take-order.ts), reserving tokens ahead for the pad's queue, finding the caller by
// phone, and a manager's void (void-order.ts).
import type { Tx } from '#server/db/database.ts';
import type { Actor } from '#server/http/actor.ts';
import { maskPhone } from '#server/logger.ts';
import type { CustomerLookup, TokenBlock } from '#shared/api/order-pad.ts';
import type { Order } from '#shared/api/orders.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import type { ShopDay } from '#shared/order-book/shop-day.ts';
import { shopDayOf } from '#shared/order-book/shop-day.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { PreparationDeps } from './checkout-preparation.ts';
import type { OrderRecord } from './order-records.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { StaffOrderRepo } from './staff-order.repo.ts';
import { createTakeOrder } from './take-order.ts';
import { createVoidOrder } from './void-order.ts';

export type OrderPadDeps = PreparationDeps & {
  repo: Pick<OrdersRepo, 'idByStaffKey' | 'byId'>;
  staffOrders: StaffOrderRepo;
  customers: {
    lookup(phone: string): Promise<CustomerLookup>;
    find(phone: string): Promise<{ id: string } | null>;
    createIn(tx: Tx, phone: string, name: string | undefined): Promise<{ id: string }>;
  };
  /** The audit log outside any order's transaction (a customer looked up). */
  audit: Pick<AuditService, 'record'>;
  events: EventBus;
  onPlaced: () => void;
  /**
   * Told after an order that took counted stock, or a void that gave it back, has committed: open
   * storefronts re-read the menu (docs/product.md#counted-stock).
   */
  onStockMoved?: () => void;
  auditOn: (tx: Tx) => Pick<AuditService, 'record'>;
  /** The orders service's staff view and announcement (order-life.ts). */
  orders: {
    one(id: string): Promise<Order>;
    announce(id: string): Promise<unknown>;
    checkPin(order: { id: string; address: OrderRecord['address'] }): void;
  };
  settingsNow: () => Promise<PublicSettings>;
  /** The shop day now, by the shop's hours: a void's refund is counted on it. */
  shopDayNow: () => Promise<ShopDay>;
};

export function createOrderPad(deps: OrderPadDeps) {
  const { staffOrders, customers, orders, settingsNow, now } = deps;
  const staffOrder = (id: string) => orders.one(id);
  const taking = createTakeOrder({
    ...deps,
    staffOrder,
    checkPin: orders.checkPin,
  });
  const voiding = createVoidOrder({ ...deps, announce: orders.announce, staffOrder });
  return {
    ...taking,
    ...voiding,

    /**
     * The customer with this phone and their saved addresses. Each lookup is audited (the number
     * masked but for its last 4 digits): the pad reads customers' addresses by phone, and the log
     * shows who looked up how many.
     */
    async lookupCustomer(actor: Actor, phone: string): Promise<CustomerLookup> {
      const found = await customers.lookup(phone);
      await deps.audit.record(actor, {
        action: 'customers.lookup',
        tableName: 'users',
        recordId: found.customer?.id ?? null,
        newValues: { phone: maskPhone(phone), found: found.customer !== null },
      });
      return found;
    },

    /**
     * The next `count` tokens of today's shop day (or the next open day, once today's close
     * stands), kept for this staff member's pad: it numbers counter orders with them while the
     * server cannot be reached.
     */
    async reserveTokens(actor: Actor, count: number): Promise<TokenBlock> {
      const settings = await settingsNow();
      return staffOrders.reserveTokens(shopDayOf(now(), settings.hours), actor.userId, count);
    },
  };
}

export type OrderPad = ReturnType<typeof createOrderPad>;
