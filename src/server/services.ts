// The one place where repos and services are wired together. Modules reach each other only
// through the services built here.
import type { Database } from './db/database';
import type { Env } from './env';
import { createCatalogRepo } from './modules/catalog/catalog.repo';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createReverseGeocoder } from './modules/location/reverse-geocoder';
import { createSettingsRepo } from './modules/settings/settings.repo';
import { createSettingsService } from './modules/settings/settings.service';

export function createServices(database: Database, env: Env) {
  const catalog = createCatalogService(createCatalogRepo(database.db));
  const settings = createSettingsService(createSettingsRepo(database.db));
  const geocoder = createReverseGeocoder(env.geocodeUrl);
  return { catalog, settings, geocoder };
}

export type Services = ReturnType<typeof createServices>;
