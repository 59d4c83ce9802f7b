// Medians and 90th percentiles for the promise report (nearest rank: a value that happened, never
// one between two orders).

/** The p-th percentile (0 < p <= 100) of the values by nearest rank, or null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}
