// 'Use my current location': the browser's position, then a place name from our server. Each
// failure ends in the words of docs/product.md#addresses-and-location.
import type { ReverseGeocodeResponse } from '#shared/api/location.ts';

export const GEO_MESSAGES = {
  unsupported: 'Geolocation is not supported by this browser.',
  failed: 'Unable to detect location. Please enter address manually.',
  lookupFailed: 'Location detected, please enter address manually',
} as const;

export type DetectedPoint = { latitude: number; longitude: number };

/**
 * The position is worth keeping even when naming it fails: it decides the delivery area and goes
 * with the order, and the customer types the area by hand.
 */
export type DetectResult =
  | { ok: true; point: DetectedPoint; place: ReverseGeocodeResponse }
  | { ok: false; message: string; point?: DetectedPoint };

export async function detectLocation(
  geolocation: Geolocation | undefined,
  lookup: (lat: number, lng: number) => Promise<ReverseGeocodeResponse>,
): Promise<DetectResult> {
  if (!geolocation) return { ok: false, message: GEO_MESSAGES.unsupported };
  let position: GeolocationPosition;
  try {
    position = await new Promise((resolve, reject) =>
      geolocation.getCurrentPosition(resolve, reject, {
        enableHighAccuracy: true,
        timeout: 10_000,
        maximumAge: 60_000,
      }),
    );
  } catch {
    return { ok: false, message: GEO_MESSAGES.failed };
  }
  const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
  try {
    return { ok: true, point, place: await lookup(point.latitude, point.longitude) };
  } catch {
    return { ok: false, message: GEO_MESSAGES.lookupFailed, point };
  }
}
