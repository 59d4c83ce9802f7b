import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { auditLogs } from '#server/db/schema.ts';

export type AuditEntry = {
  userId: string | null;
  action: string;
  tableName?: string | null;
  recordId?: string | null;
  newValues?: unknown;
  ipAddress: string | null;
  userAgent: string | null;
};

export type AuditRow = typeof auditLogs.$inferSelect;
/** One entry reduced to what a limit decides on. */
export type AuditMark = { action: string; at: Date; ipAddress: string | null };
export type AuditFilter = {
  action?: string;
  userId?: string;
  search?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

export function createAuditRepo(db: Db) {
  /**
   * recordIf with more to decide on: the entries of any of `actions` on the same record since
   * `since`, with their addresses (sign-in failures and unlocks decide a sign-in attempt).
   */
  async function recordIfMarks(
    entry: AuditEntry & { recordId: string },
    since: Date,
    actions: string[],
    allow: (marks: AuditMark[]) => boolean,
  ): Promise<string | undefined> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${entry.action}|${entry.recordId}`}))`);
      const marks = await tx
        .select({ action: auditLogs.action, at: auditLogs.createdAt, ipAddress: auditLogs.ipAddress })
        .from(auditLogs)
        .where(
          and(
            inArray(auditLogs.action, actions),
            eq(auditLogs.recordId, entry.recordId),
            gte(auditLogs.createdAt, since),
          ),
        );
      if (!allow(marks)) return undefined;
      const [row] = await tx
        .insert(auditLogs)
        .values({
          userId: entry.userId,
          action: entry.action,
          tableName: entry.tableName ?? null,
          recordId: entry.recordId,
          newValues: entry.newValues ?? null,
          ipAddress: entry.ipAddress,
          userAgent: entry.userAgent,
        })
        .returning({ id: auditLogs.id });
      return row?.id;
    });
  }

  return {
    recordIfMarks,
    async insert(entry: AuditEntry): Promise<void> {
      await db.insert(auditLogs).values({
        userId: entry.userId,
        action: entry.action,
        tableName: entry.tableName ?? null,
        recordId: entry.recordId ?? null,
        newValues: entry.newValues ?? null,
        ipAddress: entry.ipAddress,
        userAgent: entry.userAgent,
      });
    },

    /**
     * Records `entry` only if `allow` agrees, given the times of the same action on the same record
     * since `since`. Looking and writing are one transaction under an advisory lock on that action
     * and record, so requests arriving together (on any instance) see each other's entries: ten
     * simultaneous code sends to one phone made ten SMS on PostgreSQL without it (found by
     * tests/reliability/abuse.reliability.ts). Resolves to the new entry's id, or undefined.
     */
    async recordIf(
      entry: AuditEntry & { recordId: string },
      since: Date,
      allow: (times: Date[]) => boolean,
    ): Promise<string | undefined> {
      return recordIfMarks(entry, since, [entry.action], (marks) => allow(marks.map((m) => m.at)));
    },

    /** Entries of any of `actions` on any of `recordIds` since a moment (sign-in locks per email). */
    async marks(
      actions: string[],
      recordIds: string[],
      since: Date,
    ): Promise<(AuditMark & { recordId: string })[]> {
      if (recordIds.length === 0) return [];
      const rows = await db
        .select({
          action: auditLogs.action,
          recordId: auditLogs.recordId,
          at: auditLogs.createdAt,
          ipAddress: auditLogs.ipAddress,
        })
        .from(auditLogs)
        .where(
          and(
            inArray(auditLogs.action, actions),
            inArray(auditLogs.recordId, recordIds),
            gte(auditLogs.createdAt, since),
          ),
        );
      return rows.map((r) => ({ ...r, recordId: r.recordId ?? '' }));
    },

    /** Takes back an entry recorded by recordIf when the action it claimed did not happen. */
    async remove(id: string): Promise<void> {
      await db.delete(auditLogs).where(eq(auditLogs.id, id));
    },

    async list(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
      if (filter.userId) conditions.push(eq(auditLogs.userId, filter.userId));
      if (filter.from) conditions.push(gte(auditLogs.createdAt, filter.from));
      if (filter.to) conditions.push(lte(auditLogs.createdAt, filter.to));
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(
          ilike(auditLogs.action, like),
          ilike(auditLogs.recordId, like),
          ilike(auditLogs.tableName, like),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(where)
          .orderBy(desc(auditLogs.createdAt))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(auditLogs).where(where),
      ]);
      return { rows, total: n };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
