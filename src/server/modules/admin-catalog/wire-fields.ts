// The admin catalog's wire names (snake_case, as the product first worded the admin dashboard)
// against the code's own names (the drizzle properties), declared once per object. The service's
// mappers and partial updates are read from these tables (docs/decisions/017-one-vocabulary.md).
import type { AdminCategory, AdminItem } from '#shared/api/admin-catalog.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { fieldsOf } from '#shared/field-table.ts';
import { toPaise, toRupees } from '#shared/money.ts';
import type { CategoryWithCounts, ItemWithCategory } from './admin-catalog.repo.ts';

/** Every wire field of `Wire`, none more, each read as its type. */
type TableFor<Row, Wire> = { [K in keyof Wire]: { read: (row: Row) => Wire[K] } };

const iso = (at: Date) => at.toISOString();
const orEmpty = (text: string | null) => text ?? '';
const rupees = (paise: number | null) => (paise === null ? null : toRupees(paise));
const paise = (rupees: number | null) => (rupees === null ? null : toPaise(rupees));

const item = fieldsOf<ItemWithCategory>();

export const ITEM_FIELDS = {
  id: item.shown('id'),
  name: item.stored('name'),
  slug: item.shown('slug'),
  description: item.stored('description', { show: orEmpty }),
  price: item.stored('pricePaise', { show: toRupees, store: toPaise }),
  original_price: item.stored('originalPricePaise', { show: rupees, store: paise }),
  // Computed on every save from the two prices, never sent.
  discount: item.shown('discountPercent'),
  image_url: item.stored('imageUrl'),
  category: item.computed((row) => row.categoryName ?? ''),
  category_id: item.stored('categoryId'),
  unit: item.stored('unit'),
  // Empty means the shop's own brand.
  brand: item.stored('brand', { store: (brand: string) => brand || BRAND_NAME }),
  rating: item.stored('rating'),
  in_stock: item.stored('inStock'),
  // Set through PUT /api/admin/menu-items/:id/count, never by the item form's body.
  stock_left: item.shown('stockLeft'),
  stock_par: item.shown('stockPar'),
  stock_low_at: item.shown('stockLowAt'),
  is_featured: item.stored('isFeatured'),
  is_active: item.stored('isActive'),
  sort_order: item.stored('sortOrder'),
  // Set through PUT /api/admin/menu-items/:id/option-groups, never by the item form's body.
  option_group_ids: item.shown('optionGroupIds'),
  search_aliases: item.stored('searchAliases'),
  time_windows: item.stored('timeWindows'),
  translations: item.stored('translations'),
  archived_at: item.shown('archivedAt', (at) => (at ? iso(at) : null)),
  created_at: item.shown('createdAt', iso),
  updated_at: item.shown('updatedAt', iso),
} satisfies TableFor<ItemWithCategory, AdminItem>;

const category = fieldsOf<CategoryWithCounts>();

export const CATEGORY_FIELDS = {
  id: category.shown('id'),
  name: category.stored('name'),
  slug: category.shown('slug'),
  description: category.stored('description', { show: orEmpty }),
  image_url: category.stored('imageUrl'),
  icon: category.stored('icon', { show: orEmpty }),
  sort_order: category.stored('sortOrder'),
  is_active: category.stored('isActive'),
  item_count: category.shown('itemCount'),
  time_windows: category.stored('timeWindows'),
  translations: category.stored('translations'),
  created_at: category.shown('createdAt', iso),
  updated_at: category.shown('updatedAt', iso),
} satisfies TableFor<CategoryWithCounts, AdminCategory>;
