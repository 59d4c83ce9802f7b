// A plain HTTP client for the reliability suite: real sockets (fetch), raw bodies when a test needs
// bytes no JSON encoder would write, and a client address per request (X-Forwarded-For, honoured
// by a server started with TRUST_PROXY=true) so that per-IP limits stay out of checks about
// something else.
import type { AddressInfo } from 'node:net';
import type { TestApp } from '#tests/helpers/test-app.ts';

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the answer is not JSON. */
  body: unknown;
  setCookies: string[];
};

export type RequestOptions = {
  cookie?: string;
  ip?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with `contentType` (default application/json). */
  raw?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
};

export type Http = {
  url: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
};

export function createHttp(baseUrl: string): Http {
  return {
    url: baseUrl,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.cookie) headers.cookie = options.cookie;
      if (options.ip) headers['x-forwarded-for'] = options.ip;
      let body: string | Uint8Array | undefined;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers['content-type'] ??= 'application/json';
      } else if (options.raw !== undefined) {
        body = options.raw;
        headers['content-type'] ??= options.contentType ?? 'application/json';
      }
      const abort = new AbortController();
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body as BodyInit | undefined,
        signal: abort.signal,
        redirect: 'manual',
      });
      const type = res.headers.get('content-type') ?? '';
      // A live stream never ends: its head is the answer.
      if (type.startsWith('text/event-stream')) {
        abort.abort();
        return { status: res.status, headers: res.headers, text: '', body: undefined, setCookies: [] };
      }
      const text = await res.text();
      let parsed: unknown;
      if (type.includes('json') && text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
      }
      return {
        status: res.status,
        headers: res.headers,
        text,
        body: parsed,
        setCookies: res.headers.getSetCookie(),
      };
    },
  };
}

/** The Cookie header a browser would send after these Set-Cookie headers. */
export function cookieOf(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}

/** Distinct client addresses, 10.<series>.x.y, one per call. */
export function ipPool(series: number): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${series}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/** The in-process app on a real port (127.0.0.1, chosen by the system). */
export async function listen(t: TestApp): Promise<Http> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return createHttp(`http://127.0.0.1:${port}`);
}

export const json = <T = Record<string, unknown>>(answer: Answer): T => answer.body as T;

/** Fails loudly when a set-up step does not get the answer it needs. */
export function expectOk(answer: Answer, what: string): Answer {
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 500)}`);
  return answer;
}
