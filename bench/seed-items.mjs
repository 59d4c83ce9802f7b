// Writes many menu items straight into a stopped server's embedded data folder: creating them
// through the API would take minutes and hit the API rate limit. Names, brands and descriptions
// come from small vocabularies so searches match realistic fractions of the menu. A third of the
// items carry Hindi and Marathi names and a quarter a search word (chaha, चहा, वडापाव), so searches
// in Devanagari and Hinglish walk menus as big as the English ones.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildIfStale, startAppServer, stopServer } from './app-server.mjs';

export async function addItems(dataDir, n) {
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    await db.query(
      `insert into menu_items (category_id, name, slug, price_paise, brand, description, translations, search_aliases)
       select (select id from menu_categories order by display_order offset (g % 5) limit 1),
              'Bench ' || (array['Masala','Ginger','Kulhad','Cutting','Elaichi','Vada','Samosa','Bun','Poha','Cold'])[1 + g % 10]
                || ' ' || (array['Chai','Pav','Maska','Coffee','Bhaji','Roll','Toast','Cooler'])[1 + (g / 10) % 8]
                || ' ' || g,
              'bench-item-' || g, 1000 + g,
              (array['Chai Express','Irani Cafe','Pune Snacks','Tapri'])[1 + g % 4],
              (array['Freshly brewed with whole spices','Crisp and hot from the tawa',
                     'Served with green chutney','A Pune favourite since 1952',
                     'Light, sweet and milky'])[1 + g % 5] || ' (' || g || ')',
              case when g % 3 = 0 then jsonb_build_object(
                'hi', jsonb_build_object('name',
                  (array['मसाला','अदरक','कुल्हड़','कटिंग','इलायची','वड़ा','समोसा','बन','पोहा','कोल्ड'])[1 + g % 10]
                  || ' ' || (array['चाय','पाव','मस्का','कॉफ़ी','भाजी','रोल','टोस्ट','कूलर'])[1 + (g / 10) % 8] || ' ' || g),
                'mr', jsonb_build_object('name',
                  (array['मसाला','आले','कुल्हड','कटिंग','वेलची','वडा','सामोसा','बन','पोहे','कोल्ड'])[1 + g % 10]
                  || ' ' || (array['चहा','पाव','मस्का','कॉफी','भजी','रोल','टोस्ट','कूलर'])[1 + (g / 10) % 8] || ' ' || g))
              else '{}'::jsonb end,
              case when g % 4 = 0
                then array[(array['chaha','cha','adrak','चहा','चाय','वडापाव','pohe','samosa'])[1 + (g / 4) % 8]]
                else '{}'::text[] end
       from generate_series(1, $1) as g`,
      [n],
    );
  } finally {
    await db.close();
  }
}

/**
 * The built server on a fresh data folder holding `n` extra items: a first start migrates and
 * seeds the folder, then it is stopped to add the items, and started again. `stop()` ends it and
 * removes the folder.
 */
export async function startServerWithItems(n) {
  await buildIfStale();
  const first = await startAppServer();
  await stopServer(first.child);
  await addItems(first.dataDir, n);
  const server = await startAppServer({ DATA_DIR: first.dataDir });
  return {
    url: server.url,
    async stop() {
      await stopServer(server.child);
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    },
  };
}
