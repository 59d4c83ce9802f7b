// Discount codes, kept by the admin.
import type { z } from 'zod';
import type { DiscountCode, DiscountCodeInput, discountCodesResponseSchema } from '../discounts.ts';

export interface AdminDiscountEndpoints {
  'GET /api/admin/discount-codes': { response: z.infer<typeof discountCodesResponseSchema> };
  'POST /api/admin/discount-codes': { body: DiscountCodeInput; response: DiscountCode };
  'PUT /api/admin/discount-codes/:id': { body: DiscountCodeInput; response: DiscountCode };
  'DELETE /api/admin/discount-codes/:id': { response: undefined };
}
