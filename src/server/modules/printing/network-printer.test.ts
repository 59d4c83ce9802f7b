import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, startFakePrinter } from '#tests/helpers/fake-printer.ts';
import { PrinterError, sendToPrinter } from './network-printer.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('sendToPrinter', () => {
  it('delivers the bytes whole and resolves when the printer closes', async () => {
    const printer = await startFakePrinter();
    cleanups.push(() => printer.close());
    const bytes = Buffer.from([0x1b, 0x40, 0x41, 0x0a, 0x1d, 0x56, 66, 3]);
    await sendToPrinter(printer, bytes);
    expect(printer.jobs).toEqual([bytes]);
  });

  it('says the printer refused the connection when nothing listens', async () => {
    const port = await closedPort();
    await expect(sendToPrinter({ host: '127.0.0.1', port }, Buffer.from('x'))).rejects.toThrow(
      new PrinterError(
        `The printer at 127.0.0.1:${port} refused the connection (is it a receipt printer, on port 9100?)`,
      ),
    );
  });

  it('gives up after the timeout on a printer that takes the connection and never answers', async () => {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.pause(); // never reads, never closes
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });
    const { port } = server.address() as { port: number };
    const started = Date.now();
    await expect(sendToPrinter({ host: '127.0.0.1', port }, Buffer.from('x'), 200)).rejects.toThrow(
      `The printer at 127.0.0.1:${port} is not answering`,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
