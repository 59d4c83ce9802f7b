import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '#shared/analytics-range.ts';
import { api } from '#web/lib/api.ts';

export const getAnalytics = (range: DateRange, signal?: AbortSignal) =>
  api('GET /api/admin/analytics', { query: range, signal });

export const analyticsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // The figures of the previous range stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (range: DateRange | null) =>
  useQuery({
    ...analyticsQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
