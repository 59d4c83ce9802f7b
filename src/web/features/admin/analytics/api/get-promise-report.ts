import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '#shared/analytics-range.ts';
import { PROMISE_REPORT_CSV_PATH } from '#shared/promise/report-legs.ts';
import { api } from '#web/lib/api.ts';

export const getPromiseReport = (range: DateRange, signal?: AbortSignal) =>
  api('GET /api/admin/analytics/promise', { query: range, signal });

/** Where the minutes went in the page's range; nothing asked while the range is not a valid one. */
export const usePromiseReport = (range: DateRange | null) =>
  useQuery({
    queryKey: ['admin', 'analytics', 'promise', range?.from, range?.to],
    queryFn: ({ signal }) => getPromiseReport(range ?? { from: '', to: '' }, signal),
    enabled: range !== null,
    // The previous range's figures stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A plain download link, as the orders export: the browser sends the cookie and keeps the server's file name. */
export const promiseCsvUrl = (range: DateRange) => `${PROMISE_REPORT_CSV_PATH}?${new URLSearchParams(range)}`;
