// Which TCP ports the server may send ticket bytes to (decision 029, amended): receipt printers
// listen on 9100 (a print server with several printers on 9100-9109). A printer address is set by a
// manager, and a ticket carries lines the customer typed (the address, the note): let loose on any
// port, the server would be a way to send those lines to a database, Redis or any other service it
// can reach, and the test page's answers a way to scan for them. PRINTER_PORTS changes the list
// (a print server on another port); the address itself may be anything, loopback included (a USB
// printer bridged to 127.0.0.1:9100 on the shop's computer is a normal set-up).

import { PrinterError, type SendToPrinter } from './network-printer.ts';

export type PortRange = { from: number; to: number };

export const DEFAULT_PRINTER_PORTS = '9100-9109';

/** '9100-9109' or '9100,9101,9200-9202'; null when a part is not a port or a range of ports. */
export function parsePrinterPorts(text: string): PortRange[] | null {
  const ranges: PortRange[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (from < 1 || to > 65535 || from > to) return null;
    ranges.push({ from, to });
  }
  return ranges.length > 0 ? ranges : null;
}

export function printerPortAllowed(ranges: readonly PortRange[], port: number): boolean {
  return ranges.some((range) => port >= range.from && port <= range.to);
}

/** The form's message for a port outside the list: 'Receipt printers listen on port 9100 to 9109'. */
export function printerPortMessage(ranges: readonly PortRange[]): string {
  const list = ranges.map((r) => (r.from === r.to ? `${r.from}` : `${r.from} to ${r.to}`)).join(', ');
  return `Receipt printers listen on port ${list}: the server sends tickets to no other port`;
}

/**
 * `send` that refuses, as a printer failure staff can read, a port outside the list: a setting
 * saved before the list existed (or under another PRINTER_PORTS) never reaches another service.
 */
export function portGuardedSender(ranges: readonly PortRange[], send: SendToPrinter): SendToPrinter {
  return (printer, bytes) =>
    printerPortAllowed(ranges, printer.port)
      ? send(printer, bytes)
      : Promise.reject(new PrinterError(printerPortMessage(ranges)));
}
