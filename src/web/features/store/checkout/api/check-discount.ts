import { api } from '#web/lib/api.ts';

/** What a code takes off these lines, priced by the server; refusals carry the reason. */
export const checkDiscount = (code: string, lines: { menuItemId: string; quantity: number }[]) =>
  api('POST /api/discounts/check', { body: { code, lines } });
