// Figure: one admin bulk action (Deactivate / Activate) over 1,000 menu items, each a single
// transaction, against the built server on a fresh embedded database. Standalone:
//   node bench/bulk-action.mjs            (prints JSON)
// or `bulkActionFigure()` from bench/run.mjs. The 1,000 items are written into the data folder
// while the server is stopped: creating them through the API would hit the API rate limit.
import { median, signInAdmin } from './app-server.mjs';
import { startServerWithItems } from './seed-items.mjs';

const ITEMS = 1000;

/** Median milliseconds of `runs` bulk actions over 1,000 items (alternating deactivate/activate). */
export async function bulkActionFigure({ runs = 6 } = {}) {
  const server = await startServerWithItems(ITEMS);
  try {
    const cookie = await signInAdmin(server.url);
    const list = await (await fetch(`${server.url}/api/admin/menu-items`, { headers: { cookie } })).json();
    const ids = list.items.filter((i) => i.slug.startsWith('bench-item-')).map((i) => i.id);
    if (ids.length !== ITEMS) throw new Error(`expected ${ITEMS} bench items, found ${ids.length}`);
    const times = [];
    for (let i = 0; i < runs; i++) {
      const action = i % 2 === 0 ? 'deactivate' : 'activate';
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/menu-items/bulk`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ ids, action }),
      });
      const body = await res.json();
      times.push(performance.now() - started);
      if (!res.ok || body.updated !== ITEMS)
        throw new Error(`bulk ${action}: ${res.status} ${JSON.stringify(body)}`);
    }
    // The storefront menu rebuilt after the last action (first load after invalidation).
    const started = performance.now();
    await fetch(`${server.url}/api/menu`);
    const menuRebuildMs = performance.now() - started;
    return {
      items: ITEMS,
      runs,
      medianMs: Math.round(median(times) * 10) / 10,
      minMs: Math.round(Math.min(...times) * 10) / 10,
      menuRebuildMs: Math.round(menuRebuildMs * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await bulkActionFigure(), null, 2));
}
