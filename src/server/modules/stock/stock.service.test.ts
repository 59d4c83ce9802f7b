// The menu refresh after orders move counts (docs/product.md#counted-stock): the first at once, a
// rush after it at most once a second, so an item selling out shows everywhere within a second
// and a rush does not rebuild the menu per order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditService } from '../audit/audit.service.ts';
import type { StockRepo } from './stock.repo.ts';
import { createStockService, STOCK_REFRESH_MS } from './stock.service.ts';

function service() {
  const catalog = { invalidate: vi.fn() };
  const stock = createStockService({
    repo: {} as StockRepo,
    catalog,
    audit: {} as AuditService,
    settingsNow: async () => ({ hours: { schedule: [], timeZone: 'Asia/Kolkata' } as never }),
    now: () => new Date(),
    log: { error: () => {} },
  });
  return { stock, catalog };
}

describe('the menu refresh after a count moved', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes at once, then once for a rush within the second', () => {
    const { stock, catalog } = service();
    stock.moved();
    expect(catalog.invalidate).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) stock.moved();
    expect(catalog.invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STOCK_REFRESH_MS);
    expect(catalog.invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(STOCK_REFRESH_MS * 5);
    expect(catalog.invalidate).toHaveBeenCalledTimes(2);
    stock.stop();
  });

  it('refreshes at once again after a quiet second', () => {
    const { stock, catalog } = service();
    stock.moved();
    vi.advanceTimersByTime(STOCK_REFRESH_MS + 1);
    stock.moved();
    expect(catalog.invalidate).toHaveBeenCalledTimes(2);
    stock.stop();
  });
});
