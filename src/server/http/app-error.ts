// Services throw AppError with one of the contract's kinds, and a reason where the kind alone does
// not say which status answers it; the error handler turns it into the single error shape
// (docs/product.md#d14-one-error-shape). Services never see HTTP, only kinds and reasons: their
// statuses are here alone.
import { ERROR_MESSAGES, type ErrorKind, rateLimitedMessage } from '#shared/errors.ts';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
};

/** Why a request failed, where clients tell the cases apart by status within one kind. */
export type ErrorReason =
  | 'locked'
  | 'check-required'
  | 'too-large'
  | 'unsupported-media-type'
  | 'upstream-failed'
  | 'unavailable'
  | 'storage-full';

export const STATUS_BY_REASON: Record<ErrorReason, number> = {
  locked: 423,
  // Precondition Required: the request is fine once it carries what the field asks for.
  'check-required': 428,
  'too-large': 413,
  'unsupported-media-type': 415,
  // A provider we call (SMS, geocoding) failed: not the client's fault, not our crash either.
  'upstream-failed': 502,
  unavailable: 503,
  'storage-full': 507,
};

export class AppError extends Error {
  readonly statusCode: number;
  /** Sent as Retry-After with a 429. */
  retryAfterSeconds?: number;
  constructor(
    readonly kind: ErrorKind,
    message: string = ERROR_MESSAGES[kind],
    readonly fields?: Record<string, string>,
    readonly reason?: ErrorReason,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = reason ? STATUS_BY_REASON[reason] : STATUS_BY_KIND[kind];
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', message, fields);
export const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', message, fields);

/** A 429 whose message says how long to wait (docs/product.md#rate-limits), sent with Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, fields?: Record<string, string>): AppError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  const error = new AppError('RATE_LIMITED', rateLimitedMessage(wait), fields);
  error.retryAfterSeconds = wait;
  return error;
}
