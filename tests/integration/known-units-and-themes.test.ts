// An item's unit and the site theme are typed from the database to the API: the admin item list
// and the public settings answer with the known values only. The database holds the same lists
// as checks, so a value outside them cannot be stored, even by hand; and the migration that added
// the checks first turns an unknown value of an older shop into the default, so those answers
// keep working on its data.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { isCheckViolation } from '#server/db/postgres-errors.ts';
import { menuItems } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const MIGRATIONS = new URL('../../drizzle/', import.meta.url);
/** Its tag's number may change when migrations are merged; its name does not. */
const CHECKS_MIGRATION = /^\d{4}_known_units_and_themes$/;

async function refusal(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error('the write was stored');
}

describe('the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a unit outside the choices, even in SQL written by hand', async () => {
    const error = await refusal(
      t.database.db.execute(
        sql`insert into menu_items (name, slug, price_paise, unit) values ('Clay Cup Chai', 'clay-cup-chai', 3000, 'kulhad')`,
      ),
    );
    expect(isCheckViolation(error, 'menu_items_unit_known')).toBe(true);
    expect(await t.database.db.select().from(menuItems).where(eq(menuItems.slug, 'clay-cup-chai'))).toEqual(
      [],
    );
  });

  it('refuses a site theme outside the themes', async () => {
    const error = await refusal(t.database.db.execute(sql`update site_settings set site_theme = 'dark'`));
    expect(isCheckViolation(error, 'site_settings_theme_known')).toBe(true);
  });
});

describe('the migration that adds the checks', () => {
  let database: TestDatabase;
  let earlier: string;

  /** The migrations folder as it was before the checks: the journal ends just before them. */
  async function migrationsBeforeChecks(): Promise<string> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'chai-migrations-'));
    await cp(MIGRATIONS, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => CHECKS_MIGRATION.test(entry.tag));
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    await writeFile(journalPath, JSON.stringify(journal));
    return folder;
  }

  async function migrate(migrationsFolder: string) {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's migrators want their concrete driver type.
    const db = database.db as any;
    if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder });
    else await migratePg(db, { migrationsFolder });
  }

  beforeAll(async () => {
    database = await openTestDatabase({ migrate: false });
    earlier = await migrationsBeforeChecks();
  });
  afterAll(async () => {
    await database.close();
    await rm(earlier, { recursive: true, force: true });
  });

  it('turns an older unknown unit into piece and an unknown theme into the default', async () => {
    await migrate(earlier);
    // What an older shop could hold: units and a theme written by hand.
    await database.db.execute(sql`
      insert into menu_items (name, slug, price_paise, unit) values
        ('Kulhad Chai', 'kulhad-chai', 3000, 'kulhad'),
        ('Bun Maska', 'bun-maska', 4000, '1 piece'),
        ('Cutting Chai', 'cutting-chai', 1500, 'cup')`);
    await database.db.execute(sql`
      insert into site_settings (id, banner_title, banner_subtitle, promotional_message, site_theme, default_location)
      values ('site', 'Chai Express', 'Fresh chai', 'Hot chai all day', 'dark', 'Lohegaon, Pune')`);

    await migrate(MIGRATIONS.pathname);

    const units = await database.db
      .select({ slug: menuItems.slug, unit: menuItems.unit })
      .from(menuItems)
      .orderBy(menuItems.slug);
    expect(units).toEqual([
      { slug: 'bun-maska', unit: 'piece' },
      { slug: 'cutting-chai', unit: 'cup' },
      { slug: 'kulhad-chai', unit: 'piece' },
    ]);

    // The answers that read them work on that data.
    await seedDatabase(database.db, { demoStaff: true });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const app = await buildApp({ env, database });
    try {
      const admin = await signInStaff({ app, database, close: async () => {} }, 'admin@example.com');
      const items = await app.inject({ url: '/api/admin/menu-items', headers: { cookie: admin } });
      expect(items.statusCode, items.body).toBe(200);
      expect(
        items
          .json()
          .items.map((item: { unit: string }) => item.unit)
          .sort(),
      ).toEqual(['cup', 'piece', 'piece']);
      const settings = await app.inject({ url: '/api/settings' });
      expect(settings.statusCode, settings.body).toBe(200);
      expect(settings.json().siteTheme).toBe('default');
    } finally {
      await app.close();
    }
  });
});
