// The pay page's countdown to the order's deadline (docs/product.md#online-payments: 15 minutes to
// pay). The visible clock moves every second; what a screen reader is told changes only at a few
// moments, so it is not read out sixty times a minute.

/** Whole seconds left until payBy (0 once past); null without a deadline. */
export function secondsLeft(payBy: string | null, now: number): number | null {
  if (!payBy) return null;
  const end = Date.parse(payBy);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** 'Pay within 14:32'; minutes may pass 59 ('Pay within 75:00') rather than grow an hour. */
export function countdownText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `Pay within ${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What the live region says: nothing while there is time, then the two warnings and the end. It
 * changes three times at most, so each change is announced once.
 */
export function deadlineNotice(seconds: number): string {
  if (seconds <= 0) return 'The time to pay has run out';
  if (seconds <= 60) return 'Less than a minute left to pay';
  if (seconds <= 300) return 'Less than 5 minutes left to pay';
  return '';
}
