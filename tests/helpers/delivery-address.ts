// Addresses for tests that place orders or save addresses: one inside the out-of-the-box delivery
// area (3 km around the seed shop in Lohegaon, Pune) at a header preset's point, and one far
// outside it (docs/product.md#d16-an-order-goes-to-a-real-address).
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';

const porwalRoad = PRESET_AREAS[0]!;

/** 'YS1 - Porwal Rd, Lohegaon, Pune': about 1.2 km from the seed shop. */
export const IN_AREA_ADDRESS = {
  name: 'Asha Kulkarni',
  phone: '+919890011111',
  house: 'Flat 12, Sai Heights',
  address: 'Porwal Road',
  area: porwalRoad.area,
  latitude: porwalRoad.latitude,
  longitude: porwalRoad.longitude,
};

/** Koramangala, Bangalore: the default location text, some 730 km from the shop. */
export const OUT_OF_AREA_ADDRESS = {
  name: 'Ravi Rao',
  phone: '+919890022222',
  house: '42',
  address: '80 Feet Road',
  area: 'Koramangala, Bangalore',
  latitude: 12.9352,
  longitude: 77.6245,
};

/** An in-area address with some parts replaced (another name or phone, a point nearby). */
export function deliveryAddress(overrides: Partial<typeof IN_AREA_ADDRESS> = {}) {
  return { ...IN_AREA_ADDRESS, ...overrides };
}
