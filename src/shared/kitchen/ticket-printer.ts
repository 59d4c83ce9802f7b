// The shop's network receipt printer (docs/product.md#printing-tickets-without-the-dialog): the server
// sends ESC/POS bytes to it over TCP when the server runs inside the shop. Stored in site_settings;
// null there means no network printer (tickets print through the browser, as before).
import { z } from 'zod';

/** Characters per line on the two paper widths cafes use (Font A). */
export const PRINTER_PAPER_WIDTHS = [58, 80] as const;
export type PrinterPaperWidth = (typeof PRINTER_PAPER_WIDTHS)[number];

/** The raw TCP port (JetDirect / AppSocket) every Ethernet and Wi-Fi receipt printer listens on. */
export const DEFAULT_PRINTER_PORT = 9100;

export const TICKET_PRINTER_MESSAGES = {
  host: 'Enter the printer’s address on the shop network, such as 192.168.1.50',
  port: 'Enter a port from 1 to 65535',
} as const;

// An IPv4 address or a host name made of letters, digits, dots and hyphens: nothing a URL or a
// shell could read as more than an address.
const HOST_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

export const ticketPrinterSchema = z.object({
  /** Off keeps the address but prints through the browser again. */
  enabled: z.boolean(),
  host: z.string().trim().regex(HOST_PATTERN, TICKET_PRINTER_MESSAGES.host),
  port: z
    .number({ error: TICKET_PRINTER_MESSAGES.port })
    .int(TICKET_PRINTER_MESSAGES.port)
    .min(1, TICKET_PRINTER_MESSAGES.port)
    .max(65535, TICKET_PRINTER_MESSAGES.port),
  paperWidth: z.union([z.literal(58), z.literal(80)]),
});
export type TicketPrinter = z.infer<typeof ticketPrinterSchema>;
