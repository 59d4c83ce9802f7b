// Which guest addresses kept on this device can become saved addresses at sign-in: those the
// server takes (docs/product.md#addresses-and-location), a house or flat and a point.
import type { LocalAddress } from '#web/features/store/shared/lib/location-state.ts';

export function adoptable(
  a: LocalAddress,
): a is LocalAddress & { house: string; latitude: number; longitude: number } {
  return Boolean(a.house?.trim()) && typeof a.latitude === 'number' && typeof a.longitude === 'number';
}
