// The shop's time zone is an IANA name ('Asia/Kolkata'), checked against the zones this runtime
// knows. Offsets such as '+05:30' are refused: they ignore daylight saving where it applies.

export function isKnownTimeZone(value: string): boolean {
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
