// The staff stream of order changes, opened once for the whole admin area. Every change asks for
// one coalesced re-read of the board and the bell (lib/coalesced-refresh.ts): a burst of changes
// is one read, a failed read is tried again until one succeeds, and a reconnection (the stream's
// `ready`) reads again, so a gap is caught up on by itself. Pages show whether the stream is live
// and whether the board is current. Saved settings (the shop paused or resumed on another device,
// busy mode) re-read the settings, so the paused bar shows everywhere at once
// (docs/product.md#pausing-the-shop).
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { STAFF_ORDER_STREAM } from '#shared/api/events.ts';
import { staffSessionQueryOptions } from '#web/features/admin/auth/api/staff-session.ts';
import { SETTINGS_KEY } from '#web/lib/query-keys.ts';
import { type StreamState, useEventStream } from '#web/lib/use-event-stream.ts';
import { type Coalescer, createCoalescer, type RefreshState } from '../lib/coalesced-refresh.ts';
import { ORDERS_KEY } from './keys.ts';
import { LOW_STOCK_KEY } from './low-stock.ts';

type LiveOrders = { stream: StreamState; refresh: RefreshState; ask: () => void };

const CURRENT: RefreshState = { current: true, staleSince: null, failing: false };
const LiveState = createContext<LiveOrders>({ stream: 'connecting', refresh: CURRENT, ask: () => {} });

export function LiveOrdersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [board] = useState<Coalescer>(() =>
    createCoalescer(() => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }, { throwOnError: true })),
  );
  const [refresh, setRefresh] = useState<RefreshState>(board.state);
  useEffect(() => {
    const unsubscribe = board.subscribe(setRefresh);
    return () => {
      unsubscribe();
      board.stop();
    };
  }, [board]);
  // The account was signed out, disabled or given a new role: re-reading the session lets the
  // admin area leave for the sign-in page or show what the new role may see.
  const ended = () => queryClient.invalidateQueries({ queryKey: staffSessionQueryOptions().queryKey });
  const settings = () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
  const ready = () => {
    board.ask();
    void settings();
  };
  // A delivery given, taken off, picked up, failed, or its rider moved: the same re-read brings the
  // cards' riders and the riders on shift (api/dispatch.ts) up to date.
  const stream = useEventStream(STAFF_ORDER_STREAM, {
    ready,
    order: board.ask,
    delivery: board.ask,
    settings,
    // A count moved (an order took the last ones, staff counted the shelf): the low-stock list.
    menu: () => void queryClient.invalidateQueries({ queryKey: LOW_STOCK_KEY }),
    ended,
  });
  return <LiveState.Provider value={{ stream, refresh, ask: board.ask }}>{children}</LiveState.Provider>;
}

export const useLiveOrders = () => useContext(LiveState);

/** Asks for the coalesced re-read of everything about orders (after this device changed one). */
export const useBoardRefresh = () => useContext(LiveState).ask;
