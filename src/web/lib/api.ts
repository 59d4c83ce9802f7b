// One call per endpoint of the table in src/shared/api/endpoints.ts: `api('POST /api/orders',
// { body })` checks the body against the table and answers the table's response type, so no caller
// names a type by hand. The transport (deadline, the server's messages) is apiRequest's.
import type { Endpoint, Endpoints } from '#shared/api/endpoints.ts';
import { apiRequest } from './api-client.ts';

/** { id: string } for '/api/orders/:id/cancel'. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<Rest>
  : Path extends `${string}:${infer Name}`
    ? Record<Name, string>
    : Record<never, never>;

/** A query string is text: a number may also be given already written out, e.g. lat.toFixed(6). */
type QueryArg<Query> = {
  [Key in keyof Query]: Query[Key] extends string | undefined ? Query[Key] : Query[Key] | string;
};

type Options<E extends Endpoint> = {
  signal?: AbortSignal;
  cache?: RequestCache;
} & (keyof PathParams<E> extends never ? { params?: never } : { params: PathParams<E> }) &
  (Endpoints[E] extends { query: infer Query }
    ? Partial<Query> extends Query
      ? { query?: QueryArg<Query> }
      : { query: QueryArg<Query> }
    : { query?: never }) &
  (Endpoints[E] extends { body: infer Body } ? { body: Body } : { body?: never });

/** The options may be left out when nothing in them is required. */
type Args<E extends Endpoint> =
  Partial<Options<E>> extends Options<E> ? [options?: Options<E>] : [options: Options<E>];

export type EndpointResponse<E extends Endpoint> = Endpoints[E]['response'];

type Given = {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
};

/**
 * The path with its ':name' parts filled in, then the query without its absent (undefined or
 * null) values. A part that is missing, empty, '.' or '..' throws rather than being sent: the
 * request would reach another route ('/api/orders/' is the list, '/api/orders/..' the parent).
 */
function fill(path = '', { params, query = {} }: Given): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name] ?? '';
    if (/^\.{0,2}$/.test(value)) throw new TypeError(`${path}: no usable :${name}`);
    return encodeURIComponent(value);
  });
  const given = Object.entries(query).filter((entry) => entry[1] != null);
  // URLSearchParams writes each value as text, numbers included.
  const search = String(new URLSearchParams(given as string[][]));
  return search ? `${filled}?${search}` : filled;
}

/** Async, so a path it cannot fill is a rejected promise like any other failure, not a throw. */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[options]: Args<E>
): Promise<EndpointResponse<E>> {
  const [method, path] = endpoint.split(' ');
  const given: Given = options ?? {};
  return apiRequest(fill(path, given), {
    method,
    body: given.body,
    signal: given.signal,
    ...(given.cache ? { cache: given.cache } : {}),
  });
}
