import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../../../shared/analytics-range';
import type { Analytics } from '../../../../../shared/api/analytics';
import { apiRequest } from '../../../../lib/api-client';

export const getAnalytics = (range: DateRange, signal?: AbortSignal) =>
  apiRequest<Analytics>(`/api/admin/analytics?${new URLSearchParams(range)}`, { signal });

export const analyticsQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['admin', 'analytics', range.from, range.to],
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // The figures of the previous range stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (range: DateRange | null) =>
  useQuery({
    ...analyticsQuery(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
