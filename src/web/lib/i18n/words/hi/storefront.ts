// The storefront's words in Hindi: storefront. Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const STOREFRONT: Words = {
  Language: 'भाषा',
  'That language could not be loaded. Please try again.': 'यह भाषा लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
};
