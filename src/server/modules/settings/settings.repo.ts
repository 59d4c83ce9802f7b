import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { siteSettings } from '#server/db/schema.ts';

export type SettingsRow = typeof siteSettings.$inferSelect;
/** Every column a save may write; the delivery area, hours and busy mode each have their own route. */
export type SettingsValues = Omit<SettingsRow, 'id' | 'updatedAt'>;
/** The columns without a database default: what creating the row needs. */
export type BaseSettingsValues = Omit<
  SettingsValues,
  | 'deliveryArea'
  | 'shopHours'
  | 'busyExtraMinutes'
  | 'busyUntil'
  | 'contact'
  | 'pageTexts'
  | 'billing'
  | 'accounting'
  | 'cashLimits'
  | 'ticketPrinter'
  | 'dispatch'
  | 'promise'
  | 'promiseProtect'
  | 'contentTranslations'
  | 'promoForNewcomers'
  | 'laterOrders'
  | 'stockResetDay'
>;
const SETTINGS_ID = 'site';

export function createSettingsRepo(db: Db) {
  return {
    /**
     * Writes `values` alone, leaving the other columns as they are: the general settings form, the
     * delivery area, the hours and busy mode are saved apart and must not undo each other. The row
     * exists from the seed; `base` creates it if it does not.
     */
    async save(values: Partial<SettingsValues>, base: BaseSettingsValues): Promise<SettingsRow> {
      const [row] = await db
        .insert(siteSettings)
        .values({ id: SETTINGS_ID, ...base, ...values })
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
