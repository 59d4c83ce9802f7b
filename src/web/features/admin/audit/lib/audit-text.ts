// How the audit log page words an entry: readable field names, rupees for money, the browser and
// system instead of a whole user-agent string, times on the shop's clock.

/** Wire fields already in rupees (the admin forms' own names). */
const RUPEE_FIELDS = new Set(['price', 'original_price', 'minOrder', 'min_order', 'amount']);

/** 'in_stock' and 'bannerTitle' -> 'in stock', 'banner title'. */
export function fieldLabel(key: string): string {
  return key
    .replace(/_paise$|Paise$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

const rupees = (n: number) => `₹${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** One stored value as the page shows it; money in rupees (the database keeps paise). */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'number') {
    if (/_paise$|Paise$/.test(key)) return rupees(value / 100);
    if (RUPEE_FIELDS.has(key)) return rupees(value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (isNamedList(value)) return value.map(namedText).join(', ');
  if (isOptionsDiff(value)) return optionsDiffText(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 119)}…` : json;
}

export type ChangeLine = { field: string; from?: string; to: string };

/** An entry's values as lines: 'price: ₹30 -> ₹25' where an old value is known, 'name: Tea' where not. */
export function changeLines(oldValues: unknown, newValues: unknown): ChangeLine[] {
  const was = isRecord(oldValues) ? oldValues : {};
  const now = isRecord(newValues) ? newValues : {};
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return keys.map((key) => ({
    field: fieldLabel(key),
    ...(key in was ? { from: valueText(key, was[key]) } : {}),
    to: key in now ? valueText(key, now[key]) : '(none)',
  }));
}

type Named = { name: string; price_delta?: unknown; is_default?: unknown; is_available?: unknown };

/** A list of named things (a group's options): shown by name, not as JSON. */
function isNamedList(value: unknown): value is Named[] {
  return (
    Array.isArray(value) && value.length > 0 && value.every((v) => isRecord(v) && typeof v.name === 'string')
  );
}

/** 'Large +₹15', 'Regular (default)', 'Kulhad (off)'. */
function namedText(option: Named): string {
  const delta = typeof option.price_delta === 'number' && option.price_delta !== 0 ? option.price_delta : 0;
  return [
    option.name,
    delta ? ` ${delta > 0 ? '+' : '−'}${rupees(Math.abs(delta))}` : '',
    option.is_default === true ? ' (default)' : '',
    option.is_available === false ? ' (off)' : '',
  ].join('');
}

/** An option group edit's record of which options it added, changed and removed, by id. */
type OptionsDiff = { created: unknown[]; updated: unknown[]; deleted: unknown[] };

function isOptionsDiff(value: unknown): value is OptionsDiff {
  return (
    isRecord(value) &&
    Object.keys(value).length === 3 &&
    ['created', 'updated', 'deleted'].every((key) => Array.isArray(value[key]))
  );
}

/** '1 added, 2 kept or edited, 1 removed': the ids mean nothing on the page (the options line names them). */
function optionsDiffText(diff: OptionsDiff): string {
  const parts = [
    diff.created.length ? `${diff.created.length} added` : '',
    diff.updated.length ? `${diff.updated.length} kept or edited` : '',
    diff.deleted.length ? `${diff.deleted.length} removed` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '(none)';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'Chrome on Android' from a user-agent string; empty when there is none. */
export function userAgentShort(userAgent: string | null): string {
  if (!userAgent) return '';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ??
    (userAgent.split(/[\s/]/)[0] || 'Unknown');
  const system = [
    [/Android/, 'Android'],
    [/iPhone|iPad/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : String(browser);
}

/** '26 Nov 2026, 8:15 pm' on the shop's clock. */
export function shopTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}
