// Figure: the order board at rush pace (issue 45). Orders arrive at RUSH.ordersPerMinute for
// RUSH.seconds from many customers; two boards signed in to one staff account (a kitchen tablet
// and a counter phone) each follow the staff stream as the web board does (one coalesced re-read
// of the board and the bell per burst of events, 150 ms, as src/web/features/admin/orders/lib/
// coalesced-refresh.ts) and each moves an order on every RUSH.moveEveryMs (the kitchen the oldest
// it sees, the counter the newest). Measured: requests refused or failed (goal: none), and for
// every change (an order placed, a move), how long until each board's data held it (goal: within
// 1 s, p99 and max). A move refused as already made (both boards tapped one order) is counted
// apart: that is the board being honest, not a lost request.
// Standalone: `node bench/board-rush.mjs` (prints JSON), or `boardRushFigures()` from bench/run.mjs.
import { randomUUID } from 'node:crypto';
import {
  createClient,
  orderableItems,
  orderBody,
  placeOrder,
  signInCustomers,
} from '../tests/e2e/support/customers-over-http.mjs';
import { buildIfStale, signInAdmin, startAppServer, stopServer } from './app-server.mjs';

export const RUSH = { ordersPerMinute: 60, seconds: 60, moveEveryMs: 2_000, coalesceMs: 150 };
export const RUSH_GOALS = { lostRequests: 0, lagMs: 1_000 };
const NEXT = {
  placed: 'accepted',
  accepted: 'preparing',
  preparing: 'out_for_delivery',
  out_for_delivery: 'delivered',
};
const CUSTOMERS = 12;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** One simulated board: the stream, the coalesced re-reads, its view of the orders, and its taps. */
function startBoard(url, cookie, name, stats) {
  const view = new Map(); // order id -> status, as this board last read it
  const seen = new Map(); // `${id}:${status}` -> when this board first held it
  let timer;
  let running = false;
  let again = false;
  let stopped = false;
  const controller = new AbortController();
  const headers = { cookie, origin: url };

  async function request(method, path, body) {
    stats.requests++;
    try {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await res.json().catch(() => undefined);
      if (res.status === 409) stats.staleTaps++;
      else if (!res.ok) {
        stats.lost++;
        stats.lostStatuses[res.status] = (stats.lostStatuses[res.status] ?? 0) + 1;
      }
      return { status: res.status, answer };
    } catch {
      stats.lost++;
      stats.lostStatuses.network = (stats.lostStatuses.network ?? 0) + 1;
      return { status: 0 };
    }
  }

  async function reread() {
    running = true;
    again = false;
    const [board] = await Promise.all([
      request('GET', '/api/admin/orders'),
      request('GET', '/api/admin/orders/waiting'),
    ]);
    running = false;
    if (board.status === 200) {
      const at = performance.now();
      view.clear();
      for (const order of board.answer.orders) {
        view.set(order.id, order.status);
        const key = `${order.id}:${order.status}`;
        if (!seen.has(key)) seen.set(key, at);
      }
    } else again = true;
    if (again && !stopped) ask();
  }

  function ask() {
    if (running) {
      again = true;
      return;
    }
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void reread();
    }, RUSH.coalesceMs);
  }

  async function follow() {
    const res = await fetch(`${url}/api/admin/orders/events`, { headers, signal: controller.signal });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (event === 'order' || event === 'ready') ask();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  }

  const streaming = follow();
  const mover = setInterval(() => {
    const open = [...view.entries()].filter(([, status]) => NEXT[status]);
    const pick = name === 'kitchen' ? open[0] : open.at(-1);
    if (!pick) return;
    const [id, status] = pick;
    void request('POST', `/api/admin/orders/${id}/status`, { status: NEXT[status] }).then(
      ({ status: code }) => {
        if (code === 200) stats.changes.push({ id, status: NEXT[status], at: performance.now() });
        ask();
      },
    );
  }, RUSH.moveEveryMs);

  return {
    seen,
    async stop() {
      stopped = true;
      clearInterval(mover);
      clearTimeout(timer);
      controller.abort();
      await streaming;
    },
  };
}

