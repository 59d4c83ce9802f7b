import type { Order, PlaceOrderBody } from '../../../../../shared/api/orders';
import { apiRequest } from '../../../../lib/api-client';

export const placeOrder = (body: PlaceOrderBody) =>
  apiRequest<Order>('/api/orders', { method: 'POST', body });

export const getMyOrder = (id: string, signal?: AbortSignal) =>
  apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal });
