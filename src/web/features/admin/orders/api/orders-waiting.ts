import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ORDERS_KEY } from './orders-board';

/** Orders waiting for acceptance; kept current by the live stream (useLiveOrders). */
export const useOrdersWaiting = () =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'waiting'],
    queryFn: ({ signal }) => apiRequest<{ count: number }>('/api/admin/orders/waiting', { signal }),
    select: (data) => data.count,
  });
