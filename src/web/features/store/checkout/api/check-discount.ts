import { api } from '#web/lib/api.ts';

/** A line as the preview prices it: with its option ids, like the order (the note does not price). */
export type DiscountLine = { menuItemId: string; quantity: number; options?: string[]; note?: string };

/** What a code takes off these lines, priced by the server; refusals carry the reason. */
export const checkDiscount = (code: string, lines: DiscountLine[]) =>
  api('POST /api/discounts/check', { body: { code, lines } });
