// The kitchen ticket's Marathi names (docs/product.md#languages): a device whose cooks read Marathi
// may show each line's Marathi name under the English one. They come from the Marathi menu
// (GET /api/menu?lang=mr), whose names fall back to English where an item has none: only a name
// in Devanagari that differs from the line's own counts, so a line without a Marathi name shows
// nothing more.
import type { MenuResponse } from '#shared/api/catalog.ts';

const DEVANAGARI = /[\u0900-\u097f]/;

/** Each menu item's Marathi name by its id, from the Marathi menu; items without one are left out. */
export function marathiNamesOf(menu: Pick<MenuResponse, 'items'>): ReadonlyMap<string, string> {
  return new Map(
    menu.items.filter((item) => DEVANAGARI.test(item.name)).map((item) => [item.id, item.name.trim()]),
  );
}

/** The line's Marathi name, or null when its item has none (or is gone, or it repeats the English). */
export function marathiNameOf(
  line: { menuItemId: string | null; name: string },
  names: ReadonlyMap<string, string> | undefined,
): string | null {
  const name = line.menuItemId ? names?.get(line.menuItemId) : undefined;
  return name && name !== line.name.trim() ? name : null;
}
