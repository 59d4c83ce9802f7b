// The menu tools (docs/product.md#menu-tools): a bulk price change previewed then saved, and the
// menu's CSV export and import (a dry run first). Every save is one transaction with one audit
// entry per item, old and new values side by side, and reaches the storefront at its next load.
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import type { Actor } from '#server/http/actor.ts';
import { conflict, invalid } from '#server/http/app-error.ts';
import type {
  BulkPriceBodyParsed,
  BulkPriceLine,
  BulkPricePreview,
  BulkPriceResult,
  BulkPriceSaveParsed,
  MenuImportResult,
} from '#shared/api/menu-tools.ts';
import { MENU_CSV_LIMITS, MENU_TOOLS_MESSAGES } from '#shared/catalog/menu-tools-rules.ts';
import { BRAND_NAME, SHOP_TIME_ZONE } from '#shared/constants.ts';
import { discountPercent, formatRupees, toPaise, toRupees } from '#shared/money.ts';
import { slugify } from '#shared/slug.ts';
import { nextFreeSlug } from '../admin-catalog/admin-catalog.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { newPricePaise, priceProblem } from './bulk-price.ts';
import { CsvSyntaxError, readCsv } from './csv-read.ts';
import { headerColumns, itemCells, menuCsvHeader, menuCsvRow, readItemLine, rowCells } from './menu-csv.ts';
import type { ItemWrite, MenuToolsRepo, ToolAudit, ToolItem } from './menu-tools.repo.ts';

type Deps = { repo: MenuToolsRepo; catalog: Pick<CatalogService, 'invalidate'> };

/** Refusals named in one message: the first few, then how many more. */
const SHOWN_PROBLEMS = 5;
function listed(problems: string[]): string {
  const more = problems.length - SHOWN_PROBLEMS;
  return problems.slice(0, SHOWN_PROBLEMS).join('; ') + (more > 0 ? `; and ${more} more` : '');
}

const shopDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function priceLines(items: ToolItem[], body: BulkPriceBodyParsed): BulkPriceLine[] {
  return items.map((item) => {
    const next = newPricePaise(item.pricePaise, body.change, body.rounding);
    return {
      id: item.id,
      name: item.name,
      category: item.categoryName ?? '',
      old_price: toRupees(item.pricePaise),
      new_price: toRupees(next),
      problem: priceProblem(next, item.originalPricePaise) ?? null,
    };
  });
}

const pickOf = (body: BulkPriceBodyParsed) =>
  body.category_id ? { categoryId: body.category_id } : { ids: [...new Set(body.ids)] };

/** What an import would do, line by line, against the items it names as they are now. */
type ImportPlan = MenuImportResult & {
  updates: { id: string; values: ItemWrite; audit: ToolAudit; rename?: { from: string; to: string } }[];
  inserts: { values: Omit<ItemWrite, 'slug'> & { name: string; pricePaise: number }; cells: object }[];
};

