// Sends bytes to a receipt printer's raw TCP port (9100, decision 029): connect, write, end, and
// done when the printer closes its side. Every failure (refused, no route, no answer in time)
// becomes a PrinterError with words staff can act on; nothing here throws anything else or leaves
// a rejection unhandled.
import { connect } from 'node:net';

export const PRINTER_TIMEOUT_MS = 5_000;

export class PrinterError extends Error {}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'refused the connection (is it a receipt printer, on port 9100?)',
  EHOSTUNREACH: 'cannot be reached from the server (is it on the same network?)',
  ENETUNREACH: 'cannot be reached from the server (is it on the same network?)',
  ENOTFOUND: 'has an address the server cannot find',
  EAI_AGAIN: 'has an address the server cannot find',
  ECONNRESET: 'closed the connection before the ticket was sent',
  EPIPE: 'closed the connection before the ticket was sent',
};

export type PrinterAddress = { host: string; port: number };

export type SendToPrinter = (printer: PrinterAddress, bytes: Buffer) => Promise<void>;

export function sendToPrinter(
  printer: PrinterAddress,
  bytes: Buffer,
  timeoutMs: number = PRINTER_TIMEOUT_MS,
): Promise<void> {
  const where = `The printer at ${printer.host}:${printer.port}`;
  return new Promise((resolve, reject) => {
    let settled = false;
    const socket = connect({ host: printer.host, port: printer.port });
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new PrinterError(message));
    };
    // One timer for the whole job: a printer that accepts and then never reads is as stuck as one
    // that never answers.
    const timer = setTimeout(() => fail(`${where} is not answering`), timeoutMs);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      fail(`${where} ${REASONS[error.code ?? ''] ?? `failed (${error.code ?? error.message})`}`);
    });
    socket.on('connect', () => {
      socket.end(bytes);
    });
    socket.on('close', (hadError) => {
      clearTimeout(timer);
      if (hadError || settled) return;
      settled = true;
      resolve();
    });
    // A printer sends status bytes back sometimes; reading them keeps the socket flowing to close.
    socket.on('data', () => {});
  });
}
