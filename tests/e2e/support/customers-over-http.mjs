// Many signed-in customers placing orders through a running server, over real sockets. Shared by
// the durability test (tests/e2e/order-durability.e2e.ts) and the orders benchmark (bench/), so it
// is plain JavaScript with types beside it (customers-over-http.d.mts).
//
// The server must run with TRUST_PROXY=true: each customer sends its own X-Forwarded-For address,
// because code sends are limited per IP (OTP_SENDS_PER_IP_PER_5_MIN, 30) as well as per phone (3
// per 5 minutes), and every request counts against the general per-IP API limit. Orders are limited
// to 10 a minute per customer, so load is spread over many customers and each sends at most
// ORDERS_PER_CUSTOMER orders.
import http from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const ORDERS_PER_CUSTOMER = 10;

/** Keep-alive HTTP client with at most `connections` sockets to the server. */
export function createClient(baseUrl, { connections = 50 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(baseUrl);
  return {
    url: baseUrl,
    /** Resolves to { status, headers, body } (body parsed when JSON); rejects on socket errors. */
    request(method, path, { headers = {}, body } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              ...headers,
              ...(payload === undefined
                ? {}
                : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            },
          },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed = text;
              if ((res.headers['content-type'] ?? '').includes('json') && text) {
                try {
                  parsed = JSON.parse(text);
                } catch {}
              }
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
            });
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

// Names are letters and spaces only (the sign-up rule), so the number is spelt in letters.
function letters(n) {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(97 + ((k - 1) % 26)) + out;
  return out;
}

/**
 * A distinct phone and client address for customer number `index` (0-based, < 65,000) of a
 * series (0-99). The phone is always an Indian mobile, +91 9<2-digit series><7 digits>: the
 * server refuses any other number.
 */
export function customerIdentity(index, series = 0) {
  const n = index + 1;
  return {
    phone: `+919${String(series).padStart(2, '0')}${String(n).padStart(7, '0')}`,
    ip: `10.${77 + series}.${n >> 8}.${n & 255}`,
    fullName: `Customer ${letters(n)}`,
  };
}

async function expectStatus(responsePromise, what) {
  const res = await responsePromise;
  if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Robot check, code send, code from the development outbox, verify: the customer's session cookie. */
export async function signInCustomer(client, { phone, ip, fullName }) {
  const headers = { 'x-forwarded-for': ip };
  const challenge = await expectStatus(
    client.request('GET', '/api/customer/robot-check', { headers }),
    'robot check',
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('robot check not solved');
  await expectStatus(
    client.request('POST', '/api/customer/otp/send', {
      headers,
      body: { phone, robotCheck: { challenge, solution } },
    }),
    `sending a code to ${phone}`,
  );
  const outbox = await expectStatus(
    client.request('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, { headers }),
    'dev outbox',
  );
  const code = outbox.messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  const res = await client.request('POST', '/api/customer/otp/verify', {
    headers,
    body: { phone, code, fullName },
  });
  if (res.status !== 200) throw new Error(`verify ${phone}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = res.headers['set-cookie'] ?? [];
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`verify ${phone}: no session cookie`);
  return { phone, ip, fullName, cookie, userId: res.body.profile.id };
}

/** Signs in customers `from` .. `from + count - 1`, a few at a time. */
export async function signInCustomers(client, count, { from = 0, series = 0, parallel = 6 } = {}) {
  const customers = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      customers[i] = await signInCustomer(client, customerIdentity(from + i, series));
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return customers;
}

/** Two orderable items from the live menu, for the lines of every order. */
export async function orderableItems(client, count = 2) {
  const menu = await expectStatus(client.request('GET', '/api/menu'), 'menu');
  // One-tap items: an item with option groups needs its required choices on the line.
  const items = menu.items.filter((i) => i.inStock && i.optionGroupIds.length === 0).slice(0, count);
  if (items.length < count) throw new Error('the menu has too few orderable items');
  return items;
}

/**
 * `count` in-stock items with required option groups, each with a valid choice per required group
 * (the dearest available option, so the deltas are priced): `options` goes on the order's line.
 */
export async function itemsWithOptions(client, count = 2) {
  const menu = await expectStatus(client.request('GET', '/api/menu'), 'menu');
  const groups = new Map(menu.optionGroups.map((g) => [g.id, g]));
  const items = [];
  for (const item of menu.items) {
    if (!item.inStock || item.optionGroupIds.length === 0) continue;
    const required = item.optionGroupIds.map((id) => groups.get(id)).filter((g) => g.required);
    if (required.length === 0) continue;
    const options = required.map(
      (g) => g.options.filter((o) => o.available).sort((a, b) => b.priceDelta - a.priceDelta)[0]?.id,
    );
    if (options.includes(undefined)) continue;
    items.push({ ...item, options });
    if (items.length === count) return items;
  }
  throw new Error('the menu has too few items with options');
}

export function orderBody(customer, items, idempotencyKey) {
  return {
    idempotencyKey,
    lines: items.map((item, i) => ({
      menuItemId: item.id,
      quantity: i + 1,
      ...(item.options ? { options: item.options } : {}),
    })),
    // Inside the seed shop's delivery area: the 'YS1 - Porwal Rd' preset's point
    // (src/shared/delivery-area/preset-areas.ts).
    address: {
      name: customer.fullName,
      phone: customer.phone,
      house: '12',
      address: 'Porwal Road',
      area: 'Porwal Road, Lohegaon, Pune',
      landmark: 'Near the bank',
      latitude: 18.6016,
      longitude: 73.9152,
    },
    paymentMethod: 'cod',
  };
}

export function placeOrder(client, customer, body) {
  return client.request('POST', '/api/orders', {
    headers: { cookie: customer.cookie, 'x-forwarded-for': customer.ip },
    body,
  });
}

/**
 * Keeps `concurrency` order requests in flight, each from the next customer with orders left
 * (every customer sends at most ORDERS_PER_CUSTOMER), until `shouldStop()` or the customers run
 * out. Every request is reported to `onSettled` as it ends, and listed in the result:
 * { customer, idempotencyKey, body, startedAt, ms, status?, order?, error? }.
 */
export async function placeOrdersConcurrently({
  client,
  customers,
  items,
  concurrency = 50,
  shouldStop = () => false,
  onSettled = () => {},
  keyPrefix = 'load',
}) {
  const sent = new Array(customers.length).fill(0);
  const capacity = customers.length * ORDERS_PER_CUSTOMER;
  let issued = 0;
  const results = [];
  async function worker() {
    while (!shouldStop() && issued < capacity) {
      // Round robin, so each customer's orders are spread over the run (the limit is per minute).
      const c = issued % customers.length;
      const n = sent[c]++;
      issued++;
      const customer = customers[c];
      const idempotencyKey = `checkout-${keyPrefix}-${c}-${n}`;
      const body = orderBody(customer, items, idempotencyKey);
      const startedAt = performance.now();
      const result = { customer, idempotencyKey, body, startedAt };
      try {
        const res = await placeOrder(client, customer, body);
        result.status = res.status;
        if (res.status === 200 || res.status === 201) result.order = res.body;
        else result.error = JSON.stringify(res.body);
      } catch (error) {
        result.error = String(error?.code ?? error);
      }
      result.ms = performance.now() - startedAt;
      results.push(result);
      onSettled(result);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, exhausted: issued >= capacity };
}
