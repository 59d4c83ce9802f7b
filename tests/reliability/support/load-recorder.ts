// What a load run sent and what came back: the latency of every request under a label (method and
// route, ids replaced), and every failure, a network error or an answer with a status the
// scenario did not expect, as a line a person can read.
import type { HttpClient, HttpResponse } from '#tests/e2e/support/customers-over-http.mjs';

export type LoadRecord = {
  latencies: Map<string, number[]>;
  errors: string[];
  readonly requests: number;
};

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function labelOf(method: string, path: string, headers: Record<string, string> = {}): string {
  const route = path.split('?')[0]!.replace(ID, ':id');
  const query = path.includes('?') ? `?${path.split('?')[1]!.split('=')[0]}=` : '';
  return `${method} ${route}${query}${headers['if-none-match'] ? ' (If-None-Match)' : ''}`;
}

export function createLoadRecord(): LoadRecord {
  const latencies = new Map<string, number[]>();
  return {
    latencies,
    errors: [],
    get requests() {
      let n = 0;
      for (const list of latencies.values()) n += list.length;
      return n;
    },
  };
}

/** The same client, recording each request; `defaults` are sent with every one (the client's address). */
export function recordingClient(
  client: HttpClient,
  record: LoadRecord,
  defaults: Record<string, string>,
): HttpClient {
  return {
    url: client.url,
    close: () => client.close(),
    async request<T>(
      method: string,
      path: string,
      options: { headers?: Record<string, string>; body?: unknown } = {},
    ): Promise<HttpResponse<T>> {
      const headers = { ...defaults, ...options.headers };
      const label = labelOf(method, path, headers);
      const started = performance.now();
      try {
        return await client.request<T>(method, path, { ...options, headers });
      } catch (error) {
        record.errors.push(`${label}: network error ${String((error as { code?: string }).code ?? error)}`);
        throw error;
      } finally {
        const list = record.latencies.get(label) ?? [];
        list.push(performance.now() - started);
        record.latencies.set(label, list);
      }
    },
  };
}

/** The answer when its status is one of `expected`; otherwise the failure is recorded and undefined returned. */
export function expected<T>(
  record: LoadRecord,
  res: HttpResponse<T>,
  statuses: number[],
  what: string,
): HttpResponse<T> | undefined {
  if (statuses.includes(res.status)) return res;
  const body = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  record.errors.push(`${what}: HTTP ${res.status} (expected ${statuses.join(' or ')}) ${body.slice(0, 300)}`);
  return undefined;
}

/** Nearest-rank percentile of unsorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One line per label and one for everything: count, p50, p99, max in ms. */
export function latencyTable(record: LoadRecord): string {
  const rows: [string, number[]][] = [...record.latencies].sort((a, b) => b[1].length - a[1].length);
  rows.push(['all requests', [...record.latencies.values()].flat()]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const ms = (n: number) => n.toFixed(1).padStart(8);
  return [
    `${'request'.padEnd(width)}    count      p50      p99      max  (ms)`,
    ...rows.map(
      ([label, list]) =>
        `${label.padEnd(width)} ${String(list.length).padStart(8)} ${ms(percentile(list, 50))} ${ms(percentile(list, 99))} ${ms(Math.max(...list))}`,
    ),
  ].join('\n');
}
