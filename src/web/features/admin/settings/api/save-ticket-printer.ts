import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketPrinter } from '#shared/kitchen/ticket-printer.ts';
import { TICKET_PRINTER_KEY } from '#web/features/admin/orders/api/ticket-printer-status.ts';
import { api } from '#web/lib/api.ts';

/** Saves the network ticket printer (docs/product.md#printing-tickets-without-the-dialog). */
export const saveTicketPrinter = (body: TicketPrinter) =>
  api('PUT /api/admin/settings/ticket-printer', { body });

/** The board reads the printer again: Print ticket goes to it (or back to the dialog) at once. */
export function useSaveTicketPrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicketPrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKET_PRINTER_KEY }),
  });
}
