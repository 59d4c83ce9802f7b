import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const getPaymentsReport = (date: string, signal?: AbortSignal) =>
  api('GET /api/admin/payments/report', { query: { date }, signal });

/** One shop day's money by method, and the gateway's captures set against ours; null: no day chosen. */
export const usePaymentsReport = (date: string | null) =>
  useQuery({
    queryKey: ['admin', 'payments-report', date],
    queryFn: ({ signal }) => getPaymentsReport(date ?? '', signal),
    enabled: date !== null,
    // The previous day's figures stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
