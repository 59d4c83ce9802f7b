// Services log through one logger handed to them at start; this makes that logger write through
// the logger of the request being served, so their lines carry its request id (reqId) like the
// route's own lines. Outside a request (start-up, background work) the app logger is used.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

export function trackRequestLoggers(app: FastifyInstance): void {
  // After the body is read: a context entered earlier is lost across the body's stream events.
  // Entered with run() around done(), so the handler and everything it awaits inherit it.
  app.addHook('preValidation', (request, _reply, done) => current.run(request.log, done));
}

/** The logger of the request in progress, or the fallback outside one. */
export function requestLogger(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return current.getStore() ?? fallback;
}
