// Stable keys for loading placeholders: they never reorder, so a fixed string per slot is enough
// and keeps React from re-mounting them between renders.
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `placeholder-${i}`);
}
