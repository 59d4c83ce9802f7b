// Settings whose text is a small language of its own: proxies to trust, country codes.

export function parseTrustProxy(value: string): boolean | number | string[] | null {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ipish = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
  return list.every((s) => ipish.test(s) || s === 'loopback' || s === 'linklocal' || s === 'uniquelocal')
    ? list
    : null;
}

/** '+91, 977' -> ['+91', '+977'], or null when an entry is not a country code. */
export function parseCountryCodes(value: string): string[] | null {
  const codes = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith('+') ? s : `+${s}`));
  return codes.length > 0 && codes.every((c) => /^\+[1-9]\d{0,2}$/.test(c)) ? [...new Set(codes)] : null;
}
