// What a call of one endpoint of the table (endpoints.ts) carries besides its transport, and the URL
// it goes to. The web's api() and the tests' call() both send requests through these, so the two
// fill a path and write a query string the same way.
import type { Endpoint, Endpoints } from './endpoints.ts';

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

/** The path parameters, query and body of a call of E, each required where E needs it. */
export type EndpointRequest<E extends Endpoint> = (keyof PathParams<E> extends never
  ? { params?: never }
  : { params: PathParams<E> }) &
  (Endpoints[E] extends { query: infer Query }
    ? Partial<Query> extends Query
      ? { query?: QueryArg<Query> }
      : { query: QueryArg<Query> }
    : { query?: never }) &
  (Endpoints[E] extends { body: infer Body } ? { body: Body } : { body?: never });

export type EndpointResponse<E extends Endpoint> = Endpoints[E]['response'];

/** What endpointUrl reads, as a caller outside the type checker's sight may give it. */
export type GivenRequest = { params?: Record<string, string>; query?: Record<string, unknown> };

/**
 * The path with its ':name' parts filled in, then the query without its absent (undefined or
 * null) values. A part that is missing, empty, '.' or '..' throws rather than being sent: the
 * request would reach another route ('/api/orders/' is the list, '/api/orders/..' the parent).
 */
export function endpointUrl(path = '', { params, query = {} }: GivenRequest): string {
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
