import type { Language } from '#shared/i18n/languages.ts';
import { api } from '#web/lib/api.ts';

/** The favourite priced now, with what changed: asked on each 'Order again', never kept. */
export const reorderUsualOrder = (id: string, language: Language) =>
  api('POST /api/customer/usual-orders/:id/reorder', {
    params: { id },
    query: language === 'en' ? {} : { lang: language },
  });
