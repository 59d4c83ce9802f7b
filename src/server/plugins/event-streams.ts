// Server-Sent Events over an ordinary Fastify reply, so the security headers, the request id and
// any refreshed session cookie are applied as on every other answer. Open streams are tracked so
// that shutdown ends them with a reconnect hint instead of waiting on them forever, and by account
// so that signing out, disabling or a new role ends that account's streams at once.
//
// Each open stream holds a socket, a heartbeat timer and its subscriptions for as long as the
// client likes, so they are capped (issue 36): per account (a few tabs and devices) and per client
// address (generous: hundreds of customers share one mobile-carrier address), answered 429 with a
// message beyond that; and every stream ends after a maximum lifetime with a `retry:` hint, which
// the browser's EventSource follows by reconnecting on its own (its `ready` event then re-reads).
// The counts are per instance: a stream lives on the instance that answered it.
import { PassThrough } from 'node:stream';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { STREAM_EVENTS } from '#shared/api/events.ts';
import { AppError } from '../http/app-error.ts';

export type EventStream = {
  /** Resolves when the response has been fully written (or the client went away). */
  finished: Promise<void>;
  send(event: string, data: unknown): void;
  /** Runs once when the client goes away or the server closes the stream. */
  onClose(fn: () => void): void;
  /** Ends the stream; with reconnectInMs, first tells the browser when to reconnect. */
  close(reconnectInMs?: number): void;
};

export type EventStreamOptions = {
  /** Asked at every heartbeat: false (signed out, role taken away) ends the stream. */
  stillAllowed?: () => Promise<boolean>;
  /** The signed-in account reading: its stream ends as soon as that account's sessions change. */
  userId?: string;
};

declare module 'fastify' {
  interface FastifyReply {
    eventStream(options?: EventStreamOptions): EventStream;
  }
}

// Browsers wait this long before reconnecting after the stream ends.
const RETRY_MS = 3000;
// Below the idle timeouts of common proxies and load balancers (often 30-60 s).
const HEARTBEAT_MS = 20_000;
// On shutdown (and at a stream's end of life) browsers come back within 1-3 s, spread out so that
// the streams of a stopping instance do not land on the others all in the same instant.
const spreadRetryMs = () => 1000 + Math.floor(Math.random() * 2000);

/** Streams one signed-in account may hold open at once on one instance: several tabs and devices. */
const MAX_STREAMS_PER_ACCOUNT = 8;
/**
 * Anonymous streams (the storefront's public events) one client address may hold open at once on
 * one instance: a carrier NAT is many people.
 */
const MAX_STREAMS_PER_ADDRESS = 200;
/** A stream ends after this long (minus up to a tenth, so streams opened together do not end together). */
const MAX_STREAM_LIFETIME_MS = 30 * 60_000;
/** Told to a client refused for too many streams; the web client backs off on its own anyway. */
const REFUSED_RETRY_AFTER_S = 30;

export const STREAM_LIMIT_MESSAGES = {
  account: 'Too many live updates are open for this account. Close some tabs or devices and try again.',
  address: 'Too many live updates are open from this network. Please try again in a minute.',
} as const;

export type StreamLimits = {
  perAccount?: number;
  perAddress?: number;
  maxLifetimeMs?: number;
};

export type EventStreamsOptions = {
  heartbeatMs?: number;
  /** The caps and the lifetime (tests lower them); the defaults above otherwise. */
  limits?: StreamLimits;
  /** Told of every stream opened and closed, by route pattern (the SSE clients gauge). */
  onOpen?: (route: string) => void;
  onClosed?: (route: string) => void;
  /**
   * Subscribes to "this account's sessions changed" (from every instance); returns the
   * unsubscribe. The heartbeat's re-check alone would leave a stream open up to a heartbeat long.
   */
  onSessionsEnded?: (listener: (userId: string) => void) => () => void;
  /**
   * Subscribes to "this instance's event listener was lost and is back" (notices may have been
   * missed meanwhile); returns the unsubscribe. Every account-bound stream is re-checked then.
   */
  onListenerResumed?: (listener: () => void) => () => void;
};

