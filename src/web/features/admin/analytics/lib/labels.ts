// Labels for days and hours, written by hand: the same text in the charts and the tables
// whatever the browser's locale.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' -> '5 Nov'. */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1] ?? ''}`;
}

/** '2026-11-05' -> '5 Nov 2026'. */
export function longDate(date: string): string {
  return `${shortDate(date)} ${date.slice(0, 4)}`;
}

/** 0 -> '00:00', 17 -> '17:00'. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** 17 -> '17:00-18:00'. */
export function hourSpan(hour: number): string {
  return `${hourLabel(hour)}-${hourLabel((hour + 1) % 24)}`;
}
