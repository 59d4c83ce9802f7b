import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** The map's tiles and whether address search is on; asked only when a map opens. */
export const useMapSettings = () =>
  useQuery({
    queryKey: ['location', 'map'],
    queryFn: () => api('GET /api/location/map'),
    staleTime: Infinity,
  });
