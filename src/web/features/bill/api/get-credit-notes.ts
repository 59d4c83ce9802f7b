// The order's credit notes (docs/product.md#credit-notes): read on the bill page and beside the bill
// link (lazy chunks only). A note never changes once issued; a new refund adds one, so the list is
// read again each time a page that shows it opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { BILLS_KEY } from './bills-key.ts';

export const creditNotesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...BILLS_KEY, orderId, 'credit-notes'],
    queryFn: ({ signal }) => api('GET /api/orders/:id/credit-notes', { params: { id: orderId }, signal }),
  });

export const useCreditNotes = (orderId: string, enabled = true) =>
  useQuery({ ...creditNotesQueryOptions(orderId), enabled });

/**
 * The credit notes' page: the bill's page showing the notes instead (the bill route is already a
 * chunk of its own, so no route is added to the storefront's first load).
 */
export const creditNotesPagePath = (orderId: string) =>
  `/orders/${encodeURIComponent(orderId)}/bill?view=credit-notes`;

/** GET /api/orders/:id/credit-notes/:noteId/pdf: one note as a PDF, through a plain link. */
export const creditNotePdfHref = (orderId: string, noteId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(noteId)}/pdf`;
