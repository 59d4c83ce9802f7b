// The one place where repos and services are wired together. Modules reach each other only
// through the services built here.
import type { Database } from './db/database';
import type { Env } from './env';
import { createCatalogRepo } from './modules/catalog/catalog.repo';
import { createCatalogService } from './modules/catalog/catalog.service';

export function createServices(database: Database, _env: Env) {
  const catalog = createCatalogService(createCatalogRepo(database.db));
  return { catalog };
}

export type Services = ReturnType<typeof createServices>;
