// Site settings are read on every storefront load and change rarely: keep the public view in
// memory and drop it whenever a write goes through this service.
import { randomUUID } from 'node:crypto';
import type { PromoNotice, PublicSettings, SettingsInput } from '#shared/api/settings.ts';
import { DEFAULT_LOCATION, SITE_DEFAULTS } from '#shared/constants.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { SettingsRepo, SettingsRow } from './settings.repo.ts';

function toPublic(row: SettingsRow | undefined): PublicSettings {
  if (!row) {
    // A database seeded by an older version may lack the row; the defaults of docs/product.md#settings.
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

export function createSettingsService(repo: SettingsRepo, audit: AuditService, events: EventBus) {
  let cached: Promise<PublicSettings> | undefined;
  // A save on another instance drops this one's copy too: a paused shop must refuse orders everywhere.
  events.subscribe((event) => {
    if (event.kind === 'settings' || event.kind === 'resync') cached = undefined;
  });
  return {
    async update(input: SettingsInput, context: RequestContext): Promise<PublicSettings> {
      const row = await repo.save({ ...input, updatedBy: context.userId });
      cached = undefined;
      await events.publish({ kind: 'settings' });
      await audit.record(context, {
        action: 'settings.update',
        tableName: 'site_settings',
        recordId: row.id,
        newValues: input,
      });
      return toPublic(row);
    },

    /** Sends the saved promotional message to every open storefront, on every instance. */
    async publishPromotion(context: RequestContext): Promise<PromoNotice> {
      const notice = { id: randomUUID(), message: (await this.publicSettings()).promotionalMessage };
      await events.publish({ kind: 'promo', ...notice });
      await audit.record(context, {
        action: 'settings.publish_promotion',
        tableName: 'site_settings',
        recordId: notice.id,
        newValues: { message: notice.message },
      });
      return notice;
    },

    watchPromotions(onNotice: (notice: PromoNotice) => void): () => void {
      return events.subscribe((event) => {
        if (event.kind === 'promo') onNotice({ id: event.id, message: event.message });
      });
    },

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
