// The network ticket printer's routes (docs/product.md#printing-tickets-without-the-dialog,
// decision 029): its setting, what the board needs to know about it, a test page, and printing one
// order's ticket on it.
import { z } from 'zod';
import { ticketPrinterSchema } from '#shared/kitchen/ticket-printer.ts';

export const TICKET_PRINTER_PATH = '/api/admin/settings/ticket-printer';

/** The last print this server could not deliver, until one goes through again. */
export const printerProblemSchema = z.object({
  message: z.string(),
  /** ISO. */
  at: z.string(),
  /** The order whose ticket did not print; null for a test page. */
  orderNumber: z.string().nullable(),
});
export type PrinterProblem = z.infer<typeof printerProblemSchema>;

/**
 * GET /api/admin/ticket-printer (orders:manage): whether tickets go to a network printer (the
 * board's Print ticket button sends them there instead of the dialog) and its last problem.
 */
export const ticketPrinterStatusSchema = z.object({
  printer: ticketPrinterSchema.nullable(),
  problem: printerProblemSchema.nullable(),
});
export type TicketPrinterStatus = z.infer<typeof ticketPrinterStatusSchema>;

/** POST /api/admin/orders/:id/ticket/print: the ticket went to the printer. */
export const printedTicketSchema = z.object({
  /** A ticket had been printed before: this one says REPRINT. */
  reprint: z.boolean(),
  /** When the first ticket was printed, ISO. */
  printedAt: z.string(),
});
export type PrintedTicket = z.infer<typeof printedTicketSchema>;

export const TICKET_PRINTING_MESSAGES = {
  noPrinter: 'No network printer is switched on: tickets print from the board',
} as const;
