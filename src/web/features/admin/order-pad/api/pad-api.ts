// The order pad's three calls (src/shared/api/order-pad.ts), typed by the endpoint table.
import type { StaffOrderBody } from '#shared/api/order-pad.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/admin/orders: one counter or phone order. */
export const placeStaffOrder = (body: StaffOrderBody, signal?: AbortSignal) =>
  api('POST /api/admin/orders', { body, signal });

/** POST /api/admin/order-pad/tokens: the next `count` tokens of today, for this staff member. */
export const reserveTokens = (count?: number) =>
  api('POST /api/admin/order-pad/tokens', { body: count === undefined ? {} : { count } });

/** GET /api/admin/customers/lookup?phone=: the customer with this number and their saved addresses. */
export const lookupCustomer = (phone: string, signal?: AbortSignal) =>
  api('GET /api/admin/customers/lookup', { query: { phone }, signal });
