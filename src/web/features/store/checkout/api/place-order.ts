import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderBody } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

export const placeOrder = (body: PlaceOrderBody) => api('POST /api/orders', { body });

/** Nothing to refresh on success: the order's own views follow it live (docs/product.md#orders-and-their-statuses). */
export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
