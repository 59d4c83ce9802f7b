import { api } from '#web/lib/api.ts';

export const reverseGeocode = (lat: number, lng: number) =>
  api('GET /api/location/reverse', { query: { lat: lat.toFixed(6), lng: lng.toFixed(6) } });
