import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * Per customer, read at each checkout and dropped when it closes: a first order placed meanwhile
 * ends the offer, which must not flash up again from memory.
 */
export const firstOrderOfferQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['first-order-offer', customerId],
    queryFn: ({ signal }) => api('GET /api/discounts/first-order-offer', { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const useFirstOrderOffer = (customerId: string | undefined) =>
  useQuery({ ...firstOrderOfferQueryOptions(customerId ?? ''), enabled: customerId !== undefined });
