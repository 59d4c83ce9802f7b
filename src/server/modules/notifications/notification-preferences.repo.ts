// A customer's choice about order messages (docs/product.md#order-notifications). No row means the
// default: order SMS on. The queueing trigger reads the same table.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { notificationPreferences } from '#server/db/schema.ts';
import type { NotificationPreferences } from '#shared/api/notifications.ts';

export function createNotificationPreferencesRepo(db: Db) {
  const p = notificationPreferences;
  return {
    async get(userId: string): Promise<NotificationPreferences> {
      const [row] = await db.select({ orderSms: p.orderSms }).from(p).where(eq(p.userId, userId));
      return { orderSms: row?.orderSms ?? true };
    },

    async set(userId: string, choice: NotificationPreferences): Promise<NotificationPreferences> {
      const [row] = await db
        .insert(p)
        .values({ userId, orderSms: choice.orderSms })
        .onConflictDoUpdate({ target: p.userId, set: { orderSms: choice.orderSms, updatedAt: sql`now()` } })
        .returning({ orderSms: p.orderSms });
      return { orderSms: row!.orderSms };
    },
  };
}

export type NotificationPreferencesRepo = ReturnType<typeof createNotificationPreferencesRepo>;
