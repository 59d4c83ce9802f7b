// Counted stock for staff (docs/product.md#counted-stock): the body that sets an item's or an
// option's count, the board's low-stock list and the morning reset's answer.
import { z } from 'zod';
import { MAX_STOCK_COUNT, STOCK_MESSAGES } from '../stock-and-time/stock.ts';

const countField = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_STOCK_COUNT, message).nullable();

/**
 * PUT /api/admin/menu-items/:id/count and /api/admin/options/:id/count: the whole count at once.
 * left null = not counted (the in-stock switch alone decides); par null = no morning reset;
 * low_at null = no warning on the board.
 */
export const stockCountBodySchema = z.object({
  left: countField(STOCK_MESSAGES.countFormat),
  par: countField(STOCK_MESSAGES.parFormat),
  low_at: countField(STOCK_MESSAGES.lowFormat),
});
export type StockCountBody = z.infer<typeof stockCountBodySchema>;

/** A counted item or option at or below its low mark, or with none left, as the board lists it. */
export const lowStockEntrySchema = z.object({
  kind: z.enum(['item', 'option']),
  id: z.string(),
  /** The item's name, or the option's with its group's ('Extra ginger (Add-ons)'). */
  name: z.string(),
  left: z.number().int(),
  low_at: z.number().int().nullable(),
});
export type LowStockEntry = z.infer<typeof lowStockEntrySchema>;
export const lowStockResponseSchema = z.object({ items: z.array(lowStockEntrySchema) });
export type LowStockResponse = z.infer<typeof lowStockResponseSchema>;

/** POST /api/admin/stock/reset: how many counts were set to their morning count. */
export const stockResetResponseSchema = z.object({ reset: z.number().int() });
export type StockResetResponse = z.infer<typeof stockResetResponseSchema>;

/** The board's line for one entry ('Low stock: Samosa 2 left', 'Samosa sold out'). */
export const lowStockLine = (entry: Pick<LowStockEntry, 'name' | 'left'>) =>
  entry.left === 0 ? `${entry.name} sold out` : `${entry.name} ${entry.left} left`;
