// What a failed admin action says. One rule for every form and button: the server's own words
// when it said something specific (a refusal such as "still has items", a full image store), else
// the action's own message ('Save failed', 'Failed to save item'): with no answer at
// all, or only the generic 'Something went wrong', the action's own message says more.
import { ERROR_MESSAGES } from '#shared/api-errors.ts';
import { ApiRequestError } from './api-client.ts';

export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message !== ERROR_MESSAGES.SERVER_ERROR
    ? error.message
    : fallback;
}

/** The server's messages per field, keyed by the request body's field names. */
export function failureFields(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.fields ? error.fields : {};
}
