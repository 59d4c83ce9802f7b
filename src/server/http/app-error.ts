// Services throw AppError with one of the contract's kinds; the error handler turns it into the
// single error shape (decision D14). Services never see HTTP, only kinds.
import { ERROR_MESSAGES, type ErrorKind } from '../../shared/errors';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
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

export class AppError extends Error {
  readonly statusCode: number;
  /** Sent as Retry-After with a 429. */
  retryAfterSeconds?: number;
  constructor(
    readonly kind: ErrorKind,
    message: string = ERROR_MESSAGES[kind],
    readonly fields?: Record<string, string>,
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? STATUS_BY_KIND[kind];
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', message, fields);
export const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', message, fields);

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const error = new AppError('RATE_LIMITED');
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}
