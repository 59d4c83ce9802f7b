// Print ticket outside the board (the order pad): the board's own flow (orders-page.tsx), on the
// network printer when one is on (decision 029), else claimed and printed through this device's
// print dialog, marked REPRINT after the first.
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useClaimTicket } from '../api/claim-ticket.ts';
import { usePrintOnPrinter } from '../api/print-on-printer.ts';
import { useTicketPrinterStatus } from '../api/ticket-printer-status.ts';
import { useTicketPrinter } from './use-ticket-printer.tsx';

export function usePrintTicket() {
  const claim = useClaimTicket();
  const printer = useTicketPrinter();
  const printerStatus = useTicketPrinterStatus();
  const onPrinter = usePrintOnPrinter();
  const [error, setError] = useState<string>();
  const networkPrinter = printerStatus.data?.printer?.enabled === true;

  async function printTicket(order: Order) {
    setError(undefined);
    try {
      if (networkPrinter) {
        await onPrinter.mutateAsync(order.id);
        return;
      }
      const answer = await claim.mutateAsync({ id: order.id, trigger: 'manual' });
      if (answer.print) printer.print(order, answer.reprint);
    } catch (failure) {
      setError(failureMessage(failure, 'The ticket could not be printed'));
    }
  }

  return {
    printTicket,
    printing: claim.isPending || onPrinter.isPending,
    error,
    /** The ticket rendered for print media: put it in the page. */
    portal: printer.portal,
  };
}
