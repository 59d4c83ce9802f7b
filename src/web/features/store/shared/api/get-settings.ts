import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '#shared/api/settings.ts';
import { api } from '#web/lib/api.ts';
import { takeBootData } from '#web/lib/boot-data.ts';
import { useLanguage } from '#web/lib/i18n/language-context.tsx';
import { bootLanguage } from '#web/lib/i18n/start-language.ts';
import { storeSettingsKey } from '#web/lib/query-keys.ts';

const bootSettings = takeBootData<PublicSettings>('settings');
const bootedAt = Date.now();

/** The settings as the page was rendered with them, then read again once a minute old. */
export const useSettings = () => {
  const language = useLanguage();
  return useQuery({
    queryKey: storeSettingsKey(language),
    queryFn: ({ signal }) =>
      api('GET /api/settings', { query: language === 'en' ? {} : { lang: language }, signal }),
    staleTime: 60_000,
    // Asked even when the browser says it is offline: the service worker answers with the copy it
    // kept (docs/decisions/024-installable-app.md).
    networkMode: 'offlineFirst',
    initialData: language === bootLanguage ? bootSettings : undefined,
    initialDataUpdatedAt: bootSettings && language === bootLanguage ? bootedAt : undefined,
  });
};