export async function boardRushFigures() {
  await buildIfStale();
  const app = await startAppServer({ NODE_ENV: 'development', SMS_PROVIDER: 'console', TRUST_PROXY: 'true' });
  const client = createClient(app.url, { connections: 8 });
  try {
    const admin = await signInAdmin(app.url);
    await fetch(`${app.url}/api/admin/settings/cash-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin, origin: app.url },
      body: JSON.stringify({ maxOrder: 1_000_000, newCustomerMaxOrder: 1_000_000, newCustomerOrders: 0 }),
    });
    const customers = await signInCustomers(client, CUSTOMERS, { series: 40 });
    const items = await orderableItems(client, 1);
    const stats = { requests: 0, lost: 0, lostStatuses: {}, staleTaps: 0, changes: [] };
    // Two devices, one staff account (one rate-limit budget between them).
    const boards = [
      startBoard(app.url, admin, 'kitchen', stats),
      startBoard(app.url, admin, 'counter', stats),
    ];
    const total = Math.round((RUSH.ordersPerMinute * RUSH.seconds) / 60);
    const everyMs = 60_000 / RUSH.ordersPerMinute;
    let placedOk = 0;
    for (let i = 0; i < total; i++) {
      const started = performance.now();
      const customer = customers[i % customers.length];
      const res = await placeOrder(client, customer, orderBody(customer, items, randomUUID()));
      if (res.status === 201) {
        placedOk++;
        stats.changes.push({ id: res.body.id, status: res.body.status, at: performance.now() });
      }
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (performance.now() - started))));
    }
    // Let the last changes reach both boards.
    await new Promise((r) => setTimeout(r, 2_000));
    await Promise.all(boards.map((b) => b.stop()));
    // A change to 'delivered' leaves the open board: it is not looked for there.
    const lags = [];
    let neverSeen = 0;
    for (const change of stats.changes.filter((c) => c.status !== 'delivered')) {
      for (const board of boards) {
        const at = board.seen.get(`${change.id}:${change.status}`);
        if (at === undefined) {
          // Moved on again before this board's next read: it held a later status instead.
          const later = [...board.seen.keys()].some((k) => k.startsWith(`${change.id}:`));
          if (!later) neverSeen++;
          continue;
        }
        lags.push(Math.max(0, at - change.at));
      }
    }
    const sorted = lags.sort((a, b) => a - b);
    return {
      orders: total,
      placed: placedOk,
      moves: stats.changes.length - placedOk,
      requests: stats.requests,
      lost: stats.lost,
      lostStatuses: stats.lostStatuses,
      staleTaps: stats.staleTaps,
      neverSeen,
      lagP50: percentile(sorted, 50),
      lagP99: percentile(sorted, 99),
      lagMax: sorted.at(-1),
    };
  } finally {
    await client.close();
    await stopServer(app.child);
  }
}

const fmt = (n, digits = 0) => (n === undefined ? '-' : n.toFixed(digits));

/** Rows for the bench table. */
export function boardRushTable(r) {
  return [
    `| board rush: ${RUSH.ordersPerMinute} orders/min for ${RUSH.seconds} s, two boards on one staff account each moving an order every ${RUSH.moveEveryMs / 1000} s: requests lost (429, 5xx, network) of ${r.requests} | ${r.lost} | | | ${RUSH_GOALS.lostRequests} |`,
    `| board rush: time until both boards hold a change (${r.placed} orders, ${r.moves} moves), p50 / p99 / max | ${fmt(r.lagP50)} / ${fmt(r.lagP99)} / ${fmt(r.lagMax)} ms | | | <= ${RUSH_GOALS.lagMs} ms |`,
    `| board rush: taps on an order the other board had just moved (409) / changes a board never held | ${r.staleTaps} / ${r.neverSeen} | | | |`,
  ];
}

export function boardRushMisses(r) {
  const missed = [];
  if (r.lost > RUSH_GOALS.lostRequests)
    missed.push(`the board rush lost ${r.lost} requests (${JSON.stringify(r.lostStatuses)}); goal none`);
  if (r.lagMax > RUSH_GOALS.lagMs)
    missed.push(
      `a board held a change ${fmt(r.lagMax)} ms after it was made (goal <= ${RUSH_GOALS.lagMs} ms)`,
    );
  if (r.neverSeen) missed.push(`${r.neverSeen} changes never reached a board`);
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await boardRushFigures();
  console.log(JSON.stringify(figures, null, 2));
  console.log(boardRushTable(figures).join('\n'));
  console.log(boardRushMisses(figures).join('\n'));
}
