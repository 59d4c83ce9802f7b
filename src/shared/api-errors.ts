// The one error contract shared by server and browser (docs/product.md#d14-one-error-shape): every
// 4xx/5xx answer is { error: { code, message, fields? } }. Messages are the generic texts of
// docs/product.md#errors, word for word. Apart from the named texts (errors.ts) because the
// storefront's first load needs this and not those.
export const ERROR_KINDS = [
  'VALIDATION_ERROR',
  'INVALID_CREDENTIALS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SESSION_EXPIRED',
  'RATE_LIMITED',
  'NOT_FOUND',
  'CONFLICT',
  'SERVER_ERROR',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export const ERROR_MESSAGES: Record<ErrorKind, string> = {
  VALIDATION_ERROR: 'Please check your input and try again',
  INVALID_CREDENTIALS: 'Invalid email or password',
  UNAUTHORIZED: 'You are not authorized to perform this action',
  FORBIDDEN: 'You are not authorized to perform this action',
  SESSION_EXPIRED: 'Your session has expired. Please log in again',
  RATE_LIMITED: 'Too many requests. Please try again later',
  NOT_FOUND: 'The requested resource was not found',
  CONFLICT: 'This change conflicts with the current data',
  SERVER_ERROR: 'Something went wrong. Please try again later',
};

/** A wait in words, rounded up to what a person counts: '40 seconds', '1 minute', '3 minutes', '2 hours'. */
export function waitInWords(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return unit(whole, 'second');
  if (whole < 3600) return unit(Math.ceil(whole / 60), 'minute');
  return unit(Math.ceil(whole / 3600), 'hour');
}

/**
 * A 429's message with how long to wait, from the limiter's reset time: docs/product.md#rate-limits'
 * words first, then the wait ('Too many requests. Please try again later, in 40 seconds.').
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `${ERROR_MESSAGES.RATE_LIMITED}, in ${waitInWords(retryAfterSeconds)}.`;
}

export type ApiError = { error: { code: ErrorKind; message: string; fields?: Record<string, string> } };

// A plain structural check rather than a zod schema: this runs in the storefront bundle, and zod
// would add more weight there than everything else in this file.
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof message === 'string' && (ERROR_KINDS as readonly unknown[]).includes(code);
}
