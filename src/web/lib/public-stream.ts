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
/** Each event to its listeners: a promotion carries its message at once, a change is read later. */
export const handlers = {
  promo: (data: unknown) => dispatch(STREAM_EVENTS.promo, data),
  menu: later(STREAM_EVENTS.menu),
  settings: later(STREAM_EVENTS.settings),
  // A connection misses what changed before it: the settings (a pause, busy mode) are read again
  // on every connection, the first too (at once), since the stream opens only once the page has
  // loaded and staff may pause the shop in between (a few hundred bytes, answered from memory). The
  // menu is read again only after a reconnection (or the menu opened again from another page): on
  // the first it was just read, and it is the page's largest answer. A reconnection is spread like
  // a change: a restarted server reconnects every page at once.
  ready: () => {
    if (!connectedBefore) dispatch(STREAM_EVENTS.settings, {});
    else {
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
