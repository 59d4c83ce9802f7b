import { useState } from 'react';
import { Pager } from '#web/components/ui/pager.tsx';
import { type AuditFilter, useAuditLog } from '../api/audit-log.ts';
import { shopTime } from '../lib/audit-text.ts';
import { Changes, FromWhere, RecordName, Who } from './audit-entry-parts.tsx';

const FIELD = 'h-10 min-w-0 rounded-lg border border-stone-300 bg-white px-3';

/** The wide table's columns, in order. */
const COLUMNS = ['When', 'Who', 'Action', 'Record', 'Change', 'From'];

export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditFilter>({ search: '', userId: '', action: '', page: 1 });
  const log = useAuditLog(filter);
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const when = (iso: string) => shopTime(iso, data?.timeZone ?? 'Asia/Kolkata');
  const refilter = (change: Partial<AuditFilter>) => setFilter({ ...filter, ...change, page: 1 });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">Audit Log</h1>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <select
          aria-label="Filter by person"
          value={filter.userId}
          onChange={(e) => refilter({ userId: e.target.value })}
          className={`${FIELD} sm:w-80`}
        >
          <option value="">Everyone</option>
          {data?.people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.contact ? `${p.name} (${p.contact})` : p.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter by action"
          value={filter.action}
          onChange={(e) => refilter({ action: e.target.value })}
          className={`${FIELD} sm:w-64`}
        >
          <option value="">All actions</option>
          {data?.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label="Search the audit log"
          placeholder="Search action, record, name or order number"
          value={filter.search}
          onChange={(e) => refilter({ search: e.target.value })}
          className={`${FIELD} sm:flex-1`}
        />
      </div>
      {data && (
        <p className="text-sm text-stone-600">
          Times in the shop's time zone ({data.timeZone}). {data.total}{' '}
          {data.total === 1 ? 'entry' : 'entries'}.
        </p>
      )}

      {/* Wide screens: one table whose six columns wrap their text instead of widening the page. */}
      <div className="hidden rounded-2xl bg-white shadow-sm lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Audit log entries, newest first</caption>
          <colgroup>
            <col className="w-[13%]" />
            <col className="w-[19%]" />
            <col className="w-[14%]" />
            <col className="w-[16%]" />
            <col className="w-[24%]" />
            <col className="w-[14%]" />
          </colgroup>
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-row" className="border-b border-stone-100 align-top">
                <td className="px-3 py-3">{when(entry.createdAt)}</td>
                <td className="px-3 py-3">
                  <Who entry={entry} />
                </td>
                <td className="break-words px-3 py-3 font-mono text-xs">{entry.action}</td>
                <td className="px-3 py-3">
                  <RecordName entry={entry} />
                </td>
                <td className="px-3 py-3">
                  <Changes entry={entry} />
                </td>
                <td className="px-3 py-3">
                  <FromWhere entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones and tablets: one card per entry, the same facts stacked. */}
      <ul aria-label="Audit log entries, newest first" className="space-y-3 lg:hidden">
        {data?.entries.map((entry) => (
          <li key={entry.id} data-testid="audit-card" className="rounded-2xl bg-white p-4 text-sm shadow-sm">
            <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-2">
              <dt className="text-stone-600">When</dt>
              <dd>{when(entry.createdAt)}</dd>
              <dt className="text-stone-600">Who</dt>
              <dd className="min-w-0">
                <Who entry={entry} />
              </dd>
              <dt className="text-stone-600">Action</dt>
              <dd className="min-w-0 break-words font-mono text-xs">{entry.action}</dd>
              <dt className="text-stone-600">Record</dt>
              <dd className="min-w-0">
                <RecordName entry={entry} />
              </dd>
              <dt className="text-stone-600">Change</dt>
              <dd className="min-w-0">
                <Changes entry={entry} />
              </dd>
              <dt className="text-stone-600">From</dt>
              <dd className="min-w-0">
                <FromWhere entry={entry} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      {data?.entries.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-600">No entries</p>
      )}
      <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ ...filter, page })} />
    </div>
  );
}
