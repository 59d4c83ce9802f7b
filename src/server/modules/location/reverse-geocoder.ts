// Calls the configured reverse-geocoding provider (BigDataCloud's reverse-geocode-client shape:
// latitude, longitude, localityLanguage; answers locality, city, principalSubdivision and
// localityInfo, the administrative and informative places the point lies in). A point's places
// are kept in memory by the point rounded to 4 decimals (about 11 m), so checkout's warning and
// the check after the order (orders/order-pin.ts) ask the provider once between them.

import { AppError } from '#server/http/app-error.ts';
import type { ReverseGeocodeResponse } from '#shared/api/location.ts';
import type { PinPlace } from '#shared/delivery-area/locality-match.ts';
import { ProviderRefused, providerFailure } from './provider-failure.ts';

const TIMEOUT_MS = 5000;
const LOOKUP_FAILED = 'Location detected, please enter address manually';
const PLACE_CACHE_TTL_MS = 24 * 60 * 60_000;
const PLACE_CACHE_ENTRIES = 1000;

/** A point to 4 decimals (about 11 m): nearer than that, places are the same. */
const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 120) : '');

/** The names in localityInfo's lists, in the order given (country first, smallest place last). */
function localityInfoNames(body: Record<string, unknown>): string[] {
  const info = body.localityInfo;
  if (typeof info !== 'object' || info === null) return [];
  const names: string[] = [];
  for (const list of [
    (info as Record<string, unknown>).administrative,
    (info as Record<string, unknown>).informative,
  ])
    if (Array.isArray(list))
      for (const entry of list.slice(0, 50))
        if (typeof entry === 'object' && entry !== null) {
          const name = text((entry as Record<string, unknown>).name);
          if (name) names.push(name);
        }
  return names;
}

type Options = {
  /** Told of each provider failure (its status, never the URL, which may carry a key). */
  log: { warn(details: object, message: string): void };
  fetchImpl?: typeof fetch;
  now?: () => number;
};

export function createReverseGeocoder(
  providerUrl: string | undefined,
  { log, fetchImpl = fetch, now = Date.now }: Options,
) {
  // Insertion order is use order: the least recently used point goes first when the cache is full.
  const places = new Map<string, { at: number; place: PinPlace | undefined }>();

  /** The provider's JSON for the point; throws on a refusal, a timeout or a body that is not an object. */
  async function ask(lat: number, lng: number, signal: AbortSignal): Promise<Record<string, unknown>> {
    if (!providerUrl) throw new Error('no provider configured');
    const url = new URL(providerUrl);
    url.searchParams.set('latitude', String(lat));
    url.searchParams.set('longitude', String(lng));
    url.searchParams.set('localityLanguage', 'en');
    try {
      const response = await fetchImpl(url, { signal });
      if (!response.ok) throw new ProviderRefused(response.status);
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) throw new Error('provider answered no object');
      return body as Record<string, unknown>;
    } catch (error) {
      log.warn(providerFailure(error), 'reverse-geocoding provider failed');
      throw error;
    }
  }

  function placeIn(body: Record<string, unknown>): PinPlace | undefined {
    const locality = text(body.locality);
    if (!locality) return undefined;
    return {
      locality,
      names: [locality, ...localityInfoNames(body)],
      broad: [text(body.city), text(body.principalSubdivision), text(body.countryName)],
    };
  }

  return {
    /** GEOCODE_URL is set: without it nothing is ever asked. */
    configured: providerUrl !== undefined,

    async lookup(lat: number, lng: number): Promise<ReverseGeocodeResponse> {
      if (!providerUrl) throw new AppError('SERVER_ERROR', LOOKUP_FAILED, undefined, 'unavailable');
      let body: Record<string, unknown>;
      try {
        body = await ask(lat, lng, AbortSignal.timeout(TIMEOUT_MS));
      } catch {
        throw new AppError('SERVER_ERROR', LOOKUP_FAILED, undefined, 'upstream-failed');
      }
      const locality = text(body.locality);
      const city = text(body.city);
      const principalSubdivision = text(body.principalSubdivision);
      const label = [...new Set([locality, city, principalSubdivision].filter(Boolean))].join(', ');
      if (!label) throw new AppError('SERVER_ERROR', LOOKUP_FAILED, undefined, 'upstream-failed');
      return { locality, city, principalSubdivision, label };
    },

    /**
     * Every place the provider says the point is in, for comparing with an address's typed area;
     * undefined when it named none. Throws when the provider fails or `signal` ends the wait.
     */
    async placeOf(lat: number, lng: number, signal: AbortSignal): Promise<PinPlace | undefined> {
      const point = { lat: round4(lat), lng: round4(lng) };
      const key = `${point.lat},${point.lng}`;
      const kept = places.get(key);
      places.delete(key);
      if (kept && now() - kept.at < PLACE_CACHE_TTL_MS) {
        places.set(key, kept);
        return kept.place;
      }
      const place = placeIn(await ask(point.lat, point.lng, signal));
      places.set(key, { at: now(), place });
      if (places.size > PLACE_CACHE_ENTRIES) places.delete(places.keys().next().value as string);
      return place;
    },
  };
}

export type ReverseGeocoder = ReturnType<typeof createReverseGeocoder>;
