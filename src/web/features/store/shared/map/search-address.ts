import type { AddressSearchResponse } from '#shared/api/location.ts';
import { api } from '#web/lib/api.ts';

type Search = (q: string, signal: AbortSignal) => Promise<AddressSearchResponse>;

/** Places matching what the customer typed, through our server (docs/product.md#the-map). */
const askServer: Search = (q, signal) => api('GET /api/location/search', { query: { q }, signal });

/**
 * One search box's searches: each aborts the one before it, and answers undefined for a search a
 * newer one replaced, so an older, slower answer never overwrites the newer results.
 */
export function createAddressSearch(search: Search = askServer) {
  let latest: AbortController | undefined;
  return async (q: string): Promise<AddressSearchResponse | undefined> => {
    latest?.abort();
    const mine = new AbortController();
    latest = mine;
    try {
      const answer = await search(q, mine.signal);
      return mine.signal.aborted ? undefined : answer;
    } catch (failure) {
      if (mine.signal.aborted) return undefined;
      throw failure;
    }
  };
}
