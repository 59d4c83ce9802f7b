// The opening-hours form's values and its schema
// (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep): a row of shifts per weekday,
// holidays as date and note, and the time zone, in the API's shape and field names so a message
// of the shared schema or of the server lands on the shift or holiday it names.
import type { z } from 'zod';
import { hoursInputSchema, type PublicSettings } from '#shared/api/settings.ts';
import { type Shift, WEEKDAYS } from '#shared/shop-hours/clock-time.ts';
import { pastHolidayProblems, upcomingHolidays } from '#shared/shop-hours/holiday-rules.ts';
import type { WeeklySchedule } from '#shared/shop-hours/schedule-rules.ts';
import { isKnownTimeZone } from '#shared/shop-hours/time-zone.ts';
import { formSchema } from '#web/components/form/form-schema.ts';
import type { useSchemaForm } from '#web/components/form/use-schema-form.ts';

export type HolidayDraft = { date: string; note: string };
export type HoursDraft = { schedule: WeeklySchedule; holidays: HolidayDraft[]; timeZone: string };
export type HoursBody = z.input<typeof hoursInputSchema>;

/** The zones a shop here is likely to keep; another stored zone is offered as well. */
export const TIME_ZONE_CHOICES = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Singapore',
  'Europe/London',
  'America/New_York',
  'UTC',
] as const;

// A time box holds 00:00-23:59, so the end of the day ('24:00', how the shared rules write an
// all-day shift) shows as 00:00 and goes back as 24:00. Lossless: a shift closing at 00:00 already
// ran to midnight (see shiftSpan), and 00:00-00:00 would otherwise be refused as no length at all.
const END_OF_DAY = '24:00';
const MIDNIGHT = '00:00';

const shiftDraft = (shift: Shift): Shift => ({
  opens: shift.opens,
  closes: shift.closes === END_OF_DAY ? MIDNIGHT : shift.closes,
});
const shiftBody = (shift: Shift): Shift => ({
  opens: shift.opens,
  closes: shift.closes === MIDNIGHT ? END_OF_DAY : shift.closes,
});

const mapSchedule = (schedule: WeeklySchedule, each: (shift: Shift) => Shift) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, schedule[day].map(each)])) as WeeklySchedule;

/**
 * The stored hours as the form shows them. Holidays gone by are left out (the server would refuse
 * them), so saving again after a holiday has passed just works.
 */
export function hoursDraft(hours: PublicSettings['hours'], now: Date = new Date()): HoursDraft {
  return {
    schedule: mapSchedule(hours.schedule, shiftDraft),
    holidays: upcomingHolidays(hours.holidays, hours.timeZone, now).map(({ date, note }) => ({
      date,
      note: note ?? '',
    })),
    timeZone: hours.timeZone,
  };
}

export function hoursBody(draft: HoursDraft): HoursBody {
  return {
    schedule: mapSchedule(draft.schedule, shiftBody),
    holidays: draft.holidays.map(({ date, note }) => (note.trim() ? { date, note } : { date })),
    timeZone: draft.timeZone,
  };
}

/**
 * The API's schema plus the check the server makes with its clock: no holiday before today in the
 * shop's zone. Judged at each validation, so a form left open overnight still knows today.
 */
export const hoursCheckSchema = hoursInputSchema.superRefine((hours, ctx) => {
  if (!isKnownTimeZone(hours.timeZone)) return;
  for (const { path, message } of pastHolidayProblems(hours.holidays, hours.timeZone, new Date()))
    ctx.addIssue({ code: 'custom', path: ['holidays', ...path], message });
});

export const hoursFormSchema = formSchema(hoursBody, hoursCheckSchema);

/** The time zones the select offers: the usual ones, and the stored one if it is not among them. */
export function timeZoneChoices(current: string): string[] {
  const choices: string[] = [...TIME_ZONE_CHOICES];
  return choices.includes(current) ? choices : [current, ...choices];
}

/** The form's handle as the form's parts take it (its rows, its fields). */
export type HoursForm = ReturnType<typeof useSchemaForm<HoursDraft, z.output<typeof hoursCheckSchema>>>;
