// Menu and category administration (docs/product.md#d4-admin-edits-persist): every write is stored, audited
// and invalidates the public menu so the storefront shows it at its next load.

import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import { type Actor, requireRoleCan } from '#server/http/actor.ts';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import {
  type AdminCategory,
  type AdminItem,
  type BulkActionBody,
  type BulkActionResult,
  CATEGORY_ICON_EMOJIS,
  CATEGORY_MESSAGES,
  type CategoryInputParsed,
  type CategoryUpdateParsed,
  categoryInUseMessage,
  ITEM_MESSAGES,
  type ItemInputParsed,
  type ItemUpdateParsed,
  itemChecks,
  type StockBody,
} from '#shared/api/admin-catalog.ts';
import type { StockCountBody } from '#shared/api/stock.ts';
import { changedFields, changedNothing } from '#shared/audit/changes.ts';
import { storedValues, toWire } from '#shared/field-table.ts';
import { discountPercent, toRupees } from '#shared/money.ts';
import { slugify } from '#shared/slug.ts';
import type { MenuWriterDeps } from '../catalog/catalog.service.ts';
import type { ImageReferencesRepo } from '../images/image-references.repo.ts';
import type { ImagesService } from '../images/images.service.ts';
import type {
  AdminCatalogRepo,
  CategoryWithCounts,
  ItemValues,
  ItemWithCategory,
} from './admin-catalog.repo.ts';
import { CATEGORY_FIELDS, ITEM_FIELDS } from './wire-fields.ts';

type Deps = MenuWriterDeps & {
  repo: AdminCatalogRepo;
  images: Pick<ImagesService, 'removeByUrl' | 'allowsImageUrl'>;
  /** Every place an image can be shown, the banner included (image-references.repo.ts). */
  imageReferences: Pick<ImageReferencesRepo, 'timesUsed'>;
};

type CatalogTable = 'menu_items' | 'menu_categories';

/** Where a table's slugs come from: its unique index, the base for a name with no letters, the slugs in use. */
type SlugRule = {
  constraint: string;
  fallback: string;
  taken: (base: string, exceptId?: string) => Promise<string[]>;
};

const ITEM_NOT_FOUND = 'Menu item not found';
const CATEGORY_NOT_FOUND = 'Category not found';
const SLUG_ATTEMPTS = 5;
/** Fields every write moves or that follow from others: an update's audit entry leaves them out. */
const UNAUDITED = ['updated_at', 'item_count', 'discount'];

const toAdminItem = (row: ItemWithCategory): AdminItem => toWire(ITEM_FIELDS, row);
const toAdminCategory = (row: CategoryWithCounts): AdminCategory => toWire(CATEGORY_FIELDS, row);

