// Menu and category administration (decisions D4, D5): every write is stored, audited and
// invalidates the public menu so the storefront shows it at its next load.
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
} from '../../../shared/api/admin-catalog';
import { BRAND_NAME } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/errors';
import { discountPercent, toPaise, toRupees } from '../../../shared/money';
import { can, type Role } from '../../../shared/roles';
import { slugify } from '../../../shared/slug';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, invalid, notFound } from '../../http/app-error';
import type { AuditService, RequestContext } from '../audit/audit.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { ImageReferencesRepo } from '../images/image-references.repo';
import type { ImagesService } from '../images/images.service';
import type {
  AdminCatalogRepo,
  CategoryWithCounts,
  ItemValues,
  ItemWithCategory,
} from './admin-catalog.repo';

type Deps = {
  repo: AdminCatalogRepo;
  audit: AuditService;
  catalog: Pick<CatalogService, 'invalidate'>;
  images: Pick<ImagesService, 'removeByUrl' | 'allowsImageUrl'>;
  /** Every place an image can be shown, the banner included (image-references.repo.ts). */
  imageReferences: Pick<ImageReferencesRepo, 'timesUsed'>;
};

export type Actor = RequestContext & { role: Role };

const ITEM_NOT_FOUND = 'Menu item not found';
const CATEGORY_NOT_FOUND = 'Category not found';
const SLUG_ATTEMPTS = 5;

