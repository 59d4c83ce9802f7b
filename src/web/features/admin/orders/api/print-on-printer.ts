import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useBoardRefresh } from './order-events.tsx';
import { TICKET_PRINTER_KEY } from './ticket-printer-status.ts';

/** Prints the order's ticket on the network printer (REPRINT after the first). */
export const printOnPrinter = (id: string) =>
  api('POST /api/admin/orders/:id/ticket/print', { params: { id } });

/** Printed or not, the card's 'Ticket printed' and the printer's problem are read again. */
export function usePrintOnPrinter() {
  const refresh = useBoardRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printOnPrinter,
    onSettled: () => {
      refresh();
      return queryClient.invalidateQueries({ queryKey: TICKET_PRINTER_KEY });
    },
  });
}
