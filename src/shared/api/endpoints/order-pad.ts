// The order pad (docs/product.md#staff-take-orders): counter and phone orders taken by staff, the
// tokens a pad keeps, a phone customer looked up, and a paid staff order voided.
import type { z } from 'zod';
import type {
  CustomerLookup,
  customerLookupQuerySchema,
  StaffOrderBody,
  StaffOrderResponse,
  TokenBlock,
  tokenBlockBodySchema,
  voidOrderBodySchema,
} from '../order-pad.ts';
import type { Order } from '../orders.ts';

export interface OrderPadEndpoints {
  /** The order pad (docs/product.md#staff-take-orders): a counter or phone order; 200 for a key sent again. */
  'POST /api/admin/orders': { body: StaffOrderBody; response: StaffOrderResponse };
  /** Tokens of today kept for this staff member's pad, to number orders taken offline. */
  'POST /api/admin/order-pad/tokens': { body: z.input<typeof tokenBlockBodySchema>; response: TokenBlock };
  'GET /api/admin/customers/lookup': {
    query: z.output<typeof customerLookupQuerySchema>;
    response: CustomerLookup;
  };
  /** A paid counter or phone order cancelled and its money handed back (managers). */
  'POST /api/admin/orders/:id/void': { body: z.input<typeof voidOrderBodySchema>; response: Order };
}