/** The first of base, base-2, base-3 ... not in `taken`. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function createAdminCatalogService({ repo, audit, catalog, images, imageReferences }: Deps) {
  const SLUGS: Record<CatalogTable, SlugRule> = {
    menu_items: {
      constraint: 'menu_items_slug_key',
      fallback: 'item',
      taken: (base, exceptId) => repo.itemSlugsLike(base, exceptId),
    },
    menu_categories: {
      constraint: 'menu_categories_slug_key',
      fallback: 'category',
      taken: (base) => repo.categorySlugsLike(base),
    },
  };

  /**
   * Runs a write that needs a fresh unique slug made from `name` (`exceptId`'s own slug is free
   * for it); when another save took the same slug between the read and the write (unique
   * index), it picks again.
   */
  async function withUniqueSlug<T>(
    table: CatalogTable,
    name: string,
    write: (slug: string) => Promise<T>,
    exceptId?: string,
  ): Promise<T> {
    const { constraint, fallback, taken } = SLUGS[table];
    const base = slugify(name) || fallback;
    for (let attempt = 1; ; attempt++) {
      const slug = nextFreeSlug(base, await taken(base, exceptId));
      try {
        return await write(slug);
      } catch (error) {
        if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error, constraint)) continue;
        throw error;
      }
    }
  }

  /**
   * Audits one catalog write and hands back what it recorded: after a create or an update, the
   * record as it now reads, which is also the route's answer.
   */
  async function audited<T>(
    actor: Actor,
    table: CatalogTable,
    verb: string,
    recordId: string,
    newValues: T,
    before?: object,
  ): Promise<T> {
    // An update records only what it changed, each field with its old value (docs/product.md#staff-area).
    if (!before) {
      await audit.record(actor, { action: `${table}.${verb}`, tableName: table, recordId, newValues });
      return newValues;
    }
    const changes = changedFields(
      before as Record<string, unknown>,
      newValues as Record<string, unknown>,
      UNAUDITED,
    );
    // A form saved unchanged leaves no empty entry.
    if (!changedNothing(changes))
      await audit.record(actor, { action: `${table}.${verb}`, tableName: table, recordId, ...changes });
    return newValues;
  }

  async function requireCategory(id: string): Promise<void> {
    if (!(await repo.categoryExists(id)))
      throw invalid(ITEM_MESSAGES.category, { category_id: ITEM_MESSAGES.category });
  }

  /** Removes an uploaded image nobody shows any more (items, categories and the banner may share one). */
  async function dropImageIfUnused(url: string | null | undefined): Promise<void> {
    if (!url || (await imageReferences.timesUsed(url)) > 0) return;
    await images.removeByUrl(url);
  }

  /**
   * A new image URL must be one of ours; the shared schema cannot know the storage's own address.
   * The one already stored may stay.
   */
  function requireOwnImage(url: string | null | undefined, message: string, stored?: string | null): void {
    if (url && url !== stored && !images.allowsImageUrl(url)) throw invalid(message, { image_url: message });
  }

  /** The stored image, once a write replaced or removed it, goes when nothing else shows it. */
  async function dropReplacedImage(stored: string | null, written: string | null | undefined): Promise<void> {
    if (written !== undefined && written !== stored) await dropImageIfUnused(stored);
  }

  async function loadItem(id: string): Promise<ItemWithCategory> {
    const row = await repo.itemById(id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return row;
  }

  return {
    async listItems(): Promise<AdminItem[]> {
      return (await repo.listItems()).map(toAdminItem);
    },

    async createItem(input: ItemInputParsed, actor: Actor): Promise<AdminItem> {
      requireOwnImage(input.image_url, ITEM_MESSAGES.image);
      await requireCategory(input.category_id);
      const stored = storedValues(ITEM_FIELDS, input);
      const values: Omit<ItemValues, 'slug'> = {
        ...stored,
        discountPercent: discountPercent(stored.pricePaise, stored.originalPricePaise),
        // New items are vegetarian (docs/product.md#menu-and-categories).
        isVegetarian: true,
      };
      const id = await withUniqueSlug('menu_items', input.name, (slug) =>
        repo.insertItem({ ...values, slug }),
      );
      catalog.invalidate();
      return audited(actor, 'menu_items', 'create', id, toAdminItem(await loadItem(id)));
    },

    async updateItem(id: string, input: ItemUpdateParsed, actor: Actor): Promise<AdminItem> {
      const current = await loadItem(id);
      requireOwnImage(input.image_url, ITEM_MESSAGES.image, current.imageUrl);
      if (input.category_id !== current.categoryId) await requireCategory(input.category_id);
      const stored = storedValues(ITEM_FIELDS, input);
      const originalPricePaise =
        stored.originalPricePaise === undefined ? current.originalPricePaise : stored.originalPricePaise;
      // The body's own check cannot see a kept original price; this one sees the result.
      const message = itemChecks.originalPrice(
        originalPricePaise == null ? null : toRupees(originalPricePaise),
        input.price,
      );
      if (message) throw invalid(message, { original_price: message });
      const values: Partial<ItemValues> = {
        ...stored,
        originalPricePaise,
        discountPercent: discountPercent(stored.pricePaise, originalPricePaise),
      };
      // The slug follows the name (docs/product.md#menu-and-categories); an unchanged name keeps it.
      if (input.name !== current.name) {
        await withUniqueSlug(
          'menu_items',
          input.name,
          (slug) => repo.updateItem(id, { ...values, slug }),
          id,
        );
      } else {
        await repo.updateItem(id, values);
      }
      catalog.invalidate();
      await dropReplacedImage(current.imageUrl, input.image_url);
      return audited(
        actor,
        'menu_items',
        'update',
        id,
        toAdminItem(await loadItem(id)),
        toAdminItem(current),
      );
    },

    /**
     * Delete = archive (docs/product.md#menu-admin): archived_at set, the item leaves the admin
     * grid, the storefront and checkout; every other field stays, is_active included, so a
     * restore brings it back as it was. The image is kept for the same reason
     * (docs/decisions/009-image-storage.md). Deleting an archived item again changes nothing.
     */
    async deleteItem(id: string, actor: Actor): Promise<AdminItem> {
      const current = await loadItem(id);
      if (current.archivedAt) return toAdminItem(current);
      await repo.archiveItems([id]);
      catalog.invalidate();
      const item = toAdminItem(await loadItem(id));
      await audited(
        actor,
        'menu_items',
        'delete',
        id,
        { archived_at: item.archived_at },
        { archived_at: null },
      );
      return item;
    },

    /** Brings an archived item back as it was (restoring one that is not archived changes nothing). */
    async restoreItem(id: string, actor: Actor): Promise<AdminItem> {
      const current = await loadItem(id);
      if (!(await repo.restoreItem(id))) return toAdminItem(await loadItem(id));
      catalog.invalidate();
      const item = toAdminItem(await loadItem(id));
      await audited(
        actor,
        'menu_items',
        'restore',
        id,
        { archived_at: null, is_active: item.is_active },
        { archived_at: current.archivedAt?.toISOString() ?? null, is_active: item.is_active },
      );
      return item;
    },

    /** The card's one-tap sold out / back in stock; open storefronts hear of it (menu event). */
    async setStock(id: string, body: StockBody, actor: Actor): Promise<AdminItem> {
      const current = await loadItem(id);
      if (!(await repo.setInStock(id, body.in_stock))) return toAdminItem(await loadItem(id));
      catalog.invalidate();
      const item = toAdminItem(await loadItem(id));
      await audited(
        actor,
        'menu_items',
        'stock',
        id,
        { in_stock: body.in_stock },
        { in_stock: current.inStock },
      );
      return item;
    },

    /** Sets an item's count, morning count and low-stock warning (docs/product.md#counted-stock). */
    async setCount(id: string, body: StockCountBody, actor: Actor): Promise<AdminItem> {
      const current = toAdminItem(await loadItem(id));
      const count = { left: body.left, par: body.par, lowAt: body.low_at };
      if (!(await repo.setCount(id, count))) throw notFound(ITEM_NOT_FOUND);
      catalog.invalidate();
      // Recorded even when the numbers are the same: a count typed again is a recount.
      await audit.record(actor, {
        action: 'menu_items.count',
        tableName: 'menu_items',
        recordId: id,
        oldValues: {
          stock_left: current.stock_left,
          stock_par: current.stock_par,
          stock_low_at: current.stock_low_at,
        },
        newValues: { stock_left: body.left, stock_par: body.par, stock_low_at: body.low_at },
      });
      return toAdminItem(await loadItem(id));
    },

    async bulkAction(body: BulkActionBody, actor: Actor): Promise<BulkActionResult> {
      // The route lets every items:update holder in; deleting needs more.
      if (body.action === 'delete') requireRoleCan(actor.role, 'items:delete');
      const ids = [...new Set(body.ids)];
      // Bulk delete archives, as the single delete does.
      const changed =
        body.action === 'delete'
          ? await repo.archiveItems(ids)
          : await repo.setItemsActive(ids, body.action === 'activate');
      catalog.invalidate();
      await audit.record(actor, {
        action: `menu_items.bulk_${body.action}`,
        tableName: 'menu_items',
        recordId: null,
        newValues: { action: body.action, requested: ids.length, updated: changed.length, ids: changed },
      });
      return { updated: changed.length };
    },

    async listCategories(): Promise<AdminCategory[]> {
      return (await repo.listCategories()).map(toAdminCategory);
    },

    async createCategory(input: CategoryInputParsed, actor: Actor): Promise<AdminCategory> {
      requireOwnImage(input.image_url, CATEGORY_MESSAGES.image);
      if (!CATEGORY_ICON_EMOJIS.includes(input.icon))
        throw invalid(CATEGORY_MESSAGES.icon, { icon: CATEGORY_MESSAGES.icon });
      const id = await withUniqueSlug('menu_categories', input.name, (slug) =>
        repo.insertCategory({ ...storedValues(CATEGORY_FIELDS, input), slug }),
      );
      catalog.invalidate();
      return audited(actor, 'menu_categories', 'create', id, await this.category(id));
    },

    async category(id: string): Promise<AdminCategory> {
      const row = await repo.categoryById(id);
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      return toAdminCategory(row);
    },

    /**
     * The slug is made once, on create: it is the storefront's category key (filters, artwork),
     * so renaming 'Chai' must not break links to it.
     */
    async updateCategory(id: string, input: CategoryUpdateParsed, actor: Actor): Promise<AdminCategory> {
      const current = await repo.categoryById(id);
      if (!current) throw notFound(CATEGORY_NOT_FOUND);
      requireOwnImage(input.image_url, CATEGORY_MESSAGES.image, current.imageUrl);
      if (
        input.icon !== undefined &&
        !CATEGORY_ICON_EMOJIS.includes(input.icon) &&
        input.icon !== current.icon
      )
        throw invalid(CATEGORY_MESSAGES.icon, { icon: CATEGORY_MESSAGES.icon });
      await repo.updateCategory(id, storedValues(CATEGORY_FIELDS, input));
      catalog.invalidate();
      await dropReplacedImage(current.imageUrl, input.image_url);
      return audited(
        actor,
        'menu_categories',
        'update',
        id,
        await this.category(id),
        toAdminCategory(current),
      );
    },

    /**
     * Refused while any item that is not archived, inactive ones included, still belongs to it;
     * archived items lose the category in the same transaction (admin-catalog.repo.ts).
     */
    async deleteCategory(id: string, actor: Actor): Promise<void> {
      const result = await repo.deleteCategoryIfEmpty(id);
      if (!result) throw notFound(CATEGORY_NOT_FOUND);
      if (!('deleted' in result)) {
        const message = categoryInUseMessage(result.total, result.inactive);
        throw conflict(message);
      }
      catalog.invalidate();
      await dropImageIfUnused(result.deleted.imageUrl);
      await audited(actor, 'menu_categories', 'delete', id, {
        name: result.deleted.name,
        slug: result.deleted.slug,
        // Archived items that pointed at it and now have no category.
        archived_items_released: result.archivedReleased,
      });
    },
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
