// Kitchen tickets on the shop's network printer (docs/product.md#printing-tickets-without-the-dialog,
// decision 029). An accepted order's ticket is claimed once in the database (the claim every board
// uses, so of all instances and boards exactly one prints) and sent as ESC/POS. A print that fails
// is logged, gives its claim back (the order reads 'Ticket not printed' on every board) and stays
// the printer's problem, shown on the board, until a print goes through; staff retry with the
// Print ticket button.
import { AppError, conflict } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import {
  type PrinterProblem,
  TICKET_PRINTING_MESSAGES,
  type TicketPrinterStatus,
} from '#shared/api/ticket-printing.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { kitchenTicketContent } from '#shared/kitchen/kitchen-ticket-content.ts';
import type { TicketPrinter } from '#shared/kitchen/ticket-printer.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { escposTestPage, escposTicket } from './escpos-ticket.ts';
import { PrinterError, type SendToPrinter } from './network-printer.ts';

type Log = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type TicketPrintingDeps = {
  orders: Pick<OrdersService, 'one' | 'ticket' | 'releaseTicket'>;
  /** The saved printer (settings), null for none. */
  printer: () => Promise<TicketPrinter | null>;
  /** The shop's time zone: the ticket's time is on the shop's clock. */
  timeZone: () => Promise<string>;
  send: SendToPrinter;
  audit: AuditService;
  now: () => Date;
  log: Log;
};

export function createTicketPrinting({
  orders,
  printer,
  timeZone,
  send,
  audit,
  now,
  log,
}: TicketPrintingDeps) {
  // This instance's last failed print; cleared by the next print that goes through. Not shared
  // between instances: the order's released claim is what every board sees (decision 029).
  let problem: PrinterProblem | null = null;

  async function enabledPrinter(): Promise<TicketPrinter | null> {
    const saved = await printer();
    return saved?.enabled ? saved : null;
  }

  /** Sends bytes; a PrinterError becomes the printer's problem and is thrown again. */
  async function deliver(to: TicketPrinter, bytes: Buffer, orderNumber: string | null): Promise<void> {
    try {
      await send(to, bytes);
      problem = null;
    } catch (error) {
      const message = error instanceof PrinterError ? error.message : 'The printer could not be reached';
      problem = { message, at: now().toISOString(), orderNumber };
      throw new PrinterError(message);
    }
  }

  /** The claimed order's ticket to the printer; a failure gives the first print's claim back. */
  async function printClaimed(
    to: TicketPrinter,
    id: string,
    claim: { reprint: boolean; printedAt: string },
    context: RequestContext,
  ): Promise<void> {
    const order = await orders.one(id);
    const content = kitchenTicketContent(order, { reprint: claim.reprint, timeZone: await timeZone() });
    try {
      await deliver(to, escposTicket(content, to.paperWidth), order.orderNumber);
    } catch (error) {
      const message = (error as Error).message;
      log.warn({ orderId: id, host: to.host, port: to.port, problem: message }, 'kitchen ticket not printed');
      if (!claim.reprint) await orders.releaseTicket(id, claim.printedAt, context, message);
      throw error;
    }
  }

  const unavailable = (message: string) => new AppError('SERVER_ERROR', message, undefined, 'unavailable');

  return {
    /** What the board needs: is a network printer on (the button prints there), and its last problem. */
    async status(): Promise<TicketPrinterStatus> {
      return { printer: await printer(), problem };
    },

    /**
     * An order was accepted (order-life's move): with a network printer on, its ticket prints once.
     * Never throws: the accept has already answered.
     */
    async autoPrint(id: string, context: RequestContext): Promise<void> {
      try {
        const to = await enabledPrinter();
        if (!to) return;
        const claim = await orders.ticket(id, 'auto', context);
        if (!claim.print) return;
        await printClaimed(to, id, claim, context);
      } catch (error) {
        if (error instanceof PrinterError) return; // logged, released and shown already
        // Cancelled or gone in the moment between: nothing to cook, nothing to print.
        if (error instanceof AppError && (error.kind === 'CONFLICT' || error.kind === 'NOT_FOUND')) return;
        // The database failed: the board's Print ticket button remains.
        log.error({ err: error, orderId: id }, 'kitchen ticket auto-print failed');
      }
    },

    /**
     * The board's Print ticket button with a network printer on: prints (REPRINT after the first).
     * 409 without one (the board prints from the dialog then); 503 with the printer's words when
     * it cannot be reached, so staff know to check the printer, not the order.
     */
    async print(id: string, context: RequestContext): Promise<{ reprint: boolean; printedAt: string }> {
      const to = await enabledPrinter();
      if (!to) throw conflict(TICKET_PRINTING_MESSAGES.noPrinter);
      const claim = await orders.ticket(id, 'manual', context);
      try {
        await printClaimed(to, id, claim, context);
      } catch (error) {
        if (error instanceof PrinterError) throw unavailable(error.message);
        throw error;
      }
      return { reprint: claim.reprint, printedAt: claim.printedAt };
    },

    /** A short test page on the saved printer (on or off: the owner tests before switching it on). */
    async testPage(context: RequestContext): Promise<{ printedAt: string }> {
      const to = await printer();
      if (!to) throw conflict('Save the printer’s address first');
      const at = now();
      const bytes = escposTestPage(BRAND_NAME, to, shopClockTime(at, await timeZone()));
      try {
        await deliver(to, bytes, null);
      } catch (error) {
        throw unavailable((error as Error).message);
      }
      await audit.record(context, {
        action: 'settings.ticket_printer_test',
        tableName: 'site_settings',
        recordId: 'site',
        newValues: { host: to.host, port: to.port },
      });
      return { printedAt: at.toISOString() };
    },
  };
}

export type TicketPrinting = ReturnType<typeof createTicketPrinting>;
