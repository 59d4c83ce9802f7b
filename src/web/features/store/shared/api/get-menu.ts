import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { api } from '#web/lib/api.ts';
import { takeBootData } from '#web/lib/boot-data.ts';
import { useLanguage } from '#web/lib/i18n/language-context.tsx';
import { bootLanguage } from '#web/lib/i18n/start-language.ts';
import { menuKey } from '#web/lib/query-keys.ts';

// The menu is re-read when something says it changed (a menu event, a reconnection, a focus after a
// while): the copy the browser may keep for a few seconds could be the one before the change, so
// ask the server each time; its ETag keeps an unchanged menu a bodyless 304.
// English asks without `lang`: the address the service worker keeps from its install.
export const menuQueryString = (language: Language) => (language === 'en' ? {} : { lang: language });

export const getMenu = (language: Language, signal?: AbortSignal) =>
  api('GET /api/menu', { query: menuQueryString(language), signal, cache: 'no-cache' });

const bootMenu = takeBootData<MenuResponse>('menu');
const bootedAt = Date.now();

export const menuQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: menuKey(language),
    queryFn: ({ signal }) => getMenu(language, signal),
    // The menu written into the page by the server counts as freshly fetched, in its language.
    initialData: language === bootLanguage ? bootMenu : undefined,
    initialDataUpdatedAt: bootMenu && language === bootLanguage ? bootedAt : undefined,
    // Asked even when the browser says it is offline: the service worker answers with the menu it
    // kept (docs/decisions/024-installable-app.md). Retries still wait for the network.
    networkMode: 'offlineFirst',
    // On a switch of language the menu in hand stays on screen until the new one arrives.
    placeholderData: keepPreviousData,
    // A menu with time windows changes by itself at its validUntil: an open page asks again just
    // after it. A device clock already past it (set ahead) asks once a minute instead of spinning.
    refetchInterval: (query) => {
      const until = query.state.data?.validUntil;
      if (!until) return false;
      const wait = Date.parse(until) - Date.now();
      return wait > 0 ? wait + 1_000 : 60_000;
    },
  });

export const useMenu = () => useQuery(menuQueryOptions(useLanguage()));
