// The staff stream of order changes, opened once for the whole admin area: every change re-reads
// the board and the bell count, and pages can show whether the stream is live.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { STAFF_ORDER_STREAM } from '#shared/api/events.ts';
import { staffSessionQueryOptions } from '#web/features/admin/auth/api/staff-session.ts';
import { type StreamState, useEventStream } from '#web/lib/use-event-stream.ts';
import { ORDERS_KEY } from './keys.ts';

const LiveState = createContext<StreamState>('connecting');

export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  // The account was signed out, disabled or given a new role: re-reading the session lets the
  // admin area leave for the sign-in page or show what the new role may see.
  const ended = () => queryClient.invalidateQueries({ queryKey: staffSessionQueryOptions().queryKey });
  const state = useEventStream(STAFF_ORDER_STREAM, { ready: refresh, order: refresh, ended });
  return <LiveState.Provider value={state}>{children}</LiveState.Provider>;
}

export const useLiveOrdersState = () => useContext(LiveState);
