// While the server is asking the admin area to slow down (a 429 on any query or action), say so;
// queries are asked again by themselves after the wait the server named (lib/query-client.ts).
// A query's notice lasts until that query is answered (another query's answer says nothing
// about it); an action's lasts for the wait.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRateLimited } from '#web/lib/api-client.ts';

const DEFAULT_WAIT_MS = 60_000;

export function useRateLimitNotice(): string | undefined {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    const limitedQueries = new Map<string, string>();
    let limitedAction: string | undefined;
    let actionTimer: ReturnType<typeof setTimeout> | undefined;
    const show = () => setMessage(limitedQueries.values().next().value ?? limitedAction);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'removed') limitedQueries.delete(event.query.queryHash);
      else if (event.type !== 'updated') return;
      else if (event.action.type === 'failed' || event.action.type === 'error') {
        if (isRateLimited(event.action.error))
          limitedQueries.set(event.query.queryHash, event.action.error.message);
        else limitedQueries.delete(event.query.queryHash);
      } else if (event.action.type === 'success') limitedQueries.delete(event.query.queryHash);
      else return;
      show();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const { error } = event.action;
      if (!isRateLimited(error)) return;
      limitedAction = error.message;
      clearTimeout(actionTimer);
      actionTimer = setTimeout(() => {
        limitedAction = undefined;
        show();
      }, error.retryAfterMs ?? DEFAULT_WAIT_MS);
      show();
    });
    return () => {
      clearTimeout(actionTimer);
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
  return message;
}
