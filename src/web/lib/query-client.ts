import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isRateLimited } from './api-client.ts';

/** Rate-limited reads are asked again this many times, each after the wait the server named. */
const RATE_LIMITED_RETRIES = 3;
const MAX_RATE_LIMIT_WAIT_MS = 60_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A 4xx will not change by asking again; network blips and 5xx might, and a 429 will
        // once its window has passed.
        retry: (failures, error) =>
          isRateLimited(error)
            ? failures < RATE_LIMITED_RETRIES
            : failures < 2 &&
              !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
        retryDelay: (failures, error) =>
          isRateLimited(error)
            ? Math.min(Math.max(error.retryAfterMs ?? 1000, 1000), MAX_RATE_LIMIT_WAIT_MS)
            : Math.min(1000 * 2 ** failures, 30_000),
        refetchOnWindowFocus: true,
      },
    },
  });
}
