// Auto-print on accept (docs/product.md#bills-and-kitchen-tickets): while the switch is on here, an
// order this board sees accepted (here or on another device) since it was switched on, and not yet
// printed, is claimed with trigger 'auto'; it prints only if the server says so. The server gives
// 'print' to the first claim alone, so of two boards exactly one prints, and a reloaded board finds
// ticketPrintedAt set and claims nothing.
import { useEffect, useRef } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { useClaimTicket } from '../api/claim-ticket.ts';
import { autoPrintDue } from '../lib/auto-print-due.ts';
import { useAutoPrint } from './ticket-preferences.ts';

/** `allowed` false: the shop's network printer prints on accept instead (decision 029). */
export function useAutoPrintTickets(
  orders: Order[],
  print: (order: Order, reprint: boolean) => void,
  allowed = true,
) {
  const { since } = useAutoPrint();
  const claim = useClaimTicket();
  const claimTicket = claim.mutateAsync;
  // Claimed from this page already (the board re-reads before the answer lands).
  const claimed = useRef(new Set<string>());
  const printRef = useRef(print);
  printRef.current = print;

  useEffect(() => {
    if (!since || !allowed) return;
    for (const order of orders) {
      if (claimed.current.has(order.id) || !autoPrintDue(order, since)) continue;
      claimed.current.add(order.id);
      claimTicket({ id: order.id, trigger: 'auto' }).then(
        (answer) => {
          if (answer.print) printRef.current(order, answer.reprint);
        },
        // Not recorded: the next read of the board tries again (staff can also print by hand).
        () => claimed.current.delete(order.id),
      );
    }
  }, [orders, since, allowed, claimTicket]);
}
