import { ApiRequestError } from '../../../../lib/api-client';

/**
 * The server's own words when it refused the request (a field message, "used 3 times: disable it"),
 * else the page's fallback ('Save failed'): a network failure or a 5xx says nothing more useful.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

export function failureFields(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.fields ? error.fields : {};
}
