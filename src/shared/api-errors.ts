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
