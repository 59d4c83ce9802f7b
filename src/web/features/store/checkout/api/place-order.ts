import type { PlaceOrderBody } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

export const placeOrder = (body: PlaceOrderBody) => api('POST /api/orders', { body });
