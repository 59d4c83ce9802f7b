// Indian tax and food-licence identifiers as printed on a bill (docs/product.md#bills-and-kitchen-tickets).

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: a weighted sum of the first fourteen in base 36 (weights 1, 2, 1, 2...;
 * each product's base-36 digits added), as the GST network computes it. A mistyped character
 * almost always changes it.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Upper case without spaces: how a GSTIN is stored and printed. */
export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Whether `gstin` (normalized) has the GSTIN shape, a state code in use, and the right check character. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_SHAPE.test(gstin)) return false;
  const state = Number(gstin.slice(0, 2));
  // 01-38 are the states and union territories; 97 other territory, 99 the centre's jurisdiction.
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** An FSSAI licence or registration number: 14 digits (spaces as typed are dropped). */
export function normalizeFssai(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidFssai(fssai: string): boolean {
  return /^[0-9]{14}$/.test(fssai);
}
