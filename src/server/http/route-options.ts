// Pieces of route options that many modules' routes declare alike.
import { z } from 'zod';

/**
 * An id in the address, checked for size only: whether anyone has it is the service's 404, so a
 * made-up id reads the same as a well-formed one nobody has.
 */
export const idParams = z.object({ id: z.string().min(1).max(100) });

/** One of RATE_LIMITS' budgets in @fastify/rate-limit's terms, as a route's own limit. */
export function routeRateLimit(budget: { max: number; windowMs: number }) {
  return { max: budget.max, timeWindow: budget.windowMs };
}
