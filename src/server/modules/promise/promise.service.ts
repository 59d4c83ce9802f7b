// The shop's forecast, kept in memory (docs/product.md#how-the-estimate-is-worked-out): worked out
// again, one at a time, a moment after an order, a delivery or the settings change on any
// instance, and every 15 seconds for the passage of time. Checkout, the storefront's estimate and
// the orders' arrival times read it without a query.
import { AppError } from '#server/http/app-error.ts';
import type { OrderRecord } from '#server/modules/orders/order-records.ts';
import { todayIn } from '#shared/analytics-range.ts';
import type { Order } from '#shared/api/orders.ts';
import type { PromiseNow, ShopEstimate } from '#shared/api/promise.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import {
  type EstimateParts,
  estimateNew,
  type Forecast,
  forecast,
  travelMinutes,
} from '#shared/promise/forecast.ts';
import {
  DEFAULT_PROMISE_SETTINGS,
  type PromiseSettings,
  type ProtectState,
} from '#shared/promise/promise-settings.ts';
import { type NewOrderQueue, prepOf, quoteMinutes } from '#shared/promise/quote.ts';
import type { EventBus } from '../events/event-bus.ts';
import { toForecastOrder, toForecastRider } from './forecast-orders.ts';
import type { createMeasuredRates, MeasuredRates } from './measured-rates.ts';
import type { PromiseTodayRepo } from './promise-today.repo.ts';
import type { ProtectStateRepo } from './protect-state.repo.ts';
import type { createProtectSwitch } from './protect-switch.service.ts';
import type { ShopStateRepo } from './shop-state.repo.ts';

/** A burst of changes (a rush of orders) costs one recompute. */
export const RECOMPUTE_DEBOUNCE_MS = 1_000;
/**
 * A recompute waits at least this many times as long as the last one took, so that in a rush (a
 * long queue to read) working the forecast out never takes more than a fifth of the database's
 * and the process's time from the checkouts it is about.
 */
const COST_SPACING = 4;
/** Time passing moves the forecast too (an order past its expected time is 'any moment now'). */
export const RECOMPUTE_EVERY_MS = 15_000;
const MINUTE_MS = 60_000;
/**
 * A forecast older than this is not told to anyone (docs/product.md#how-the-estimate-is-worked-out):
 * GET /api/estimate answers 503 and checkout keeps the normal promise until one is worked out again.
 */
export const ESTIMATE_STALE_MS = 2 * MINUTE_MS;
/**
 * Recomputes failing this long turn the automatic switch off: a shop that cannot see its queue
 * must not stay paused (or pickup only) on what it saw last.
 */
export const BLIND_SWITCH_OFF_MS = 5 * MINUTE_MS;
const NOT_WORKED_OUT = 'The delivery estimate is not available right now. Please try again in a moment.';

/** What a checkout knows of the order it is placing. */
export type NewOrder = {
  orderType: 'delivery' | 'pickup';
  itemIds: readonly string[];
  /** The door's point; null for a pickup. */
  point: Coordinates | null;
};

export type OrderEta = NonNullable<Order['eta']>;

type Snapshot = {
  forecast: Forecast;
  settings: PromiseSettings;
  rates: MeasuredRates;
  shop: Coordinates;
  protect: ProtectState | null;
  /** What a new order joins: the checkout quotes from it, as a client does from GET /api/estimate. */
  queue: NewOrderQueue;
  /** A delivery at the usual distance with the usual kitchen time, and a pickup. */
  delivery: EstimateParts;
  pickup: EstimateParts;
};

export type PromiseServiceDeps = {
  shopState: ShopStateRepo;
  rates: ReturnType<typeof createMeasuredRates>;
  protectState: Pick<ProtectStateRepo, 'read'>;
  today: PromiseTodayRepo;
  /** The cached public settings: the shop's point and time zone. */
  settingsNow: () => Promise<PublicSettings>;
  applySwitch: ReturnType<typeof createProtectSwitch>['apply'];
  /** Turns the switch off while the queue cannot be read (audited as the system's). */
  switchOffBlind: ReturnType<typeof createProtectSwitch>['offBlind'];
  events: EventBus;
  now: () => Date;
  log: { error(details: object, message: string): void };
};

const FINISHED = new Set(['delivered', 'cancelled', 'awaiting_payment']);

