// Wires counted stock (docs/product.md#counted-stock): its menu refreshes go through the same
// catalogWrites a menu edit uses, so every instance and every open storefront follows.
import { createStockRepo } from '../modules/stock/stock.repo.ts';
import { createStockService } from '../modules/stock/stock.service.ts';
import type { Core } from './core.ts';

export function wireStock({ db, audit, catalogWrites, settings, now, log }: Core) {
  return createStockService({
    repo: createStockRepo(db),
    catalog: catalogWrites,
    audit,
    settingsNow: settings.stored,
    now,
    log,
  });
}
