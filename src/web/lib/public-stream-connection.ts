// The storefront's connection to the public event stream (public-stream.ts holds its listeners).
// Its own module: the page loads it as a chunk after it has started, with the event stream's code.
import { useEffect, useState } from 'react';
import { PUBLIC_STREAM } from '#shared/api/events.ts';
import { handlers } from './public-stream.ts';
import { useEventStream } from './use-event-stream.ts';

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
