import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { thisDeviceQueryOptions } from './this-device.ts';

const SHOP_DEVICES_KEY = ['admin', 'shop-devices'] as const;

export const getShopDevices = (signal?: AbortSignal) => api('GET /api/admin/shop-devices', { signal });
export const shopDevicesQueryOptions = () =>
  queryOptions({ queryKey: SHOP_DEVICES_KEY, queryFn: ({ signal }) => getShopDevices(signal) });
export const useShopDevices = () => useQuery(shopDevicesQueryOptions());

export const markShopDevice = (name: string) => api('POST /api/admin/shop-devices', { body: { name } });
export const revokeShopDevice = (id: string) => api('DELETE /api/admin/shop-devices/:id', { params: { id } });

/** Marking or unmarking changes the list and, for this browser, whether "Switch user" shows. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: SHOP_DEVICES_KEY });
    await queryClient.invalidateQueries({ queryKey: thisDeviceQueryOptions().queryKey });
  };
}

export function useMarkShopDevice() {
  return useMutation({ mutationFn: markShopDevice, onSuccess: useInvalidate() });
}

export function useRevokeShopDevice() {
  return useMutation({ mutationFn: revokeShopDevice, onSuccess: useInvalidate() });
}
