// The day close's calls (docs/product.md#the-day-close): one shop day's figures and closes, closing
// it with the cash counted, reopening it (admins), and its CSV as a plain link the browser
// downloads with the staff cookie. A close or a reopen re-reads the day.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CloseDayBody } from '#shared/api/day-close.ts';
import { api } from '#web/lib/api.ts';

const DAY_CLOSE_KEY = ['admin', 'day-close'] as const;

/** One shop day, 'YYYY-MM-DD'; null: no day chosen yet (the shop's hours still loading). */
export const useDayClose = (day: string | null) =>
  useQuery({
    queryKey: [...DAY_CLOSE_KEY, day],
    queryFn: ({ signal }) => api('GET /api/admin/day-close/:day', { params: { day: day ?? '' }, signal }),
    enabled: day !== null,
    // The day before stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
  });

export const dayCloseCsvUrl = (day: string) => `/api/admin/day-close/${encodeURIComponent(day)}.csv`;

function useDayMutation<Vars>(call: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DAY_CLOSE_KEY }),
  });
}

export const useCloseDay = () =>
  useDayMutation(({ day, ...body }: CloseDayBody & { day: string }) =>
    api('POST /api/admin/day-close/:day/close', { params: { day }, body }),
  );

export const useReopenDay = () =>
  useDayMutation(({ day, reason }: { day: string; reason: string }) =>
    api('POST /api/admin/day-close/:day/reopen', { params: { day }, body: { reason } }),
  );
