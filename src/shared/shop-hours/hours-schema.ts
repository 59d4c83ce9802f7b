// The owner's opening-hours settings as the API takes them
// (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep): a weekly schedule of shifts,
// holiday closures, the shop's time zone and busy mode. Every refusal is a sentence from
// hours-messages.ts, and a refused body stores nothing.
import { z } from 'zod';
import { isCalendarDate } from '#shared/analytics-range.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { isClosingTime, isOpeningTime } from './clock-time.ts';
import { duplicateHolidayProblems, pastHolidayProblems } from './holiday-rules.ts';
import { HOURS_MESSAGES, MAX_HOLIDAY_NOTE, MAX_HOLIDAYS } from './hours-messages.ts';
import { scheduleProblems } from './schedule-rules.ts';
import { canonicalTimeZone, isKnownTimeZone } from './time-zone.ts';

type Problem = { path: (string | number)[]; message: string };

function report(ctx: z.RefinementCtx, problems: Problem[]): void {
  for (const { path, message } of problems) ctx.addIssue({ code: 'custom', path, message });
}

export const shiftSchema = z.object({
  opens: z.string().refine(isOpeningTime, HOURS_MESSAGES.timeFormat),
  closes: z.string().refine(isClosingTime, HOURS_MESSAGES.timeFormat),
});

const dayShifts = z.array(shiftSchema);

export const weeklyScheduleSchema = z
  .object({
    sunday: dayShifts,
    monday: dayShifts,
    tuesday: dayShifts,
    wednesday: dayShifts,
    thursday: dayShifts,
    friday: dayShifts,
    saturday: dayShifts,
  })
  .superRefine((schedule, ctx) => report(ctx, scheduleProblems(schedule)));

export const holidaySchema = z.object({
  date: z.string().refine(isCalendarDate, HOURS_MESSAGES.holidayDate),
  note: z.string().trim().max(MAX_HOLIDAY_NOTE, HOURS_MESSAGES.holidayNote).optional(),
});

export const holidaysSchema = z
  .array(holidaySchema)
  .max(MAX_HOLIDAYS, HOURS_MESSAGES.tooManyHolidays)
  .superRefine((holidays, ctx) => report(ctx, duplicateHolidayProblems(holidays)));

/**
 * Stored in the zone list's own spelling ('asia/kolkata' becomes 'Asia/Kolkata'). overwrite, not
 * transform: the schema stays a plain string for the API's JSON Schema.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isKnownTimeZone, HOURS_MESSAGES.timeZone)
  .overwrite((name) => canonicalTimeZone(name) ?? name);

export const BUSY_EXTRA_MINUTES = [5, 10, 15] as const;

/** Busy mode ends by itself at `until`; an expired one is simply inactive, so it is not refused. */
export const busyModeSchema = z
  .object({
    extraMinutes: z.literal(BUSY_EXTRA_MINUTES, HOURS_MESSAGES.busyExtra),
    until: z.iso.datetime({ offset: true, error: HOURS_MESSAGES.busyUntil }),
  })
  .nullable();

/** Stored settings as they are read back: no check that depends on today. */
export const shopHoursSchema = z.object({
  schedule: weeklyScheduleSchema,
  holidays: holidaysSchema.default([]),
  timeZone: timeZoneSchema.default(SHOP_TIME_ZONE),
  busy: busyModeSchema.default(null),
});

/**
 * What an owner sends: the stored shape, and no holiday before today in the shop's zone. The
 * server builds it per request with its clock (tests with a fixed one).
 */
export function shopHoursInputSchema(now: Date) {
  return shopHoursSchema.superRefine((hours, ctx) => {
    // An unknown zone is already reported, and there is no "today" without one.
    if (!isKnownTimeZone(hours.timeZone)) return;
    const problems = pastHolidayProblems(hours.holidays, hours.timeZone, now);
    report(
      ctx,
      problems.map(({ path, message }) => ({ path: ['holidays', ...path], message })),
    );
  });
}

export type BusyMode = NonNullable<z.infer<typeof busyModeSchema>>;
export type ShopHours = z.infer<typeof shopHoursSchema>;
export type ShopHoursInput = z.input<typeof shopHoursSchema>;
