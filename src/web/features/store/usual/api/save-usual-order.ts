import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUsualBody } from '#shared/api/usual-orders.ts';
import { api } from '#web/lib/api.ts';
import { USUAL_ORDERS_KEY } from './get-usual-orders.ts';

export const saveUsualOrder = (body: SaveUsualBody) => api('POST /api/customer/usual-orders', { body });

export function useSaveUsualOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUsualOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USUAL_ORDERS_KEY }),
  });
}
