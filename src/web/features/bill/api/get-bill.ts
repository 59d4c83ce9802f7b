import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { BILLS_KEY } from './bills-key.ts';

export const getBill = (id: string, signal?: AbortSignal) =>
  api('GET /api/orders/:id/bill', { params: { id }, signal });

export const billQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...BILLS_KEY, id], queryFn: ({ signal }) => getBill(id, signal) });

/** A bill never changes once issued; a sign-in (a 401 before it) reads it again. */
export const useBill = (id: string) =>
  useQuery({ ...billQueryOptions(id), staleTime: Number.POSITIVE_INFINITY });
