// Script- or SQL-injection patterns in the sign-in email are answered as invalid credentials
// (docs/product.md#validation-rules) and logged as a security event. Queries are parameterised
// anyway; this is about noticing the attempt. Shared so that the Admin Portal form lets such a
// value through to the server, which logs it, rather than refusing it as a malformed address.
const PATTERNS: RegExp[] = [
  /<\s*\/?\s*script/i,
  /javascript\s*:/i,
  /\bon\w+\s*=/i,
  /<[^>]*>/,
  /(['"]).*\b(or|and)\b.*(=|like)/i,
  /\b(union\s+(all\s+)?select|select\s+.+\s+from|insert\s+into|delete\s+from|drop\s+(table|database)|update\s+\w+\s+set)\b/i,
  /(--|#|\/\*).*$/,
  /;\s*\w/,
  /\bsleep\s*\(|\bbenchmark\s*\(|\bwaitfor\s+delay\b/i,
];

export function looksLikeInjection(value: string): boolean {
  return PATTERNS.some((p) => p.test(value));
}
