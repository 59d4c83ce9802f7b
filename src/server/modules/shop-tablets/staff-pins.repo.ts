// The PIN columns of users (docs/product.md#shared-tablets): the hash, the wrong tries and the lock.
import { and, asc, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { CUSTOMER_EMAIL_LIKE } from '../auth/customer-email.ts';

export type PinHolder = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'role' | 'banned' | 'pinHash' | 'pinFailedAttempts' | 'pinLockedUntil'
>;

const holderColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  banned: users.banned,
  pinHash: users.pinHash,
  pinFailedAttempts: users.pinFailedAttempts,
  pinLockedUntil: users.pinLockedUntil,
};

export function createStaffPinsRepo(db: Db) {
  return {
    async byId(id: string): Promise<PinHolder | undefined> {
      const [row] = await db.select(holderColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** Enabled accounts with a PIN, by name; the caller keeps those whose role is staff or above. */
    withPin(): Promise<PinHolder[]> {
      return db
        .select(holderColumns)
        .from(users)
        .where(
          and(
            isNotNull(users.pinHash),
            eq(users.banned, false),
            not(sql`lower(${users.email}) like ${CUSTOMER_EMAIL_LIKE}`),
          ),
        )
        .orderBy(asc(users.name));
    },

    /** A new PIN starts with no wrong tries and no lock. */
    async setHash(id: string, pinHash: string): Promise<void> {
      await db
        .update(users)
        .set({ pinHash, pinFailedAttempts: 0, pinLockedUntil: null, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /**
     * Counts a wrong try in one statement (two tablets guessing at once both count), locking the
     * PIN until `lockUntil` when it reaches `maxTries`; answers the count and the lock as stored.
     */
    async recordFailure(id: string, maxTries: number, lockUntil: Date) {
      const [row] = await db
        .update(users)
        .set({
          pinFailedAttempts: sql`case when ${users.pinFailedAttempts} + 1 >= ${maxTries} then 0 else ${users.pinFailedAttempts} + 1 end`,
          pinLockedUntil: sql`case when ${users.pinFailedAttempts} + 1 >= ${maxTries} then ${lockUntil.toISOString()}::timestamptz else ${users.pinLockedUntil} end`,
        })
        .where(eq(users.id, id))
        .returning({ failedAttempts: users.pinFailedAttempts, lockedUntil: users.pinLockedUntil });
      return row ?? { failedAttempts: 0, lockedUntil: null };
    },

    async clearFailures(id: string): Promise<void> {
      await db.update(users).set({ pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(users.id, id));
    },
  };
}

export type StaffPinsRepo = ReturnType<typeof createStaffPinsRepo>;
