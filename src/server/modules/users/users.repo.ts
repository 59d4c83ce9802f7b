import { and, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/database';
import { accounts, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * A customer's account: signed up by phone code, so it has a phone number and no password to
 * sign in with. Staff access needs a password (and a temporary one changed at first sign-in).
 */
const isCustomer = sql<boolean>`(${users.phoneNumber} is not null and not exists (
  select 1 from ${accounts}
  where ${accounts.userId} = ${users.id}
    and ${accounts.providerId} = 'credential'
    and ${accounts.password} is not null))`;

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

    async list(filter: { search?: string; role?: Role; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(ilike(users.name, like), ilike(users.email, like), ilike(users.phoneNumber, like));
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select({ ...getTableColumns(users), customer: isCustomer })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: n };
    },

    async isCustomer(id: string): Promise<boolean> {
      const [row] = await db.select({ customer: isCustomer }).from(users).where(eq(users.id, id));
      return row?.customer === true;
    },

    /**
     * Applies a change that takes an admin away (a demotion, disabling) only if another active
     * admin remains. The active admins' rows are locked first, in one order, so two admins
     * removing each other at the same moment are decided one after the other: the second finds
     * no other admin left. (A count then an update let both through.)
     */
    async updateKeepingAnAdmin(
      id: string,
      values: Partial<Pick<UserRow, 'role' | 'banned'>>,
    ): Promise<'updated' | 'last-admin'> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
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
