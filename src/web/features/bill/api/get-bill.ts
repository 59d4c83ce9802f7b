import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const getBill = (id: string, signal?: AbortSignal) =>
  api('GET /api/orders/:id/bill', { params: { id }, signal });

/** Every bill read in this page; a customer's sign-out forgets them (account/auth-context.tsx). */
export const BILLS_KEY = ['bill'] as const;

export const billQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...BILLS_KEY, id], queryFn: ({ signal }) => getBill(id, signal) });

/** A bill never changes once issued; a sign-in (a 401 before it) reads it again. */
export const useBill = (id: string) =>
  useQuery({ ...billQueryOptions(id), staleTime: Number.POSITIVE_INFINITY });
