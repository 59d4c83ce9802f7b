// The one place where repos and services are wired together. Modules reach each other only
// through the services built here.
import { randomUUID } from 'node:crypto';
import type { Database, Db, Tx } from './db/database.ts';
import type { RedisConnection } from './db/redis.ts';
import type { Env } from './env.ts';
import {
  createRequestCounts,
  createSharedCounter,
  type RequestCounts,
} from './http/shared-rate-limit-store.ts';
import { createAdminCatalogRepo } from './modules/admin-catalog/admin-catalog.repo.ts';
import { createAdminCatalogService } from './modules/admin-catalog/admin-catalog.service.ts';
import { createAdminStatsRepo } from './modules/admin-stats/admin-stats.repo.ts';
import { createAnalyticsRepo } from './modules/analytics/analytics.repo.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createPromiseRepo } from './modules/analytics/promise.repo.ts';
import { createPromiseReportService } from './modules/analytics/promise-report.service.ts';
import { createAuditRepo } from './modules/audit/audit.repo.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createKnownDevices } from './modules/auth/known-device.ts';
import { createSecrets } from './modules/auth/password-check.ts';
import { createPhoneCodesRepo } from './modules/auth/phone-codes.repo.ts';
import { createSessionLookup, createSessionToken } from './modules/auth/session-lookup.ts';
import { createSessionStarter } from './modules/auth/session-start.ts';
import { createSessionsRepo } from './modules/auth/sessions.repo.ts';
import { createSignInLocks } from './modules/auth/sign-in-locks.service.ts';
import { createStaffAuthService } from './modules/auth/staff-auth.service.ts';
import { createCatalogRepo } from './modules/catalog/catalog.repo.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createAddressesService } from './modules/customers/addresses.service.ts';
import { createCustomerAuthService } from './modules/customers/customer-auth.service.ts';
import { createCustomersRepo } from './modules/customers/customers.repo.ts';
import { createPadCustomers } from './modules/customers/pad-customers.service.ts';
import { createDayCloseRepo } from './modules/day-close/day-close.repo.ts';
import { createDayCloseService } from './modules/day-close/day-close.service.ts';
import { createShopDayNow } from './modules/day-close/shop-day-now.ts';
import { createDiscountsRepo } from './modules/discounts/discounts.repo.ts';
import { createDiscountsService } from './modules/discounts/discounts.service.ts';
import { createDeliveriesRepo } from './modules/dispatch/deliveries.repo.ts';
import { createDeliveryViews } from './modules/dispatch/delivery-view.ts';
import { createDispatchService } from './modules/dispatch/dispatch.service.ts';
import { createEventBus } from './modules/events/event-bus.ts';
import { createImageReferencesRepo } from './modules/images/image-references.repo.ts';
import { createImagesService } from './modules/images/images.service.ts';
import { createLocalDiskStorage } from './modules/images/local-disk-storage.ts';
import { createOrphanSweeper } from './modules/images/orphan-sweeper.ts';
import { createS3Storage } from './modules/images/s3-storage.ts';
import { createKitchenService } from './modules/kitchen/kitchen.service.ts';
import { createStationTicketsRepo } from './modules/kitchen/station-tickets.repo.ts';
import { createStationsRepo } from './modules/kitchen/stations.repo.ts';
import { createReverseGeocoder } from './modules/location/reverse-geocoder.ts';
import { createMetrics } from './modules/metrics/metrics.service.ts';
import { createNotificationPreferencesRepo } from './modules/notifications/notification-preferences.repo.ts';
import { createNotificationPreferencesService } from './modules/notifications/notification-preferences.service.ts';
import { createOutboxRepo } from './modules/notifications/outbox.repo.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from './modules/notifications/outbox.worker.ts';
import type { ChannelSender } from './modules/notifications/outbox-sender.ts';
import { createPushRepo } from './modules/notifications/push.repo.ts';
import { createPushService } from './modules/notifications/push.service.ts';
import { createSmsSender } from './modules/notifications/sms-sender.ts';
import { createOptionGroupsRepo } from './modules/option-groups/option-groups.repo.ts';
import { createOptionGroupsService } from './modules/option-groups/option-groups.service.ts';
import { createOrderPad } from './modules/orders/order-pad.service.ts';
import { createOrdersRepo } from './modules/orders/orders.repo.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createStaffOrderRepo } from './modules/orders/staff-order.repo.ts';
import { createDoorPaymentsRepo } from './modules/payments/door-payments.repo.ts';
import { createDoorPaymentsService } from './modules/payments/door-payments.service.ts';
import { createPaymentsRepo } from './modules/payments/payments.repo.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createPaymentsReportRepo } from './modules/payments/payments-report.repo.ts';
import { createPaymentsReportService } from './modules/payments/payments-report.service.ts';
import { createRazorpayGateway } from './modules/payments/razorpay-gateway.ts';
import { createRefundsRepo } from './modules/payments/refunds.repo.ts';
import { createRefundsService } from './modules/payments/refunds.service.ts';
import { sendToPrinter } from './modules/printing/network-printer.ts';
import { portGuardedSender } from './modules/printing/printer-ports.ts';
import { createTicketPrinting } from './modules/printing/ticket-printing.service.ts';
import { createAccountDeletionService } from './modules/privacy/account-deletion.service.ts';
import { createAccountErasureRepo } from './modules/privacy/account-erasure.repo.ts';
import { createRetentionRepo } from './modules/privacy/retention.repo.ts';
import { createRetentionSweeper, type RetentionSweeperOptions } from './modules/privacy/retention-sweeper.ts';
import { createMeasuredRates } from './modules/promise/measured-rates.ts';
import { createPromiseService } from './modules/promise/promise.service.ts';
import { createPromiseRatesRepo } from './modules/promise/promise-rates.repo.ts';
import { createPromiseTodayRepo } from './modules/promise/promise-today.repo.ts';
import { createProtectStateRepo } from './modules/promise/protect-state.repo.ts';
import { createProtectSwitch } from './modules/promise/protect-switch.service.ts';
import { createShopStateRepo } from './modules/promise/shop-state.repo.ts';
import { DOOR_PHOTO_FOLDER, doorPhotoKey } from './modules/rider-app/door-photo-path.ts';
import { createRiderAppRepo } from './modules/rider-app/rider-app.repo.ts';
import { createRiderAppService } from './modules/rider-app/rider-app.service.ts';
import { createRiderTaps } from './modules/rider-app/rider-taps.service.ts';
import { createRidersRepo } from './modules/riders/riders.repo.ts';
import { createRidersService } from './modules/riders/riders.service.ts';
import { createRobotCheck } from './modules/robot-check/robot-check.service.ts';
import { createUsedRobotChecksRepo } from './modules/robot-check/used-robot-checks.repo.ts';
import { createSettingsRepo } from './modules/settings/settings.repo.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createShopDeviceCookie } from './modules/shop-tablets/shop-device-cookie.ts';
import { createShopDevicesRepo } from './modules/shop-tablets/shop-devices.repo.ts';
import { createShopDevicesService } from './modules/shop-tablets/shop-devices.service.ts';
import { createStaffPinsRepo } from './modules/shop-tablets/staff-pins.repo.ts';
import { createStaffPinsService } from './modules/shop-tablets/staff-pins.service.ts';
import { createSmsProvider } from './modules/sms/sms-provider.ts';
import { createUsersRepo } from './modules/users/users.repo.ts';
import { createUsersService } from './modules/users/users.service.ts';

