import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { siteSettings } from '#server/db/schema.ts';

export type SettingsRow = typeof siteSettings.$inferSelect;
const SETTINGS_ID = 'site';

export function createSettingsRepo(db: Db) {
  return {
    /** Writes every setting at once (the row exists from the seed; this also creates it if not). */
    async save(values: Omit<SettingsRow, 'id' | 'updatedAt'>): Promise<SettingsRow> {
      const [row] = await db
        .insert(siteSettings)
        .values({ id: SETTINGS_ID, ...values })
        .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async get(): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
      return row;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
