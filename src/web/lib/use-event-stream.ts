// Subscribes to one of our Server-Sent Event streams while `url` is set. The browser's
// EventSource reconnects by itself after a dropped connection (the server sends a retry hint);
// each (re)connection starts with a `ready` event, on which callers re-read what they show, so
// nothing missed stays missed.
//
// EventSource gives up for good when a reconnection is answered with anything but a stream: a
// 401/403 (signed out, no permission), but also a 502/503 while an instance restarts behind the
// proxy. So when it gives up, we ask the server ourselves: refused means closed; anything else
// (a 5xx, no network) means try again later, backing off up to a minute.
//
// When the account's sessions change (signed out, disabled, new role) the server sends `ended`
// and closes the stream. We then ask once, instead of letting EventSource reconnect into a
// refusal: refused means closed (callers' `ended` handler re-reads, so a 401 reaches the page);
// allowed (another device signed out, a new role that still may read) reconnects at once.
import { useEffect, useRef, useState } from 'react';
import { STREAM_EVENTS } from '#shared/api/events.ts';

export type StreamState = 'connecting' | 'open' | 'closed';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/** True when the server refuses this stream to this visitor (no point in retrying). */
async function refused(url: string): Promise<boolean> {
  const controller = new AbortController();
  try {
    const res = await fetch(url, { credentials: 'include', signal: controller.signal });
    return res.status === 401 || res.status === 403 || res.status === 404;
  } catch {
    return false;
  } finally {
    // Only the status was wanted: a 200 here is a live stream that must not stay open.
    controller.abort();
  }
}

export function useEventStream(
  url: string | null,
  handlers: Record<string, (data: unknown) => void>,
): StreamState {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [state, setState] = useState<StreamState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const retryMs = useRef(FIRST_RETRY_MS);
  // Event names are read once per connection: callers pass a fixed set.
  const names = Object.keys(handlers).sort().join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-opens the stream on purpose.
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const source = new EventSource(url, { withCredentials: true });
    setState('connecting');
    source.onopen = () => {
      retryMs.current = FIRST_RETRY_MS;
      setState('open');
    };
    const askBeforeReconnecting = (afterEnded: boolean) => {
      source.close();
      void refused(url).then((isRefused) => {
        if (stopped) return;
        if (isRefused) return setState('closed');
        setState('connecting');
        if (afterEnded) return setAttempt((n) => n + 1);
        const wait = retryMs.current;
        retryMs.current = Math.min(wait * 2, MAX_RETRY_MS);
        timer = setTimeout(() => setAttempt((n) => n + 1), wait);
      });
    };
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return setState('connecting');
      askBeforeReconnecting(false);
    };
    source.addEventListener(STREAM_EVENTS.ended, () => {
      latest.current[STREAM_EVENTS.ended]?.({});
      askBeforeReconnecting(true);
    });
    for (const name of names.split(',')) {
      if (name === STREAM_EVENTS.ended) continue;
      source.addEventListener(name, (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        latest.current[name]?.(data);
      });
    }
    return () => {
      stopped = true;
      clearTimeout(timer);
      source.close();
    };
  }, [url, names, attempt]);

  return state;
}