type Log = {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

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
  const { db } = database;
  const metrics = createMetrics({
    poolStats: () => database.poolStats(),
    redisReady: redis ? () => redis.ready : undefined,
  });
  const sms = createSmsProvider(env.sms, (message) => log.info(message));
  const geocoder = createReverseGeocoder(env.geocodeUrl);
  const audit = createAuditService(createAuditRepo(db));
  const events = createEventBus(database, log);
  const catalog = createCatalogService(createCatalogRepo(db));
  // Every instance keeps the menu in memory: a catalog write on one drops the copy on all of them.
  // The writer's own event comes back to it through LISTEN a few milliseconds later. Its copy was
  // already dropped at the write, and dropping it again would throw away the rebuild the write
  // started, so the first menu load after a bulk action would wait for a second one.
  const instanceId = randomUUID();
  events.subscribe((event) => {
    if ((event.kind === 'menu' && event.from !== instanceId) || event.kind === 'resync') catalog.invalidate();
  });
  const catalogWrites = {
    invalidate() {
      catalog.invalidate();
      void events.publish({ kind: 'menu', from: instanceId });
    },
  };
  const settings = createSettingsService(
    createSettingsRepo(db),
    audit,
    events,
    now,
    env.payments !== undefined,
  );
  const discounts = createDiscountsService(createDiscountsRepo(db), audit);
  const usersRepo = createUsersRepo(db);
  const sessionsEnded = (userId: string) => events.publish({ kind: 'sessions-ended', userId });
  const auth = createAuth(db, env, (phone, code) => sms.sendCode(phone, code), log);
  // One verifier (and one memory of genuine cookies) for the session lookup and the rate limits.
  const sessionToken = createSessionToken(auth);
  // Used solutions live in the database, not Redis: a claim is one insert per code sent (already a
  // write-heavy, rate-limited step), and the database is there on every deployment.
  const robotCheck = createRobotCheck(env.authSecret, createUsedRobotChecksRepo(db), { log });
  const signInLocks = createSignInLocks({
    audit,
    now: () => new Date(),
    forgetRequestCounts: requestCounts.forget,
  });
  const sessionsRepo = createSessionsRepo(db);
  const staffPinsRepo = createStaffPinsRepo(db);
  const staffAuth = createStaffAuthService({
    auth,
    audit,
    users: usersRepo,
    signInLocks,
    robotCheck,
    knownDevices: createKnownDevices(env.authSecret, { secure: env.isProduction }),
    adminEmails: env.adminEmails,
    sessionLookup: createSessionLookup(sessionsRepo, auth, sessionToken),
    sessionsEnded,
    clearPin: staffPinsRepo.clearPin,
  });
  const users = createUsersService({
    users: usersRepo,
    audit,
    signInLocks,
    roleOf: staffAuth.roleOf,
    sessionsEnded,
  });
  // The day a refund or a hand-in made now counts on in the day close.
  const shopDayNow = createShopDayNow(now, settings.stored);
  const riders = createRidersService({
    repo: createRidersRepo(db),
    users: usersRepo,
    audit,
    sessionsEnded,
    now,
    shopDayNow,
  });
  const shopDevices = createShopDevicesService({
    repo: createShopDevicesRepo(db),
    cookie: createShopDeviceCookie({ secure: env.isProduction }),
    audit,
    sessionsEnded,
  });
  const staffPins = createStaffPinsService({
    pins: staffPinsRepo,
    secrets: createSecrets(auth),
    audit,
    devices: shopDevices,
    startSession: createSessionStarter(auth),
    sessionToken,
    sessions: sessionsRepo,
    users: usersRepo,
    roleOf: staffAuth.roleOf,
    sessionsEnded,
  });
  const adminStats = createAdminStatsRepo(db);
  const dayClose = createDayCloseService({
    repo: createDayCloseRepo(db),
    audit,
    settingsNow: settings.stored,
    now,
  });
  const analytics = createAnalyticsService(createAnalyticsRepo(db));
  const promiseReport = createPromiseReportService(createPromiseRepo(db));
  const storage = env.s3 ? createS3Storage(env.s3) : createLocalDiskStorage(env.uploadsDir);
  const images = createImagesService({ storage, audit, log });
  const imageReferences = createImageReferencesRepo(db);
  const orphanSweeper = createOrphanSweeper(images, imageReferences, log);
  const adminCatalog = createAdminCatalogService({
    repo: createAdminCatalogRepo(db),
    audit,
    catalog: catalogWrites,
    images,
    imageReferences,
  });
  const optionGroups = createOptionGroupsService({
    repo: createOptionGroupsRepo(db),
    audit,
    catalog: catalogWrites,
  });
  const customers = createCustomersRepo(db);
  const customerAuth = createCustomerAuthService({
    auth,
    audit,
    customers,
    sessions: sessionsRepo,
    phoneCodes: createPhoneCodesRepo(db),
    robotCheck,
    sessionsEnded,
    allowedCountries: env.smsAllowedCountries,
    sendsPerAddress: { max: env.otpSendsPerIpPer5Min, counter: createSharedCounter(redis) },
    log,
  });
  const addresses = createAddressesService(customers, env.smsAllowedCountries);
  /** The payment gateway when RAZORPAY_* are set (decision 022); undefined = no online payment. */
  const paymentGateway = env.payments ? createRazorpayGateway(env.payments) : undefined;
  const refunds = createRefundsService({
    repo: createRefundsRepo(db),
    gateway: paymentGateway,
    audit,
    auditOn: (h: Db | Tx) => createAuditService(createAuditRepo(h)),
    // Called only once a refund has been asked for, long after `orders` below exists.
    announce: (orderId) => orders.announce(orderId),
    shopDayNow,
    log,
  });
  // The shop's forecast in memory (docs/product.md#the-promise): checkout, the storefront's estimate
  // and the orders' arrival times read it without a query.
  const protectState = createProtectStateRepo(db);
  const protectSwitch = createProtectSwitch({
    repo: protectState,
    audit,
    events,
    settingsChanged: settings.invalidate,
  });
  const promise = createPromiseService({
    shopState: createShopStateRepo(db),
    rates: createMeasuredRates(createPromiseRatesRepo(db)),
    protectState,
    today: createPromiseTodayRepo(db),
    settingsNow: settings.stored,
    applySwitch: protectSwitch.apply,
    switchOffBlind: protectSwitch.offBlind,
    events,
    now,
    log,
  });
  const ordersRepo = createOrdersRepo(db);
  const deliveriesRepo = createDeliveriesRepo(db);
  const orders = createOrdersService({
    repo: ordersRepo,
    audit,
    events,
    // The in-memory copy: checkout adds no settings query.
    settingsNow: settings.stored,
    onPlaced: metrics.orderPlaced,
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
    auditOn: (h: Db | Tx) => createAuditService(createAuditRepo(h)),
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
  const doorPaymentsRepo = createDoorPaymentsRepo(db);
  const doorPayments = createDoorPaymentsService({
    repo: doorPaymentsRepo,
    orders,
    audit,
    settingsNow: settings.stored,
    now,
  });
  // The rider's page (docs/product.md#the-riders-page): taps move orders as staff moves do, in
  // one transaction with the tap's record, and mark at-door orders paid as staff "Mark paid" does.
  const riderAppRepo = createRiderAppRepo(db);
  const riderApp = createRiderAppService({
    repo: riderAppRepo,
    events,
    upiQr: (orderId) => doorPayments.upiQr(orderId),
    storePhoto: (folder, namePrefix, file, context) =>
      images.storeRecordPhoto(folder, namePrefix, file, context),
    photos: {
      count: async (keyPrefix) => (await storage.list(keyPrefix)).length,
      remove: (key) => storage.remove(key),
    },
  });
  const riderTaps = createRiderTaps({
    repo: riderAppRepo,
    orders,
    markCollected: (orderId, at, tx) => doorPaymentsRepo.markCollected(orderId, at, tx),
    auditOn: (h: Db | Tx) => createAuditService(createAuditRepo(h)),
    events,
  });
  const paymentsReport = createPaymentsReportService({
    repo: createPaymentsReportRepo(db),
    gateway: paymentGateway,
    settingsNow: settings.stored,
    log,
  });
  const payments = createPaymentsService({
    db,
    repo: createPaymentsRepo(db),
    ordersRepo,
    orders,
    refunds,
    gateway: paymentGateway,
    audit,
    settingsNow: settings.stored,
    now,
    log,
  });
  // Web Push (decision 023): subscriptions, and the sender the outbox worker calls for push rows.
  const push = createPushService({ repo: createPushRepo(db), settings: env.push, log });
  const notificationPreferencesRepo = createNotificationPreferencesRepo(db);
  const notificationPreferences = createNotificationPreferencesService(notificationPreferencesRepo);
  const outboxRepo = createOutboxRepo(db);
  /** Senders by channel; a channel without one (push off) has its rows skipped. */
  const notificationSenders: { sms: ChannelSender; push?: ChannelSender } = {
    sms: createSmsSender({
      sms,
      templates: env.smsTemplates,
      preferences: notificationPreferencesRepo,
    }),
    ...(env.push ? { push: push.send } : {}),
  };
  const outbox = createOutboxWorker({
    repo: outboxRepo,
    senders: notificationSenders,
    log,
    options: outboxOptions,
  });
  // A change committed on this instance or another: its messages are due now. The poll covers
  // a missed event (a lost listening connection, a retry coming due).
  events.subscribe((event) => {
    // An online order waiting for its payment queues nothing.
    // A rider given an order is rung (delivery_assigned); a rider merely moving queues nothing.
    if (
      (event.kind === 'order' && event.status !== 'awaiting_payment') ||
      (event.kind === 'delivery' && !event.moved) ||
      event.kind === 'resync'
    )
      outbox.wake();
  });
  // Expired codes and sessions, unused push subscriptions (docs/product.md#privacy-and-retention).
  // On the real clock, not the shop's: better-auth dates codes and sessions by the real one, so a
  // test's fixed shop clock must not expire them.
  const retention = createRetentionSweeper({
    repo: createRetentionRepo(db),
    now: () => new Date(),
    log,
    removeUpload: async (path) => {
      const key = doorPhotoKey(path);
      if (key) await storage.remove(key);
    },
    listDoorPhotos: async () =>
      (await storage.list(`${DOOR_PHOTO_FOLDER}/`)).map((o) => ({
        path: `/uploads/${o.key}`,
        modifiedAt: o.modifiedAt,
      })),
    options: retentionOptions,
  });
  const accountDeletion = createAccountDeletionService({
    repo: createAccountErasureRepo(db),
    audit,
    auth,
    sessionsEnded,
  });
  return {
    catalog,
    /** What every menu write (option groups too) calls: drops the menu here and on every instance. */
    catalogWrites,
    settings,
    geocoder,
    audit,
    auth,
    sessionToken,
    shopDevices,
    staffPins,
    staffAuth,
    users,
    riders,
    dayClose,
    adminStats,
    analytics,
    promiseReport,
    images,
    orphanSweeper,
    adminCatalog,
    optionGroups,
    sms,
    robotCheck,
    customerAuth,
    addresses,
    events,
    discounts,
    orders,
    orderPad,
    promise,
    kitchen,
    dispatch,
    ticketPrinting,
    payments,
    metrics,
    paymentGateway,
    refunds,
    doorPayments,
    riderApp,
    riderTaps,
    paymentsReport,
    push,
    notificationPreferences,
    /** Add the push sender here (notificationSenders.push) before outbox.start() when push is on. */
    notificationSenders,
    outbox,
    retention,
    accountDeletion,
  };
}

export type Services = ReturnType<typeof createServices>;
