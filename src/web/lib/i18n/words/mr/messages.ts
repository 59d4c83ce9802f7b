// The storefront's words in Marathi: messages. Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const MESSAGES: Words = {};
