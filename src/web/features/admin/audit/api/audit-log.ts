import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

type AuditFilter = { search: string; page: number };

export const getAuditLog = (filter: AuditFilter, signal?: AbortSignal) =>
  api('GET /api/admin/audit-logs', {
    query: { page: filter.page, search: filter.search.trim() || undefined },
    signal,
  });

export const auditLogQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter) => useQuery(auditLogQueryOptions(filter));
