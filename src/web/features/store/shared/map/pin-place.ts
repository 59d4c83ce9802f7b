import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * Every place the provider says the point is in, for checkout's 'your pin is in …' warning; null
 * when it is not known (no provider, a failure, nothing finer than the city).
 */
export function usePinPlace(point: { latitude: number; longitude: number } | null) {
  const lat = point?.latitude.toFixed(6);
  const lng = point?.longitude.toFixed(6);
  return useQuery({
    queryKey: ['location', 'place', lat, lng],
    queryFn: async () =>
      lat && lng ? (await api('GET /api/location/place', { query: { lat, lng } })).place : null,
    enabled: point !== null,
    staleTime: Infinity,
    retry: false,
  });
}
