// Delivery stars per rider (docs/product.md#ratings) for the Riders page.
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { RIDERS_KEY } from './riders.ts';

export const useRiderRatings = (days = 30) =>
  useQuery({
    queryKey: [...RIDERS_KEY, 'ratings', days],
    queryFn: ({ signal }) => api('GET /api/admin/ratings/riders', { query: { days }, signal }),
  });
