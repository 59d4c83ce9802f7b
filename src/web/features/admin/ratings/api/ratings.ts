// The Ratings page's calls (docs/product.md#ratings): customers' ratings newest first, a reply, a
// hidden comment. A reply or a hide re-reads the list.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const RATINGS_KEY = ['admin', 'ratings'] as const;

export type RatingsFilter = { item?: string; stars?: number };

export const useRatings = (filter: RatingsFilter) =>
  useInfiniteQuery({
    queryKey: [...RATINGS_KEY, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/ratings', { query: { ...filter, before: pageParam, limit: 50 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

function useRatingMutation<Vars>(call: (vars: Vars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: RATINGS_KEY }),
  });
}

export const useReplyToRating = () =>
  useRatingMutation(({ id, reply }: { id: string; reply: string }) =>
    api('POST /api/admin/ratings/:id/reply', { params: { id }, body: { reply } }),
  );

export const useHideComment = () =>
  useRatingMutation(({ id, reason }: { id: string; reason: string }) =>
    api('POST /api/admin/ratings/:id/hide', { params: { id }, body: { reason } }),
  );
