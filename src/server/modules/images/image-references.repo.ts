// Which image URLs the shop still shows: item and category pictures (active or not: a soft-deleted
// item can be restored with its picture) and the banner. Everything else in storage is an orphan.
import { count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { menuCategories, menuItems, siteSettings } from '#server/db/schema.ts';

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

    /** How many places show this image: items, categories and the banner may share one upload. */
    async timesUsed(url: string): Promise<number> {
      const [[items], [categories], [banner]] = await Promise.all([
        db.select({ n: count() }).from(menuItems).where(eq(menuItems.imageUrl, url)),
        db.select({ n: count() }).from(menuCategories).where(eq(menuCategories.imageUrl, url)),
        db.select({ n: count() }).from(siteSettings).where(eq(siteSettings.bannerImage, url)),
      ]);
      return (items?.n ?? 0) + (categories?.n ?? 0) + (banner?.n ?? 0);
    },
  };
}

export type ImageReferencesRepo = ReturnType<typeof createImageReferencesRepo>;
