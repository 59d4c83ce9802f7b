// Links made from the contact settings: a phone as typed ('+91 98765 43210') into tel: and wa.me.
import { DEFAULT_COUNTRY_CODE } from '../constants.ts';

/** tel:+919876543210 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** https://wa.me/919876543210: digits only, with India's code when ten digits were typed. */
export function whatsAppHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  const withCountry = digits.length === 10 ? `${DEFAULT_COUNTRY_CODE.replace('+', '')}${digits}` : digits;
  return `https://wa.me/${withCountry}`;
}