export function createPromiseService(deps: PromiseServiceDeps) {
  const { now, log } = deps;
  let snapshot: Snapshot | undefined;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let debounce: NodeJS.Timeout | undefined;
  let ticker: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  /** How long the last recompute took (ms). */
  let lastCostMs = 0;
  /** When the last recompute started (real clock), for the tick's spacing. */
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  /** The app's time of the first failed recompute since the last good one. */
  let failingSince: number | null = null;

  /** The forecast in memory while it is recent enough to be told (on the app's clock). */
  function fresh(): Snapshot | undefined {
    if (!snapshot) return undefined;
    const age = now().getTime() - snapshot.forecast.at;
    return age <= ESTIMATE_STALE_MS ? snapshot : undefined;
  }

  async function compute(): Promise<void> {
    const at = now();
    const [settingsNow, row] = await Promise.all([deps.settingsNow(), deps.protectState.read()]);
    const settings = row.promise ?? DEFAULT_PROMISE_SETTINGS;
    const shop = { lat: settingsNow.delivery.shop.lat, lng: settingsNow.delivery.shop.lng };
    const rates = await deps.rates.current(at, shop);
    const [rows, riders] = await Promise.all([
      deps.shopState.unfinishedOrders(at),
      deps.shopState.ridersOnShift(),
    ]);
    const f = forecast(
      at.getTime(),
      rows.map((r) => toForecastOrder(r, shop, rates, settings.riderSpeedKmh)),
      riders.map((r) => toForecastRider(r, shop, rates, settings.riderSpeedKmh)),
      {
        acceptMinutes: rates.acceptMinutes,
        kitchenSlots: settings.kitchenSlots,
        handoverMinutes: settings.handoverMinutes,
      },
    );
    const usualTravel = travelMinutes(rates.usualDeliveryMetres, settings.riderSpeedKmh);
    const delivery = estimateNew(f, {
      orderType: 'delivery',
      prepMinutes: rates.usualPrepMinutes,
      travelMinutes: usualTravel,
    });
    const pickup = estimateNew(f, {
      orderType: 'pickup',
      prepMinutes: rates.usualPrepMinutes,
      travelMinutes: 0,
    });
    // Never stopped mid-way by a closing app: the switch's write and audit finish together.
    const protect = await deps.applySwitch(row.protect, delivery.totalMinutes, settings, at);
    snapshot = {
      forecast: f,
      settings,
      rates,
      shop,
      protect,
      queue: queueOf(f, rates, settings),
      delivery,
      pickup,
    };
  }

  /** The recomputes have failed for a while: the switch goes off rather than stay on blind. */
  async function failed(error: unknown): Promise<void> {
    // The last forecast stays in use while recent; the next change or tick tries again.
    log.error({ err: error }, 'the delivery estimate was not worked out');
    const at = now();
    failingSince ??= at.getTime();
    if (at.getTime() - failingSince <= BLIND_SWITCH_OFF_MS) return;
    try {
      // Blind since the start: the switch as the cached settings hold it.
      const protect = snapshot ? snapshot.protect : (await deps.settingsNow()).protect;
      if (!protect) return;
      if ((await deps.switchOffBlind(protect, at)) && snapshot) snapshot = { ...snapshot, protect: null };
    } catch (offError) {
      log.error({ err: offError }, 'the automatic switch could not be turned off');
    }
  }

  async function runOnce(): Promise<void> {
    if (stopped) return;
    // The real clock: this measures the work, not the shop's time.
    const started = performance.now();
    lastStartedAt = started;
    try {
      await compute();
      failingSince = null;
    } catch (error) {
      await failed(error);
    }
    lastCostMs = performance.now() - started;
  }

  /** Works the forecast out now, after the one in progress if any; resolves once it is in memory. */
  function refresh(): Promise<void> {
    if (!running) {
      running = runOnce().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return refresh();
    });
    return queued;
  }

  function refreshSoon() {
    if (stopped || debounce) return;
    debounce = setTimeout(
      () => {
        debounce = undefined;
        void refresh();
      },
      Math.max(RECOMPUTE_DEBOUNCE_MS, lastCostMs * COST_SPACING),
    );
    debounce.unref();
  }

  /** The forecast in memory, never worked out on a request's path: 503 while there is none recent. */
  function current(): Snapshot {
    const s = fresh();
    if (!s) throw new AppError('SERVER_ERROR', NOT_WORKED_OUT, undefined, 'unavailable');
    return s;
  }

  const asShopEstimate = (s: Snapshot): ShopEstimate => ({
    deliveryMinutes: s.delivery.totalMinutes,
    pickupMinutes: s.pickup.totalMinutes,
    at: new Date(s.forecast.at).toISOString(),
    protect: s.protect,
    queue: s.queue,
  });

  return {
    /** Listens for changes on every instance and ticks; resolves once the first forecast is in. */
    start(): Promise<void> {
      stopped = false;
      unsubscribe ??= deps.events.subscribe((event) => {
        if (event.kind === 'menu') deps.rates.menuChanged();
        if (
          event.kind === 'order' ||
          event.kind === 'delivery' ||
          event.kind === 'settings' ||
          event.kind === 'resync'
        )
          refreshSoon();
      });
      // A tick right after a recompute (a rush's) is skipped: at most one a second.
      ticker ??= setInterval(() => {
        if (performance.now() - lastStartedAt >= RECOMPUTE_DEBOUNCE_MS) void refresh();
      }, RECOMPUTE_EVERY_MS);
      ticker.unref();
      return refresh();
    },

    /** Stops listening and ticking; a recompute in progress finishes before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(debounce);
      clearInterval(ticker);
      debounce = undefined;
      ticker = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      await (queued ?? running);
    },

    refresh,

    /** GET /api/estimate: from memory only; 503 while there is no recent forecast. */
    async shopEstimate(): Promise<ShopEstimate> {
      return asShopEstimate(current());
    },

    /**
     * What a new order would be told now, from memory only (checkout reads no table for it): the
     * minutes a client quotes from GET /api/estimate's queue for the same cart and door
     * (shared/promise/quote.ts), with where they go. Null without a recent forecast: the normal
     * promise.
     */
    estimateFor(order: NewOrder): EstimateParts | null {
      const s = fresh();
      if (!s) return null;
      // An uncategorised (or unknown) item counts as null: the usual kitchen time.
      const categoryIds = order.itemIds.map((id) => s.rates.itemCategory.get(id) ?? null);
      const metres =
        order.orderType === 'delivery' && order.point
          ? distanceKm(s.shop, order.point) * 1000
          : s.rates.usualDeliveryMetres;
      const parts = estimateNew(s.forecast, {
        orderType: order.orderType,
        prepMinutes: prepOf(s.queue, categoryIds),
        travelMinutes: order.orderType === 'delivery' ? travelMinutes(metres, s.queue.riderSpeedKmh) : 0,
      });
      // The same arithmetic (quote.test.ts); the total is taken from the client's to the last digit.
      return {
        ...parts,
        totalMinutes: quoteMinutes(s.queue, { orderType: order.orderType, categoryIds, metres }),
      };
    },

    /**
     * When an unfinished order is now expected at the door (or on the counter): the forecast's, or
     * for an order placed since the last recompute, its placed time plus the minutes it was shown.
     */
    etaOf(
      row: Pick<
        OrderRecord,
        'id' | 'status' | 'orderType' | 'createdAt' | 'promisedMinutes' | 'events' | 'scheduledFor'
      >,
    ): OrderEta | null {
      if (FINISHED.has(row.status)) return null;
      const kind = row.orderType === 'delivery' ? 'arrival' : 'ready';
      const planned = snapshot?.forecast.orders.get(row.id);
      if (planned) return { kind, at: new Date(planned.arriveAt).toISOString() };
      // An order for later not yet in the kitchen's queue is expected at its slot.
      if (row.scheduledFor) return { kind, at: row.scheduledFor.toISOString() };
      const placed = row.events.find((e) => e.toStatus === 'placed')?.createdAt ?? row.createdAt;
      return { kind, at: new Date(placed.getTime() + row.promisedMinutes * MINUTE_MS).toISOString() };
    },

    /** GET /api/admin/promise: the board's line. */
    async promiseNow(): Promise<PromiseNow> {
      const s = current();
      const { timeZone } = (await deps.settingsNow()).hours;
      const today = await deps.today.deliveredOn(todayIn(timeZone, now()), timeZone);
      return { estimate: asShopEstimate(s), parts: s.delivery, protect: s.protect, today };
    },
  };
}

/** What a new order joins, from the forecast's moment: what GET /api/estimate carries. */
function queueOf(f: Forecast, rates: MeasuredRates, settings: PromiseSettings): NewOrderQueue {
  const inMinutes = (t: number) => (t - f.at) / MINUTE_MS;
  return {
    acceptMinutes: f.rates.acceptMinutes,
    kitchenFreeInMinutes: f.kitchenFree.length > 0 ? inMinutes(Math.min(...f.kitchenFree)) : 0,
    riderFreeInMinutes: f.ridersFree && f.ridersFree.length > 0 ? inMinutes(Math.min(...f.ridersFree)) : null,
    usualPrepMinutes: rates.usualPrepMinutes,
    prepByCategory: Object.fromEntries(rates.prepByCategory),
    riderSpeedKmh: settings.riderSpeedKmh,
  };
}

export type PromiseService = ReturnType<typeof createPromiseService>;
