// What every 429 of the API says (docs/product.md#rate-limits): the generic words first, then how
// long to wait in words, the same wait as its Retry-After header.
import { expect } from 'vitest';

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

/** Checks a 429's message names its Retry-After wait ('…, in 40 seconds.', '…, in 3 minutes.'). */
export function expectWaitSaid(res: Answer): string {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  const words =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : seconds < 3600
        ? `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`
        : `${Math.ceil(seconds / 3600)} hour${Math.ceil(seconds / 3600) === 1 ? '' : 's'}`;
  const { message } = (res.json() as { error: { message: string } }).error;
  expect(message).toBe(`Too many requests. Please try again later, in ${words}.`);
  return message;
}
