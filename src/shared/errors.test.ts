import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, ERROR_MESSAGES, isApiError, rateLimitedMessage, waitInWords } from './errors.ts';

describe('error contract', () => {
  it('has exactly the kinds of the one error shape (docs/product.md#d14-one-error-shape)', () => {
    expect([...ERROR_KINDS].sort()).toEqual(
      [
        'RATE_LIMITED',
        'VALIDATION_ERROR',
        'INVALID_CREDENTIALS',
        'UNAUTHORIZED',
        'SESSION_EXPIRED',
        'SERVER_ERROR',
        'NOT_FOUND',
        'CONFLICT',
        'FORBIDDEN',
      ].sort(),
    );
  });

  it('has a generic message for every kind', () => {
    for (const kind of ERROR_KINDS) expect(ERROR_MESSAGES[kind].length).toBeGreaterThan(0);
    expect(ERROR_MESSAGES.RATE_LIMITED).toBe('Too many requests. Please try again later');
    expect(ERROR_MESSAGES.SERVER_ERROR).toBe('Something went wrong. Please try again later');
  });

  it("says a rate limit's wait in words, rounded up, after the generic words", () => {
    expect(waitInWords(40)).toBe('40 seconds');
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(130)).toBe('3 minutes');
    expect(waitInWords(900)).toBe('15 minutes');
    expect(waitInWords(3601)).toBe('2 hours');
    expect(rateLimitedMessage(40)).toBe('Too many requests. Please try again later, in 40 seconds.');
    expect(rateLimitedMessage(180)).toBe('Too many requests. Please try again later, in 3 minutes.');
  });

  it('recognises only the error shape', () => {
    expect(isApiError({ error: { code: 'NOT_FOUND', message: 'x' } })).toBe(true);
    expect(isApiError({ error: { code: 'NOPE', message: 'x' } })).toBe(false);
    expect(isApiError({ error: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
