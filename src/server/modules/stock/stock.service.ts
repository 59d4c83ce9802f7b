// Counted stock's service (docs/product.md#counted-stock): keeps every open storefront's menu in
// step with the counts orders move, runs the morning reset once per shop day, and answers the
// board's low-stock list.
import type { Actor } from '#server/http/actor.ts';
import type { LowStockEntry } from '#shared/api/stock.ts';
import { shopDayOf } from '#shared/order-book/shop-day.ts';
import type { ShopHours } from '#shared/shop-hours/hours-schema.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StockRepo } from './stock.repo.ts';

/** A rush of orders refreshes the menu at most this often (the first at once). */
export const STOCK_REFRESH_MS = 1_000;
/** How often each instance looks whether a new shop day has begun. */
const RESET_CHECK_MS = 60_000;

type Log = { error(details: object, message: string): void };

export function createStockService(deps: {
  repo: StockRepo;
  /** catalogWrites: drops the menu here and on every instance, whose storefronts re-read it. */
  catalog: { invalidate(): void };
  audit: AuditService;
  settingsNow: () => Promise<{ hours: Pick<ShopHours, 'schedule' | 'timeZone'> }>;
  now: () => Date;
  log: Log;
}) {
  const { repo, catalog, audit, settingsNow, now, log } = deps;
  let lastRefresh = 0;
  let pending: NodeJS.Timeout | undefined;
  let ticker: NodeJS.Timeout | undefined;

  function refreshNow() {
    pending = undefined;
    lastRefresh = Date.now();
    catalog.invalidate();
  }

  const today = async () => shopDayOf(now(), (await settingsNow()).hours);

  async function resetIfNewDay(): Promise<boolean> {
    const reset = await repo.resetOnce(await today());
    if (reset === undefined) return false;
    if (reset > 0) catalog.invalidate();
    return true;
  }

  return {
    /**
     * A count moved without staff (an order took the last samosas, a cancelled one gave them
     * back): every open storefront re-reads the menu. The first change refreshes at once, a rush
     * after it once a second, so an item selling out shows within a second everywhere.
     */
    moved(): void {
      if (pending) return;
      const wait = lastRefresh + STOCK_REFRESH_MS - Date.now();
      if (wait <= 0) refreshNow();
      else pending = setTimeout(refreshNow, wait).unref();
    },

    low: (): Promise<LowStockEntry[]> => repo.low(),

    /** Sets the counts to their morning counts once per shop day (any instance, at most once). */
    resetIfNewDay,

    /** Staff's button: every count with a morning count is set to it now. */
    async resetNow(actor: Actor): Promise<number> {
      const reset = await repo.resetNow(await today());
      catalog.invalidate();
      await audit.record(actor, {
        action: 'stock.reset',
        tableName: 'menu_items',
        recordId: null,
        newValues: { reset },
      });
      return reset;
    },

    /** Resets at start-up when the day is new, then looks again every minute. */
    start(): void {
      const check = () =>
        resetIfNewDay().catch((error) => log.error({ err: error }, 'stock: the morning reset failed'));
      void check();
      ticker ??= setInterval(check, RESET_CHECK_MS).unref();
    },

    stop(): void {
      clearInterval(ticker);
      clearTimeout(pending);
      ticker = undefined;
      pending = undefined;
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
