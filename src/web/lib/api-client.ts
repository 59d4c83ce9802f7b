// All requests to our API go through here so every failure surfaces as an ApiRequestError that
// carries the server's human message (docs/product.md#d14-one-error-shape) rather than a raw status.

import { ERROR_MESSAGES, type ErrorKind, isApiError } from '#shared/api-errors.ts';
import { API_TIMEOUT_MS } from '#shared/constants.ts';
import { KEPT_COPY_HEADER } from '../sw-rules.ts';
import { serverReachability } from './server-reachability.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    /** On a 429: how long the server asked us to wait before asking again. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Too many requests: a pause, never a sign-out or a refusal of the request itself. */
export const isRateLimited = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 429;

/** Retry-After in seconds (what our server sends), else the limiter's own reset header. */
function retryAfterMs(headers: Headers): number | undefined {
  for (const name of ['retry-after', 'x-ratelimit-reset']) {
    const seconds = Number(headers.get(name) ?? Number.NaN);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  }
  return undefined;
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The browser's HTTP cache mode, e.g. 'no-cache' to revalidate an answer the server lets it keep. */
  cache?: RequestCache;
  /** Told when the service worker answered with its kept copy, and why (KEPT_COPY_HEADER). */
  onKeptCopy?: (why: string) => void;
  /** Default API_TIMEOUT_MS (docs/product.md#other-figures): the whole answer, body included, by then. */
  timeoutMs?: number;
};

/**
 * The caller's signal, plus a deadline. Built by hand rather than with AbortSignal.any and
 * AbortSignal.timeout, which phones a few years old do not have.
 */
function withDeadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}

/**
 * What this answer says of the network. The service worker marks the menu and settings it answers
 * from its kept copy (sw.ts): after a network failure that is no answer from the server at all;
 * after its wait for a slow network, nothing is known either way.
 */
function reportAnswer(response: Response, options: RequestOptions) {
  const kept = response.headers.get(KEPT_COPY_HEADER);
  if (kept) options.onKeptCopy?.(kept);
  if (kept === 'network-failed') serverReachability.unreachable();
  else if (!kept) serverReachability.answered();
}

const noAnswer = () => new ApiRequestError(0, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR);

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const deadline = withDeadline(options.timeoutMs ?? API_TIMEOUT_MS, options.signal);
  let response: Response;
  let payload: unknown;
  let answered = false;
  try {
    response = await fetch(path, {
      method: options.method,
      credentials: 'same-origin',
      signal: deadline.signal,
      ...(options.cache ? { cache: options.cache } : {}),
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    answered = true;
    reportAnswer(response, options);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  } catch (error) {
    // The caller gave up (a query cancelled, a page left): theirs to handle, not a failure.
    if (!deadline.timedOut() && options.signal?.aborted) throw error;
    // Refused by the network before any answer; a deadline passed may be a busy server instead.
    if (!deadline.timedOut() && !answered) serverReachability.unreachable();
    throw noAnswer();
  } finally {
    deadline.done();
  }
  if (!response.ok) {
    const wait = response.status === 429 ? retryAfterMs(response.headers) : undefined;
    if (isApiError(payload)) {
      throw new ApiRequestError(
        response.status,
        payload.error.code,
        payload.error.message,
        payload.error.fields,
        wait,
      );
    }
    // A proxy in front of us may refuse with its own page: still a limit, said in our words. (Our
    // own 429s name the wait in their message; the wait in words stays out of the storefront's
    // first load for a proxy's page: decision 005.)
    if (response.status === 429)
      throw new ApiRequestError(429, 'RATE_LIMITED', ERROR_MESSAGES.RATE_LIMITED, undefined, wait);
    throw new ApiRequestError(response.status, 'SERVER_ERROR', ERROR_MESSAGES.SERVER_ERROR);
  }
  return payload as T;
}
