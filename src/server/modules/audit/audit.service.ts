// Every admin change and every security event goes through here (spec: audit_logs).
import type { AuditEntry, AuditFilter, AuditRepo } from './audit.repo';

export type RequestContext = { userId: string | null; ipAddress: string | null; userAgent: string | null };

export function createAuditService(repo: AuditRepo) {
  return {
    record(context: RequestContext, entry: Omit<AuditEntry, 'userId' | 'ipAddress' | 'userAgent'>) {
      return repo.insert({ ...entry, ...context, userAgent: context.userAgent?.slice(0, 500) ?? null });
    },
    times: repo.times,
    list: (filter: AuditFilter) => repo.list(filter),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
