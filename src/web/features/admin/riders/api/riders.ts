// The Riders page's calls (docs/product.md#cash-per-rider): the rider accounts with their open
// shifts and cash, the day's shift report, and the manager's moves. Every move re-reads both the
// list and the report (a hand-in changes a rider's cash and the day's figures alike); the
// board's riders on shift follow through the staff stream.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRiderBody, HandInBody, UpdateRiderBody } from '#shared/api/dispatch.ts';
import { api } from '#web/lib/api.ts';

export const RIDERS_KEY = ['admin', 'riders'] as const;

export const useRiders = () =>
  useQuery({
    queryKey: [...RIDERS_KEY, 'list'],
    queryFn: ({ signal }) => api('GET /api/admin/riders', { signal }),
  });

export const useShiftReport = (date: string) =>
  useQuery({
    queryKey: [...RIDERS_KEY, 'shifts', date],
    queryFn: ({ signal }) => api('GET /api/admin/riders/shifts', { query: { date }, signal }),
  });

/** The report's CSV twin, a plain link (the browser downloads it with the staff cookie). */
export const shiftReportCsvUrl = (date: string) =>
  `/api/admin/riders/shifts.csv?date=${encodeURIComponent(date)}`;

function useRiderMutation<Vars>(call: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RIDERS_KEY }),
  });
}

export const useCreateRider = () =>
  useRiderMutation((body: CreateRiderBody) => api('POST /api/admin/riders', { body }));

export const useUpdateRider = () =>
  useRiderMutation(({ id, ...body }: UpdateRiderBody & { id: string }) =>
    api('PATCH /api/admin/riders/:id', { params: { id }, body }),
  );

export const useOpenShift = () =>
  useRiderMutation(({ id, float }: { id: string; float: number }) =>
    api('POST /api/admin/riders/:id/shift', { params: { id }, body: { float } }),
  );

export const useCloseShift = () =>
  useRiderMutation((id: string) => api('POST /api/admin/riders/:id/shift/close', { params: { id } }));

export const useHandIn = () =>
  useRiderMutation(({ id, ...body }: HandInBody & { id: string }) =>
    api('POST /api/admin/riders/:id/hand-ins', { params: { id }, body }),
  );
