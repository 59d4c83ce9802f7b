import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { usedRobotChecks } from '#server/db/schema.ts';

export function createUsedRobotChecksRepo(db: Db) {
  return {
    /**
     * Records a solution as used: true the first time, false when it is already there. One
     * statement, decided by the primary key, so two instances claiming at once cannot both win.
     */
    async claim(key: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(usedRobotChecks)
        .values({ key, expiresAt })
        .onConflictDoNothing()
        .returning({ key: usedRobotChecks.key });
      return inserted.length === 1;
    },

    /**
     * Deletes at most `limit` solutions whose challenge expired over a minute ago by the database's
     * clock; how many went. The minute covers instances whose clocks run behind the database's:
     * one of them may still take a challenge as unexpired, and must still find it used.
     */
    async deleteExpired(limit: number): Promise<number> {
      const expired = db
        .select({ key: usedRobotChecks.key })
        .from(usedRobotChecks)
        .where(lt(usedRobotChecks.expiresAt, sql`now() - interval '1 minute'`))
        .limit(limit);
      const deleted = await db
        .delete(usedRobotChecks)
        .where(inArray(usedRobotChecks.key, expired))
        .returning({ key: usedRobotChecks.key });
      return deleted.length;
    },
  };
}

export type UsedRobotChecksRepo = ReturnType<typeof createUsedRobotChecksRepo>;
