import { toPaise } from '#shared/money.ts';
import type { FeeSlab } from './fee-slabs-schema.ts';

/**
 * The delivery fee in paise for a distance. A slab covers up to and including its upToKm: with
 * slabs up to 2 km ₹20 and up to 3 km ₹30, 2.00 km pays ₹20 and 2.01 km pays ₹30. No slabs: free.
 * Beyond the last slab the last fee applies; the schema makes the last slab reach the radius, so a
 * valid area never gets there.
 */
export function feeForDistancePaise(slabs: readonly FeeSlab[], distanceKm: number): number {
  const last = slabs.at(-1);
  if (!last) return 0;
  const slab = slabs.find((s) => distanceKm <= s.upToKm) ?? last;
  return toPaise(slab.feeRupees);
}
