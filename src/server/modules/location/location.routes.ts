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
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { ADDRESS_SEARCH_RATE, type AddressSearch } from './address-search.ts';
import type { ReverseGeocoder } from './reverse-geocoder.ts';
import { VIEWBOX_MARGIN_KM } from './search-viewbox.ts';

type Options = {
  geocoder: ReverseGeocoder;
  addressSearch: AddressSearch;
  map: MapSettings;
  /** The delivery area as stored now: the pin's place is looked up only near it. */
  deliveryArea: () => Promise<DeliveryArea>;
};

/** Checkout waits this long at most for the pin's place; past it there is simply no warning. */
const PLACE_TIMEOUT_MS = 3000;

/**
 * Pin lookups per session, else per client address, a minute (GET /api/location/place). A
 * checkout asks once per pin position it settles on; a mobile carrier puts many customers behind
 * one address, so the figure is theirs together, as for search. Points are cached, so the
 * provider sees fewer.
 */
export const PIN_PLACE_RATE = { max: 60, windowMs: 60_000 } as const;

export const locationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { geocoder, addressSearch, map, deliveryArea },
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
      config: { rateLimit: routeRateLimit(PIN_PLACE_RATE) },
      schema: {
        tags: ['location'],
        summary:
          'Every place a point lies in, for checkout to compare with the typed area; null when the provider is unset, fails, names nothing finer than the city, or the point is over 2 km beyond the delivery radius',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: pinPlaceResponseSchema },
      },
    },
    async (request) => {
      if (!geocoder.configured) return { place: null };
      // Only points the shop might deliver to: the route is no free reverse geocoder for anywhere.
      const { lat, lng } = request.query;
      const area = await deliveryArea();
      if (distanceKm(area.shop, { lat, lng }) > area.radiusKm + VIEWBOX_MARGIN_KM) return { place: null };
      try {
        const place = await geocoder.placeOf(lat, lng, AbortSignal.timeout(PLACE_TIMEOUT_MS));
        return { place: place ?? null };
      } catch {
        // A warning that cannot be worked out is no reason to hold the order up.
        return { place: null };
      }
    },
  );
};
