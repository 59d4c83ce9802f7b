// Site settings are read on every storefront load and change rarely: keep the public view in
// memory and drop it whenever a write goes through this service.
import type { PublicSettings } from '../../../shared/api/settings';
import { DEFAULT_LOCATION, SITE_DEFAULTS } from '../../../shared/constants';
import type { SettingsRepo, SettingsRow } from './settings.repo';

function toPublic(row: SettingsRow | undefined): PublicSettings {
  if (!row) {
    // A database seeded by an older version may lack the row; the defaults are the spec's.
    return {
      bannerImage: null,
      ...SITE_DEFAULTS,
      shopOpen: true,
      defaultLocation: DEFAULT_LOCATION,
      updatedAt: new Date(0).toISOString(),
    };
  }
  return {
    bannerImage: row.bannerImage,
    bannerTitle: row.bannerTitle,
    bannerSubtitle: row.bannerSubtitle,
    promotionalMessage: row.promotionalMessage,
    siteTheme: row.siteTheme,
    shopOpen: row.shopOpen,
    defaultLocation: row.defaultLocation,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createSettingsService(repo: SettingsRepo) {
  let cached: Promise<PublicSettings> | undefined;
  return {
    publicSettings(): Promise<PublicSettings> {
      cached ??= repo.get().then(toPublic);
      // A failed read must not stick: the next request tries the database again.
      cached.catch(() => {
        cached = undefined;
      });
      return cached;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
