// The storefront's one connection to the public event stream (promotions, menu and settings
// changes), shared by the features that listen to it: each event type has its listeners, and the
// page opens the connection once (usePublicStream, public-stream-connection.ts) instead of one per
// feature.
import { useEffect, useRef } from 'react';
import { STREAM_EVENTS } from '#shared/api/events.ts';

const PUBLIC_EVENTS = [STREAM_EVENTS.promo, STREAM_EVENTS.menu, STREAM_EVENTS.settings] as const;
type PublicEvent = (typeof PUBLIC_EVENTS)[number];
type Listener = (data: unknown) => void;

const listeners = Object.fromEntries(PUBLIC_EVENTS.map((name) => [name, new Set<Listener>()])) as Record<
  PublicEvent,
  Set<Listener>
>;
const dispatch = (name: PublicEvent, data: unknown) => {
  for (const listener of listeners[name]) listener(data);
};
/**
 * A re-read after a change waits a random moment up to this: one save, or a server restarting,
 * reaches every open page at once, and they must not all ask the server in the same instant.
 */
export const REREAD_SPREAD_MS = 3000;
const later = (name: PublicEvent) => (_data?: unknown) => {
  setTimeout(() => dispatch(name, {}), Math.random() * REREAD_SPREAD_MS);
};
let connectedBefore = false;
/**
 * What the first connection tells the menu's listeners: check the menu the page started with, by
 * its ETag (live-storefront.ts), rather than read it again in full.
 */
export const FIRST_CONNECTION = { firstConnection: true } as const;
/** Each event to its listeners: a promotion carries its message at once, a change is read later. */
export const handlers = {
  promo: (data: unknown) => dispatch(STREAM_EVENTS.promo, data),
  menu: later(STREAM_EVENTS.menu),
  settings: later(STREAM_EVENTS.settings),
  // A connection misses what changed before it, and the stream opens only once the page has
  // started: staff may have paused the shop in between, a customer may have taken the last of an
  // item. On the first connection the settings are read again at once (a few hundred bytes,
  // answered from memory) and the menu the page started with is checked (a 304 when unchanged:
  // it is the page's largest answer). A reconnection reads both again, spread like a change: a
  // restarted server reconnects every page at once.
  ready: () => {
    if (!connectedBefore) {
      dispatch(STREAM_EVENTS.settings, {});
      dispatch(STREAM_EVENTS.menu, FIRST_CONNECTION);
    } else {
      later(STREAM_EVENTS.settings)();
      later(STREAM_EVENTS.menu)();
    }
    connectedBefore = true;
  },
};

/** Calls `listener` for each `name` event until the returned function is called. */
export function onPublicEvent(name: PublicEvent, listener: Listener): () => void {
  listeners[name].add(listener);
  return () => {
    listeners[name].delete(listener);
  };
}

/** Calls `listener` for each `name` event while the component is mounted. */
export function usePublicEvent(name: PublicEvent, listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onPublicEvent(name, (data) => latest.current(data)), [name]);
}
