// A body over the limit, sent over a real socket: the client must read the 413 and its message,
// not a reset connection (which a browser shows as a network failure, with no text to show).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A route that reads its body: the limit is met while parsing, after every access check.
  t.app.post('/api/test-probe', async () => ({ ok: true }));
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(origin).port);
});
afterAll(() => t.close());

/**
 * Sends `head` and `body` at once, reads nothing for `pauseMs` (a busy client, or a slow network
 * still carrying the body), then collects what the server sent until it closes or `idleMs` pass.
 */
function rawExchange(
  head: string,
  body: Buffer,
  { pauseMs = 300, idleMs = 500 }: { pauseMs?: number; idleMs?: number } = {},
): Promise<{ text: string; error?: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let error: string | undefined;
    let idle: NodeJS.Timeout | undefined;
    let closedByServer = false;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      socket.destroy();
      resolve({ text, error, closedByServer });
    };
    socket.on('connect', () => {
      socket.pause();
      socket.write(head);
      socket.write(body);
      setTimeout(() => {
        socket.resume();
        idle = setTimeout(finish, idleMs);
      }, pauseMs);
    });
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      clearTimeout(idle);
      idle = setTimeout(finish, idleMs);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? String(e);
    });
    // The server ended or reset the connection before we gave up on it.
    socket.on('end', () => {
      if (!done) closedByServer = true;
    });
    socket.on('close', () => {
      if (!done) closedByServer = true;
      finish();
    });
  });
}

const json = (size: number) => Buffer.from(JSON.stringify({ name: 'x'.repeat(size) }));
const post = (length: number, extra = '') =>
  `POST /api/test-probe HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n${extra}\r\n`;

describe('a body over the limit over a real socket', () => {
  it('lets a client that is still sending when the 413 comes finish its body without a network error', async () => {
    // What undici's fetch and browsers do: write the whole body, read the answer when it comes.
    // Closing on the refusal made the rest of the body fail with EPIPE or a reset, and fetch then
    // threw 'fetch failed' instead of handing over the 413.
    const body = json(1_100_000);
    // Half-open allowed, as an HTTP client keeps sending after the server's FIN.
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    await new Promise((resolve) => socket.once('connect', resolve));
    let text = '';
    let writeError: string | undefined;
    let serverEndedEarly = false;
    let sending = true;
    socket.on('error', (e: NodeJS.ErrnoException) => {
      writeError ??= e.code;
    });
    socket.on('end', () => {
      if (sending) serverEndedEarly = true;
    });
    const write = (chunk: Buffer) =>
      socket.write(chunk, (e?: Error | null) => {
        if (e) writeError ??= (e as NodeJS.ErrnoException).code ?? e.message;
      });
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (text.includes('The request is too large')) resolve();
      }),
    );
    write(Buffer.from(post(body.length)));
    write(body.subarray(0, 64 * 1024));
    await answered;
    // The answer is in; the client goes on sending the rest of what it announced.
    for (let at = 64 * 1024; at < body.length; at += 64 * 1024) {
      write(body.subarray(at, at + 64 * 1024));
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 300));
    sending = false;
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(serverEndedEarly).toBe(false);
    expect(writeError).toBeUndefined();
  });

  it('keeps the connection for the next request once the refused body has arrived', async () => {
    const body = json(1_100_000);
    const next = `GET /healthz HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`;
    const { text, closedByServer } = await rawExchange(
      post(body.length),
      Buffer.concat([body, Buffer.from(next)]),
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"status":"ok"/);
    expect(closedByServer).toBe(false);
  });

  it('does not wait for a body it would never finish reading: an announced 200 MB is cut off', async () => {
    const started = Date.now();
    const { text, closedByServer } = await rawExchange(post(200 * 1024 * 1024), json(2_000_000), {
      pauseMs: 0,
    });
    // The answer still comes first; then the server closes instead of taking 200 MB.
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('closes a connection whose refused body stops arriving, after the drain time', async () => {
    const started = Date.now();
    // 1.5 MB announced, 1.2 MB sent, then silence: the server must not hold the socket forever.
    const { text, closedByServer } = await rawExchange(post(1_500_000), json(1_200_000), {
      pauseMs: 0,
      idleMs: 30_000,
    });
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedByServer).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
