// When an item outside its time windows is next served, as the card and the item sheet say it
// (docs/product.md#menus-by-time-of-day): 'Available from 4:00 pm' later today, 'Available Wed
// 7:00 am' on another day, on the shop's clock. "Today" is the day the menu was built, not the
// browser's: the server-rendered page and the hydrating one must say the same words.
import { dateFormat } from '#web/lib/i18n/format-date.ts';
import { useLanguage, useT } from '#web/lib/i18n/language-context.tsx';
import { useMenu } from '../api/get-menu.ts';
import { useSettings } from '../api/get-settings.ts';

/** Only for an item not served now (availableFrom present): the other cards read no query here. */
export function useAvailableFromText(availableFrom: string | null): string {
  const t = useT();
  const language = useLanguage();
  const timeZone = useSettings().data?.hours.timeZone;
  const menuAt = useMenu().data?.generatedAt;
  if (availableFrom === null || !timeZone) return t('Not available now');
  const at = new Date(availableFrom);
  const time = dateFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  // The look-ahead is a week: the day of the month tells days apart.
  const dayOf = (d: Date) => dateFormat(language, { day: 'numeric', timeZone }).format(d);
  if (menuAt && dayOf(at) === dayOf(new Date(menuAt))) return t('Available from {time}', { time });
  const day = dateFormat(language, { weekday: 'short', timeZone }).format(at);
  return t('Available {day} {time}', { day, time });
}
