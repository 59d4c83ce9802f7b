// The menu tools' contract (docs/product.md#menu-tools): bulk price changes and the menu CSV.
// Prices are rupees here, paise in the database (decision 002).
//
//   POST /api/admin/menu-items/bulk-price/preview  items:delete  BulkPriceBody -> BulkPricePreview
//   POST /api/admin/menu-items/bulk-price          items:delete  BulkPriceSave -> BulkPriceResult
//                                                   (409 when a price changed since the preview)
//   GET  /api/admin/menu-items/export.csv          items:delete  text/csv (items not archived)
//   POST /api/admin/menu-items/import              items:delete  MenuImportBody -> MenuImportResult
//                                                   (dry_run: true changes nothing; false applies
//                                                   all in one transaction, or 400 and nothing)
import { z } from 'zod';
import {
  BULK_PRICE_LIMITS,
  MENU_CSV_LIMITS,
  MENU_TOOLS_MESSAGES,
  PRICE_CHANGE_KINDS,
  PRICE_ROUNDINGS,
} from '../catalog/menu-tools-rules.ts';
import { hasAtMostTwoDecimals } from '../money.ts';

const itemId = z.uuid('Unknown item');

const changeSchema = z
  .object({
    kind: z.enum(PRICE_CHANGE_KINDS, { error: 'Choose a percentage or an amount' }),
    value: z
      .number({ error: MENU_TOOLS_MESSAGES.zeroChange })
      .refine(Number.isFinite, MENU_TOOLS_MESSAGES.zeroChange),
  })
  .superRefine((change, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (change.value === 0) return issue(MENU_TOOLS_MESSAGES.zeroChange);
    if (change.kind === 'percent') {
      if (change.value < BULK_PRICE_LIMITS.percentMin || change.value > BULK_PRICE_LIMITS.percentMax)
        issue(MENU_TOOLS_MESSAGES.percent);
    } else if (Math.abs(change.value) > BULK_PRICE_LIMITS.amountMax || !hasAtMostTwoDecimals(change.value)) {
      issue(MENU_TOOLS_MESSAGES.amount);
    }
  });

const bulkPriceFields = {
  /** Every item of the category that is not archived (inactive ones included). */
  category_id: z.uuid('Category is required').optional(),
  /** Or these items. */
  ids: z
    .array(itemId)
    .max(BULK_PRICE_LIMITS.items, `At most ${BULK_PRICE_LIMITS.items} items at once`)
    .optional(),
  change: changeSchema,
  rounding: z.enum(PRICE_ROUNDINGS, { error: 'Choose how to round the new prices' }),
};

function oneSelection(body: { category_id?: string; ids?: string[] }, ctx: z.RefinementCtx): void {
  const hasIds = (body.ids?.length ?? 0) > 0;
  if (body.category_id && hasIds)
    ctx.addIssue({ code: 'custom', path: ['ids'], message: MENU_TOOLS_MESSAGES.bothChosen });
  else if (!body.category_id && !hasIds)
    ctx.addIssue({ code: 'custom', path: ['ids'], message: MENU_TOOLS_MESSAGES.noItems });
}

export const bulkPriceBodySchema = z.object(bulkPriceFields).superRefine(oneSelection);
export type BulkPriceBody = z.input<typeof bulkPriceBodySchema>;
export type BulkPriceBodyParsed = z.output<typeof bulkPriceBodySchema>;

export const bulkPriceSaveSchema = z
  .object({
    ...bulkPriceFields,
    /** Each item's price as the preview showed it: a price changed since then refuses the save (409). */
    expected: z
      .array(z.object({ id: itemId, price: z.number() }))
      .min(1, MENU_TOOLS_MESSAGES.noItems)
      .max(BULK_PRICE_LIMITS.items, `At most ${BULK_PRICE_LIMITS.items} items at once`),
  })
  .superRefine(oneSelection);
export type BulkPriceSave = z.input<typeof bulkPriceSaveSchema>;
export type BulkPriceSaveParsed = z.output<typeof bulkPriceSaveSchema>;

export const bulkPriceLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  old_price: z.number(),
  new_price: z.number(),
  /** Why this item's new price cannot be saved ('Price must be greater than 0'); null when it can. */
  problem: z.string().nullable(),
});
export type BulkPriceLine = z.infer<typeof bulkPriceLineSchema>;

export const bulkPricePreviewSchema = z.object({
  items: z.array(bulkPriceLineSchema),
  /** Items whose price the change moves (rounding can leave one where it was). */
  changed: z.number().int(),
});
export type BulkPricePreview = z.infer<typeof bulkPricePreviewSchema>;

export const bulkPriceResultSchema = z.object({ updated: z.number().int() });
export type BulkPriceResult = z.infer<typeof bulkPriceResultSchema>;

// ---- the menu CSV ------------------------------------------------------------------------------

export const menuImportBodySchema = z.object({
  csv: z
    .string({ error: MENU_TOOLS_MESSAGES.csvEmpty })
    .min(1, MENU_TOOLS_MESSAGES.csvEmpty)
    // Bytes as UTF-8, not characters: a Devanagari menu is three bytes a letter (review finding).
    .refine(
      (v) => new TextEncoder().encode(v).length <= MENU_CSV_LIMITS.bytes,
      MENU_TOOLS_MESSAGES.csvTooLarge,
    ),
  dry_run: z.boolean({ error: 'dry_run must be true or false' }),
});
export type MenuImportBody = z.input<typeof menuImportBodySchema>;

const fieldChangeSchema = z.object({ field: z.string(), old: z.string(), new: z.string() });

export const menuImportResultSchema = z.object({
  dry_run: z.boolean(),
  /** True once the changes are stored (never on a dry run, never with errors). */
  applied: z.boolean(),
  created: z.array(z.object({ line: z.number().int(), name: z.string() })),
  changed: z.array(
    z.object({
      line: z.number().int(),
      id: z.string(),
      name: z.string(),
      changes: z.array(fieldChangeSchema),
    }),
  ),
  unchanged: z.number().int(),
  /** Refused lines, each with the reason in the item form's words; any error blocks the whole import. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type MenuImportResult = z.infer<typeof menuImportResultSchema>;
