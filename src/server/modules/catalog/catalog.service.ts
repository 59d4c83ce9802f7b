import type { ItemsQuery, MenuResponse, StorefrontCategory, StorefrontItem } from '#shared/api/catalog.ts';
import { categoryDisplay, DEFAULT_CATEGORY_SLUG } from '#shared/catalog/categories.ts';
import { resolveItemImage } from '#shared/catalog/menu-images.ts';
import { unitLabel } from '#shared/catalog/units.ts';
import { toRupees } from '#shared/money.ts';
import type { CatalogRepo, CategoryRow, ItemWithCategoryRow } from './catalog.repo.ts';
import { buildMenuSnapshot, type MenuSnapshot } from './menu-snapshot.ts';

function toStorefrontCategory(row: CategoryRow): StorefrontCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name || categoryDisplay(row.slug).name,
    icon: row.icon || categoryDisplay(row.slug).icon,
    description: row.description,
    imageUrl: row.imageUrl,
  };
}

function toStorefrontItem(row: ItemWithCategoryRow): StorefrontItem {
  const category = row.categorySlug ?? DEFAULT_CATEGORY_SLUG;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    description: row.description ?? '',
    price: toRupees(row.pricePaise),
    ...(row.originalPricePaise != null ? { originalPrice: toRupees(row.originalPricePaise) } : {}),
    discount: row.discountPercent,
    unit: unitLabel(row.unit),
    image: resolveItemImage({ name: row.name, categorySlug: category, imageUrl: row.imageUrl }),
    rating: row.rating,
    inStock: row.inStock,
    featured: row.isFeatured,
    category,
  };
}

export function createCatalogService(repo: CatalogRepo) {
  let snapshot: MenuSnapshot | undefined;
  // Concurrent first requests share one build instead of each querying the database.
  let building: Promise<MenuSnapshot> | undefined;
  let generation = 0;

  async function build(): Promise<MenuSnapshot> {
    const startedAt = generation;
    const [categories, items] = await Promise.all([repo.listActiveCategories(), repo.listActiveItems()]);
    const menu: MenuResponse = {
      categories: categories.map(toStorefrontCategory),
      items: items.map(toStorefrontItem),
      generatedAt: new Date().toISOString(),
    };
    const built = await buildMenuSnapshot(menu);
    // A write that landed while this build was reading must not be hidden by a stale result.
    if (startedAt === generation) snapshot = built;
    return built;
  }

  async function current(): Promise<MenuSnapshot> {
    if (snapshot) return snapshot;
    building ??= build().finally(() => {
      building = undefined;
    });
    return building;
  }

  return {
    menuSnapshot: current,
    /** The snapshot if one is built, without waiting: the socket-level fast path uses this. */
    peekSnapshot: (): MenuSnapshot | undefined => snapshot,

    async categories(): Promise<StorefrontCategory[]> {
      return (await current()).menu.categories;
    },

    async items(query: ItemsQuery): Promise<StorefrontItem[]> {
      const { menu, searchText } = await current();
      const needle = query.search?.trim().toLowerCase();
      return menu.items.filter(
        (item, i) =>
          (!query.category || item.category === query.category) &&
          (!needle || searchText[i]!.includes(needle)),
      );
    },

    /** Called after every catalog write so the next menu load shows the change. */
    invalidate(): void {
      generation++;
      snapshot = undefined;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
