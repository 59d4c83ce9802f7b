// The storefront's words in Marathi for whatsapp (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const WHATSAPP: Words = {};
