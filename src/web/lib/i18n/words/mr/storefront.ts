// The storefront's words in Marathi: storefront. Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const STOREFRONT: Words = {
  Language: 'भाषा',
  'That language could not be loaded. Please try again.': 'ही भाषा लोड होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.',
};
