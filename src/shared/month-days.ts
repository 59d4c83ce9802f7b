// A calendar month's days, 'YYYY-MM' to its first and last day: the month end's period on the
// server and the page's default Tally range. Zod-free.

/** '2026-11' spans 2026-11-01 to 2026-11-30, both included. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
