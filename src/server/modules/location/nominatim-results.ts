// Reads a Nominatim /search answer (format=jsonv2, addressdetails=1; LocationIQ and a self-hosted
// Nominatim answer the same): an array of places, each with lat and lon as strings, display_name,
// and an address object of named parts. Anything else in the answer is ignored; a place without a
// usable point or name is dropped rather than failing the search.
import type { AddressSearchResult } from '#shared/api/location.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

/** The address parts that name an area of a town, smallest first, as Nominatim's address keys them. */
const AREA_KEYS = ['neighbourhood', 'suburb', 'quarter', 'city_district', 'village', 'hamlet', 'town'];
const CITY_KEYS = ['city', 'town', 'village', 'county', 'state_district'];

function areaOf(address: Record<string, unknown>, displayName: string): string {
  const area = AREA_KEYS.map((key) => text(address[key])).find(Boolean) ?? '';
  const city = CITY_KEYS.map((key) => text(address[key])).find(Boolean) ?? '';
  const parts = [...new Set([area, city].filter(Boolean))];
  // Without named parts, the first two of the full name ('Kharadi, Haveli').
  return (
    parts.length > 0
      ? parts
      : displayName
          .split(',')
          .slice(0, 2)
          .map((part) => part.trim())
  ).join(', ');
}

export function parseNominatimResults(body: unknown, limit: number): AddressSearchResult[] {
  if (!Array.isArray(body)) throw new Error('the provider answered no list');
  const results: AddressSearchResult[] = [];
  for (const entry of body.slice(0, limit)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const place = entry as Record<string, unknown>;
    const latitude = Number.parseFloat(text(place.lat));
    const longitude = Number.parseFloat(text(place.lon));
    const label = text(place.display_name);
    if (!label || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    const address =
      typeof place.address === 'object' && place.address !== null
        ? (place.address as Record<string, unknown>)
        : {};
    results.push({ label, area: areaOf(address, label), latitude, longitude });
  }
  return results;
}
