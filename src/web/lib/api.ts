// One call per endpoint of the table in src/shared/api/endpoints.ts: `api('POST /api/orders',
// { body })` checks the body against the table and answers the table's response type, so no caller
// names a type by hand. The transport (deadline, the server's messages) is apiRequest's.
import {
  type EndpointRequest,
  type EndpointResponse,
  endpointUrl,
  type GivenRequest,
} from '#shared/api/endpoint-url.ts';
import type { Endpoint } from '#shared/api/endpoints.ts';
import { apiRequest } from './api-client.ts';

type Extra = { signal?: AbortSignal; cache?: RequestCache; onKeptCopy?: (why: string) => void };
type Options<E extends Endpoint> = Extra & EndpointRequest<E>;

/** The options may be left out when nothing in them is required. */
type Args<E extends Endpoint> =
  Partial<Options<E>> extends Options<E> ? [options?: Options<E>] : [options: Options<E>];

export type { EndpointResponse };

type Given = GivenRequest & Extra & { body?: unknown };

/** Async, so a path it cannot fill is a rejected promise like any other failure, not a throw. */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[options]: Args<E>
): Promise<EndpointResponse<E>> {
  const [method, path] = endpoint.split(' ');
  const given: Given = options ?? {};
  return apiRequest(endpointUrl(path, given), {
    method,
    body: given.body,
    signal: given.signal,
    onKeptCopy: given.onKeptCopy,
    ...(given.cache ? { cache: given.cache } : {}),
  });
}
