// The cells every CSV export writes (docs/product.md#exports-accountants-can-use), in one place so
// the orders, bills, promise, day close and rider shift exports cannot drift apart.
//
// - Text is quoted with its quotes doubled (RFC 4180). A spreadsheet runs a cell that starts with
//   = + - @ (or a tab or carriage return) as a formula, so such text gets a leading apostrophe, as
//   OWASP's CSV injection advice says (docs/product.md#d13-sanitising-and-escaping). HTML entities
//   are not used: a spreadsheet would show them literally.
// - A phone is written as digits only: the 10-digit national number for India (+91), the full
//   international digits without '+' otherwise. Digits never start a formula, so the cell needs no
//   apostrophe, and a lookup by the number a person types (9890011111) finds it; the apostrophe on
//   '+919890011111 broke exactly that (issue 46).
// - Amounts are plain numbers with two decimals: no ₹, no grouping, a minus sign for money out.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The separator and line end of every export: commas, CRLF (RFC 4180). */
export const csvLine = (cells: readonly string[]): string => `${cells.join(',')}\r\n`;

export function textCell(value: string | null): string {
  const text = value ?? '';
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** Paise as rupees with two decimals, computed on integers so nothing drifts. */
export function rupeesCell(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const INDIA = '91';

/** A phone as the digits people type: '+919890011111' -> '9890011111', '+14155550123' -> '14155550123'. */
export function phoneDigits(phone: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const indian = phone.trim().startsWith(`+${INDIA}`) && digits.length === INDIA.length + 10;
  return indian ? digits.slice(INDIA.length) : digits;
}

/** A whole phone as a cell: digits only, so nothing needs making inert and lookups work. */
export function phoneCell(phone: string | null): string {
  return `"${phoneDigits(phone)}"`;
}

/** docs/product.md#other-figures: a phone keeps only its last 4 digits when masked. */
export function maskedPhone(phone: string | null): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? digits : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
