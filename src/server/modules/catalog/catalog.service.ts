import type {
  ItemsQuery,
  MenuResponse,
  StorefrontCategory,
  StorefrontItem,
  StorefrontOptionGroup,
} from '#shared/api/catalog.ts';
import { categoryDisplay, DEFAULT_CATEGORY_SLUG } from '#shared/catalog/categories.ts';
import { thumbnailUrl } from '#shared/catalog/image-thumbnail.ts';
import { searchItems } from '#shared/catalog/item-search.ts';
import { resolveItemImage } from '#shared/catalog/menu-images.ts';
import { unitLabel } from '#shared/catalog/units.ts';
import { toRupees } from '#shared/money.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type {
  CatalogRepo,
  CategoryRow,
  ItemGroupLink,
  ItemWithCategoryRow,
  OptionGroupRow,
  OptionRow,
} from './catalog.repo.ts';
import { buildMenuSnapshot, compressBest, type MenuSnapshot } from './menu-snapshot.ts';

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

function toStorefrontItem(row: ItemWithCategoryRow, optionGroupIds: string[]): StorefrontItem {
  const category = row.categorySlug ?? DEFAULT_CATEGORY_SLUG;
  const thumbnail = row.imageUrl ? thumbnailUrl(row.imageUrl) : undefined;
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
    ...(thumbnail ? { thumbnail } : {}),
    rating: row.rating,
    inStock: row.inStock,
    featured: row.isFeatured,
    category,
    veg: row.isVegetarian,
    optionGroupIds,
  };
}

function toStorefrontOptionGroup(row: OptionGroupRow & { options: OptionRow[] }): StorefrontOptionGroup {
  return {
    id: row.id,
    name: row.name,
    selection: row.selection,
    required: row.required,
    minChoices: row.minChoices,
    maxChoices: row.maxChoices,
    // Unavailable choices stay listed: the sheet shows them as sold out rather than hiding them.
    options: row.options.map((o) => ({
      id: o.id,
      name: o.name,
      priceDelta: toRupees(o.priceDeltaPaise),
      isDefault: o.isDefault,
      available: o.isAvailable,
    })),
  };
}

/**
 * The listed items with their groups' ids, and each group some listed item uses, once (a group
 * on no listed item, or only on hidden ones, is left out of the answer).
 */
function withOptionGroups(
  items: ItemWithCategoryRow[],
  links: ItemGroupLink[],
  groups: (OptionGroupRow & { options: OptionRow[] })[],
): Pick<MenuResponse, 'items' | 'optionGroups'> {
  const groupIdsOf = new Map<string, string[]>();
  for (const { menuItemId, groupId } of links) {
    const list = groupIdsOf.get(menuItemId);
    if (list) list.push(groupId);
    else groupIdsOf.set(menuItemId, [groupId]);
  }
  const used = new Set<string>();
  const listed = items.map((row) => {
    const ids = groupIdsOf.get(row.id) ?? [];
    for (const id of ids) used.add(id);
    return toStorefrontItem(row, ids);
  });
  return { items: listed, optionGroups: groups.filter((g) => used.has(g.id)).map(toStorefrontOptionGroup) };
}

export function createCatalogService(repo: CatalogRepo) {
  let snapshot: MenuSnapshot | undefined;
  // Concurrent first requests share one build instead of each querying the database; a build
  // that started before the latest write is not shared (it would answer the menu before it).
  let building: { generation: number; promise: Promise<MenuSnapshot> } | undefined;
  let generation = 0;

  async function build(): Promise<MenuSnapshot> {
    const startedAt = generation;
    const [categories, items, links, groups] = await Promise.all([
      repo.listActiveCategories(),
      repo.listActiveItems(),
      repo.listItemGroupLinks(),
      repo.listOptionGroups(),
    ]);
    const menu: MenuResponse = {
      categories: categories.map(toStorefrontCategory),
      ...withOptionGroups(items, links, groups),
      generatedAt: new Date().toISOString(),
      // Translated menus (GET /api/menu?lang=) are built from the same rows: issue 41 in progress.
      language: 'en',
    };
    const built = await buildMenuSnapshot(menu);
    // A write that landed while this build was reading must not be hidden by a stale result.
    if (startedAt === generation) {
      snapshot = built;
      // The smallest answers follow in the background and replace the quick ones if no write
      // came in between; until then the quick ones are served.
      compressBest(built).then(
        (best) => {
          if (startedAt === generation) snapshot = best;
        },
        () => {},
      );
    }
    return built;
  }

  function current(): Promise<MenuSnapshot> {
    if (snapshot) return Promise.resolve(snapshot);
    if (building?.generation !== generation) {
      const entry = {
        generation,
        promise: build().finally(() => {
          if (building === entry) building = undefined;
        }),
      };
      building = entry;
    }
    return building.promise;
  }

  return {
    menuSnapshot: current,
    /** The snapshot if one is built, without waiting: the socket-level fast path uses this. */
    peekSnapshot: (): MenuSnapshot | undefined => snapshot,

    async categories(): Promise<StorefrontCategory[]> {
      return (await current()).menu.categories;
    },

    async items(query: ItemsQuery): Promise<StorefrontItem[]> {
      const { menu, search } = await current();
      const found = searchItems(search, menu.items, query.search);
      return found.filter((item) => !query.category || item.category === query.category);
    },

    /**
     * Called after every catalog write (items, categories, option groups and their links) so the
     * next menu load shows the change; writers go through services.ts' catalogWrites, which also
     * tells the other instances.
     */
    invalidate(): void {
      generation++;
      snapshot = undefined;
      // Rebuilt now, off any customer's request: the first menu load after a write (a bulk
      // action over 1,000 items) finds the answer built or nearly so. A failure here (the database
      // closing at shutdown) is the next request's to report. After the current tick, so a burst
      // of writes costs one build.
      const at = generation;
      setImmediate(() => {
        if (at === generation && !snapshot) current().catch(() => {});
      });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * What a service that changes the menu takes besides its repo: the audit log for each change, and
 * the catalog, whose cached menu it drops so the storefront shows the change at its next load.
 */
export type MenuWriterDeps = { audit: AuditService; catalog: Pick<CatalogService, 'invalidate'> };
