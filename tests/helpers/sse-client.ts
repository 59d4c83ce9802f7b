// A minimal Server-Sent Events reader over a real socket (fetch), for tests: it parses the
// stream as a browser's EventSource would and lets a test wait for the next matching event.
export type SseEvent = { event: string; data: unknown };

export type SseClient = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Every `retry:` reconnection delay the server sent, in order. */
  retries: number[];
  /** Resolves with the first event (already received or arriving) that matches; rejects on timeout. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openSse(
  url: string,
  cookie?: string,
  /** More request headers (x-forwarded-for, to come from another address behind a trusted proxy). */
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    try {
      const reader = res.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.retry !== undefined) retries.push(Number(fields.retry));
          if (fields.data !== undefined) {
            events.push({ event: fields.event ?? 'message', data: JSON.parse(fields.data) });
            for (const wake of waiters) wake();
          }
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    events,
    retries,
    ended,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      });
    },
    close() {
      abort.abort();
    },
  };
}