export function createMenuToolsService({ repo, catalog }: Deps) {
  function plan(
    records: ReturnType<typeof readCsv>,
    named: Map<string, ToolItem>,
    categories: { id: string; name: string }[],
    dryRun: boolean,
  ): ImportPlan {
    const columns = headerColumns(records[0] as (typeof records)[number]);
    if (typeof columns === 'string') throw invalid(columns);
    const byName = new Map(categories.map((c) => [c.name.trim().toLowerCase(), c]));
    const result: ImportPlan = {
      dry_run: dryRun,
      applied: false,
      created: [],
      changed: [],
      unchanged: 0,
      errors: [],
      updates: [],
      inserts: [],
    };
    const seen = new Map<string, number>();
    for (const record of records.slice(1)) {
      const cell = rowCells(record, columns);
      const refuse = (message: string) => result.errors.push({ line: record.line, message });
      const id = cell('id') ?? '';
      let current: ToolItem | undefined;
      if (id) {
        current = UUID.test(id) ? named.get(id.toLowerCase()) : undefined;
        if (!current) {
          refuse('Unknown item id (leave the id blank for a new item)');
          continue;
        }
        if (current.archivedAt) {
          refuse(`${current.name} is archived: restore it before importing it`);
          continue;
        }
        const before = seen.get(current.id);
        if (before !== undefined) {
          refuse(`This item is already on line ${before}`);
          continue;
        }
        seen.set(current.id, record.line);
      }
      const categoryName = cell('category') ?? '';
      const category = byName.get(categoryName.toLowerCase());
      const fields = readItemLine(cell, current, category ? { id: category.id } : { unknown: categoryName });
      if (typeof fields === 'string') {
        refuse(fields);
        continue;
      }
      const { input, veg } = fields;
      const pricePaise = toPaise(input.price);
      const originalPricePaise = input.original_price === null ? null : toPaise(input.original_price);
      const values = {
        name: input.name,
        description: input.description,
        pricePaise,
        originalPricePaise,
        discountPercent: discountPercent(pricePaise, originalPricePaise),
        categoryId: input.category_id,
        unit: input.unit,
        brand: input.brand || BRAND_NAME,
        isVegetarian: veg,
        inStock: input.in_stock,
        isActive: input.is_active,
        isFeatured: input.is_featured,
        sortOrder: input.sort_order,
      };
      if (!current) {
        result.created.push({ line: record.line, name: input.name });
        const { id: _id, ...cells } = itemCells({
          ...values,
          id: '',
          slug: '',
          archivedAt: null,
          categoryName: category?.name ?? null,
        });
        result.inserts.push({ values, cells });
        continue;
      }
      const was = itemCells(current);
      const now = itemCells({ ...current, ...values, categoryName: category?.name ?? null });
      const changes = (Object.keys(was) as (keyof typeof was)[])
        .filter((field) => was[field] !== now[field])
        .map((field) => ({ field, old: was[field], new: now[field] }));
      if (changes.length === 0) {
        result.unchanged++;
        continue;
      }
      result.changed.push({ line: record.line, id: current.id, name: current.name, changes });
      result.updates.push({
        id: current.id,
        values,
        rename: input.name !== current.name ? { from: current.slug, to: input.name } : undefined,
        audit: {
          action: 'menu_items.import',
          recordId: current.id,
          oldValues: Object.fromEntries(changes.map((c) => [c.field, c.old])),
          newValues: Object.fromEntries(changes.map((c) => [c.field, c.new])),
        },
      });
    }
    return result;
  }

  function records(csv: string) {
    let read: ReturnType<typeof readCsv>;
    try {
      read = readCsv(csv);
    } catch (error) {
      if (error instanceof CsvSyntaxError) throw invalid(error.message);
      throw error;
    }
    if (read.length < 2) throw invalid(MENU_TOOLS_MESSAGES.csvEmpty);
    if (read.length - 1 > MENU_CSV_LIMITS.rows) throw invalid(MENU_TOOLS_MESSAGES.csvTooLarge);
    return read;
  }

  /** The ids the file names, lower-cased (a spreadsheet may have changed their case). */
  const namedIds = (read: ReturnType<typeof readCsv>) => {
    const columns = headerColumns(read[0] as (typeof read)[number]);
    if (typeof columns === 'string') throw invalid(columns);
    const at = columns.get('id') as number;
    return [
      ...new Set(
        read
          .slice(1)
          .map((r) => (r.cells[at] ?? '').trim().toLowerCase())
          .filter((id) => UUID.test(id)),
      ),
    ];
  };

  const byId = (items: ToolItem[]) => new Map(items.map((i) => [i.id, i]));

  /** The result as the route answers it (the plan's writes stay here). */
  const answer = ({ updates: _u, inserts: _i, ...result }: ImportPlan): MenuImportResult => result;

  return {
    async previewPrices(body: BulkPriceBodyParsed): Promise<BulkPricePreview> {
      const items = await repo.selection(pickOf(body));
      if (items.length === 0) throw invalid(MENU_TOOLS_MESSAGES.nothingFound);
      const lines = priceLines(items, body);
      return { items: lines, changed: lines.filter((l) => l.new_price !== l.old_price).length };
    },

    async savePrices(body: BulkPriceSaveParsed, actor: Actor): Promise<BulkPriceResult> {
      const updated = await repo.transaction(async (w) => {
        const items = await w.selection(pickOf(body));
        if (items.length === 0) throw invalid(MENU_TOOLS_MESSAGES.nothingFound);
        // The owner saw these prices: a price or an item that moved since is refused, in words.
        const expected = new Map(body.expected.map((e) => [e.id, toPaise(e.price)]));
        const moved = items.find((i) => expected.has(i.id) && expected.get(i.id) !== i.pricePaise);
        if (moved) {
          const was = formatRupees(expected.get(moved.id) ?? 0);
          throw conflict(
            `The price of ${moved.name} changed since the preview (${was} is now ${formatRupees(moved.pricePaise)}). Preview again before saving.`,
          );
        }
        if (items.length !== expected.size || items.some((i) => !expected.has(i.id)))
          throw conflict(MENU_TOOLS_MESSAGES.changedMeanwhile);
        const lines = priceLines(items, body);
        const problems = lines.filter((l) => l.problem).map((l) => `${l.name}: ${l.problem}`);
        if (problems.length) throw invalid(listed(problems));
        const changed = lines.filter((l) => l.new_price !== l.old_price);
        const byItem = byId(items);
        for (const line of changed) {
          const pricePaise = toPaise(line.new_price);
          const item = byItem.get(line.id) as ToolItem;
          await w.update(line.id, {
            pricePaise,
            discountPercent: discountPercent(pricePaise, item.originalPricePaise),
          });
        }
        await w.audit(
          actor,
          changed.map((l) => ({
            action: 'menu_items.bulk_price',
            recordId: l.id,
            oldValues: { price: l.old_price },
            newValues: { price: l.new_price, change: body.change, rounding: body.rounding },
          })),
        );
        return changed.length;
      });
      if (updated > 0) catalog.invalidate();
      return { updated };
    },

    /** The menu as CSV: items that are not archived, named for the shop's date. */
    async exportCsv(now = new Date()): Promise<{ fileName: string; text: string }> {
      const [items, options] = await Promise.all([repo.menu(), repo.optionLines()]);
      const text = menuCsvHeader() + items.map((i) => menuCsvRow(i, options.get(i.id) ?? [])).join('');
      return { fileName: `menu-${shopDate.format(now)}.csv`, text };
    },

    async importCsv(body: { csv: string; dry_run: boolean }, actor: Actor): Promise<MenuImportResult> {
      const read = records(body.csv);
      const ids = namedIds(read);
      const categories = await repo.categories();
      if (body.dry_run) return answer(plan(read, byId(await repo.byIds(ids)), categories, true));
      try {
        const result = await repo.transaction(async (w) => {
          // Planned again on the locked rows: what is written is what was compared.
          const planned = plan(read, byId(await w.lockItems(ids)), categories, false);
          if (planned.errors.length)
            throw invalid(
              `${MENU_TOOLS_MESSAGES.csvHasErrors}: ${listed(planned.errors.map((e) => `Line ${e.line}: ${e.message}`))}`,
            );
          const taken = new Set(await w.slugs());
          const slugFor = (name: string, own?: string) => {
            // An item's own slug is free for it (a change of case keeps it).
            if (own) taken.delete(own);
            const slug = nextFreeSlug(slugify(name) || 'item', [...taken]);
            taken.add(slug);
            return slug;
          };
          const audits: ToolAudit[] = [];
          for (const update of planned.updates) {
            await w.update(update.id, {
              ...update.values,
              ...(update.rename ? { slug: slugFor(update.rename.to, update.rename.from) } : {}),
            });
            audits.push(update.audit);
          }
          for (const insert of planned.inserts) {
            const id = await w.insert({ ...insert.values, slug: slugFor(insert.values.name) });
            audits.push({ action: 'menu_items.import_create', recordId: id, newValues: insert.cells });
          }
          await w.audit(actor, audits);
          return { ...planned, applied: true };
        });
        if (result.updates.length || result.inserts.length) catalog.invalidate();
        return answer(result);
      } catch (error) {
        if (isUniqueViolation(error, 'menu_items_slug_key'))
          throw conflict('Someone added an item with the same name meanwhile. Import again.');
        throw error;
      }
    },
  };
}

export type MenuToolsService = ReturnType<typeof createMenuToolsService>;
