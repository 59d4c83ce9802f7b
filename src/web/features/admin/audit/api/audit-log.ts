import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type AuditFilter = { search: string; userId: string; action: string; page: number };

export const getAuditLog = (filter: AuditFilter, signal?: AbortSignal) =>
  api('GET /api/admin/audit-logs', {
    query: {
      page: filter.page,
      search: filter.search.trim() || undefined,
      userId: filter.userId || undefined,
      action: filter.action || undefined,
    },
    signal,
  });

export const auditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
