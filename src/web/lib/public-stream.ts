// The storefront's one connection to the public event stream (promotions, menu and settings
// changes), shared by the features that listen to it: each event type has its listeners, and the
// page opens the connection once (usePublicStream) instead of one per feature.
import { useEffect, useRef, useState } from 'react';
import { PUBLIC_STREAM, STREAM_EVENTS } from '#shared/api/events.ts';
import { useEventStream } from './use-event-stream.ts';

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
let connectedBefore = false;
/** Each event to its listeners. */
const handlers = {
  ...Object.fromEntries(PUBLIC_EVENTS.map((name) => [name, (data: unknown) => dispatch(name, data)])),
  // A connection misses what changed before it: the settings (a pause, busy mode) are read again
  // on every connection, the first too, since the stream opens only once the page has loaded and
  // staff may pause the shop in between (a few hundred bytes, answered from memory). The menu is
  // read again only after a reconnection (or the menu opened again from another page): on the
  // first it was just read, and it is the page's largest answer.
  ready: () => {
    dispatch(STREAM_EVENTS.settings, {});
    if (connectedBefore) dispatch(STREAM_EVENTS.menu, {});
    connectedBefore = true;
  },
};

/** Calls `listener` for each `name` event while the component is mounted. */
export function usePublicEvent(name: PublicEvent, listener: Listener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const call: Listener = (data) => latest.current(data);
    listeners[name].add(call);
    return () => {
      listeners[name].delete(call);
    };
  }, [name]);
}

/** Opens the stream once the page has loaded, so it never competes with the first paint. */
export function usePublicStream(): void {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const open = () => setUrl(PUBLIC_STREAM);
    if (document.readyState === 'complete') open();
    else window.addEventListener('load', open, { once: true });
    return () => window.removeEventListener('load', open);
  }, []);
  useEventStream(url, handlers);
}
