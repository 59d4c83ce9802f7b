// The storefront's words in Marathi: cart-checkout. Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const CART_CHECKOUT: Words = {};
