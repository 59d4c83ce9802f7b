// A point on the map as the settings, presets and checkout carry it: { lat, lng } in degrees.
// (GeoJSON and turf take [lng, lat]; the conversion lives in one place, see to-position.ts.)
import { z } from 'zod';
import { DELIVERY_AREA_LIMITS } from './limits.ts';

export const COORDINATE_MESSAGES = {
  latNotANumber: 'Latitude must be a number',
  latRange: 'Latitude must be between -90 and 90',
  lngNotANumber: 'Longitude must be a number',
  lngRange: 'Longitude must be between -180 and 180',
  addressRequired: 'Shop address is required',
  addressTooLong: `Shop address can be at most ${DELIVERY_AREA_LIMITS.maxAddressLength} characters`,
} as const;

// zod 4's number() already refuses NaN and Infinity; the error option gives that refusal a sentence.
export const coordinatesSchema = z.object({
  lat: z
    .number({ error: COORDINATE_MESSAGES.latNotANumber })
    .min(-90, COORDINATE_MESSAGES.latRange)
    .max(90, COORDINATE_MESSAGES.latRange),
  lng: z
    .number({ error: COORDINATE_MESSAGES.lngNotANumber })
    .min(-180, COORDINATE_MESSAGES.lngRange)
    .max(180, COORDINATE_MESSAGES.lngRange),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** Where the shop is: the centre of the delivery radius, and the address pickup customers are shown. */
export const shopLocationSchema = coordinatesSchema.extend({
  address: z
    .string({ error: COORDINATE_MESSAGES.addressRequired })
    .trim()
    .min(1, COORDINATE_MESSAGES.addressRequired)
    .max(DELIVERY_AREA_LIMITS.maxAddressLength, COORDINATE_MESSAGES.addressTooLong),
});
export type ShopLocation = z.infer<typeof shopLocationSchema>;
