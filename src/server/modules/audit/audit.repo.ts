import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLogs } from '../../db/schema';

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
  return {
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

    /** Times of one action on one record since a moment (sign-in failures per email). */
    async times(action: string, recordId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ at: auditLogs.createdAt })
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.action, action),
            eq(auditLogs.recordId, recordId),
            gte(auditLogs.createdAt, since),
          ),
        );
      return rows.map((r) => r.at);
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
