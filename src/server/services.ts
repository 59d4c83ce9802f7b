// The one place where repos and services are wired together. Modules reach each other only
// through the services built here. Each area is wired in its own file under services/, on a
// shared core; this file calls them in the order the modules were always created in (the event
// bus's listeners are subscribed in that order) and returns them as one object.
import type { Database } from './db/database.ts';
import type { RedisConnection } from './db/redis.ts';
import type { Env } from './env.ts';
import { createRequestCounts, type RequestCounts } from './http/shared-rate-limit-store.ts';
import type { OutboxWorkerOptions } from './modules/notifications/outbox.worker.ts';
import type { RetentionSweeperOptions } from './modules/privacy/retention-sweeper.ts';
import { wireAccounts } from './services/accounts.ts';
import { wireCatalog, wireDiscounts } from './services/catalog.ts';
import { createCore, type Log } from './services/core.ts';
import { wireCustomers } from './services/customers.ts';
import { wireNotifications } from './services/notifications.ts';
import { wireOrders } from './services/orders.ts';
import { wirePayments, wireRefunds } from './services/payments.ts';
import { wirePrivacy } from './services/privacy.ts';
import { wirePromise } from './services/promise.ts';
import { wireRatings } from './services/ratings.ts';
import { wireReports } from './services/reports.ts';
import { wireRiderApp } from './services/rider-app.ts';
import { wireStock } from './services/stock.ts';
import { wireUsualOrders } from './services/usual-orders.ts';

export function createServices(
  database: Database,
  env: Env,
  log: Log,
  redis?: RedisConnection,
  /** The clock of opening hours, busy mode and checkout (tests pass a fixed one). */
  now: () => Date = () => new Date(),
  /** The notification outbox worker's timings (tests shorten them). */
  outboxOptions?: OutboxWorkerOptions,
  /** When the retention sweeper runs (tests shorten it). */
  retentionOptions?: RetentionSweeperOptions,
  /** The general request limit's counters, which an admin's unlock clears for the person. */
  requestCounts: RequestCounts = createRequestCounts(redis),
) {
  // Subscribes the menu's and then the settings' listeners to the event bus.
  const core = createCore(database, env, log, redis, now);
  const discounts = wireDiscounts(core);
  const accounts = wireAccounts(core, requestCounts);
  const reports = wireReports(core);
  const catalog = wireCatalog(core);
  const customers = wireCustomers(core, accounts);
  const money = wireRefunds(
    core,
    // Called only once a refund has been asked for, long after `book` below exists.
    (orderId) => book.orders.announce(orderId),
  );
  const promise = wirePromise(core);
  const stock = wireStock(core);
  const book = wireOrders(core, { refunds: money.refunds, promise, stock, ...customers });
  const riderApp = wireRiderApp(core, { orders: book.orders, ...catalog });
  const payments = wirePayments(core, { ...money, orders: book.orders, ordersRepo: book.ordersRepo });
  // Subscribes the outbox's listener, after the menu's and the settings'.
  const notifications = wireNotifications(core, outboxOptions);
  const ratings = wireRatings(core);
  const privacy = wirePrivacy(core, { auth: accounts.auth, storage: catalog.storage }, retentionOptions);
  return {
    catalog: core.catalog,
    /** What every menu write (option groups too) calls: drops the menu here and on every instance. */
    catalogWrites: core.catalogWrites,
    settings: core.settings,
    geocoder: core.geocoder,
    addressSearch: core.addressSearch,
    audit: core.audit,
    auth: accounts.auth,
    sessionToken: accounts.sessionToken,
    shopDevices: accounts.shopDevices,
    staffPins: accounts.staffPins,
    staffAuth: accounts.staffAuth,
    users: accounts.users,
    riders: accounts.riders,
    dayClose: reports.dayClose,
    adminStats: reports.adminStats,
    analytics: reports.analytics,
    monthEnd: reports.monthEnd,
    promiseReport: reports.promiseReport,
    images: catalog.images,
    orphanSweeper: catalog.orphanSweeper,
    adminCatalog: catalog.adminCatalog,
    optionGroups: catalog.optionGroups,
    menuTools: catalog.menuTools,
    sms: core.sms,
    robotCheck: accounts.robotCheck,
    customerAuth: customers.customerAuth,
    addresses: customers.addresses,
    events: core.events,
    discounts,
    orders: book.orders,
    orderPad: book.orderPad,
    promise,
    kitchen: book.kitchen,
    dispatch: book.dispatch,
    ticketPrinting: book.ticketPrinting,
    laterSlots: book.laterSlots,
    payments: payments.payments,
    tips: payments.tips,
    metrics: core.metrics,
    paymentGateway: money.paymentGateway,
    refunds: money.refunds,
    doorPayments: riderApp.doorPayments,
    riderApp: riderApp.riderApp,
    riderTaps: riderApp.riderTaps,
    paymentsReport: payments.paymentsReport,
    push: notifications.push,
    notificationPreferences: notifications.notificationPreferences,
    /** Add the push sender here (notificationSenders.push) before outbox.start() when push is on. */
    notificationSenders: notifications.notificationSenders,
    outbox: notifications.outbox,
    whatsapp: notifications.whatsapp,
    retention: privacy.retention,
    accountDeletion: privacy.accountDeletion,
    usualOrders: wireUsualOrders(core),
    ratings,
    stock,
  };
}

export type Services = ReturnType<typeof createServices>;
