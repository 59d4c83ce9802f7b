// The order views' dates and clock times in the storefront's language (format-date.ts): English as
// it always read ('24 Nov 2026, 1:42 pm'); Hindi and Marathi name the part of the day in their own
// words ('24 नव॰ 2026, दोपहर 1:42'), since their 'pm' is left in Latin letters by Intl.
import type { Language } from '#shared/i18n/languages.ts';
import { dateFormat, useDateFormat } from '#web/lib/i18n/format-date.ts';
import { useLanguage } from '#web/lib/i18n/language-context.tsx';

const ENGLISH_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const TRANSLATED_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
};

/** When an order was placed or changed status, in the page's language. */
export function useOrderDateTime(): Intl.DateTimeFormat {
  const language = useLanguage();
  return useDateFormat(language === 'en' ? ENGLISH_DATE_TIME : TRANSLATED_DATE_TIME);
}

/** A time of day on the shop's clock in a translated language ('दोपहर 1:42'). */
export const clockTimeIn = (language: Language) => (at: Date, timeZone: string) =>
  dateFormat(language, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone }).format(at);

/**
 * The clock the order's estimate is said on: undefined in English (order-eta.ts keeps the shop's
 * own '1:42 PM'), the language's words otherwise.
 */
export function useEtaClock(): ((at: Date, timeZone: string) => string) | undefined {
  const language = useLanguage();
  return language === 'en' ? undefined : clockTimeIn(language);
}
