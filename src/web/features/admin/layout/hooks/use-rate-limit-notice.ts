// While the server is asking the admin area to slow down (a 429 on any query or action), say so;
// queries are asked again by themselves after the wait the server named (lib/query-client.ts).
// The notice goes when the wait is over or the next answer arrives.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRateLimited } from '../../../../lib/api-client';

const DEFAULT_WAIT_MS = 60_000;

export function useRateLimitNotice(): string | undefined {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (error: unknown) => {
      if (!isRateLimited(error)) return;
      setMessage(error.message);
      clearTimeout(timer);
      timer = setTimeout(() => setMessage(undefined), error.retryAfterMs ?? DEFAULT_WAIT_MS);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'failed' || action.type === 'error') show(action.error);
      else if (action.type === 'success') setMessage(undefined);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') show(event.action.error);
    });
    return () => {
      clearTimeout(timer);
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
  return message;
}
