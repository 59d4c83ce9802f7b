import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, count, desc, eq, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { accounts, sessions, users } from '#server/db/schema.ts';
import type { Role } from '#shared/roles.ts';
import { CUSTOMER_EMAIL_LIKE } from '../auth/customer-email.ts';

export type UserRow = typeof users.$inferSelect;

export type NewPasswordAccount = {
  email: string;
  name: string;
  role: Role;
  password: string;
  mustChangePassword?: boolean;
};

/**
 * A customer's account (made by phone sign-up), by the same test as isCustomerEmail: whatever
 * role its row holds, it is a customer and never staff.
 */
const isCustomerAccount = sql<boolean>`(lower(${users.email}) like ${CUSTOMER_EMAIL_LIKE})`;

/** Accounts whose role, as the app reads it (roleOf), is `role`: customers are always 'user'. */
function hasRole(role: Role): SQL | undefined {
  return role === 'user'
    ? or(eq(users.role, 'user'), isCustomerAccount)
    : and(eq(users.role, role), not(isCustomerAccount));
}

export function createUsersRepo(db: Db) {
  return {
    async byId(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async byEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    /** Whether any account holds the admin role (disabled ones included); customers never count. */
    async hasAdmin(): Promise<boolean> {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), not(isCustomerAccount)))
        .limit(1);
      return admins.length > 0;
    },

    /**
     * Creates an account that signs in with email and password, in better-auth's format (a
     * credential account holding a scrypt hash), so better-auth signs it in like one of its own.
     */
    async createWithPassword(
      input: NewPasswordAccount,
      /** What else the account needs, written in the same transaction (a rider's profile). */
      alsoIn?: (tx: Tx, id: string) => Promise<void>,
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
        await alsoIn?.(tx, id);
      });
      return id;
    },

    async list(filter: { search?: string; role?: Role; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      const role = filter.role && hasRole(filter.role);
      if (role) conditions.push(role);
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(ilike(users.name, like), ilike(users.email, like), ilike(users.phoneNumber, like));
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: n };
    },

    /**
     * Applies a change that takes an admin away (a demotion, disabling) only if another active
     * admin remains. The active admins' rows are locked first, in one order, so two admins
     * removing each other at the same moment are decided one after the other: the second finds
     * no other admin left. (A count then an update let both through.) A customer account is
     * never an admin, whatever its row says.
     */
    async updateKeepingAnAdmin(
      id: string,
      values: Partial<Pick<UserRow, 'role' | 'banned'>>,
    ): Promise<'updated' | 'last-admin'> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.banned, false), not(isCustomerAccount)))
          .orderBy(users.id)
          .for('update');
        if (!admins.some((admin) => admin.id !== id)) return 'last-admin';
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id));
        return 'updated';
      });
    },

    async update(
      id: string,
      values: Partial<Pick<UserRow, 'role' | 'banned' | 'mustChangePassword' | 'lastSignInAt'>>,
    ) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async deleteSessions(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteSessionByToken(token: string) {
      await db.delete(sessions).where(eq(sessions.token, token));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
