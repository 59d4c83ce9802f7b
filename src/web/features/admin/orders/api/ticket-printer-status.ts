// The shop's network ticket printer as the board needs it (docs/product.md#printing-tickets-without-the-dialog):
// whether one is on (Print ticket sends there and the server auto-prints, so this device does not)
// and its last failed print. Under the orders key, so every order change (a print that failed
// gives its ticket back and is announced) reads it again; and every half minute besides.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

export const TICKET_PRINTER_KEY = [...ORDERS_KEY, 'ticket-printer'] as const;

export const ticketPrinterStatusQueryOptions = () =>
  queryOptions({
    queryKey: TICKET_PRINTER_KEY,
    queryFn: () => api('GET /api/admin/ticket-printer'),
    refetchInterval: 30_000,
  });

export const useTicketPrinterStatus = () => useQuery(ticketPrinterStatusQueryOptions());
