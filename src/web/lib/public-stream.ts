// The storefront's one connection to the public event stream (promotions, menu changes), shared
// by the features that listen to it: each event type has its listeners, and the page opens the
// connection once (usePublicStream) instead of one per feature.
import { useEffect, useRef, useState } from 'react';
import { PUBLIC_STREAM, STREAM_EVENTS } from '#shared/api/events.ts';
import { useEventStream } from './use-event-stream.ts';

type PublicEvent = typeof STREAM_EVENTS.ready | typeof STREAM_EVENTS.promo | typeof STREAM_EVENTS.menu;
type Listener = (data: unknown) => void;

const listeners: Record<PublicEvent, Set<Listener>> = {
  ready: new Set(),
  promo: new Set(),
  menu: new Set(),
};

const dispatch = (name: PublicEvent) => (data: unknown) => {
  for (const listener of listeners[name]) listener(data);
};
const handlers = {
  ready: dispatch(STREAM_EVENTS.ready),
  promo: dispatch(STREAM_EVENTS.promo),
  menu: dispatch(STREAM_EVENTS.menu),
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
