// The shop's time zone is an IANA name ('Asia/Kolkata') from the list every current runtime
// publishes (Intl.supportedValuesOf), stored in that list's spelling. Names a runtime merely
// tolerates ('asia/kolkata', 'EST5EDT', 'SystemV/AST4') are refused or respelled: the storefront
// evaluates the hours in each customer's browser, whose zone data may not know them. Offsets such
// as '+05:30' are refused: they ignore daylight saving where it applies.
import { SHOP_TIME_ZONE } from '#shared/constants.ts';

// Node 20 and some browsers list Kolkata by its old name (Asia/Calcutta) and UTC not at all, yet
// accept both: the shop's own zone and UTC are always offered under their current names.
const ALWAYS = [SHOP_TIME_ZONE, 'UTC'];

let byLowerCase: Map<string, string> | undefined;

function zoneNames(): Map<string, string> {
  if (!byLowerCase) {
    const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    byLowerCase = new Map([...listed, ...ALWAYS].map((name) => [name.toLowerCase(), name]));
  }
  return byLowerCase;
}

/** The listed spelling of a zone name, or null when it is not a listed IANA zone. */
export function canonicalTimeZone(value: string): string | null {
  return zoneNames().get(value.trim().toLowerCase()) ?? null;
}

export function isKnownTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== null;
}
