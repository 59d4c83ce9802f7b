// The client side of the orders benchmark, in its own process (apart from the server and from
// the bench's bookkeeping): places orders through POST /api/orders at `connections` concurrent
// requests for `seconds`, each customer at most ORDERS_PER_CUSTOMER times.
//
// autocannon sends them: on this 2-core machine the load generator shares the cores with the
// server and the database, and node:http's client cost the server about a quarter of a core
// (see bench/README.md). Only 201 answers count as placed orders.
// Forked by bench/orders.mjs; message in: { url, customers, items, seconds, connections }.
import autocannon from 'autocannon';
import { ORDERS_PER_CUSTOMER, orderBody } from '../tests/e2e/support/customers-over-http.mjs';

process.once('message', async ({ url, customers, items, seconds, connections, keyPrefix }) => {
  const sent = new Array(customers.length).fill(0);
  const capacity = customers.length * ORDERS_PER_CUSTOMER;
  let issued = 0;
  let firstError;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // No customer is sent more than its share (that would be refused with 429): the run ends
    // early instead, and says so.
    maxOverallRequests: capacity,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest(request) {
          // Round robin, so each customer's orders are spread over the run (the limit is per minute).
          const c = issued % customers.length;
          const n = sent[c]++;
          issued++;
          const customer = customers[c];
          return {
            ...request,
            headers: {
              cookie: customer.cookie,
              'x-forwarded-for': customer.ip,
              'content-type': 'application/json',
            },
            body: JSON.stringify(orderBody(customer, items, `checkout-${keyPrefix}-${c}-${n}`)),
          };
        },
        onResponse(status, body) {
          if (status !== 201 && firstError === undefined) firstError = `${status} ${body}`;
        },
      },
    ],
  });
  const placed = result.statusCodeStats['201']?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  process.send({
    count: placed,
    seconds: result.duration,
    rps: placed / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Answers other than 201, and requests that got no answer (socket errors, timeouts).
    errors: answered - placed + result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])),
    firstError: firstError ?? (result.errors ? `${result.errors} socket errors` : undefined),
    exhausted: issued >= capacity,
  });
  process.exit(0);
});
