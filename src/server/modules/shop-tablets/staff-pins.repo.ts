// The PIN columns of users (docs/product.md#shared-tablets): the hash, the wrong tries and the lock.
import { and, asc, eq, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
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
     * Counts a try before the PIN is checked, in one statement, so tries sent at once cannot all
     * pass a lock that only the last of them would have set: it answers nothing when the account
     * has no PIN or its PIN is locked at `at`, and locks it until `lockUntil` itself when this try
     * is a `lockEvery`th one in a row (the count goes on: the lock does not forgive). Answers the
     * count with this try and the hash to check the PIN against.
     */
    async claimTry(id: string, at: Date, lockEvery: number, lockUntil: Date) {
      const next = sql`${users.pinFailedAttempts} + 1`;
      const [row] = await db
        .update(users)
        .set({
          pinFailedAttempts: next,
          pinLockedUntil: sql`case when (${next}) % ${lockEvery} = 0 then ${lockUntil.toISOString()}::timestamptz else ${users.pinLockedUntil} end`,
        })
        .where(
          and(
            eq(users.id, id),
            isNotNull(users.pinHash),
            or(isNull(users.pinLockedUntil), lte(users.pinLockedUntil, at)),
          ),
        )
        .returning({ tries: users.pinFailedAttempts, pinHash: users.pinHash });
      return row?.pinHash ? { tries: row.tries, pinHash: row.pinHash } : undefined;
    },

    /**
     * Clears the PIN and its counters; answers whether there was one. Too many wrong tries, or a
     * new password: the person signs in with the password and sets a new PIN.
     */
    async clearPin(id: string): Promise<boolean> {
      const cleared = await db
        .update(users)
        .set({ pinHash: null, pinFailedAttempts: 0, pinLockedUntil: null, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.pinHash)))
        .returning({ id: users.id });
      return cleared.length > 0;
    },

    async clearFailures(id: string): Promise<void> {
      await db.update(users).set({ pinFailedAttempts: 0, pinLockedUntil: null }).where(eq(users.id, id));
    },
  };
}

export type StaffPinsRepo = ReturnType<typeof createStaffPinsRepo>;
