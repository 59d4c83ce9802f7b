// Wires verified ratings (docs/product.md#ratings): a new rating drops the cached menu through the
// same catalogWrites a menu edit uses, so every instance's storefront shows the new stars.
import { createRatingsRepo } from '../modules/ratings/ratings.repo.ts';
import { createRatingsService } from '../modules/ratings/ratings.service.ts';
import type { Core } from './core.ts';

export function wireRatings({ db, audit, catalogWrites, now }: Core) {
  return createRatingsService({ repo: createRatingsRepo(db), audit, catalog: catalogWrites, now });
}