export const eventStreamsPlugin = fp(async (app: FastifyInstance, opts: EventStreamsOptions) => {
  const open = new Set<EventStream>();
  const byUser = new Map<string, Set<EventStream>>();
  const perAddress = new Map<string, number>();
  const maxPerAccount = opts.limits?.perAccount ?? MAX_STREAMS_PER_ACCOUNT;
  const maxPerAddress = opts.limits?.perAddress ?? MAX_STREAMS_PER_ADDRESS;
  const maxLifetimeMs = opts.limits?.maxLifetimeMs ?? MAX_STREAM_LIFETIME_MS;
  const refuse = (message: string) => {
    const error = new AppError('RATE_LIMITED', message);
    error.retryAfterSeconds = REFUSED_RETRY_AFTER_S;
    return error;
  };
  /** The session re-check of every account-bound stream, for when a notice may have been missed. */
  const checks = new Map<EventStream, () => Promise<boolean>>();

  const end = (stream: EventStream) => {
    stream.send(STREAM_EVENTS.ended, {});
    stream.close();
  };
  async function endIfNoLongerAllowed(stream: EventStream) {
    const check = checks.get(stream);
    // As at the heartbeat: a database hiccup is not a reason to drop a reader, only a clear "no".
    if (check && !(await check().catch(() => true))) end(stream);
  }

  const stopListening = opts.onSessionsEnded?.((userId) => {
    const streams = byUser.get(userId);
    if (!streams) return;
    for (const stream of [...streams]) end(stream);
  });
  if (stopListening) app.addHook('onClose', async () => stopListening());
  const stopResumed = opts.onListenerResumed?.(() => {
    for (const stream of [...checks.keys()]) void endIfNoLongerAllowed(stream);
  });
  if (stopResumed) app.addHook('onClose', async () => stopResumed());

  app.decorateReply('eventStream', function (this: FastifyReply, options: EventStreamOptions = {}) {
    // Refused before anything is opened or subscribed: the route's handler throws, the error
    // handler answers 429 in the one error shape.
    // Only streams nobody signed in for count against their address (grouped by /64, as the rate
    // limits do): a signed-in reader counts against its account, so strangers holding anonymous
    // streams on a carrier NAT cannot shut the customers behind it out of their orders' updates.
    const address = options.userId === undefined ? normalizeIP(this.request.ip) : undefined;
    if (address !== undefined && (perAddress.get(address) ?? 0) >= maxPerAddress)
      throw refuse(STREAM_LIMIT_MESSAGES.address);
    if (options.userId !== undefined && (byUser.get(options.userId)?.size ?? 0) >= maxPerAccount)
      throw refuse(STREAM_LIMIT_MESSAGES.account);
    const body = new PassThrough();
    const closers: (() => void)[] = [];
    const route = this.request.routeOptions.url ?? this.request.url;
    let closed = false;
    const finished = new Promise<void>((resolve) => {
      this.raw.once('finish', resolve);
      this.raw.once('close', resolve);
    });
    const stream: EventStream = {
      finished,
      send(event, data) {
        if (!closed) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      onClose(fn) {
        closers.push(fn);
      },
      close(reconnectInMs) {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(endOfLife);
        open.delete(stream);
        if (address !== undefined) {
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left > 0) perAddress.set(address, left);
          else perAddress.delete(address);
        }
        checks.delete(stream);
        if (options.userId !== undefined) {
          const streams = byUser.get(options.userId);
          streams?.delete(stream);
          if (streams?.size === 0) byUser.delete(options.userId);
        }
        opts.onClosed?.(route);
        for (const fn of closers) fn();
        if (reconnectInMs !== undefined) body.write(`: reconnect\nretry: ${reconnectInMs}\n\n`);
        body.end();
      },
    };
    const heartbeat = setInterval(async () => {
      // A database hiccup is not a reason to drop a signed-in reader: only a clear "no" is.
      const allowed = options.stillAllowed ? await options.stillAllowed().catch(() => true) : true;
      if (allowed) body.write(': keep-alive\n\n');
      else stream.close();
    }, opts.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    // No `ended` event: the reader may go on reading, so EventSource simply reconnects after the hint.
    const endOfLife = setTimeout(
      () => stream.close(spreadRetryMs()),
      maxLifetimeMs - Math.floor(Math.random() * (maxLifetimeMs / 10)),
    );
    endOfLife.unref();
    // The response's close, not the request's: a GET request "closes" as soon as it is read.
    this.raw.on('close', () => stream.close());
    open.add(stream);
    if (address !== undefined) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    if (options.userId !== undefined) {
      const streams = byUser.get(options.userId) ?? new Set();
      streams.add(stream);
      byUser.set(options.userId, streams);
      if (options.stillAllowed) {
        checks.set(stream, options.stillAllowed);
        // The session was read before the stream joined its account's set: an "ended" notice
        // arriving in between found nothing to end. Asking once more now closes that gap.
        void endIfNoLongerAllowed(stream);
      }
    }
    opts.onOpen?.(route);

    this.header('content-type', 'text/event-stream; charset=utf-8')
      // no-store: most streams carry someone's orders; no-transform keeps proxies from compressing.
      .header('cache-control', 'no-store, no-transform')
      // Tells nginx-style proxies not to buffer the stream.
      .header('x-accel-buffering', 'no');
    body.write(`retry: ${RETRY_MS}\n\n`);
    void this.send(body);
    return stream;
  });

  // Fastify reaps idle keep-alive connections right after preClose: the streams' last bytes must be
  // out by then, or server.close() waits for the keep-alive timeout (72 s).
  app.addHook('preClose', async () => {
    const streams = [...open];
    for (const stream of streams) stream.close(spreadRetryMs());
    await Promise.race([
      Promise.all(streams.map((s) => s.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000).unref()),
    ]);
  });
});
