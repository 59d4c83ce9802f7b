// Figure: search over a 10,000-item menu (GET /api/menu-items?search=...), against the built
// server on a fresh embedded database. Requests go one at a time over a kept-alive loopback
// connection, so each latency is the server's time plus a loopback round trip (a few hundredths
// of a millisecond): the p95 is an upper bound on the server's. Goal: p95 <= 20 ms.
// Standalone: `node bench/search.mjs` (prints JSON), or `searchFigure()` from bench/run.mjs.
import http from 'node:http';
import { startServerWithItems } from './seed-items.mjs';

const ITEMS = 10_000;
/**
 * Narrow and broad terms, a brand, a description word, a miss and an exact item; then Devanagari
 * and Hinglish ones (a name in another script, a staff search word), some in the Marathi menu.
 */
const TERMS = [
  'ginger',
  'chai',
  'masala chai',
  'tapri',
  'chutney',
  'bun maska 4',
  'no such thing',
  'bench cold cooler 9999',
  'चहा',
  'मसाला चाय',
  'chaha',
  'vadapav',
  'अदरक&lang=hi',
  'पोहे&lang=mr',
  'masala chai&lang=mr',
];

/** The query string of a term: its search text and, after '&', the menu's language. */
const query = (term) => {
  const [text, lang] = term.split('&');
  return `search=${encodeURIComponent(text)}${lang ? `&${lang}` : ''}`;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, bytes }));
      })
      .on('error', reject);
  });
}

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function searchFigure({
  rounds = 40,
  settleMs = Number(process.env.SEARCH_SETTLE_MS ?? 20_000),
} = {}) {
  const server = await startServerWithItems(ITEMS);
  try {
    const all = await (await fetch(`${server.url}/api/menu-items`)).json();
    if (all.items.length < ITEMS) throw new Error(`expected ${ITEMS}+ items, found ${all.items.length}`);
    const matches = {};
    for (const term of TERMS) {
      const body = await (await fetch(`${server.url}/api/menu-items?${query(term)}`)).json();
      matches[term] = body.items.length;
    }
    // Warm-up, then the measured rounds, each round every term once.
    for (const term of TERMS) await get(`${server.url}/api/menu-items?${query(term)}`);
    // Each language's menu is compressed at its best in the background once built (seconds of CPU
    // at 10,000 items, three languages here): let it finish, so the rounds time searches alone.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const times = [];
    let errors = 0;
    for (let r = 0; r < rounds; r++) {
      for (const term of TERMS) {
        const res = await get(`${server.url}/api/menu-items?${query(term)}`);
        if (res.status !== 200) errors++;
        times.push(res.ms);
      }
    }
    const round = (n) => Math.round(n * 10) / 10;
    return {
      items: all.items.length,
      requests: times.length,
      errors,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(Math.max(...times)),
      matches,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await searchFigure(), null, 2));
}
