// The storefront's reads: the menu, the shop's settings and its estimate, its pages, and an address
// for a point on the map.
import type { MenuQuery, MenuResponse } from '../catalog.ts';
import type { LaterSlotsResponse } from '../later-orders.ts';
import type {
  AddressSearchResponse,
  MapSettingsResponse,
  PinPlaceResponse,
  ReverseGeocodeQuery,
  ReverseGeocodeResponse,
} from '../location.ts';
import type { ShopEstimate } from '../promise.ts';
import type { PublicSettings, ShopPage } from '../settings.ts';

export interface StorefrontEndpoints {
  'GET /api/menu': { query: MenuQuery; response: MenuResponse };
  'GET /api/settings': { query: MenuQuery; response: PublicSettings };
  'GET /api/estimate': { response: ShopEstimate };
  'GET /api/later-slots': { response: LaterSlotsResponse };
  'GET /api/pages/:slug': { query: MenuQuery; response: ShopPage };
  'GET /api/location/reverse': { query: ReverseGeocodeQuery; response: ReverseGeocodeResponse };
  'GET /api/location/map': { response: MapSettingsResponse };
  'GET /api/location/search': { query: { q: string }; response: AddressSearchResponse };
  'GET /api/location/place': { query: ReverseGeocodeQuery; response: PinPlaceResponse };
}
