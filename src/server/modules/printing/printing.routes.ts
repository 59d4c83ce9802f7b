// The network ticket printer (docs/product.md#printing-tickets-without-the-dialog, decision 029):
// staff read whether it is on and print a ticket on it; managers set it up and print a test page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '#server/http/app-error.ts';
import { idParams } from '#server/http/route-options.ts';
import {
  printedTicketSchema,
  TICKET_PRINTER_PATH,
  ticketPrinterStatusSchema,
} from '#shared/api/ticket-printing.ts';
import { ticketPrinterSchema } from '#shared/kitchen/ticket-printer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type PortRange, printerPortAllowed, printerPortMessage } from './printer-ports.ts';
import type { TicketPrinting } from './ticket-printing.service.ts';

type Options = {
  printing: TicketPrinting;
  settings: Pick<SettingsService, 'updateTicketPrinter'>;
  /** The ports a printer may be on (PRINTER_PORTS). */
  printerPorts: PortRange[];
};

export const printingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { printing, settings, printerPorts },
) => {
  app.get(
    '/api/admin/ticket-printer',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          "The shop's network ticket printer (null: none) and its last failed print: the board prints there instead of the dialog",
        response: { 200: ticketPrinterStatusSchema },
      },
    },
    async () => printing.status(),
  );

  app.post(
    '/api/admin/orders/:id/ticket/print',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Prints the kitchen ticket on the network printer (REPRINT after the first); 409 without one, 503 when it does not answer',
        params: idParams,
        response: { 200: printedTicketSchema },
      },
    },
    async (request) => printing.print(request.params.id, await request.actor()),
  );

  app.put(
    TICKET_PRINTER_PATH,
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Saves the network ticket printer: on or off, its address and port, the paper width',
        body: ticketPrinterSchema,
        response: { 200: ticketPrinterSchema },
      },
    },
    async (request) => {
      if (!printerPortAllowed(printerPorts, request.body.port)) {
        const message = printerPortMessage(printerPorts);
        throw invalid(message, { port: message });
      }
      return settings.updateTicketPrinter(request.body, await request.actor());
    },
  );

  app.post(
    `${TICKET_PRINTER_PATH}/test`,
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Prints a short test page on the saved network printer; 503 when it does not answer',
        response: { 200: printedTicketSchema.pick({ printedAt: true }) },
      },
    },
    async (request) => printing.testPage(await request.actor()),
  );
};
