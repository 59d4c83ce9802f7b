// Admin catalog contract (docs/product.md#menu-admin, docs/product.md#d5-one-menu-item-model).
// Field names are the admin names of the first design (snake_case); prices are rupees here, paise in
// the database (decision 002).
//
// Routes (every one needs a signed-in staff account; the permission is checked on the server):
//   GET    /api/admin/menu-items            items:update       -> { items: AdminItem[] } (all: inactive and
//                                                                 archived too; archived_at says which)
//   POST   /api/admin/menu-items            items:create       body ItemInput -> 201 AdminItem
//   PUT    /api/admin/menu-items/:id        items:update       body ItemUpdate -> AdminItem
//   PUT    /api/admin/menu-items/:id/stock  items:update       body StockBody -> AdminItem (one-tap sold out)
//   DELETE /api/admin/menu-items/:id        items:delete       archives: archived_at set -> AdminItem
//   POST   /api/admin/menu-items/:id/restore
//                                           items:delete       archived_at cleared -> AdminItem
//   POST   /api/admin/menu-items/bulk       items:update (+ items:delete for action 'delete')
//                                           body BulkActionBody -> { updated }
//   GET    /api/admin/categories            items:update       -> { categories: AdminCategory[] }
//   POST   /api/admin/categories            categories:manage  body CategoryInput -> 201 AdminCategory
//   PUT    /api/admin/categories/:id        categories:manage  body CategoryUpdate -> AdminCategory
//   DELETE /api/admin/categories/:id        categories:manage  -> 204; 409 while it has items that are
//                                                                 not archived (archived ones lose it)
//   POST   /api/admin/uploads?folder=menu-items|categories
//                                           items:update (+ categories:manage for folder categories)
//                                           multipart: field 'file' (required), field 'prefix'
//                                           (optional) -> UploadResult; refusals: 413 size,
//                                           400 type / 'Invalid image', 403 folder categories
//   GET    /uploads/<folder>/<file>         public: the stored image or thumbnail (cache 3600 s)
//   GET    /api/admin/uploads/stats         stats:view         -> StorageStats
// Errors use the one error shape { error: { code, message, fields? } } (docs/product.md#d14-one-error-shape);
// field messages are keyed by the body's field names (e.g. fields.original_price).
import { z } from 'zod';
import { CATEGORY_ICON_CHOICES } from '../catalog/category-icons.ts';
import { DEFAULT_UNIT, UNIT_CHOICES } from '../catalog/units.ts';
import { IMAGE_UPLOAD } from '../image-upload.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { WEEKDAYS } from '../shop-hours/clock-time.ts';
import { timeWindowsSchema } from '../stock-and-time/time-windows.ts';
import { sortOrderSchema } from './sort-order.ts';
import { categoryTranslationsSchema, itemTranslationsSchema, searchAliasesSchema } from './translations.ts';

export { CATEGORY_ICON_CHOICES, IMAGE_UPLOAD, UNIT_CHOICES };

// ---- messages and per-field rules (the web form shows the same words) ------------------------

export const ITEM_MESSAGES = {
  name: 'Name is required',
  price: 'Price must be greater than 0',
  category: 'Category is required',
  originalPrice: 'Original price must be greater than or equal to current price',
  rating: 'Rating must be between 0 and 5',
  priceStep: 'Prices can have at most 2 decimals',
  priceMax: 'Price must be at most ₹1,00,000',
  image: 'Image must be an uploaded image',
} as const;

export const CATEGORY_MESSAGES = {
  name: 'Name is required',
  icon: 'Choose one of the icons',
  image: 'Image must be an uploaded image',
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: (sizeMb: string, maxMb: string) =>
    `File size (${sizeMb} MB) exceeds maximum allowed size (${maxMb} MB)`,
  typeNotAllowed: (type: string) =>
    `File type '${type}' is not allowed. Allowed types: ${IMAGE_UPLOAD.types.join(', ')}`,
  invalidImage: 'Invalid image',
  noFile: 'Choose an image to upload',
  uploadFailed: 'Upload failed',
  statsFailed: 'Failed to get storage stats',
} as const;

