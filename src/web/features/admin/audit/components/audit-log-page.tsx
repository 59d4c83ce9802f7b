import { useState } from 'react';
import { Pager } from '#web/components/ui/pager.tsx';
import { useAuditLog } from '../api/audit-log.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

export function AuditLogPage() {
  const [filter, setFilter] = useState({ search: '', page: 1 });
  const log = useAuditLog(filter);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">Audit Log</h1>
      <input
        type="search"
        aria-label="Filter the audit log"
        placeholder="Filter by action, table or record (e.g. sign_in, users)"
        value={filter.search}
        onChange={(e) => setFilter({ search: e.target.value, page: 1 })}
        className="h-10 w-full rounded-lg border border-stone-300 px-3"
      />
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              <th className="px-4 py-3">When</th>
              <th className="px-4 py-3">Action</th>
              <th className="px-4 py-3">Record</th>
              <th className="px-4 py-3">Details</th>
              <th className="px-4 py-3">IP address</th>
            </tr>
          </thead>
          <tbody>
            {log.data?.entries.map((entry) => (
              <tr key={entry.id} className="border-b border-stone-100 align-top">
                <td className="whitespace-nowrap px-4 py-3">{dateTime.format(new Date(entry.createdAt))}</td>
                <td className="px-4 py-3 font-mono text-xs">{entry.action}</td>
                <td className="px-4 py-3">{[entry.tableName, entry.recordId].filter(Boolean).join(' / ')}</td>
                <td className="max-w-xs break-words px-4 py-3 font-mono text-xs">
                  {entry.newValues ? JSON.stringify(entry.newValues) : ''}
                </td>
                <td className="px-4 py-3">{entry.ipAddress}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {log.data?.entries.length === 0 && <p className="p-6 text-center text-stone-600">No entries</p>}
      </div>
      <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ ...filter, page })} />
    </div>
  );
}
