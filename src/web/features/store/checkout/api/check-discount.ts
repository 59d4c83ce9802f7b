import type { CheckDiscountResponse } from '../../../../../shared/api/discounts';
import { apiRequest } from '../../../../lib/api-client';

/** What a code takes off these lines, priced by the server; refusals carry the reason. */
export const checkDiscount = (code: string, lines: { menuItemId: string; quantity: number }[]) =>
  apiRequest<CheckDiscountResponse>('/api/discounts/check', { method: 'POST', body: { code, lines } });
