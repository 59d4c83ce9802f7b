// The baseline for the orders benchmark, in its own process (as the server is): the transaction
// the server runs for one order (src/server/modules/orders/checkout.repo.ts checkout.pricedItems + insertOrder: read
// the items' prices, insert the order, its lines and its first status event), written as plain SQL
// straight to the database, with no HTTP, session, validation or ORM in between.
//
// Forked by bench/orders.mjs with one JSON argument:
//   { kind: 'pglite' } (a fresh data folder, as the server's) or { kind: 'postgres', url },
//   items: [{ id, name, unit, price, options?, optionGroupIds? }] (the menu rows the API orders use,
//   with the option ids its lines choose), groups: the storefront's option groups those items use
//   (recreated with the same ids), poolSize.
// Messages in: { run: { seconds, connections } } -> replies with figures; { close: true }.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { root } from '../scripts/build-inputs.mjs';
import { latencyFigures } from './latency.mjs';

const config = JSON.parse(process.argv[2]);
const migrationsFolder = path.join(root, 'drizzle');
const USERS = 50;

/** One connection per transaction: `tx(fn)` runs fn(query) between begin and commit. */
async function open() {
  if (config.kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-bench-raw-'));
    const client = new PGlite(path.join(dataDir, 'pgdata'));
    await client.waitReady;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return {
      // PGlite runs one transaction at a time, as it does inside the server.
      tx: (fn) => client.transaction((t) => fn((text, params) => t.query(text, params))),
      query: (text, params) => client.query(text, params),
      async close() {
        await client.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
  await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
  return {
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn((text, params) => client.query(text, params));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    query: (text, params) => pool.query(text, params),
    close: () => pool.end(),
  };
}

const db = await open();

// The same menu rows as the server's (ids, names, units, prices), and customers to own the orders.
const { rows: categoryRows } = await db.query(
  `insert into menu_categories (name, slug) values ('Bench', 'bench') returning id`,
);
for (const item of config.items) {
  // The storefront shows '1 piece'; the column holds the unit itself ('piece'), which its check
  // constraint holds to the unit choices.
  const storedUnit = item.unit.replace(/^1 /, '');
  await db.query(
    'insert into menu_items (id, category_id, name, slug, unit, price_paise) values ($1, $2, $3, $4, $5, $6)',
    [item.id, categoryRows[0].id, item.name, `bench-${item.id}`, storedUnit, Math.round(item.price * 100)],
  );
}
// The same option groups, options and attachments as the server's, when the lines choose options.
for (const [order, group] of (config.groups ?? []).entries()) {
  await db.query(
    `insert into option_groups (id, name, selection, required, min_choices, max_choices, display_order)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [group.id, group.name, group.selection, group.required, group.minChoices, group.maxChoices, order],
  );
  for (const [position, option] of group.options.entries())
    await db.query(
      `insert into options (id, group_id, name, price_delta_paise, is_default, is_available, display_order)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        option.id,
        group.id,
        option.name,
        Math.round(option.priceDelta * 100),
        option.isDefault,
        option.available,
        position,
      ],
    );
}
for (const item of config.items)
  for (const [position, groupId] of (item.optionGroupIds ?? []).entries())
    await db.query(
      'insert into menu_item_option_groups (menu_item_id, group_id, display_order) values ($1, $2, $3)',
      [item.id, groupId, position],
    );
const withOptions = config.items.some((i) => i.options?.length);
const chosen = new Map(config.items.map((i) => [i.id, new Set(i.options ?? [])]));

const userIds = Array.from({ length: USERS }, (_, i) => `bench-user-${i}`);
for (const [i, id] of userIds.entries()) {
  await db.query(
    `insert into users (id, name, email, phone_number, phone_number_verified) values ($1, $2, $3, $4, true)`,
    [id, `Bench Customer ${i}`, `${id}@bench.invalid`, `+9180000${String(i).padStart(5, '0')}`],
  );
}

const itemIds = config.items.map((i) => i.id);
const quantities = new Map(itemIds.map((id, i) => [id, i + 1]));
const address = JSON.stringify({
  name: 'Bench Customer',
  phone: '+918000000000',
  house: '12',
  address: 'Porwal Road',
  area: 'Porwal Road, Lohegaon, Pune',
  landmark: 'Near the bank',
  deliveryNotes: null,
  latitude: 18.6016,
  longitude: 73.9152,
});
const idList = itemIds.map((_, i) => `$${i + 1}`).join(', ');
const SELECT_ITEMS = `select mi.*, mc.is_active as category_active
  from menu_items mi left join menu_categories mc on mi.category_id = mc.id
  where mi.id in (${idList})`;
// Every option of the items' groups: the rules and prices a selection is checked against.
const SELECT_OPTIONS = `select link.menu_item_id, g.id as group_id, g.name as group_name, g.min_choices,
    g.max_choices, o.id, o.name, o.price_delta_paise, o.is_available
  from menu_item_option_groups link
    join option_groups g on g.id = link.group_id
    join options o on o.group_id = g.id
  where link.menu_item_id in (${idList})
  order by link.display_order, o.display_order`;
// The tax columns and the bill terms as an untaxed shop (the seed's settings) stores them.
const INSERT_ORDER = `insert into orders (order_number, user_id, idempotency_key, status, payment_method,
    address, subtotal_paise, discount_paise, delivery_fee_paise, total_paise, taxable_paise, cgst_paise,
    sgst_paise, tax_added_paise, bill_terms)
  values ($1, $2, $3, 'placed', 'cod', $4, $5, 0, 0, $5, $5, 0, 0, 0, $6) returning id`;
const BILL_TERMS = JSON.stringify({
  regime: 'unregistered',
  rateBasisPoints: 0,
  pricesIncludeTax: true,
  legalName: '',
  address: '',
  gstin: '',
  fssai: '',
});
const INSERT_EVENT = `insert into order_status_events (order_id, from_status, to_status, actor_user_id)
  values ($1, null, 'placed', $2)`;

let serial = 0;

async function placeOne() {
  const n = serial++;
  const userId = userIds[n % USERS];
  return db.tx(async (query) => {
    const { rows: items } = await query(SELECT_ITEMS, itemIds);
    const options = withOptions ? (await query(SELECT_OPTIONS, itemIds)).rows : [];
    const lines = items.map((item) => {
      const quantity = quantities.get(item.id);
      const picked = options
        .filter((o) => o.menu_item_id === item.id && chosen.get(item.id).has(o.id))
        .map((o) => ({
          optionId: o.id,
          groupId: o.group_id,
          group: o.group_name,
          name: o.name,
          priceDeltaPaise: o.price_delta_paise,
        }));
      const unit = item.price_paise + picked.reduce((sum, o) => sum + o.priceDeltaPaise, 0);
      return [item.id, item.name, item.unit, unit, quantity, unit * quantity, JSON.stringify(picked)];
    });
    const subtotal = lines.reduce((sum, l) => sum + l[5], 0);
    // A serial number never collides; the API draws at random and retries on the rare collision.
    const { rows } = await query(INSERT_ORDER, [
      `KCH${String(n % 1_000_000).padStart(6, '0')}`,
      userId,
      `raw-${n}`,
      address,
      subtotal,
      BILL_TERMS,
    ]);
    const orderId = rows[0].id;
    const p = (i, k) => `$${i * 7 + k + 2}`;
    const values = lines.map(
      (_, i) => `($1, ${p(i, 0)}, ${p(i, 1)}, ${p(i, 2)}, ${p(i, 3)}, ${p(i, 4)}, ${p(i, 5)}, ${p(i, 6)})`,
    );
    await query(
      `insert into order_items (order_id, menu_item_id, name, unit, unit_price_paise, quantity,
         line_total_paise, options)
       values ${values.join(', ')}`,
      [orderId, ...lines.flat()],
    );
    await query(INSERT_EVENT, [orderId, userId]);
  });
}

async function run({ seconds, connections }) {
  const latencies = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const t = performance.now();
      try {
        await placeOne();
        latencies.push(performance.now() - t);
      } catch (error) {
        errors++;
        firstError ??= String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { ...latencyFigures(latencies, elapsed), errors, firstError };
}

process.on('message', async (message) => {
  if (message.close) {
    await db.close();
    process.exit(0);
  }
  if (message.run) process.send({ result: await run(message.run) });
});
process.send({ ready: true });
