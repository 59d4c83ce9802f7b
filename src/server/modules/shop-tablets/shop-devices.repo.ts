// The shop devices table (docs/product.md#shared-tablets): browsers an admin marked as the shop's
// own, found by the SHA-256 of the token their cookie holds.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { auditLogs, sessions, shopDevices, users } from '#server/db/schema.ts';

export type ShopDeviceRow = typeof shopDevices.$inferSelect & { markedByName: string | null };

export function createShopDevicesRepo(db: Db) {
  return {
    async insert(input: { name: string; tokenHash: string; markedBy: string }) {
      const [row] = await db.insert(shopDevices).values(input).returning();
      return row!;
    },

    /** Every device, the newest first, revoked ones included (the list says when). */
    list(): Promise<ShopDeviceRow[]> {
      return db
        .select({
          id: shopDevices.id,
          name: shopDevices.name,
          tokenHash: shopDevices.tokenHash,
          markedBy: shopDevices.markedBy,
          createdAt: shopDevices.createdAt,
          lastSeenAt: shopDevices.lastSeenAt,
          revokedAt: shopDevices.revokedAt,
          markedByName: users.name,
        })
        .from(shopDevices)
        .leftJoin(users, eq(users.id, shopDevices.markedBy))
        .orderBy(desc(shopDevices.createdAt));
    },

    /** The device holding this token, unless it was revoked. */
    async activeByTokenHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(shopDevices)
        .where(and(eq(shopDevices.tokenHash, tokenHash), isNull(shopDevices.revokedAt)));
      return row;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(shopDevices).set({ lastSeenAt: at }).where(eq(shopDevices.id, id));
    },

    /** Revokes the device; undefined when there is no such device or it was already revoked. */
    async revoke(id: string, at: Date) {
      const [row] = await db
        .update(shopDevices)
        .set({ revokedAt: at })
        .where(and(eq(shopDevices.id, id), isNull(shopDevices.revokedAt)))
        .returning();
      return row;
    },

    /**
     * Ends the sessions a PIN opened on this device; answers whose they were. The PIN sign-in's
     * audit entry names the device and the session (staff-pins.service.ts): sessions keep no device.
     */
    async endPinSessions(deviceId: string): Promise<string[]> {
      const opened = db
        .select({ sessionId: sql<string>`${auditLogs.newValues} ->> 'sessionId'` })
        .from(auditLogs)
        .where(
          and(eq(auditLogs.action, 'auth.sign_in'), sql`${auditLogs.newValues} ->> 'deviceId' = ${deviceId}`),
        );
      const ended = await db
        .delete(sessions)
        .where(inArray(sessions.id, opened))
        .returning({ userId: sessions.userId });
      return ended.map((row) => row.userId);
    },
  };
}

export type ShopDevicesRepo = ReturnType<typeof createShopDevicesRepo>;
