import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetPinBody } from '#shared/api/shop-tablets.ts';
import { api } from '#web/lib/api.ts';

const MY_PIN_KEY = ['staff', 'my-pin'] as const;

export const getMyPin = (signal?: AbortSignal) => api('GET /api/staff/pin', { signal });
export const myPinQueryOptions = () =>
  queryOptions({ queryKey: MY_PIN_KEY, queryFn: ({ signal }) => getMyPin(signal) });
export const useMyPin = () => useQuery(myPinQueryOptions());

export const setMyPin = (body: SetPinBody) => api('PUT /api/staff/pin', { body });

export function useSetMyPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyPin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PIN_KEY }),
  });
}
