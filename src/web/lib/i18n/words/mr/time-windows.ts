// The storefront's words in Marathi for menus by time of day (docs/product.md#menus-by-time-of-day).
// Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const TIME_WINDOWS: Words = {
  'Available from {time}': '{time} पासून उपलब्ध',
  'Available {day} {time}': '{day} {time} पासून उपलब्ध',
  '{name} is not served now. It is available from {time}.': '{name} आत्ता मिळत नाही. ते {time} पासून उपलब्ध आहे.',
  '{name} is not served now.': '{name} आत्ता मिळत नाही.',
  'Not available now': 'आत्ता उपलब्ध नाही',
};
