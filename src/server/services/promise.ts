// Wires the shop's forecast in memory (docs/product.md#the-promise): checkout, the storefront's
// estimate and the orders' arrival times read it without a query. Protect mode switches with it.
import { createMeasuredRates } from '../modules/promise/measured-rates.ts';
import { createPromiseService } from '../modules/promise/promise.service.ts';
import { createPromiseRatesRepo } from '../modules/promise/promise-rates.repo.ts';
import { createPromiseTodayRepo } from '../modules/promise/promise-today.repo.ts';
import { createProtectStateRepo } from '../modules/promise/protect-state.repo.ts';
import { createProtectSwitch } from '../modules/promise/protect-switch.service.ts';
import { createShopStateRepo } from '../modules/promise/shop-state.repo.ts';
import type { Core } from './core.ts';

export function wirePromise({ db, log, now, audit, events, settings }: Core) {
  const protectState = createProtectStateRepo(db);
  const protectSwitch = createProtectSwitch({
    repo: protectState,
    audit,
    events,
    settingsChanged: settings.invalidate,
  });
  return createPromiseService({
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
}
