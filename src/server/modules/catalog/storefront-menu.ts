// The catalog's rows as the storefront reads them, in one language (docs/product.md#languages):
// each translated field in that language where it has a translation, English otherwise, and each
// item found also by its names in the other languages.
import type {
  MenuResponse,
  StorefrontCategory,
  StorefrontItem,
  StorefrontOptionGroup,
} from '#shared/api/catalog.ts';
import { categoryDisplay, DEFAULT_CATEGORY_SLUG } from '#shared/catalog/categories.ts';
import { thumbnailUrl } from '#shared/catalog/image-thumbnail.ts';
import { resolveItemImage } from '#shared/catalog/menu-images.ts';
import { unitLabel } from '#shared/catalog/units.ts';
import { inLanguage } from '#shared/i18n/content-translations.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import {
  CATEGORY_TRANSLATED_FIELDS,
  ITEM_TRANSLATED_FIELDS,
  NAME_TRANSLATED_FIELDS,
} from '#shared/i18n/translated-fields.ts';
import { toRupees } from '#shared/money.ts';
import type {
  CategoryRow,
  ItemGroupLink,
  ItemRatingStats,
  ItemWithCategoryRow,
  OptionGroupRow,
  OptionRow,
} from './catalog.repo.ts';

export type GroupWithOptionsRow = OptionGroupRow & { options: OptionRow[] };

/** The count the card shows: only when counted and at or below the low mark, or none left. */
function shownStockLeft(row: { stockLeft: number | null; stockLowAt: number | null }): number | undefined {
  if (row.stockLeft === null) return undefined;
  if (row.stockLeft === 0) return 0;
  return row.stockLowAt !== null && row.stockLeft <= row.stockLowAt ? row.stockLeft : undefined;
}

export function toStorefrontCategory(row: CategoryRow, lang: Language): StorefrontCategory {
  const fallback = categoryDisplay(row.slug);
  const words = inLanguage(
    { name: row.name || fallback.name, description: row.description },
    row.translations,
    lang,
    CATEGORY_TRANSLATED_FIELDS,
  );
  return {
    id: row.id,
    slug: row.slug,
    name: words.name,
    icon: row.icon || fallback.icon,
    description: words.description,
    imageUrl: row.imageUrl,
  };
}

/**
 * The words besides its shown name that find an item: the aliases staff gave it, then its name in
 * each other language (the English source in a Hindi menu, the Hindi and Marathi ones in the
 * English menu), so 'samosa' finds समोसा whichever language the menu is in. Repeats (case ignored)
 * and the shown name itself are left out; undefined when nothing is left.
 */
export function searchAliasesOf(row: ItemWithCategoryRow, lang: Language, shownName: string) {
  const names = LANGUAGES.filter((other) => other !== lang).map((other) =>
    other === 'en' ? row.name : row.translations[other]?.name,
  );
  const seen = new Set([shownName.toLowerCase()]);
  const words: string[] = [];
  for (const word of [...row.searchAliases, ...names]) {
    const key = word?.trim().toLowerCase();
    if (!word || !key || seen.has(key)) continue;
    seen.add(key);
    words.push(word.trim());
  }
  return words.length > 0 ? words : undefined;
}

export function toStorefrontItem(
  row: ItemWithCategoryRow,
  optionGroupIds: string[],
  lang: Language,
  ratings?: ItemRatingStats,
  /** Set only for an item not served now: when it next is (menu-windows.ts). */
  availableFrom?: string | null,
): StorefrontItem {
  const category = row.categorySlug ?? DEFAULT_CATEGORY_SLUG;
  const image = resolveItemImage({ name: row.name, categorySlug: category, imageUrl: row.imageUrl });
  // An upload's 300 x 300 JPEG, or the bundled artwork's WebP (image-thumbnail.ts).
  const thumbnail = thumbnailUrl(image);
  const words = inLanguage(
    { name: row.name, description: row.description },
    row.translations,
    lang,
    ITEM_TRANSLATED_FIELDS,
  );
  const searchAliases = searchAliasesOf(row, lang, words.name);
  return {
    id: row.id,
    name: words.name,
    slug: row.slug,
    brand: row.brand,
    description: words.description ?? '',
    price: toRupees(row.pricePaise),
    ...(row.originalPricePaise != null ? { originalPrice: toRupees(row.originalPricePaise) } : {}),
    discount: row.discountPercent,
    unit: unitLabel(row.unit),
    // The bundled artwork is chosen by the English name: the same picture in every language.
    image,
    ...(thumbnail ? { thumbnail } : {}),
    // Customers' verified stars only: row.rating is the staff's own score and never leaves the admin.
    rating: ratings ? Math.round(ratings.average * 10) / 10 : 0,
    ratingCount: ratings?.count ?? 0,
    // A count of 0 is sold out on every path that already reads inStock (card, sheet, cart).
    inStock: row.inStock && row.stockLeft !== 0,
    ...(shownStockLeft(row) !== undefined ? { stockLeft: shownStockLeft(row) } : {}),
    featured: row.isFeatured,
    category,
    veg: row.isVegetarian,
    optionGroupIds,
    ...(searchAliases ? { searchAliases } : {}),
    ...(availableFrom !== undefined ? { availableFrom } : {}),
  };
}

export function toStorefrontOptionGroup(row: GroupWithOptionsRow, lang: Language): StorefrontOptionGroup {
  return {
    id: row.id,
    name: inLanguage({ name: row.name }, row.translations, lang, NAME_TRANSLATED_FIELDS).name,
    selection: row.selection,
    required: row.required,
    minChoices: row.minChoices,
    maxChoices: row.maxChoices,
    // Unavailable choices stay listed: the sheet shows them as sold out rather than hiding them.
    options: row.options.map((o) => ({
      id: o.id,
      name: inLanguage({ name: o.name }, o.translations, lang, NAME_TRANSLATED_FIELDS).name,
      priceDelta: toRupees(o.priceDeltaPaise),
      isDefault: o.isDefault,
      available: o.isAvailable && o.stockLeft !== 0,
    })),
  };
}

/**
 * The listed items with their groups' ids, and each group some listed item uses, once (a group
 * on no listed item, or only on hidden ones, is left out of the answer).
 */
export function withOptionGroups(
  items: ItemWithCategoryRow[],
  links: ItemGroupLink[],
  groups: GroupWithOptionsRow[],
  lang: Language,
  ratings: ReadonlyMap<string, ItemRatingStats> = new Map(),
  /** The items not served at the menu's moment, and when they next are (menu-windows.ts). */
  availableFrom: ReadonlyMap<string, string | null> = new Map(),
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
    return toStorefrontItem(row, ids, lang, ratings.get(row.id), availableFrom.get(row.id));
  });
  return {
    items: listed,
    optionGroups: groups.filter((g) => used.has(g.id)).map((g) => toStorefrontOptionGroup(g, lang)),
  };
}
