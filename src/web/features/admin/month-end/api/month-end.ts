// The month end's calls (docs/product.md#month-end): a month's GSTR-1 summary, the downloads as
// plain links the browser fetches with the staff cookie, and the accounting settings (admins).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GSTR1_CSV_PATH, GSTR1_JSON_PATH, TALLY_XML_PATH, type TallyMode } from '#shared/api/month-end.ts';
import type { AccountingSettings } from '#shared/billing/accounting-settings.ts';
import { api } from '#web/lib/api.ts';

/** One month, 'YYYY-MM'. */
export const useGstr1 = (month: string) =>
  useQuery({
    queryKey: ['admin', 'month-end', 'gstr1', month],
    queryFn: ({ signal }) => api('GET /api/admin/month-end/gstr1', { query: { month }, signal }),
    // The month before stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const gstr1CsvUrl = (month: string) => `${GSTR1_CSV_PATH}?${new URLSearchParams({ month })}`;
export const gstr1JsonUrl = (month: string) => `${GSTR1_JSON_PATH}?${new URLSearchParams({ month })}`;
export const tallyXmlUrl = (range: { from: string; to: string }, mode: TallyMode) =>
  `${TALLY_XML_PATH}?${new URLSearchParams({ ...range, mode })}`;

const accountingQuery = () =>
  queryOptions({
    queryKey: ['admin', 'accounting-settings'],
    queryFn: ({ signal }) => api('GET /api/admin/settings/accounting', { signal }),
  });

export const useAccountingSettings = () => useQuery(accountingQuery());

export function useSaveAccountingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountingSettings) => api('PUT /api/admin/settings/accounting', { body }),
    onSuccess: (saved) => queryClient.setQueryData(accountingQuery().queryKey, saved),
  });
}
