// Start-up seeding. Each part only fills what is empty, so it is safe on every start and never
// overwrites what the shop has changed.
import { randomInt } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  discountCodes,
  menuCategories,
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  options,
  riderProfiles,
  siteSettings,
} from '#server/db/schema.ts';
import {
  createUsersRepo,
  type NewPasswordAccount,
  type UsersRepo,
} from '#server/modules/users/users.repo.ts';
import type { Contact } from '#shared/api/settings.ts';
import { DEFAULT_LOCATION, SITE_DEFAULTS } from '#shared/constants.ts';
import { discountCodeId } from '#shared/discounts.ts';
import { discountPercent } from '#shared/money.ts';
import type { Role } from '#shared/roles.ts';
import { EMPTY_CONTACT } from '#shared/shop-pages/default-pages.ts';
import { slugify } from '#shared/slug.ts';
import { SEED_OPTION_GROUPS } from './data/item-options.ts';
import { SEED_CATEGORIES, SEED_ITEMS } from './data/menu.ts';
import { SEED_CATEGORY_TRANSLATIONS, seedItemWords, seedNameTranslations } from './data/menu-translations.ts';
import { seedDemoOrders } from './demo-orders.ts';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_STAFF: readonly { email: string; name: string; role: Role }[] = [
  { email: 'admin@example.com', name: 'Aarav Kulkarni', role: 'admin' },
  { email: 'manager@example.com', name: 'Meera Joshi', role: 'manager' },
  { email: 'staff@example.com', name: 'Rohan Patil', role: 'staff' },
];

/** A demo rider (docs/product.md#riders-and-dispatch): signs in like staff and sees only /rider. */
export const DEMO_RIDERS: readonly { email: string; name: string; phone: string }[] = [
  { email: 'rider@example.com', name: 'Ravi Shinde', phone: '+919876500101' },
];

export type SeedReport = {
  catalog: boolean;
  settings: boolean;
  itemOptions: boolean;
  staffCreated: string[];
  demoOrders: boolean;
};

async function seedCatalogIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(menuItems);
    if (n > 0) return false;
    const inserted = await tx
      .insert(menuCategories)
      .values(
        SEED_CATEGORIES.map((c) => ({
          name: c.name,
          slug: c.slug,
          description: c.description,
          icon: c.icon,
          sortOrder: c.sortOrder,
          translations: SEED_CATEGORY_TRANSLATIONS[c.slug] ?? {},
        })),
      )
      .onConflictDoNothing({ target: menuCategories.slug })
      .returning({ id: menuCategories.id, slug: menuCategories.slug });
    const existing = await tx
      .select({ id: menuCategories.id, slug: menuCategories.slug })
      .from(menuCategories)
      .where(
        inArray(
          menuCategories.slug,
          SEED_CATEGORIES.map((c) => c.slug),
        ),
      );
    const idBySlug = new Map([...existing, ...inserted].map((c) => [c.slug, c.id]));
    await tx.insert(menuItems).values(
      SEED_ITEMS.map((item) => ({
        categoryId: idBySlug.get(item.categorySlug) ?? null,
        name: item.name,
        slug: slugify(item.name),
        description: item.description,
        pricePaise: item.pricePaise,
        originalPricePaise: item.originalPricePaise,
        discountPercent: discountPercent(item.pricePaise, item.originalPricePaise),
        unit: item.unit,
        rating: item.rating,
        inStock: item.inStock,
        isFeatured: item.isFeatured,
        sortOrder: item.sortOrder,
        ...seedItemWords(item.name),
      })),
    );
    return true;
  });
}

/**
 * The starter option groups, attached to the seed menu's items found by slug (an item the shop
 * renamed or removed is skipped). Only while the shop has no option group at all: one it deleted
 * every group from keeps none. The table lock makes two instances starting at once seed it once.
 */
