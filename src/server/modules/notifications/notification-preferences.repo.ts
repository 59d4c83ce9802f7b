// A customer's choice about order messages (docs/product.md#order-notifications,
// docs/product.md#whatsapp-updates). No row means the defaults: order SMS on, WhatsApp off. The
// queueing trigger reads the same table.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { notificationPreferences } from '#server/db/schema.ts';

export type StoredPreferences = { orderSms: boolean; whatsapp: boolean };

export function createNotificationPreferencesRepo(db: Db) {
  const p = notificationPreferences;
  return {
    async get(userId: string): Promise<StoredPreferences> {
      const [row] = await db
        .select({ orderSms: p.orderSms, whatsapp: p.whatsapp })
        .from(p)
        .where(eq(p.userId, userId));
      return { orderSms: row?.orderSms ?? true, whatsapp: row?.whatsapp ?? false };
    },

    /**
     * Writes what is given and leaves the rest. whatsapp_changed_at records the customer's consent:
     * it moves only when the WhatsApp choice itself changes.
     */
    async set(
      userId: string,
      choice: Partial<StoredPreferences>,
      tx: Tx | Db = db,
    ): Promise<StoredPreferences> {
      const whatsappChanged =
        choice.whatsapp === undefined
          ? sql`${p.whatsappChangedAt}`
          : sql`CASE WHEN ${p.whatsapp} IS DISTINCT FROM ${choice.whatsapp}::boolean THEN now() ELSE ${p.whatsappChangedAt} END`;
      const [row] = await tx
        .insert(p)
        .values({
          userId,
          orderSms: choice.orderSms ?? true,
          whatsapp: choice.whatsapp ?? false,
          whatsappChangedAt: choice.whatsapp === undefined ? null : sql`now()`,
        })
        .onConflictDoUpdate({
          target: p.userId,
          set: {
            ...(choice.orderSms === undefined ? {} : { orderSms: choice.orderSms }),
            ...(choice.whatsapp === undefined ? {} : { whatsapp: choice.whatsapp }),
            whatsappChangedAt: whatsappChanged,
            updatedAt: sql`now()`,
          },
        })
        .returning({ orderSms: p.orderSms, whatsapp: p.whatsapp });
      return { orderSms: row!.orderSms, whatsapp: row!.whatsapp };
    },
  };
}

export type NotificationPreferencesRepo = ReturnType<typeof createNotificationPreferencesRepo>;
