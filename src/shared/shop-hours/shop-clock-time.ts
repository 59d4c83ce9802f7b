// A time on the shop's wall clock, 'h:mm AM' ('9:40 PM'), whatever zone the staff device is in.
// From Intl's parts rather than its whole string, whose space before AM/PM differs between runtimes.
export function shopClockTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** The day on the shop's wall clock, '24 Nov', for an order that may be from another day. */
export function shopClockDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short' }).formatToParts(
    instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}`;
}
