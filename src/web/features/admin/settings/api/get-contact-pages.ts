import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const contactPagesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'contact-pages'],
    queryFn: ({ signal }) => api('GET /api/admin/settings/pages', { signal }),
  });

/** The contact details and the short pages' texts, as the 'Contact and pages' form edits them. */
export const useContactPages = () => useQuery(contactPagesQueryOptions());
