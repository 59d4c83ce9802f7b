// Address search through the configured forward-geocoding provider (GEOCODE_SEARCH_URL), speaking
// Nominatim's /search API (LocationIQ and a self-hosted Nominatim speak it too). The page asks our
// server, never the provider: the provider, its key and its usage policy stay here. Nominatim's
// policy asks for an application named in the User-Agent, no autocomplete (the page searches on
// submit) and results cached: the same query answers from memory for a day, a failed one for
// 30 seconds. One gate per instance (provider-limiter.ts) holds the whole shop to about one
// request a second, whoever is searching.
import { AppError, notFound } from '#server/http/app-error.ts';
import type { AddressSearchResult } from '#shared/api/location.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { parseNominatimResults } from './nominatim-results.ts';
import { ProviderRefused, providerFailure } from './provider-failure.ts';
import { createProviderLimiter } from './provider-limiter.ts';
import { searchViewbox } from './search-viewbox.ts';

export const ADDRESS_SEARCH_MESSAGES = {
  unavailable: 'Address search is not available right now. Move the pin on the map instead.',
  notConfigured: 'Address search is not set up. Move the pin on the map instead.',
  busy: 'Address search is busy right now. Try again in a few seconds, or move the pin on the map.',
} as const;

/**
 * Searches per session, else per client address, a minute (GET /api/location/search). A customer
 * searches a few times; a mobile carrier puts many customers behind one address, so the figure
 * is theirs together. Answers are cached, so the provider sees far fewer. Kept on the server: the
 * pages never need it.
 */
export const ADDRESS_SEARCH_RATE = { max: 60, windowMs: 60_000 } as const;
const TIMEOUT_MS = 5000;
const RESULT_LIMIT = 5;
const CACHE_TTL_MS = 24 * 60 * 60_000;
const FAILURE_TTL_MS = 30_000;
const CACHE_ENTRIES = 500;
/** Nominatim's public policy: at most one request a second from the whole application. */
const PROVIDER_INTERVAL_MS = 1000;
/** Searches waiting for their turn or asking, at most; one more is told the search is busy. */
const PROVIDER_MAX_HELD = 3;

type Options = {
  /** The provider's search endpoint, e.g. https://nominatim.openstreetmap.org/search; undefined = off. */
  providerUrl: string | undefined;
  /** Names the shop to the provider, as Nominatim's usage policy requires. */
  userAgent: string;
  /** The delivery area as stored now: the search is held to a box around it. */
  deliveryArea: () => Promise<DeliveryArea>;
  /** Told of each provider failure, so a bad key or a block does not pass unseen. */
  log: { warn(details: object, message: string): void };
  fetchImpl?: typeof fetch;
  now?: () => number;
};

type Kept = { at: number; results: AddressSearchResult[] } | { at: number; failed: true };

export function createAddressSearch({
  providerUrl,
  userAgent,
  deliveryArea,
  log,
  fetchImpl = fetch,
  now = Date.now,
}: Options) {
  // Insertion order is age order: the oldest entry goes first when the cache is full.
  const cache = new Map<string, Kept>();
  const limiter = createProviderLimiter({ intervalMs: PROVIDER_INTERVAL_MS, maxHeld: PROVIDER_MAX_HELD });
  const unavailable = () =>
    new AppError('SERVER_ERROR', ADDRESS_SEARCH_MESSAGES.unavailable, undefined, 'unavailable');

  function keep(key: string, entry: Kept) {
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  }

  async function ask(url: URL): Promise<AddressSearchResult[] | undefined> {
    try {
      const response = await fetchImpl(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new ProviderRefused(response.status);
      return parseNominatimResults(await response.json(), RESULT_LIMIT);
    } catch (error) {
      log.warn(providerFailure(error), 'address search provider failed');
      return undefined;
    }
  }

  return {
    configured: providerUrl !== undefined,

    async search(query: string): Promise<AddressSearchResult[]> {
      if (!providerUrl) throw notFound(ADDRESS_SEARCH_MESSAGES.notConfigured);
      const area = await deliveryArea();
      const viewbox = searchViewbox(area.shop, area.radiusKm);
      const key = `${viewbox}|${query.toLowerCase().replace(/\s+/g, ' ')}`;
      const kept = cache.get(key);
      if (kept && 'failed' in kept && now() - kept.at < FAILURE_TTL_MS) throw unavailable();
      if (kept && 'results' in kept && now() - kept.at < CACHE_TTL_MS) return kept.results;
      const url = new URL(providerUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('countrycodes', 'in');
      url.searchParams.set('viewbox', viewbox);
      url.searchParams.set('bounded', '1');
      url.searchParams.set('limit', String(RESULT_LIMIT));
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('accept-language', 'en');
      const asked = await limiter.run(() => ask(url));
      if (!asked) throw new AppError('SERVER_ERROR', ADDRESS_SEARCH_MESSAGES.busy, undefined, 'unavailable');
      if (!asked.value) {
        keep(key, { at: now(), failed: true });
        throw unavailable();
      }
      keep(key, { at: now(), results: asked.value });
      return asked.value;
    },
  };
}

export type AddressSearch = ReturnType<typeof createAddressSearch>;
