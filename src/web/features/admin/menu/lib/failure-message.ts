import { ApiRequestError } from '../../../../lib/api-client';

/**
 * The server's own words when it answered (a refusal such as "still has items"), else the spec's
 * message for the failed action: with no answer at all (offline, connection cut) the client has
 * only a generic text, and 'Failed to save item' says more.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status > 0 ? error.message : fallback;
}
