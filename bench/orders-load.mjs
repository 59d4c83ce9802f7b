// The client side of the orders benchmark, in its own process (apart from the server and from
// the bench's bookkeeping): places orders through POST /api/orders at `connections` concurrent
// requests for `seconds`, each customer at most ORDERS_PER_CUSTOMER times.
// Forked by bench/orders.mjs; message in: { url, customers, items, seconds, connections }.
import { createClient, placeOrdersConcurrently } from '../tests/e2e/support/customers-over-http.mjs';
import { latencyFigures } from './latency.mjs';

process.once('message', async ({ url, customers, items, seconds, connections, keyPrefix }) => {
  const client = createClient(url, { connections });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const { results, exhausted } = await placeOrdersConcurrently({
    client,
    customers,
    items,
    concurrency: connections,
    shouldStop: () => performance.now() >= deadline,
    keyPrefix,
  });
  const elapsed = (performance.now() - started) / 1000;
  client.close();
  const ok = results.filter((r) => r.status === 201);
  const statusCodes = {};
  for (const r of results)
    statusCodes[r.status ?? 'no answer'] = (statusCodes[r.status ?? 'no answer'] ?? 0) + 1;
  const failed = results.find((r) => r.status !== 201);
  process.send({
    ...latencyFigures(
      ok.map((r) => r.ms),
      elapsed,
    ),
    errors: results.length - ok.length,
    statusCodes,
    firstError: failed ? `${failed.status ?? ''} ${failed.error ?? ''}`.trim() : undefined,
    exhausted,
  });
  process.exit(0);
});
