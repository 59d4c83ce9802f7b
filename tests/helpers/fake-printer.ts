// A receipt printer on a random local port, as the server's raw TCP sender meets one: it takes a
// connection, reads until the sender ends, and closes. Each job is the bytes of one connection.
import { createServer, type Server, type Socket } from 'node:net';

export type FakePrinter = {
  host: string;
  port: number;
  jobs: Buffer[];
  /** Resolves once `count` jobs have arrived (or rejects after timeoutMs). */
  waitForJobs(count: number, timeoutMs?: number): Promise<Buffer[]>;
  close(): Promise<void>;
};

export async function startFakePrinter(): Promise<FakePrinter> {
  const jobs: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks));
      socket.end();
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake printer has no port');
  return {
    host: '127.0.0.1',
    port: address.port,
    jobs,
    async waitForJobs(count, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (jobs.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} print jobs, got ${jobs.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return jobs;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: a printer that is switched off. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
