import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/i18n/languages.ts';
import { api } from '#web/lib/api.ts';
import { useLanguage } from '#web/lib/i18n/language-context.tsx';

/** Every favourites query starts with this: a save, rename or delete drops them all. */
export const USUAL_ORDERS_KEY = ['usual-orders'] as const;

export const usualOrdersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...USUAL_ORDERS_KEY, language],
    queryFn: ({ signal }) =>
      api('GET /api/customer/usual-orders', { query: language === 'en' ? {} : { lang: language }, signal }),
    // Priced now: asked again when the page comes back, not kept for long.
    staleTime: 30_000,
  });

export const useUsualOrders = (enabled = true) =>
  useQuery({ ...usualOrdersQueryOptions(useLanguage()), enabled });
