import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { siteSettings } from '../../db/schema';

export type SettingsRow = typeof siteSettings.$inferSelect;
export const SETTINGS_ID = 'site';

export function createSettingsRepo(db: Db) {
  return {
    async get(): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
      return row;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
