import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  notIlike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  auditLogs,
  discountCodes,
  menuCategories,
  menuItems,
  optionGroups,
  orders,
  users,
} from '#server/db/schema.ts';
import { CUSTOMER_EMAIL_LIKE } from '../auth/customer-email.ts';

export type AuditEntry = {
  userId: string | null;
  action: string;
  tableName?: string | null;
  recordId?: string | null;
  /** What the changed fields held before the change (docs/product.md#staff-area). */
  oldValues?: unknown;
  newValues?: unknown;
  ipAddress: string | null;
  userAgent: string | null;
};

export type AuditRow = typeof auditLogs.$inferSelect;
/** One entry reduced to what a limit decides on. */
export type AuditMark = { action: string; at: Date; ipAddress: string | null; newValues?: unknown };
export type AuditFilter = {
  action?: string;
  userId?: string;
  search?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

const STAFF_ROLES = ['staff', 'manager', 'admin'];

/** Who made an entry, as the log shows them. */
export type AuditPerson = { id: string; name: string; email: string; phone: string | null };
export type AuditListRow = AuditRow & {
  actorName: string | null;
  actorEmail: string | null;
  actorPhone: string | null;
  /** The record's own name where the log can find one (an item's name, an order's number). */
  recordLabel: string | null;
};

/** Per table the log names records of: its id and the column that names a row. */
const LABELLED = {
  menu_items: { id: menuItems.id, label: menuItems.name },
  menu_categories: { id: menuCategories.id, label: menuCategories.name },
  option_groups: { id: optionGroups.id, label: optionGroups.name },
  discount_codes: { id: discountCodes.id, label: discountCodes.code },
  orders: { id: orders.id, label: orders.orderNumber },
  users: { id: users.id, label: users.name },
} as const;

/** Whether any top-level value of an entry's recorded values (a jsonb object) matches `like`. */
const valueMatches = (values: typeof auditLogs.oldValues | typeof auditLogs.newValues, like: string) =>
  sql`exists (select 1 from jsonb_each_text(case when jsonb_typeof(${values}) = 'object' then ${values} else '{}'::jsonb end) as recorded where recorded.value ilike ${like})`;

/** An entry as the rules that read recent actions see it (AuditMark). */
const markColumns = {
  action: auditLogs.action,
  at: auditLogs.createdAt,
  ipAddress: auditLogs.ipAddress,
  newValues: auditLogs.newValues,
};

export function createAuditRepo(db: Db) {
  /** The names of the records `entries` point at, keyed by `table|id`, read table by table. */
  async function recordLabels(entries: AuditRow[]): Promise<Map<string, string>> {
    const wanted = new Map<keyof typeof LABELLED, Set<string>>();
    for (const { tableName, recordId } of entries) {
      if (!recordId || !tableName || !(tableName in LABELLED)) continue;
      const table = tableName as keyof typeof LABELLED;
      if (!wanted.has(table)) wanted.set(table, new Set());
      wanted.get(table)?.add(recordId);
    }
    const labels = new Map<string, string>();
    await Promise.all(
      [...wanted].map(async ([table, ids]) => {
        const { id, label } = LABELLED[table];
        // Ids are matched as text: a record id that is not a uuid (a sign-in's e-mail) finds nothing.
        const found = await db
          .select({ id: sql<string>`${id}::text`, label })
          .from(id.table)
          .where(inArray(sql`${id}::text`, [...ids]));
        for (const row of found) labels.set(`${table}|${row.id}`, row.label);
      }),
    );
    return labels;
  }

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
        .select(markColumns)
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
          oldValues: entry.oldValues ?? null,
          newValues: entry.newValues ?? null,
          ipAddress: entry.ipAddress,
          userAgent: entry.userAgent,
        })
        .returning({ id: auditLogs.id });
      return row?.id;
    });
  }

  /**
   * The search over entries (docs/product.md#staff-area): the action, table and record id as
   * before, the names recorded in the entry's values (an item's name at its creation, still
   * there once it is deleted), the record's name now (an item's, category's or account's name,
   * an order's number, a discount code) and the name of who made the entry.
   */
  function searchMatch(search: string): SQL | undefined {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const namedNow = Object.entries(LABELLED).map(([table, { id, label }]) =>
      and(
        eq(auditLogs.tableName, table),
        inArray(
          auditLogs.recordId,
          db
            .select({ id: sql<string>`${id}::text` })
            .from(id.table)
            .where(ilike(label, like)),
        ),
      ),
    );
    return or(
      ilike(auditLogs.action, like),
      ilike(auditLogs.recordId, like),
      ilike(auditLogs.tableName, like),
      valueMatches(auditLogs.newValues, like),
      valueMatches(auditLogs.oldValues, like),
      ...namedNow,
      inArray(auditLogs.userId, db.select({ id: users.id }).from(users).where(ilike(users.name, like))),
    );
  }

  return {
    recordIfMarks,
    async insert(entry: AuditEntry): Promise<void> {
      await db.insert(auditLogs).values({
        userId: entry.userId,
        action: entry.action,
        tableName: entry.tableName ?? null,
        recordId: entry.recordId ?? null,
        oldValues: entry.oldValues ?? null,
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
        .select({ ...markColumns, recordId: auditLogs.recordId })
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

    /** A page of entries, newest first, each with who made it and a readable name for its record. */
    async list(filter: AuditFilter): Promise<{ rows: AuditListRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
      if (filter.userId) conditions.push(eq(auditLogs.userId, filter.userId));
      if (filter.from) conditions.push(gte(auditLogs.createdAt, filter.from));
      if (filter.to) conditions.push(lte(auditLogs.createdAt, filter.to));
      if (filter.search) {
        const match = searchMatch(filter.search);
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select({
            entry: auditLogs,
            actorName: users.name,
            actorEmail: users.email,
            actorPhone: users.phoneNumber,
          })
          .from(auditLogs)
          .leftJoin(users, eq(users.id, auditLogs.userId))
          .where(where)
          .orderBy(desc(auditLogs.createdAt))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(auditLogs).where(where),
      ]);
      const labels = await recordLabels(rows.map((r) => r.entry));
      return {
        rows: rows.map(({ entry, ...actor }) => ({
          ...entry,
          ...actor,
          recordLabel: labels.get(`${entry.tableName}|${entry.recordId}`) ?? null,
        })),
        total: n,
      };
    },

    /** The staff who have an entry in the log, and every action in it: the page's two filters. */
    async choices(): Promise<{ people: AuditPerson[]; actions: string[] }> {
      const [people, actions] = await Promise.all([
        db
          .select({ id: users.id, name: users.name, email: users.email, phone: users.phoneNumber })
          .from(users)
          // Staff only: a shop's customers would make the list endless (their entries are still
          // found by user id).
          .where(
            and(
              inArray(users.role, STAFF_ROLES),
              notIlike(users.email, CUSTOMER_EMAIL_LIKE),
              exists(db.select({ one: sql`1` }).from(auditLogs).where(eq(auditLogs.userId, users.id))),
            ),
          )
          .orderBy(asc(users.name), asc(users.email)),
        db.selectDistinct({ action: auditLogs.action }).from(auditLogs).orderBy(asc(auditLogs.action)),
      ]);
      return { people, actions: actions.map((a) => a.action) };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
