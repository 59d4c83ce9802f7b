import { api } from '#web/lib/api.ts';

/** Places matching what the customer typed, through our server (docs/product.md#the-map). */
export const searchAddress = (q: string) => api('GET /api/location/search', { query: { q } });
