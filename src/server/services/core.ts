// Wires what every area shares: the database, the clock, the log, metrics, SMS, the audit trail,
// the event bus, the menu in memory and the shop's settings. The areas under this folder take it
// and wire their own modules on top.
import { randomUUID } from 'node:crypto';
import type { Database, Db, Tx } from '../db/database.ts';
import type { RedisConnection } from '../db/redis.ts';
import type { Env } from '../env.ts';
import { createAuditRepo } from '../modules/audit/audit.repo.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createCatalogRepo } from '../modules/catalog/catalog.repo.ts';
import { createCatalogService } from '../modules/catalog/catalog.service.ts';
import { createShopDayNow } from '../modules/day-close/shop-day-now.ts';
import { createEventBus } from '../modules/events/event-bus.ts';
import { createAddressSearch } from '../modules/location/address-search.ts';
import { createReverseGeocoder } from '../modules/location/reverse-geocoder.ts';
import { createMetrics } from '../modules/metrics/metrics.service.ts';
import { createSettingsRepo } from '../modules/settings/settings.repo.ts';
import { createSettingsService } from '../modules/settings/settings.service.ts';
import { createSmsProvider } from '../modules/sms/sms-provider.ts';

export type Log = {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export function createCore(
  database: Database,
  env: Env,
  log: Log,
  redis: RedisConnection | undefined,
  now: () => Date,
) {
  const { db } = database;
  const metrics = createMetrics({
    poolStats: () => database.poolStats(),
    redisReady: redis ? () => redis.ready : undefined,
  });
  const sms = createSmsProvider(env.sms, (message) => log.info(message));
  const geocoder = createReverseGeocoder(env.geocodeUrl, { log });
  const audit = createAuditService(createAuditRepo(db));
  const events = createEventBus(database, log);
  // The menu's time windows are read on the app's clock in the shop's zone, skipping its holidays.
  const catalog = createCatalogService(createCatalogRepo(db), {
    now,
    hours: async () => (await settings.stored()).hours,
  });
  // Every instance keeps the menu in memory: a catalog write on one drops the copy on all of them.
  // The writer's own event comes back to it through LISTEN a few milliseconds later. Its copy was
  // already dropped at the write, and dropping it again would throw away the rebuild the write
  // started, so the first menu load after a bulk action would wait for a second one.
  // (Subscribed before the settings' own listener, as it always was.)
  const instanceId = randomUUID();
  events.subscribe((event) => {
    if ((event.kind === 'menu' && event.from !== instanceId) || event.kind === 'resync') catalog.invalidate();
    else if (event.kind === 'settings') catalog.hoursChanged();
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
    () => catalog.hoursChanged(),
  );
  const addressSearch = createAddressSearch({
    providerUrl: env.geocodeSearchUrl,
    userAgent: `chai-express address search (${env.publicUrl})`,
    deliveryArea: async () => (await settings.stored()).delivery,
    log,
  });
  return {
    database,
    db,
    env,
    log,
    redis,
    now,
    metrics,
    sms,
    geocoder,
    addressSearch,
    audit,
    events,
    catalog,
    catalogWrites,
    settings,
    sessionsEnded: (userId: string) => events.publish({ kind: 'sessions-ended', userId }),
    /** The audit trail written inside a given transaction (or on the pool). */
    auditOn: (h: Db | Tx) => createAuditService(createAuditRepo(h)),
    // The day a refund or a hand-in made now counts on in the day close.
    shopDayNow: createShopDayNow(now, settings.stored),
  };
}

export type Core = ReturnType<typeof createCore>;
