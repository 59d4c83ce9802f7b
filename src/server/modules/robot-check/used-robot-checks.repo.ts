import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { usedRobotChecks } from '../../db/schema';

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

    /** Deletes at most `limit` solutions whose challenge expired before `now`; how many went. */
    async deleteExpired(now: Date, limit: number): Promise<number> {
      const expired = db
        .select({ key: usedRobotChecks.key })
        .from(usedRobotChecks)
        .where(lt(usedRobotChecks.expiresAt, now))
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
