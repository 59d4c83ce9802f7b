// Throughput and latency percentiles from a list of request times, the same way for every side.

/** Nearest-rank percentile (p in 0..100) of already sorted numbers. */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** latencies in ms, elapsed in seconds: completed per second, p50 and p99 in ms. */
export function latencyFigures(latencies, elapsed) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    seconds: elapsed,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}
