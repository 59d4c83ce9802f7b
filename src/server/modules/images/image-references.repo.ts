// Which image URLs the shop still shows: item and category pictures (active or not: a soft-deleted
// item can be restored with its picture) and the banner. Everything else in storage is an orphan.
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { menuCategories, menuItems, siteSettings } from '../../db/schema';

export function createImageReferencesRepo(db: Db) {
  return {
    async urlsInUse(): Promise<string[]> {
      const [items, categories, settings] = await Promise.all([
        db.select({ url: menuItems.imageUrl }).from(menuItems).where(isNotNull(menuItems.imageUrl)),
        db
          .select({ url: menuCategories.imageUrl })
          .from(menuCategories)
          .where(isNotNull(menuCategories.imageUrl)),
        db
          .select({ url: siteSettings.bannerImage })
          .from(siteSettings)
          .where(isNotNull(siteSettings.bannerImage)),
      ]);
      return [...items, ...categories, ...settings].map((r) => r.url!).filter(Boolean);
    },
  };
}

export type ImageReferencesRepo = ReturnType<typeof createImageReferencesRepo>;
