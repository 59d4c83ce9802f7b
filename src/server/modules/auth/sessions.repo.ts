// Sessions as "who is calling" reads them (session-lookup.ts). better-auth owns the table and
// writes its rows; the one write here ends an account's oldest sessions past a cap.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { sessions, users } from '#server/db/schema.ts';
import type { UserRow } from '../users/users.repo.ts';

/** The columns of the user that "who is calling" needs (staff-auth.service.ts toStaffUser). */
export type SessionUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'mustChangePassword' | 'banned'>;

export type SessionWithUser = { user: SessionUser; sessionId: string; expiresAt: Date };

export function createSessionsRepo(db: Db) {
  // Prepared once: it runs on nearly every request, so neither drizzle nor PostgreSQL plans it again.
  const sessionByToken = db
    // Only the columns the viewer needs: each column costs a parser on every request.
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        mustChangePassword: users.mustChangePassword,
        banned: users.banned,
      },
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token');

  return {
    /** The session with this token and its user, in one query (the checkout's hot path). */
    async byToken(token: string): Promise<SessionWithUser | undefined> {
      const [row] = await sessionByToken.execute({ token });
      return row;
    },

    /** Ends the account's sessions beyond its `keep` newest; resolves to how many ended. */
    async keepNewest(userId: string, keep: number): Promise<number> {
      const newest = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(keep);
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
