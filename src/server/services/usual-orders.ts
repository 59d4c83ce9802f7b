// Wires 'My usual' (docs/product.md#my-usual): favourites priced on the menu in memory.
import { createUsualOrdersRepo } from '../modules/usual-orders/usual-orders.repo.ts';
import { createUsualOrdersService } from '../modules/usual-orders/usual-orders.service.ts';
import type { Core } from './core.ts';

export function wireUsualOrders({ db, catalog }: Core) {
  return createUsualOrdersService({ repo: createUsualOrdersRepo(db), catalog });
}
