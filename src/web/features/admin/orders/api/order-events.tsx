// The staff stream of order changes, opened once for the whole admin area: every change re-reads
// the board and the bell count, and pages can show whether the stream is live.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { STAFF_ORDER_STREAM } from '../../../../../shared/api/events';
import { type StreamState, useEventStream } from '../../../../lib/use-event-stream';
import { staffSessionQuery } from '../../auth/api/staff-session';
import { ORDERS_KEY } from './orders-board';

const LiveState = createContext<StreamState>('connecting');

export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  // The account was signed out, disabled or given a new role: re-reading the session lets the
  // admin area leave for the sign-in page or show what the new role may see.
  const ended = () => queryClient.invalidateQueries({ queryKey: staffSessionQuery().queryKey });
  const state = useEventStream(STAFF_ORDER_STREAM, { ready: refresh, order: refresh, ended });
  return <LiveState.Provider value={state}>{children}</LiveState.Provider>;
}

export const useLiveOrdersState = () => useContext(LiveState);
