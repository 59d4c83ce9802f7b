// Calls the configured reverse-geocoding provider (BigDataCloud's reverse-geocode-client shape:
// latitude, longitude, localityLanguage; answers locality, city, principalSubdivision).

import { AppError } from '#server/http/app-error.ts';
import type { ReverseGeocodeResponse } from '#shared/api/location.ts';

const TIMEOUT_MS = 5000;
const LOOKUP_FAILED = 'Location detected, please enter address manually';

export function createReverseGeocoder(providerUrl: string | undefined, fetchImpl: typeof fetch = fetch) {
  return {
    async lookup(lat: number, lng: number): Promise<ReverseGeocodeResponse> {
      if (!providerUrl) throw new AppError('SERVER_ERROR', LOOKUP_FAILED, undefined, 'unavailable');
      const url = new URL(providerUrl);
      url.searchParams.set('latitude', String(lat));
      url.searchParams.set('longitude', String(lng));
      url.searchParams.set('localityLanguage', 'en');
      let body: Record<string, unknown>;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) throw new Error(`provider answered ${response.status}`);
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        throw new AppError('SERVER_ERROR', LOOKUP_FAILED, undefined, 'upstream-failed');
      }
      const text = (key: string) =>
        typeof body[key] === 'string' ? (body[key] as string).trim().slice(0, 120) : '';
      const locality = text('locality');
      const city = text('city');
      const principalSubdivision = text('principalSubdivision');
      const label = [...new Set([locality, city, principalSubdivision].filter(Boolean))].join(', ');
      if (!label) throw new AppError('SERVER_ERROR', LOOKUP_FAILED, undefined, 'upstream-failed');
      return { locality, city, principalSubdivision, label };
    },
  };
}

export type ReverseGeocoder = ReturnType<typeof createReverseGeocoder>;
