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
