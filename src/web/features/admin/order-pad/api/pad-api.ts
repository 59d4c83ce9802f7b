// The order pad's three calls (src/shared/api/order-pad.ts). Written with apiRequest and the
// contract's own types rather than api(): the routes' rows in src/shared/api/endpoints.ts come
// with the routes themselves (the server's half of issue 40); once they are in the table these can
// become api('POST /api/admin/orders', ...) without a change to their callers.
import type {
  CustomerLookup,
  StaffOrderBody,
  StaffOrderResponse,
  TokenBlock,
} from '#shared/api/order-pad.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/orders: one counter or phone order. */
export const placeStaffOrder = (body: StaffOrderBody, signal?: AbortSignal) =>
  apiRequest<StaffOrderResponse>('/api/admin/orders', { method: 'POST', body, signal });

/** POST /api/admin/order-pad/tokens: the next `count` tokens of today, for this staff member. */
export const reserveTokens = (count?: number) =>
  apiRequest<TokenBlock>('/api/admin/order-pad/tokens', {
    method: 'POST',
    body: count === undefined ? {} : { count },
  });

/** GET /api/admin/customers/lookup?phone=: the customer with this number and their saved addresses. */
export const lookupCustomer = (phone: string, signal?: AbortSignal) =>
  apiRequest<CustomerLookup>(`/api/admin/customers/lookup?phone=${encodeURIComponent(phone)}`, { signal });
