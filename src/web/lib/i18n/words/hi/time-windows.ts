// The storefront's words in Hindi for menus by time of day (docs/product.md#menus-by-time-of-day).
// Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const TIME_WINDOWS: Words = {
  'Available from {time}': '{time} से उपलब्ध',
  'Available {day} {time}': '{day} {time} से उपलब्ध',
  '{name} is not served now. It is available from {time}.': '{name} अभी नहीं मिलता। यह {time} से उपलब्ध है।',
  '{name} is not served now.': '{name} अभी नहीं मिलता।',
  'Not available now': 'अभी उपलब्ध नहीं',
};
