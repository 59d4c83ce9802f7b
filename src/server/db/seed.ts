// Start-up seeding. Each part only fills what is empty, so it is safe on every start and never
// overwrites what the shop has changed.
import { randomInt, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, count, eq, inArray, not } from 'drizzle-orm';
import { DEFAULT_LOCATION, SITE_DEFAULTS } from '../../shared/constants';
import { discountCodeId } from '../../shared/discounts';
import { discountPercent } from '../../shared/money';
import type { Role } from '../../shared/roles';
import { slugify } from '../../shared/slug';
import { isCustomerAccount } from '../modules/users/users.repo';
import type { Db } from './database';
import { accounts, discountCodes, menuCategories, menuItems, siteSettings, users } from './schema';
import { SEED_CATEGORIES, SEED_ITEMS } from './seed-data/menu';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_STAFF: readonly { email: string; name: string; role: Role }[] = [
  { email: 'admin@example.com', name: 'Aarav Kulkarni', role: 'admin' },
  { email: 'manager@example.com', name: 'Meera Joshi', role: 'manager' },
  { email: 'staff@example.com', name: 'Rohan Patil', role: 'staff' },
];

export type SeedReport = { catalog: boolean; settings: boolean; staffCreated: string[] };

export async function seedCatalogIfEmpty(db: Db): Promise<boolean> {
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
          displayOrder: c.displayOrder,
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
        isAvailable: item.inStock,
        isFeatured: item.featured,
        displayOrder: item.displayOrder,
      })),
    );
    return true;
  });
}

export async function seedSettingsIfMissing(db: Db): Promise<boolean> {
  const rows = await db
    .insert(siteSettings)
    .values({
      id: 'site',
      bannerTitle: SITE_DEFAULTS.bannerTitle,
      bannerSubtitle: SITE_DEFAULTS.bannerSubtitle,
      promotionalMessage: SITE_DEFAULTS.promotionalMessage,
      siteTheme: SITE_DEFAULTS.siteTheme,
      defaultLocation: DEFAULT_LOCATION,
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

/** Creates a staff account in better-auth's format (credential account with a scrypt hash). */
export async function createStaffAccount(
  db: Db,
  input: { email: string; name: string; role: Role; password: string; mustChangePassword?: boolean },
): Promise<string> {
  const id = randomUUID();
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email: input.email,
      name: input.name,
      emailVerified: true,
      role: input.role,
      mustChangePassword: input.mustChangePassword ?? false,
    });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
    });
  });
  return id;
}

async function seedStaff(db: Db, wanted: { email: string; name: string; role: Role; password: string }[]) {
  const created: string[] = [];
  for (const person of wanted) {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (existing.length > 0) continue;
    await createStaffAccount(db, person);
    created.push(person.email);
  }
  return created;
}

export async function seedDatabase(
  db: Db,
  options: { demoStaff: boolean; firstAdmin?: { email: string; password: string } },
): Promise<SeedReport> {
  const catalog = await seedCatalogIfEmpty(db);
  const settings = await seedSettingsIfMissing(db);
  if (settings) await seedFirstOrderCode(db);
  const staff = options.demoStaff ? DEMO_STAFF.map((s) => ({ ...s, password: DEMO_PASSWORD })) : [];
  if (options.firstAdmin) {
    // A customer account is never an admin, whatever its row says.
    const admins = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), not(isCustomerAccount)))
      .limit(1);
    if (admins.length === 0) staff.push({ ...options.firstAdmin, name: 'Administrator', role: 'admin' });
  }
  return { catalog, settings, staffCreated: await seedStaff(db, staff) };
}
