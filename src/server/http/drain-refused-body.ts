// A request refused for its size while its body is still arriving. Closing the connection at once
// (what Fastify asks for) makes the client's next write fail with EPIPE or a reset, and clients
// such as undici's fetch then report a network failure instead of the 413 that was already sent:
// the customer sees "could not connect" where "The request is too large" was meant. So the server
// keeps reading the refused body, discarding it, within a budget, the way nginx's lingering close
// does: a body that arrives in full leaves a connection fit for the next request; one announced
// past the budget, or that stops arriving, is cut off.
import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/** What a refused body may still cost us: bytes read past its refusal, and time. */
export const REFUSED_BODY_BUDGET = { bytes: 8 * 1024 * 1024, ms: 5_000 };

/**
 * Starts the drain and says whether it did: then the answer must not carry `connection: close`.
 * Without that header, Node reads the rest of the body and drops it (as it does for any request
 * whose body the app left unread), then serves the next request on the connection.
 */
export function drainRefusedBody(
  request: IncomingMessage,
  budget: { bytes: number; ms: number } = REFUSED_BODY_BUDGET,
): boolean {
  const socket = request.socket;
  // Only a real connection has a body still arriving: Fastify's inject hands a stand-in socket
  // (no destroy, no byte count), whose request is never 'complete'.
  if (!(socket instanceof net.Socket) || request.complete || socket.destroyed) return false;
  const announced = Number(request.headers['content-length']);
  const chunked = !Number.isFinite(announced);
  // A body announced past the budget is not worth reading: the connection closes after the
  // answer, as Fastify asked; that client was sending far past any limit anyway.
  if (!chunked && announced > budget.bytes) return false;
  const startBytes = socket.bytesRead;
  const deadline = Date.now() + budget.ms;
  const check = setInterval(() => {
    if (request.complete || socket.destroyed) return clearInterval(check);
    if (socket.bytesRead - startBytes > budget.bytes || Date.now() > deadline) {
      clearInterval(check);
      socket.destroy();
    }
  }, 100);
  // No 'close' listener: a keep-alive socket refused many times would collect them; the check
  // itself stops once the socket is gone.
  check.unref();
  return true;
}
