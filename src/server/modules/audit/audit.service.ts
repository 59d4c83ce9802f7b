// Every admin change and every security event goes through here, into audit_logs
// (docs/product.md#staff-area).

import type { RequestContext } from '#server/http/request-context.ts';
import type { AuditEntry, AuditFilter, AuditMark, AuditRepo } from './audit.repo.ts';

// Named here too until the refunds files, changed elsewhere at the moment, import it from http/.

export function createAuditService(repo: AuditRepo) {
  return {
    record(context: RequestContext, entry: Omit<AuditEntry, 'userId' | 'ipAddress' | 'userAgent'>) {
      return repo.insert({ ...entry, ...context, userAgent: context.userAgent?.slice(0, 500) ?? null });
    },
    /** Records the entry only if `allow` agrees with the recent times of the same action (see the repo). */
    recordIf(
      context: RequestContext,
      entry: Omit<AuditEntry, 'userId' | 'ipAddress' | 'userAgent'> & { recordId: string },
      since: Date,
      allow: (times: Date[]) => boolean,
    ) {
      return repo.recordIf(
        { ...entry, ...context, userAgent: context.userAgent?.slice(0, 500) ?? null },
        since,
        allow,
      );
    },
    /** recordIf deciding on the entries of several actions, with their addresses. */
    recordIfMarks(
      context: RequestContext,
      entry: Omit<AuditEntry, 'userId' | 'ipAddress' | 'userAgent'> & { recordId: string },
      since: Date,
      actions: string[],
      allow: (marks: AuditMark[]) => boolean,
    ) {
      return repo.recordIfMarks(
        { ...entry, ...context, userAgent: context.userAgent?.slice(0, 500) ?? null },
        since,
        actions,
        allow,
      );
    },
    remove: repo.remove,
    marks: repo.marks,
    list: (filter: AuditFilter) => repo.list(filter),
    choices: () => repo.choices(),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
