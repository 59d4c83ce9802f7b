import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export type AuditEntry = {
  id: string;
  userId: string | null;
  action: string;
  tableName: string | null;
  recordId: string | null;
  newValues: unknown;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
};
type AuditPage = { entries: AuditEntry[]; total: number; pageSize: number };

export const auditLogQuery = (filter: { search: string; page: number }) => {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ signal }) => apiRequest<AuditPage>(`/api/admin/audit-logs?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const useAuditLog = (filter: { search: string; page: number }) => useQuery(auditLogQuery(filter));
