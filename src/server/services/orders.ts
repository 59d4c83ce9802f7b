// Wires the order book: orders, the staff's order pad, dispatch, the kitchen's stations and
// ticket printing. The pieces call one another only after a commit, so each may name one
// created below it.
import type { AddressesService } from '../modules/customers/addresses.service.ts';
import type { CustomersRepo } from '../modules/customers/customers.repo.ts';
import { createPadCustomers } from '../modules/customers/pad-customers.service.ts';
import { createDeliveriesRepo } from '../modules/dispatch/deliveries.repo.ts';
import { createDeliveryViews } from '../modules/dispatch/delivery-view.ts';
import { createDispatchService } from '../modules/dispatch/dispatch.service.ts';
import { createKitchenService } from '../modules/kitchen/kitchen.service.ts';
import { createStationTicketsRepo } from '../modules/kitchen/station-tickets.repo.ts';
import { createStationsRepo } from '../modules/kitchen/stations.repo.ts';
import { createLaterSlotsRepo } from '../modules/later-orders/later-slots.repo.ts';
import { createLaterSlotsService } from '../modules/later-orders/later-slots.service.ts';
import { createNotificationPreferencesRepo } from '../modules/notifications/notification-preferences.repo.ts';
import { createNotificationPreferencesService } from '../modules/notifications/notification-preferences.service.ts';
import { createOrderPad } from '../modules/orders/order-pad.service.ts';
import { createOrdersRepo, type OrdersRepo } from '../modules/orders/orders.repo.ts';
import { createOrdersService } from '../modules/orders/orders.service.ts';
import { createStaffOrderRepo } from '../modules/orders/staff-order.repo.ts';
import { sendToPrinter } from '../modules/printing/network-printer.ts';
import { portGuardedSender } from '../modules/printing/printer-ports.ts';
import { createTicketPrinting } from '../modules/printing/ticket-printing.service.ts';
import type { PromiseService } from '../modules/promise/promise.service.ts';
import type { StockService } from '../modules/stock/stock.service.ts';
import type { Core } from './core.ts';
import type { Refunds } from './payments.ts';

/** The repository whose cancellations also tell counted stock that a count may have moved. */
function refreshingStockOnCancel(repo: OrdersRepo, moved: () => void): OrdersRepo {
  return {
    ...repo,
    async changeStatus(...args) {
      const done = await repo.changeStatus(...args);
      if (done && args[2] === 'cancelled') moved();
      return done;
    },
  };
}

export function wireOrders(
  core: Core,
  deps: {
    refunds: Refunds['refunds'];
    promise: PromiseService;
    customers: CustomersRepo;
    addresses: AddressesService;
    stock: Pick<StockService, 'moved'>;
  },
) {
  const { db, env, log, now, audit, auditOn, events, settings, metrics, geocoder, shopDayNow } = core;
  const { refunds, promise, customers, addresses, stock } = deps;
  // Every cancellation (the customer, staff, an unpaid online order expiring) goes through
  // changeStatus, and the database gives its counted stock back: open storefronts re-read.
  const ordersRepo = refreshingStockOnCancel(createOrdersRepo(db), stock.moved);
  // The checkout's WhatsApp tick is the customer's choice (docs/product.md#whatsapp-updates).
  const whatsappChoice = createNotificationPreferencesService(
    createNotificationPreferencesRepo(db),
    env.whatsapp !== undefined,
  );
  const deliveriesRepo = createDeliveriesRepo(db);
  const orders = createOrdersService({
    repo: ordersRepo,
    audit,
    events,
    // The in-memory copy: checkout adds no settings query.
    settingsNow: settings.stored,
    onPlaced: metrics.orderPlaced,
    onStockMoved: stock.moved,
    allowedCountries: env.smsAllowedCountries,
    now,
    refunds,
    // Called after an accept has committed, long after `ticketPrinting` below exists.
    onAccepted: (id, context) => void ticketPrinting.autoPrint(id, context),
    // After a move to 'ready' has committed, long after `dispatch` below exists.
    onReady: (id) => void dispatch.autoAssign(id),
    deliveryViews: createDeliveryViews({
      repo: deliveriesRepo,
      shopPhone: async () => (await settings.stored()).contact.phone,
      now,
    }),
    // From memory: checkout adds no query for the estimate.
    estimate: promise.estimateFor,
    etaOf: promise.etaOf,
    // The order is placed whatever becomes of the tick: a failure to keep it is logged, never a 5xx
    // that would leave the board untold of the order.
    rememberWhatsapp: async (userId, on) => {
      try {
        await whatsappChoice.rememberCheckoutChoice(userId, on);
      } catch (error) {
        log.warn({ err: error }, "the checkout's WhatsApp choice was not kept");
      }
    },
    pins: {
      savedPoint: addresses.pointOf,
      // Without GEOCODE_URL no lookup ever happens.
      geocoder: geocoder.configured ? geocoder : undefined,
    },
  });
  // Staff take counter and phone orders on the same pricing, bills and board (docs/product.md#staff-take-orders).
  const padCustomers = createPadCustomers(customers, env.smsAllowedCountries);
  const orderPad = createOrderPad({
    repo: ordersRepo,
    staffOrders: createStaffOrderRepo(db),
    customers: padCustomers,
    events,
    onPlaced: metrics.orderPlaced,
    onStockMoved: stock.moved,
    auditOn,
    audit,
    orders,
    settingsNow: settings.stored,
    allowedCountries: env.smsAllowedCountries,
    now,
    savedPoint: addresses.pointOf,
    estimate: promise.estimateFor,
    shopDayNow,
  });
  const dispatch = createDispatchService({ repo: deliveriesRepo, orders, audit, events, now, log });
  const kitchen = createKitchenService({
    stations: createStationsRepo(db),
    tickets: createStationTicketsRepo(db),
    orders,
    audit,
    now,
  });
  const ticketPrinting = createTicketPrinting({
    orders,
    printer: settings.ticketPrinter,
    timeZone: async () => (await settings.stored()).hours.timeZone,
    send: portGuardedSender(env.printerPorts, sendToPrinter),
    audit,
    now,
    log,
  });
  // The checkout's slots for later (docs/product.md#orders-for-later-today), from the settings in memory.
  const laterSlots = createLaterSlotsService({
    repo: createLaterSlotsRepo(db),
    settingsNow: settings.stored,
    now,
  });
  return { ordersRepo, orders, orderPad, dispatch, kitchen, ticketPrinting, laterSlots };
}