/** Upper bound for a price in rupees (keeps paise well inside a 32-bit integer). */
const MAX_PRICE_RUPEES = 100_000;
const BULK_MAX_IDS = 1000;
export const UPLOAD_FOLDERS = ['menu-items', 'categories'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const CATEGORY_ICON_EMOJIS: readonly string[] = CATEGORY_ICON_CHOICES.map((c) => c.emoji);
/** Icon of a new category when none is picked: the "food" choice (docs/product.md#menu-and-categories). */
export const DEFAULT_CATEGORY_ICON = '🍽️';

/** 'X' in the size message: megabytes with two decimals, e.g. '6.00'. */
export function formatMegabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

// Pure checks: undefined = valid, else the message (docs/product.md#validation-rules). The zod
// schemas below use the same.
export const itemChecks = {
  // Below one paisa is zero once stored in paise (a fuzzed 1e-30 used to reach the database's check).
  price: (value: number | null | undefined) =>
    value == null || !Number.isFinite(value) || value < 0.01 ? ITEM_MESSAGES.price : undefined,
  /** Only when an original price is given. */
  originalPrice: (original: number | null | undefined, price: number | null | undefined) =>
    original != null && price != null && original < price ? ITEM_MESSAGES.originalPrice : undefined,
};

// Only images this server handed out (uploads) or the shop's own artwork under /menu/: an item
// can never point the storefront at a third-party or script URL.
const UPLOADED_IMAGE_URL =
  /^\/uploads\/(menu-items|categories)\/[a-z0-9][a-z0-9_-]{0,150}\.(jpg|jpeg|png|webp)$/;
// With S3-compatible storage an upload's URL is '<storage public URL>/<folder>/<name>'. The
// browser cannot know that base, so the form admits the shape; the server admits only its own base.
const STORED_IMAGE_URL =
  /^https?:\/\/[^\s"'<>?#\\]+\/(menu-items|categories)\/[a-z0-9][a-z0-9_-]{0,150}\.(jpg|jpeg|png|webp)$/;
// The artwork's WebP (what the storefront shows) or its SVG source (links saved before).
const MENU_ARTWORK_URL = /^\/menu\/[a-z0-9-]{1,100}\.(svg|webp)$/;
export function isAllowedImageUrl(url: string): boolean {
  return UPLOADED_IMAGE_URL.test(url) || STORED_IMAGE_URL.test(url) || MENU_ARTWORK_URL.test(url);
}

// ---- admin item --------------------------------------------------------------------------------

/**
 * Time windows as the admin answers show them (docs/product.md#menus-by-time-of-day): stored ones
 * already passed timeWindowsSchema, so the answer's schema is the plain shape. [] = always served.
 */
export const storedTimeWindowsSchema = z.array(
  z.object({
    label: z.string().optional(),
    days: z.array(z.enum(WEEKDAYS)),
    from: z.string(),
    to: z.string(),
  }),
);

export const adminItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  original_price: z.number().nullable(),
  discount: z.number().int(),
  image_url: z.string().nullable(),
  /** The category's name, '' when the item has none. */
  category: z.string(),
  category_id: z.string().nullable(),
  unit: z.enum(UNIT_CHOICES),
  brand: z.string(),
  rating: z.number(),
  in_stock: z.boolean(),
  /**
   * Counted stock (docs/product.md#counted-stock), set with PUT /api/admin/menu-items/:id/count:
   * left today (null = not counted), the morning count, the low-stock warning.
   */
  stock_left: z.number().int().nullable(),
  stock_par: z.number().int().nullable(),
  stock_low_at: z.number().int().nullable(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** The item's option groups in display order (set with PUT /api/admin/menu-items/:id/option-groups). */
  option_group_ids: z.array(z.string()),
  /** Other words customers find it by ('chaha', 'चहा'); [] when none. */
  search_aliases: z.array(z.string()),
  /** When it is served ('Breakfast', every day 07:00-11:00); [] = whenever the shop is open. */
  time_windows: storedTimeWindowsSchema,
  /** Its name and description in Hindi and Marathi (docs/product.md#languages); {} when none. */
  translations: z.object({
    hi: z.object({ name: z.string().optional(), description: z.string().optional() }).optional(),
    mr: z.object({ name: z.string().optional(), description: z.string().optional() }).optional(),
  }),
  /**
   * When the item was deleted (archived), null while it is on the menu. An archived item keeps
   * every other field, is_active included, so restoring it brings it back as it was.
   */
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;
export const adminItemsResponseSchema = z.object({ items: z.array(adminItemSchema) });

const priceSchema = z
  .number({ error: ITEM_MESSAGES.price })
  .refine((v) => itemChecks.price(v) === undefined, ITEM_MESSAGES.price)
  .refine((v) => v <= MAX_PRICE_RUPEES, ITEM_MESSAGES.priceMax)
  .refine(hasAtMostTwoDecimals, ITEM_MESSAGES.priceStep);

const imageUrlSchema = (message: string) =>
  z
    .string()
    .trim()
    .max(300, message)
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || isAllowedImageUrl(v), message)
    .nullable();

const itemFields = {
  name: z
    .string({ error: ITEM_MESSAGES.name })
    .trim()
    .min(1, ITEM_MESSAGES.name)
    .max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters'),
  price: priceSchema,
  original_price: priceSchema.nullable(),
  category_id: z
    .string({ error: ITEM_MESSAGES.category })
    .trim()
    .min(1, ITEM_MESSAGES.category)
    .pipe(z.uuid(ITEM_MESSAGES.category)),
  unit: z.enum(UNIT_CHOICES, { error: `Unit must be one of: ${UNIT_CHOICES.join(', ')}` }),
  brand: z.string().trim().max(80, 'Brand must be at most 80 characters'),
  rating: z
    .number({ error: ITEM_MESSAGES.rating })
    .min(0, ITEM_MESSAGES.rating)
    .max(5, ITEM_MESSAGES.rating)
    // Steps of 0.1 (docs/product.md#menu-and-categories): stored with one decimal.
    .transform((v) => Math.round(v * 10) / 10),
  in_stock: z.boolean(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  sort_order: sortOrderSchema,
  image_url: imageUrlSchema(ITEM_MESSAGES.image),
};

function refineOriginalPrice(
  body: { price?: number; original_price?: number | null },
  ctx: z.RefinementCtx,
): void {
  const message = itemChecks.originalPrice(body.original_price, body.price);
  if (message) ctx.addIssue({ code: 'custom', path: ['original_price'], message });
}

/**
 * POST body. Omitted fields take the defaults of docs/product.md#menu-and-categories (unit piece, in
 * stock, active, not featured).
 */
export const itemInputSchema = z
  .object({
    name: itemFields.name,
    description: itemFields.description.default(''),
    price: itemFields.price,
    original_price: itemFields.original_price.optional().transform((v) => v ?? null),
    category_id: itemFields.category_id,
    unit: itemFields.unit.default(DEFAULT_UNIT),
    // Empty means the shop's own brand.
    brand: itemFields.brand.default(''),
    rating: itemFields.rating.default(0),
    in_stock: itemFields.in_stock.default(true),
    is_featured: itemFields.is_featured.default(false),
    is_active: itemFields.is_active.default(true),
    sort_order: itemFields.sort_order.default(0),
    image_url: itemFields.image_url.optional().transform((v) => v ?? null),
    search_aliases: searchAliasesSchema.default([]),
    time_windows: timeWindowsSchema.default([]),
    translations: itemTranslationsSchema.default({}),
  })
  .superRefine(refineOriginalPrice);
export type ItemInput = z.input<typeof itemInputSchema>;
export type ItemInputParsed = z.output<typeof itemInputSchema>;

/**
 * PUT body: name, price and category_id are required; any other field left out keeps its current
 * value (send original_price: null or image_url: null to clear them). The original-price rule is
 * checked again on the server against the resulting values.
 */
export const itemUpdateSchema = z
  .object({
    name: itemFields.name,
    description: itemFields.description.optional(),
    price: itemFields.price,
    original_price: itemFields.original_price.optional(),
    category_id: itemFields.category_id,
    unit: itemFields.unit.optional(),
    brand: itemFields.brand.optional(),
    rating: itemFields.rating.optional(),
    in_stock: itemFields.in_stock.optional(),
    is_featured: itemFields.is_featured.optional(),
    is_active: itemFields.is_active.optional(),
    sort_order: itemFields.sort_order.optional(),
    image_url: itemFields.image_url.optional(),
    search_aliases: searchAliasesSchema.optional(),
    time_windows: timeWindowsSchema.optional(),
    translations: itemTranslationsSchema.optional(),
  })
  .superRefine(refineOriginalPrice);
export type ItemUpdate = z.input<typeof itemUpdateSchema>;
export type ItemUpdateParsed = z.output<typeof itemUpdateSchema>;

/** PUT /api/admin/menu-items/:id/stock: the item card's one-tap sold out / back in stock. */
export const stockBodySchema = z.object({
  in_stock: z.boolean({ error: 'in_stock must be true or false' }),
});
export type StockBody = z.infer<typeof stockBodySchema>;

const BULK_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkActionBodySchema = z.object({
  ids: z
    .array(z.uuid('Unknown item'), { error: 'Select at least one item' })
    .min(1, 'Select at least one item')
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS.toLocaleString('en-IN')} items at a time`),
  action: z.enum(BULK_ACTIONS, { error: 'Action must be activate, deactivate or delete' }),
});
export type BulkActionBody = z.infer<typeof bulkActionBodySchema>;
/** How many of the given items exist and were changed (unknown ids are skipped). */
export const bulkActionResultSchema = z.object({ updated: z.number().int() });
export type BulkActionResult = z.infer<typeof bulkActionResultSchema>;

// ---- admin category ----------------------------------------------------------------------------

export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  icon: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** Items in this category, inactive ones included, archived (deleted) ones not. */
  item_count: z.number().int(),
  /** When its items are served (an item is served when its own windows and these are open). */
  time_windows: storedTimeWindowsSchema,
  /** Its name and description in Hindi and Marathi; {} when none. */
  translations: z.object({
    hi: z.object({ name: z.string().optional(), description: z.string().optional() }).optional(),
    mr: z.object({ name: z.string().optional(), description: z.string().optional() }).optional(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesResponseSchema = z.object({ categories: z.array(adminCategorySchema) });

/**
 * POST body. The icon is one of CATEGORY_ICON_CHOICES; on PUT the category's current icon is also
 * accepted unchanged (seeded categories carry emoji outside the ten choices).
 */
export const categoryInputSchema = z.object({
  name: z
    .string({ error: CATEGORY_MESSAGES.name })
    .trim()
    .min(1, CATEGORY_MESSAGES.name)
    .max(80, 'Name must be at most 80 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  icon: z
    .string()
    .trim()
    .min(1, CATEGORY_MESSAGES.icon)
    .max(16, CATEGORY_MESSAGES.icon)
    .default(DEFAULT_CATEGORY_ICON),
  image_url: imageUrlSchema(CATEGORY_MESSAGES.image)
    .optional()
    .transform((v) => v ?? null),
  sort_order: sortOrderSchema.default(0),
  is_active: z.boolean().default(true),
  time_windows: timeWindowsSchema.default([]),
  translations: categoryTranslationsSchema.default({}),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryInputParsed = z.output<typeof categoryInputSchema>;

/**
 * PUT body: the same fields; only name is required and any field left out keeps its current
 * value (send image_url: null to clear the image). A full CategoryInput is a valid update too.
 */
export const categoryUpdateSchema = z.object({
  name: categoryInputSchema.shape.name,
  description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
  icon: z.string().trim().min(1, CATEGORY_MESSAGES.icon).max(16, CATEGORY_MESSAGES.icon).optional(),
  image_url: imageUrlSchema(CATEGORY_MESSAGES.image).optional(),
  sort_order: sortOrderSchema.optional(),
  is_active: z.boolean().optional(),
  time_windows: timeWindowsSchema.optional(),
  translations: categoryTranslationsSchema.optional(),
});
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;
export type CategoryUpdateParsed = z.output<typeof categoryUpdateSchema>;

/** The 409 text when a category still has items (archived ones do not count). */
export function categoryInUseMessage(total: number, inactive: number): string {
  const items = total === 1 ? '1 item' : `${total} items`;
  const note = inactive > 0 ? ` (${inactive} inactive)` : '';
  return `This category still has ${items}${note}. Move them to another category first.`;
}

// ---- uploads -----------------------------------------------------------------------------------

export const uploadQuerySchema = z.object({
  folder: z.enum(UPLOAD_FOLDERS, { error: 'Folder must be menu-items or categories' }),
});

/** The uploaded image result (errors use the one error shape instead of `error`). */
export const uploadResultSchema = z.object({
  success: z.literal(true),
  /**
   * Public URL of the stored image, e.g. /uploads/menu-items/masala-chai_1795400000000_a1b2c3.jpg,
   * or <S3_PUBLIC_URL>/menu-items/... when images are stored on S3.
   */
  url: z.string(),
  /** Storage path (key) inside the store, e.g. menu-items/masala-chai_1795400000000_a1b2c3.jpg */
  path: z.string(),
  fileName: z.string(),
  /** Bytes of the stored (re-encoded) image. */
  size: z.number().int(),
  /** Absent when the thumbnail could not be made (the upload still succeeds). */
  thumbnailUrl: z.string().optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const storageStatsSchema = z.object({
  totalFiles: z.number().int(),
  totalSize: z.number().int(),
});
export type StorageStats = z.infer<typeof storageStatsSchema>;
