import type { AuditLogEntry } from '#shared/api/staff.ts';
import { changeLines, userAgentShort } from '../lib/audit-text.ts';

/** An entry without a person: someone not signed in (sign-ins, security events), or the shop's own jobs. */
function nobody(entry: AuditLogEntry): string {
  if (entry.userId) return 'Deleted account';
  return /^(auth|security|customer_auth)\./.test(entry.action) ? 'Not signed in' : 'System';
}

/** Who: the name, then the e-mail (staff) or phone (customers); the system for its own entries. */
export function Who({ entry }: { entry: AuditLogEntry }) {
  if (!entry.actor) return <span className="text-stone-600">{nobody(entry)}</span>;
  return (
    <span className="block">
      <span className="block font-semibold">{entry.actor.name}</span>
      <span className="block break-all text-stone-600">{entry.actor.contact}</span>
    </span>
  );
}

/** The record: its name where the log found one, with the table it lives in. */
export function RecordName({ entry }: { entry: AuditLogEntry }) {
  if (!entry.tableName && !entry.recordId) return null;
  return (
    <span className="block">
      <span className="block font-semibold break-words">{entry.recordLabel ?? entry.recordId}</span>
      {entry.tableName && <span className="block text-xs text-stone-600">{entry.tableName}</span>}
    </span>
  );
}

/** What changed: one line per field, old value to new where the old one was kept. */
export function Changes({ entry }: { entry: AuditLogEntry }) {
  const lines = changeLines(entry.oldValues, entry.newValues);
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.field} className="break-words">
          <span className="text-stone-600">{line.field}: </span>
          {line.from !== undefined && (
            <>
              <span>{line.from}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> to </span>
            </>
          )}
          <span className="font-semibold">{line.to}</span>
        </li>
      ))}
    </ul>
  );
}

/** From where: the address and, shortly, the browser. */
export function FromWhere({ entry }: { entry: AuditLogEntry }) {
  const agent = userAgentShort(entry.userAgent);
  return (
    <span className="block">
      <span className="block break-all">{entry.ipAddress ?? ''}</span>
      {agent && (
        <span className="block text-xs text-stone-600" title={entry.userAgent ?? undefined}>
          {agent}
        </span>
      )}
    </span>
  );
}
