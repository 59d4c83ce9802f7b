// A real local HTTP server standing in for a third party we cannot reach from here (reverse
// geocoding, SMS gateway). Tests set its answer and read the requests it received.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = { status: number; body: unknown; delayMs?: number };
export type FakeProvider = {
  url: string;
  requests: URL[];
  answer(next: FakeAnswer): void;
  /** Sees each request's headers and body as it arrives. */
  onRequest(listener: (headers: Record<string, string | string[] | undefined>, body: string) => void): void;
  close(): Promise<void>;
};

export async function startFakeProvider(
  initial: FakeAnswer = { status: 200, body: {} },
): Promise<FakeProvider> {
  let current = initial;
  const requests: URL[] = [];
  let listener: ((headers: Record<string, string | string[] | undefined>, body: string) => void) | undefined;
  const server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://fake'));
    let received = '';
    req.on('data', (chunk) => {
      received += chunk;
    });
    req.on('end', () => {
      listener?.(req.headers, received);
      const { status, body, delayMs = 0 } = current;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reverse`,
    requests,
    answer(next) {
      current = next;
    },
    onRequest(next) {
      listener = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
