import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TICKET_PRINTER_KEY } from '#web/features/admin/orders/api/ticket-printer-status.ts';
import { api } from '#web/lib/api.ts';

/** A short test page on the saved printer; 503 with the printer's words when it does not answer. */
export const printTestPage = () => api('POST /api/admin/settings/ticket-printer/test');

/** Printed or not, the printer's last problem is read again. */
export function usePrintTestPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printTestPage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TICKET_PRINTER_KEY }),
  });
}
