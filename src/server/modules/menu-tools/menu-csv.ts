// The menu as CSV (docs/product.md#menu-tools): one line per item that is not archived, written
// with the shared cells, and read back into the item form's fields so the import is checked by
// the same schema (itemInputSchema) and refused in the same words.
import { csvLine, rupeesCell, textCell } from '#server/http/csv-cells.ts';
import { ITEM_MESSAGES, itemInputSchema } from '#shared/api/admin-catalog.ts';
import { MENU_CSV_COLUMNS, MENU_CSV_REQUIRED, type MenuCsvColumn } from '#shared/catalog/menu-tools-rules.ts';
import { DEFAULT_UNIT } from '#shared/catalog/units.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { toRupees } from '#shared/money.ts';
import { type CsvRecord, cellText } from './csv-read.ts';
import type { ToolItem } from './menu-tools.repo.ts';

export type OptionGroupText = { group: string; options: { name: string; delta: number }[] };

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** 'Sugar: Less (+0.00), None (+0.00); Size: Large (+10.00)': for reading, the import ignores it. */
export function optionsText(groups: readonly OptionGroupText[]): string {
  const delta = (paise: number) => `${paise < 0 ? '' : '+'}${rupeesCell(paise)}`;
  return groups
    .map((g) => `${g.group}: ${g.options.map((o) => `${o.name} (${delta(o.delta)})`).join(', ')}`)
    .join('; ');
}

/** An item's fields as the CSV writes them, also what an import compares against. */
export function itemCells(item: ToolItem): Record<Exclude<MenuCsvColumn, 'options'>, string> {
  return {
    id: item.id,
    category: item.categoryName ?? '',
    name: item.name,
    description: item.description ?? '',
    price: rupeesCell(item.pricePaise),
    original_price: item.originalPricePaise === null ? '' : rupeesCell(item.originalPricePaise),
    unit: item.unit,
    veg: yesNo(item.isVegetarian),
    in_stock: yesNo(item.inStock),
    active: yesNo(item.isActive),
    featured: yesNo(item.isFeatured),
    sort_order: String(item.sortOrder),
    brand: item.brand,
  };
}

const NUMERIC = new Set<MenuCsvColumn>(['price', 'original_price', 'sort_order']);

export function menuCsvHeader(): string {
  return csvLine(MENU_CSV_COLUMNS.map(textCell));
}

/** One item's line: numbers bare (a spreadsheet reads them as numbers), every text quoted and inert. */
export function menuCsvRow(item: ToolItem, groups: readonly OptionGroupText[]): string {
  const cells = itemCells(item);
  return csvLine(
    MENU_CSV_COLUMNS.map((column) => {
      if (column === 'options') return textCell(optionsText(groups));
      return NUMERIC.has(column) ? cells[column] : textCell(cells[column]);
    }),
  );
}

// ---- reading an import ---------------------------------------------------------------------------

/** Where each known column is in the file; an unknown column is left alone (a note the owner added). */
export function headerColumns(header: CsvRecord): Map<MenuCsvColumn, number> | string {
  const at = new Map<MenuCsvColumn, number>();
  header.cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase() as MenuCsvColumn;
    if ((MENU_CSV_COLUMNS as readonly string[]).includes(name) && !at.has(name)) at.set(name, index);
  });
  const missing = MENU_CSV_REQUIRED.filter((c) => !at.has(c));
  return missing.length
    ? `Line 1: the header must name the columns ${MENU_CSV_REQUIRED.join(', ')} (missing: ${missing.join(', ')})`
    : at;
}

/** A line's cells by column, as typed; undefined for a column the file does not have. */
export function rowCells(record: CsvRecord, columns: Map<MenuCsvColumn, number>) {
  return (column: MenuCsvColumn): string | undefined => {
    const index = columns.get(column);
    return index === undefined ? undefined : cellText(record.cells[index] ?? '').trim();
  };
}

const NO_CATEGORY = '00000000-0000-4000-8000-000000000000';
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const LABELS: Partial<Record<MenuCsvColumn, string>> = {
  veg: 'Veg',
  in_stock: 'In stock',
  active: 'Active',
  featured: 'Featured',
};

/** A number cell as the schema expects it; anything else goes through as text for the schema to refuse. */
const numberOf = (text: string): number | string => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

export type ImportedFields = {
  /** The item form's body, parsed by itemInputSchema. */
  input: ReturnType<typeof itemInputSchema.parse>;
  veg: boolean;
};

/**
 * A line read against the item it updates (undefined: a new item), the columns it leaves out or
 * blank keeping that item's values (a new item's: the form's defaults). Returns the parsed fields
 * or the refusal's words.
 */
export function readItemLine(
  cell: (column: MenuCsvColumn) => string | undefined,
  current: ToolItem | undefined,
  category: { id: string } | { unknown: string },
): ImportedFields | string {
  const problems: string[] = [];
  if ('unknown' in category && category.unknown)
    problems.push(`${ITEM_MESSAGES.category}: no category is named "${category.unknown}"`);
  const flag = (column: MenuCsvColumn, kept: boolean): boolean => {
    const text = cell(column)?.toLowerCase();
    if (!text) return kept;
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    problems.push(`${LABELS[column]} must be yes or no`);
    return kept;
  };
  const text = (column: MenuCsvColumn, kept: string): string => cell(column) || kept;
  const original = cell('original_price');
  const body = {
    name: cell('name') ?? '',
    description: cell('description') ?? current?.description ?? '',
    price: numberOf(cell('price') ?? ''),
    original_price:
      original === undefined
        ? current?.originalPricePaise == null
          ? null
          : toRupees(current.originalPricePaise)
        : original === ''
          ? null
          : numberOf(original),
    // An unknown name is refused above; the placeholder keeps the schema from saying it twice.
    category_id: 'id' in category ? category.id : category.unknown ? NO_CATEGORY : '',
    unit: text('unit', current?.unit ?? DEFAULT_UNIT).toLowerCase(),
    brand: text('brand', current?.brand ?? BRAND_NAME),
    in_stock: flag('in_stock', current?.inStock ?? true),
    is_active: flag('active', current?.isActive ?? true),
    is_featured: flag('featured', current?.isFeatured ?? false),
    sort_order: numberOf(text('sort_order', String(current?.sortOrder ?? 0))),
  };
  const veg = flag('veg', current?.isVegetarian ?? true);
  const parsed = itemInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      if (!problems.includes(issue.message)) problems.push(issue.message);
  }
  if (problems.length || !parsed.success) return problems.join('; ');
  return { input: parsed.data, veg };
}
