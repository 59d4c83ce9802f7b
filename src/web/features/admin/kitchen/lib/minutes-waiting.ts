// Minutes an order has waited since the shop accepted it, on the server's clock: a kitchen tablet's
// own clock is often minutes off, and a display that says 0 for an order waiting 10 minutes is worse
// than none. `offsetMs` is the server's clock minus the tablet's, measured when the screen was read.

export function minutesWaiting(acceptedAt: string, tabletNowMs: number, offsetMs: number): number {
  return Math.max(0, Math.floor((tabletNowMs + offsetMs - Date.parse(acceptedAt)) / 60_000));
}

/** How urgent a wait looks: calm, getting long (half the promise), or past the promise. */
export function waitLevel(minutes: number, promisedMinutes: number): 'calm' | 'long' | 'late' {
  if (minutes >= promisedMinutes) return 'late';
  return minutes * 2 >= promisedMinutes ? 'long' : 'calm';
}
