// Every storefront word in Hindi, one table per part of the shop (words.test.ts holds them to the
// code: each English text the storefront translates is here, and the same keys are in Marathi).
import type { Words } from '#web/lib/i18n/translate.ts';
import { ACCOUNT_ORDERS } from './account-orders.ts';
import { CART_CHECKOUT } from './cart-checkout.ts';
import { LATER_ORDERS } from './later-orders.ts';
import { MESSAGES } from './messages.ts';
import { RATINGS } from './ratings.ts';
import { STOCK } from './stock.ts';
import { STOREFRONT } from './storefront.ts';
import { TIME_WINDOWS } from './time-windows.ts';
import { TIPS } from './tips.ts';
import { USUAL_ORDERS } from './usual-orders.ts';
import { WHATSAPP } from './whatsapp.ts';

export const HINDI_PARTS: Readonly<Record<string, Words>> = {
  STOREFRONT,
  CART_CHECKOUT,
  ACCOUNT_ORDERS,
  MESSAGES,
  RATINGS,
  TIPS,
  USUAL_ORDERS,
  WHATSAPP,
  STOCK,
  TIME_WINDOWS,
  LATER_ORDERS,
};
export const HINDI_WORDS: Words = Object.assign({}, ...Object.values(HINDI_PARTS));
