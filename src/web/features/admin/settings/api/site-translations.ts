import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteTranslationsBody } from '#shared/api/settings.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { api } from '#web/lib/api.ts';
import { SETTINGS_KEY, storeSettingsKey } from '#web/lib/query-keys.ts';

// Under the settings' key: every settings save (and the live 'settings' event) invalidates that
// key and everything under it, so the English shown beside the translations is the saved English.
const SITE_TRANSLATIONS_KEY = [...SETTINGS_KEY, 'translations'] as const;

const siteTranslationsQueryOptions = () =>
  queryOptions({
    queryKey: SITE_TRANSLATIONS_KEY,
    queryFn: ({ signal }) => api('GET /api/admin/settings/translations', { signal }),
  });

/** The banner, promotion and short pages in Hindi and Marathi, with the English they translate. */
export const useSiteTranslations = () => useQuery(siteTranslationsQueryOptions());

/** After a save the storefront's settings and any page read in this tab may speak the new words. */
export function useSaveSiteTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteTranslationsBody) => api('PUT /api/admin/settings/translations', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_TRANSLATIONS_KEY, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEY, exact: true }),
        ...LANGUAGES.map((language) =>
          queryClient.invalidateQueries({ queryKey: storeSettingsKey(language) }),
        ),
        queryClient.invalidateQueries({ queryKey: ['page'] }),
      ]);
    },
  });
}
