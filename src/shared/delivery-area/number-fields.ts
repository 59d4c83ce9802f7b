// The two kinds of number an owner types into the delivery settings: kilometres in tenths and whole
// rupees. One builder each, so every field refuses NaN, Infinity and out-of-range values with a
// sentence that names the field.
import { z } from 'zod';
import { formatAmount } from '#shared/money.ts';
import { DELIVERY_AREA_LIMITS } from './limits.ts';

/** 2.7 is a tenth; 2.75 is not. Compared in tenths with a tolerance, as 0.1 is not exact in binary. */
function isWholeTenths(km: number): boolean {
  const tenths = km * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

export const kmMessages = (field: string) => ({
  notANumber: `${field} must be a number`,
  notPositive: `${field} must be more than 0 km`,
  tooFar: `${field} can be at most ${DELIVERY_AREA_LIMITS.maxRadiusKm} km`,
  notTenths: `${field} goes in steps of 0.1 km`,
});

/** More than 0, at most the largest radius, in steps of 0.1 km. */
export function kmField(field: string) {
  const messages = kmMessages(field);
  return z
    .number({ error: messages.notANumber })
    .gt(0, messages.notPositive)
    .max(DELIVERY_AREA_LIMITS.maxRadiusKm, messages.tooFar)
    .refine(isWholeTenths, messages.notTenths);
}

export const rupeesMessages = (field: string, minRupees: number, maxRupees: number) => ({
  notANumber: `${field} must be a number`,
  notWhole: `${field} must be whole rupees`,
  tooSmall:
    minRupees === 0 ? `${field} cannot be negative` : `${field} must be at least ${formatAmount(minRupees)}`,
  tooLarge: `${field} can be at most ${formatAmount(maxRupees)}`,
});

/** Whole rupees between the bounds; the server turns them into paise when it computes. */
export function rupeesField(field: string, minRupees: number, maxRupees: number) {
  const messages = rupeesMessages(field, minRupees, maxRupees);
  return z
    .number({ error: messages.notANumber })
    .int(messages.notWhole)
    .min(minRupees, messages.tooSmall)
    .max(maxRupees, messages.tooLarge);
}
