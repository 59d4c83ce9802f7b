import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MapSettings } from '#server/env/map-settings.ts';
import { routeRateLimit } from '#server/http/route-options.ts';
import {
  addressSearchQuerySchema,
  addressSearchResponseSchema,
  mapSettingsResponseSchema,
  pinPlaceResponseSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResponseSchema,
} from '#shared/api/location.ts';
import { ADDRESS_SEARCH_RATE, type AddressSearch } from './address-search.ts';
import type { ReverseGeocoder } from './reverse-geocoder.ts';

type Options = { geocoder: ReverseGeocoder; addressSearch: AddressSearch; map: MapSettings };

/** Checkout waits this long at most for the pin's place; past it there is simply no warning. */
const PLACE_TIMEOUT_MS = 3000;

export const locationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { geocoder, addressSearch, map },
) => {
  app.get(
    '/api/location/reverse',
    {
      schema: {
        tags: ['location'],
        summary: 'Place name for a position, from the configured reverse-geocoding provider',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResponseSchema },
      },
    },
    async (request) => geocoder.lookup(request.query.lat, request.query.lng),
  );

  app.get(
    '/api/location/map',
    {
      schema: {
        tags: ['location'],
        summary: "The map's tile server, its credit, and whether address search is offered",
        response: { 200: mapSettingsResponseSchema },
      },
    },
    async () => ({ tileUrl: map.tileUrl, attribution: map.attribution, search: addressSearch.configured }),
  );

  app.get(
    '/api/location/search',
    {
      config: { rateLimit: routeRateLimit(ADDRESS_SEARCH_RATE) },
      schema: {
        tags: ['location'],
        summary:
          'Places matching a typed address near the shop, from the configured search provider (404 without one)',
        querystring: addressSearchQuerySchema,
        response: { 200: addressSearchResponseSchema },
      },
    },
    async (request) => ({ results: await addressSearch.search(request.query.q) }),
  );

  app.get(
    '/api/location/place',
    {
      schema: {
        tags: ['location'],
        summary:
          'Every place a point lies in, for checkout to compare with the typed area; null when the provider is unset, fails or names nothing finer than the city',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: pinPlaceResponseSchema },
      },
    },
    async (request) => {
      if (!geocoder.configured) return { place: null };
      try {
        const place = await geocoder.placeOf(
          request.query.lat,
          request.query.lng,
          AbortSignal.timeout(PLACE_TIMEOUT_MS),
        );
        return { place: place ?? null };
      } catch {
        // A warning that cannot be worked out is no reason to hold the order up.
        return { place: null };
      }
    },
  );
};