function toAdminItem(row: ItemWithCategory): AdminItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    price: toRupees(row.pricePaise),
    original_price: row.originalPricePaise == null ? null : toRupees(row.originalPricePaise),
    discount: row.discountPercent,
    image_url: row.imageUrl,
    category: row.categoryName ?? '',
    category_id: row.categoryId,
    unit: row.unit,
    brand: row.brand,
    rating: row.rating,
    in_stock: row.isAvailable,
    is_featured: row.isFeatured,
    is_active: row.isActive,
    sort_order: row.displayOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toAdminCategory(row: CategoryWithCounts): AdminCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    image_url: row.imageUrl,
    icon: row.icon ?? '',
    sort_order: row.displayOrder,
    is_active: row.isActive,
    item_count: row.itemCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The first of base, base-2, base-3 ... not in `taken`. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function createAdminCatalogService({ repo, audit, catalog, images, imageReferences }: Deps) {
  /**
   * Runs a write that needs a fresh unique slug; when another save took the same slug between
   * the read and the write (unique index), it picks again.
   */
  async function withUniqueSlug<T>(
    constraint: string,
    pick: () => Promise<string>,
    write: (slug: string) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const slug = await pick();
      try {
        return await write(slug);
      } catch (error) {
        if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error, constraint)) continue;
        throw error;
      }
    }
  }

  const itemSlug = async (name: string, exceptId?: string) => {
    const base = slugify(name) || 'item';
    return nextFreeSlug(base, await repo.itemSlugsLike(base, exceptId));
  };
  const categorySlug = async (name: string) => {
    const base = slugify(name) || 'category';
    return nextFreeSlug(base, await repo.categorySlugsLike(base));
  };

  async function requireCategory(id: string): Promise<void> {
    if (!(await repo.categoryExists(id)))
      throw invalid(ITEM_MESSAGES.category, { category_id: ITEM_MESSAGES.category });
  }

  /** Removes an uploaded image nobody shows any more (items, categories and the banner may share one). */
  async function dropImageIfUnused(url: string | null | undefined): Promise<void> {
    if (!url || (await imageReferences.timesUsed(url)) > 0) return;
    await images.removeByUrl(url);
  }

  /** A new image URL must be one of ours; the shared schema cannot know the storage's own address. */
  function requireOwnImage(url: string | null | undefined, message: string): void {
    if (url && !images.allowsImageUrl(url)) throw invalid(message, { image_url: message });
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
      const pricePaise = toPaise(input.price);
      const originalPricePaise = input.original_price == null ? null : toPaise(input.original_price);
      const values: Omit<ItemValues, 'slug'> = {
        name: input.name,
        description: input.description,
        pricePaise,
        originalPricePaise,
        discountPercent: discountPercent(pricePaise, originalPricePaise),
        categoryId: input.category_id,
        unit: input.unit,
        brand: input.brand || BRAND_NAME,
        rating: input.rating,
        isAvailable: input.in_stock,
        isFeatured: input.is_featured,
        isActive: input.is_active,
        displayOrder: input.sort_order,
        imageUrl: input.image_url,
        // Spec: always true on create.
        isVegetarian: true,
      };
      const id = await withUniqueSlug(
        'menu_items_slug_key',
        () => itemSlug(input.name),
        (slug) => repo.insertItem({ ...values, slug }),
      );
      catalog.invalidate();
      const item = toAdminItem(await loadItem(id));
      await audit.record(actor, {
        action: 'menu_items.create',
        tableName: 'menu_items',
        recordId: id,
        newValues: item,
      });
      return item;
    },

    async updateItem(id: string, input: ItemUpdateParsed, actor: Actor): Promise<AdminItem> {
      const current = await loadItem(id);
      if (input.image_url !== current.imageUrl) requireOwnImage(input.image_url, ITEM_MESSAGES.image);
      if (input.category_id !== current.categoryId) await requireCategory(input.category_id);
      const pricePaise = toPaise(input.price);
      const originalPricePaise =
        input.original_price === undefined
          ? current.originalPricePaise
          : input.original_price === null
            ? null
            : toPaise(input.original_price);
      // The body's own check cannot see a kept original price; this one sees the result.
      const message = itemChecks.originalPrice(
        originalPricePaise == null ? null : toRupees(originalPricePaise),
        input.price,
      );
      if (message) throw invalid(message, { original_price: message });
      const values: Partial<ItemValues> = {
        name: input.name,
        pricePaise,
        originalPricePaise,
        discountPercent: discountPercent(pricePaise, originalPricePaise),
        categoryId: input.category_id,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.unit !== undefined ? { unit: input.unit } : {}),
        ...(input.brand !== undefined ? { brand: input.brand || BRAND_NAME } : {}),
        ...(input.rating !== undefined ? { rating: input.rating } : {}),
        ...(input.in_stock !== undefined ? { isAvailable: input.in_stock } : {}),
        ...(input.is_featured !== undefined ? { isFeatured: input.is_featured } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...(input.sort_order !== undefined ? { displayOrder: input.sort_order } : {}),
        ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
      };
      // The slug follows the name (spec), and stays as it is while the name does.
      if (input.name !== current.name) {
        await withUniqueSlug(
          'menu_items_slug_key',
          () => itemSlug(input.name, id),
          (slug) => repo.updateItem(id, { ...values, slug }),
        );
      } else {
        await repo.updateItem(id, values);
      }
      catalog.invalidate();
      if (input.image_url !== undefined && input.image_url !== current.imageUrl)
        await dropImageIfUnused(current.imageUrl);
      const item = toAdminItem(await loadItem(id));
      await audit.record(actor, {
        action: 'menu_items.update',
        tableName: 'menu_items',
        recordId: id,
        newValues: item,
      });
      return item;
    },

    /**
     * Soft delete (spec section 4): is_active false, updated_at set. The image is kept so that
     * reactivating the item brings it back whole (docs/decisions/009-image-storage.md).
     */
    async deleteItem(id: string, actor: Actor): Promise<AdminItem> {
      await loadItem(id);
      await repo.updateItem(id, { isActive: false });
      catalog.invalidate();
      const item = toAdminItem(await loadItem(id));
      await audit.record(actor, {
        action: 'menu_items.delete',
        tableName: 'menu_items',
        recordId: id,
        newValues: { is_active: false },
      });
      return item;
    },

    async bulkAction(body: BulkActionBody, actor: Actor): Promise<BulkActionResult> {
      // The route lets every items:update holder in; deleting needs more.
      if (body.action === 'delete' && !can(actor.role, 'items:delete'))
        throw new AppError('FORBIDDEN', MESSAGES.permissionRequired('items:delete'));
      const ids = [...new Set(body.ids)];
      const changed = await repo.setItemsActive(ids, body.action === 'activate');
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
      const id = await withUniqueSlug(
        'menu_categories_slug_key',
        () => categorySlug(input.name),
        (slug) =>
          repo.insertCategory({
            name: input.name,
            slug,
            description: input.description,
            icon: input.icon,
            imageUrl: input.image_url,
            displayOrder: input.sort_order,
            isActive: input.is_active,
          }),
      );
      catalog.invalidate();
      const category = await this.category(id);
      await audit.record(actor, {
        action: 'menu_categories.create',
        tableName: 'menu_categories',
        recordId: id,
        newValues: category,
      });
      return category;
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
      if (input.image_url !== current.imageUrl) requireOwnImage(input.image_url, CATEGORY_MESSAGES.image);
      if (
        input.icon !== undefined &&
        !CATEGORY_ICON_EMOJIS.includes(input.icon) &&
        input.icon !== current.icon
      )
        throw invalid(CATEGORY_MESSAGES.icon, { icon: CATEGORY_MESSAGES.icon });
      await repo.updateCategory(id, {
        name: input.name,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.icon !== undefined ? { icon: input.icon } : {}),
        ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
        ...(input.sort_order !== undefined ? { displayOrder: input.sort_order } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      });
      catalog.invalidate();
      if (input.image_url !== undefined && input.image_url !== current.imageUrl)
        await dropImageIfUnused(current.imageUrl);
      const category = await this.category(id);
      await audit.record(actor, {
        action: 'menu_categories.update',
        tableName: 'menu_categories',
        recordId: id,
        newValues: category,
      });
      return category;
    },

    /** Refused while any item, inactive ones included, still belongs to it. */
    async deleteCategory(id: string, actor: Actor): Promise<void> {
      const result = await repo.deleteCategoryIfEmpty(id);
      if (!result) throw notFound(CATEGORY_NOT_FOUND);
      if (!('deleted' in result)) {
        const message = categoryInUseMessage(result.total, result.inactive);
        throw conflict(message);
      }
      catalog.invalidate();
      await dropImageIfUnused(result.deleted.imageUrl);
      await audit.record(actor, {
        action: 'menu_categories.delete',
        tableName: 'menu_categories',
        recordId: id,
        newValues: { name: result.deleted.name, slug: result.deleted.slug },
      });
    },
  };
}

export type AdminCatalogService = ReturnType<typeof createAdminCatalogService>;
