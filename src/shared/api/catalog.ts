// The public catalog contract: what the storefront receives. Prices are rupees here; the database
// keeps paise.
import { z } from 'zod';
import { OPTION_SELECTIONS } from '../catalog/item-options.ts';
import { languageQuerySchema, languageSchema } from '../i18n/language-schema.ts';

export const storefrontCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type StorefrontCategory = z.infer<typeof storefrontCategorySchema>;

export const storefrontItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number().optional(),
  discount: z.number().int(),
  /** What one price buys, as shown: unitLabel of the item's unit ('1 piece'). */
  unit: z.string(),
  image: z.string(),
  /**
   * The menu cards' picture: an upload's 300 x 300 thumbnail (made at upload), or the bundled
   * artwork's 480 x 360 WebP drawn from its SVG. Should it be missing, the card falls back to image.
   */
  thumbnail: z.string().optional(),
  /**
   * The average of the item's verified ratings (customers who bought it, docs/product.md#ratings),
   * to one decimal; 0 with none. Never the staff's own score (menu_items.rating, admin only).
   */
  rating: z.number(),
  /** How many verified ratings the average is of; under MIN_RATINGS_SHOWN the card says 'New'. */
  ratingCount: z.number().int(),
  /** False when staff marked it sold out, or its count for today is 0 (docs/product.md#counted-stock). */
  inStock: z.boolean(),
  /**
   * How many are left today, present only when the item is counted and at or below its low-stock
   * mark (or at 0): the card says 'Only 2 left'. Absent otherwise, so a plain menu costs no bytes.
   */
  stockLeft: z.number().int().optional(),
  featured: z.boolean(),
  category: z.string(),
  /** The green (veg) or red (non-veg) marker. */
  veg: z.boolean(),
  /** The item's option groups in display order (ids into the menu's optionGroups); [] for one-tap ADD. */
  optionGroupIds: z.array(z.string()),
  /**
   * Other words the item is found by: the aliases staff gave it and, in a translated menu, its
   * names in the other languages, so 'samosa' finds समोसा and 'चहा' finds Masala Chai. Absent when none.
   */
  searchAliases: z.array(z.string()).optional(),
  /**
   * Present only when the item is not served now (its or its category's time windows are shut,
   * docs/product.md#menus-by-time-of-day): the instant it is next served, or null when not within
   * the next week. The card shows 'Available from 4:00 PM' and cannot add it.
   */
  availableFrom: z.string().nullable().optional(),
});
export type StorefrontItem = z.infer<typeof storefrontItemSchema>;

/** An option as customers see it (see shared/catalog/item-options.ts for the rules). */
export const storefrontOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceDelta: z.number(),
  isDefault: z.boolean(),
  available: z.boolean(),
});

/** A group once per menu, however many items share it ('Sugar' on every chai). */
export const storefrontOptionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  selection: z.enum(OPTION_SELECTIONS),
  required: z.boolean(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(storefrontOptionSchema),
});
export type StorefrontOptionGroup = z.infer<typeof storefrontOptionGroupSchema>;

export const menuResponseSchema = z.object({
  categories: z.array(storefrontCategorySchema),
  items: z.array(storefrontItemSchema),
  /** Every group some listed item uses, in display order. */
  optionGroups: z.array(storefrontOptionGroupSchema),
  generatedAt: z.string(),
  /**
   * When this menu changes by itself: the next opening or closing of an item's time window
   * (docs/product.md#menus-by-time-of-day). An open page asks again then. Absent: no windows.
   */
  validUntil: z.string().optional(),
  /** The language of the menu's texts (each falls back to English where it has no translation). */
  language: languageSchema,
});

/** GET /api/menu?lang=hi: the menu in one language; English without `lang`. Each has its own ETag. */
export const menuQuerySchema = languageQuerySchema;
/** `?lang=`, as the menu, the settings and the pages take it. */
export type MenuQuery = z.infer<typeof menuQuerySchema>;
export type MenuResponse = z.infer<typeof menuResponseSchema>;

const SEARCH_MAX = 100;

export const itemsQuerySchema = z.object({
  category: z
    .string()
    .max(80, 'Category must be at most 80 characters')
    .regex(/^[a-z0-9-]+$/, 'Category must be a slug (lower-case letters, digits and hyphens)')
    .optional(),
  search: z.string().max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`).optional(),
  /** The language of the items' texts, as GET /api/menu?lang= (English without it). */
  lang: languageSchema.optional(),
});
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

export const itemsResponseSchema = z.object({ items: z.array(storefrontItemSchema) });
/** GET /api/categories?lang=: the categories' names in the language, as the menu has them. */
export const categoriesQuerySchema = menuQuerySchema;
export const categoriesResponseSchema = z.object({ categories: z.array(storefrontCategorySchema) });
