// All requests to our API go through here so every failure surfaces as an ApiRequestError that
// carries the server's human message (decision D14) rather than a raw status.
import { ERROR_MESSAGES, type ErrorKind, isApiError } from '../../shared/errors';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR);
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiError(payload)) {
      throw new ApiRequestError(
        response.status,
        payload.error.code,
        payload.error.message,
        payload.error.fields,
      );
    }
    throw new ApiRequestError(response.status, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR);
  }
  return payload as T;
}
