// Reverse geocoding goes through our server so the provider (and any key) stays configurable and
// out of the page.
import { z } from 'zod';

export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuerySchema>;

export const reverseGeocodeResponseSchema = z.object({
  locality: z.string(),
  city: z.string(),
  principalSubdivision: z.string(),
  /** 'Lohegaon, Pune, Maharashtra' from the parts that are present. */
  label: z.string(),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;

/** What the map needs (docs/product.md#the-map): its tiles, their credit, and whether search is on. */
export const mapSettingsResponseSchema = z.object({
  /** A Leaflet tile URL template: {z}, {x} and {y} in the path, no placeholder in the host. */
  tileUrl: z.string(),
  /** The tile provider's credit, shown on the map as its licence requires. */
  attribution: z.string(),
  /** An address-search provider is configured (GEOCODE_SEARCH_URL): the map offers a search box. */
  search: z.boolean(),
});
export type MapSettingsResponse = z.infer<typeof mapSettingsResponseSchema>;

export const ADDRESS_SEARCH_LIMITS = { minChars: 2, maxChars: 100 } as const;

export const addressSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(ADDRESS_SEARCH_LIMITS.minChars, 'Type at least 2 letters of the address')
    .max(ADDRESS_SEARCH_LIMITS.maxChars, 'Type at most 100 characters'),
});

export const addressSearchResultSchema = z.object({
  /** The provider's full name of the place ('Kharadi, Haveli, Pune, Maharashtra, 411014, India'). */
  label: z.string(),
  /** The area to put in the address: the suburb or neighbourhood and the city. */
  area: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;
export const addressSearchResponseSchema = z.object({ results: z.array(addressSearchResultSchema) });
export type AddressSearchResponse = z.infer<typeof addressSearchResponseSchema>;

/** Every place the provider says a point lies in, for comparing with a typed area (locality-match.ts). */
export const pinPlaceResponseSchema = z.object({
  place: z
    .object({ locality: z.string(), names: z.array(z.string()), broad: z.array(z.string()) })
    .nullable(),
});
export type PinPlaceResponse = z.infer<typeof pinPlaceResponseSchema>;