async function seedItemOptionsIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${optionGroups} in share row exclusive mode`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(optionGroups);
    if (n > 0) return false;
    const slugsIn = (categories: string[]) =>
      SEED_ITEMS.filter((item) => categories.includes(item.categorySlug)).map((item) => slugify(item.name));
    const items = await tx
      .select({ id: menuItems.id, slug: menuItems.slug })
      .from(menuItems)
      .where(inArray(menuItems.slug, slugsIn(SEED_OPTION_GROUPS.flatMap((g) => g.categorySlugs))));
    const idBySlug = new Map(items.map((i) => [i.slug, i.id]));
    for (const [index, group] of SEED_OPTION_GROUPS.entries()) {
      const [row] = await tx
        .insert(optionGroups)
        .values({
          name: group.name,
          selection: group.selection,
          required: group.required,
          minChoices: group.minChoices,
          maxChoices: group.maxChoices,
          sortOrder: index + 1,
          translations: seedNameTranslations(group.name),
        })
        .returning({ id: optionGroups.id });
      const groupId = row!.id;
      await tx.insert(options).values(
        group.options.map((o, order) => ({
          groupId,
          name: o.name,
          priceDeltaPaise: o.priceDeltaPaise,
          isDefault: o.isDefault ?? false,
          sortOrder: order + 1,
          translations: seedNameTranslations(o.name),
        })),
      );
      const itemIds = slugsIn(group.categorySlugs).flatMap((slug) => idBySlug.get(slug) ?? []);
      if (itemIds.length > 0)
        await tx
          .insert(menuItemOptionGroups)
          .values(itemIds.map((menuItemId) => ({ menuItemId, groupId, sortOrder: index + 1 })));
    }
    return true;
  });
}

/**
 * The demo shop's contact details, so the demo takes orders (a shop without a phone takes none,
 * docs/product.md#storefront). A real shop starts with none: nothing made up is shown to its customers.
 */
export const DEMO_CONTACT: Contact = {
  ...EMPTY_CONTACT,
  phone: '+91 98765 43210',
  email: 'hello@example.com',
  grievanceName: 'Aarav Kulkarni',
  grievanceEmail: 'grievance@example.com',
};

async function seedSettingsIfMissing(db: Db, demo: boolean): Promise<boolean> {
  const rows = await db
    .insert(siteSettings)
    .values({
      id: 'site',
      bannerTitle: SITE_DEFAULTS.bannerTitle,
      bannerSubtitle: SITE_DEFAULTS.bannerSubtitle,
      promotionalMessage: SITE_DEFAULTS.promotionalMessage,
      siteTheme: SITE_DEFAULTS.siteTheme,
      defaultLocation: DEFAULT_LOCATION,
      ...(demo ? { contact: DEMO_CONTACT } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id });
  return rows.length > 0;
}

/** The code behind the default promotional message ('Get 20% off on your first order!'). */
export const FIRST_ORDER_CODE = 'FIRST20';

/** Seeded with the settings on a new database only: a shop that deletes the code keeps it deleted. */
async function seedFirstOrderCode(db: Db): Promise<void> {
  await db
    .insert(discountCodes)
    .values({
      id: discountCodeId(randomInt),
      code: FIRST_ORDER_CODE,
      description: SITE_DEFAULTS.promotionalMessage,
      kind: 'percent',
      value: 20,
      usesPerCustomer: 1,
      firstOrderOnly: true,
    })
    .onConflictDoNothing();
}

async function seedRiders(db: Db, accounts: UsersRepo): Promise<string[]> {
  const created: string[] = [];
  for (const rider of DEMO_RIDERS) {
    if (await accounts.byEmail(rider.email)) continue;
    const id = await accounts.createWithPassword({
      email: rider.email,
      name: rider.name,
      role: 'rider',
      password: DEMO_PASSWORD,
    });
    await db.insert(riderProfiles).values({ userId: id, phone: rider.phone }).onConflictDoNothing();
    created.push(rider.email);
  }
  return created;
}

async function seedStaff(accounts: UsersRepo, wanted: NewPasswordAccount[]) {
  const created: string[] = [];
  for (const person of wanted) {
    if (await accounts.byEmail(person.email)) continue;
    await accounts.createWithPassword(person);
    created.push(person.email);
  }
  return created;
}

export async function seedDatabase(
  db: Db,
  options: {
    demoStaff: boolean;
    firstAdmin?: { email: string; password: string };
    /**
     * Whether to add the starter option groups while there are none. By default: on a menu seeded
     * just now, or with demo data (a demo database made before options existed gets them); a real
     * shop's existing menu is never given options it did not choose.
     */
    itemOptions?: boolean;
    /**
     * Whether to add the demo customer's rated past orders (demo-orders.ts), once. By default with
     * the demo data; tests of other parts leave them out and start with no order at all.
     */
    demoOrders?: boolean;
  },
): Promise<SeedReport> {
  const catalog = await seedCatalogIfEmpty(db);
  const itemOptions =
    (options.itemOptions ?? (catalog || options.demoStaff)) && (await seedItemOptionsIfEmpty(db));
  const settings = await seedSettingsIfMissing(db, options.demoStaff);
  if (settings) await seedFirstOrderCode(db);
  const accounts = createUsersRepo(db);
  const staff: NewPasswordAccount[] = options.demoStaff
    ? DEMO_STAFF.map((s) => ({ ...s, password: DEMO_PASSWORD }))
    : [];
  if (options.firstAdmin && !(await accounts.hasAdmin()))
    staff.push({ ...options.firstAdmin, name: 'Administrator', role: 'admin' });
  const staffCreated = await seedStaff(accounts, staff);
  if (options.demoStaff) staffCreated.push(...(await seedRiders(db, accounts)));
  const demoOrders = (options.demoOrders ?? options.demoStaff) && (await seedDemoOrders(db));
  return { catalog, settings, itemOptions, staffCreated, demoOrders };
}
