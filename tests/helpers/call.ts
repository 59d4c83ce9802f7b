// One request to an endpoint of the table (src/shared/api/endpoints.ts), through Fastify's inject:
// `call('POST /api/orders', { body, cookie })` as the web's api() makes it, so a body the table
// does not accept is a type error in the test too. Answers inject's response: the tests read the
// status, headers and body of failures as much as of successes.
//
// A test that sends what the table refuses (a wrong type, a missing field) says so with
// `body: … as never`. Routes the table does not hold (pages, PDFs, CSV exports, the webhook) and
// tests that walk a list of routes use call.url(method, url, options), with the same defaults.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '#server/app.ts';
import { type EndpointRequest, endpointUrl } from '#shared/api/endpoint-url.ts';
import type { Endpoint } from '#shared/api/endpoints.ts';

type Transport = {
  /** The Cookie header, as signInStaff and signInCustomer return it; none when undefined. */
  cookie?: string | undefined;
  /** The client address; the caller's default (see endpointCaller) when left out. */
  remoteAddress?: string;
  headers?: Record<string, string>;
};

/** Every query parameter may be left out: tests also ask what the route does by default. */
type OptionalQuery<R> = R extends { query: infer Query } ? Omit<R, 'query'> & { query?: Partial<Query> } : R;

export type CallOptions<E extends Endpoint> = OptionalQuery<EndpointRequest<E>> & Transport;

type Args<E extends Endpoint> =
  Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Call = (<E extends Endpoint>(
  endpoint: E,
  ...args: Args<E>
) => Promise<LightMyRequestResponse>) & {
  url(method: Method, url: string, options?: Transport & { body?: unknown }): Promise<LightMyRequestResponse>;
};

/**
 * A call() on the app that `app()` answers when the request is made (test files build theirs in
 * beforeAll). `defaults` adds headers to every request and picks the client address of each one
 * that names none, e.g. a fresh one per request so a per-address limit never counts the file's
 * own requests together.
 */
export function endpointCaller(
  app: () => App,
  defaults: { remoteAddress?: () => string; headers?: Record<string, string> } = {},
): Call {
  const send: Call['url'] = (method, url, given = {}) => {
    const remoteAddress = given.remoteAddress ?? defaults.remoteAddress?.();
    return app().inject({
      method,
      url,
      headers: { ...defaults.headers, ...given.headers, ...(given.cookie ? { cookie: given.cookie } : {}) },
      ...(given.body !== undefined ? { payload: given.body as object } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  };
  const call = (
    endpoint: Endpoint,
    options: Transport & { body?: unknown; params?: object; query?: object } = {},
  ) => {
    const [method, path] = endpoint.split(' ') as [Method, string];
    return send(method, endpointUrl(path, options as Parameters<typeof endpointUrl>[1]), options);
  };
  return Object.assign(call as Call, { url: send });
}
