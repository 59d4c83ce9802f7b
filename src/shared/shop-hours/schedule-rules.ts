// The rules a weekly schedule must keep beyond the format of each time: shifts have a length,
// run forward, and never overlap, on their day or (past midnight) on the next.
import {
  isClosingTime,
  isOpeningTime,
  MINUTES_PER_DAY,
  minutesOfDay,
  type Shift,
  shiftLabel,
  shiftSpan,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from './clock-time.ts';
import { HOURS_MESSAGES, LATEST_CLOSE_AFTER_MIDNIGHT, MAX_SHIFTS_PER_DAY } from './hours-messages.ts';

export type WeeklySchedule = Record<Weekday, Shift[]>;
export type ScheduleProblem = { path: (string | number)[]; message: string };

const LATEST_CLOSE = minutesOfDay(LATEST_CLOSE_AFTER_MIDNIGHT);

type ShapeFault = 'sameTimes' | 'reversed';

/** Malformed times are the format check's to report; this looks at well-formed ones only. */
function shapeFault(shift: Shift): ShapeFault | null {
  const opens = minutesOfDay(shift.opens);
  const closes = minutesOfDay(shift.closes);
  if (opens === closes) return 'sameTimes';
  if (closes < opens && closes > LATEST_CLOSE) return 'reversed';
  return null;
}

function isWellFormed(shift: Shift): boolean {
  return isOpeningTime(shift.opens) && isClosingTime(shift.closes);
}

type PlacedShift = { shift: Shift; index: number; start: number; end: number };

/** A day's shifts that can be placed on the clock (well-formed, a sane shape), earliest first. */
function placedShifts(shifts: Shift[]): PlacedShift[] {
  return shifts
    .map((shift, index) => ({ shift, index, ...shiftSpan(shift) }))
    .filter(({ shift }) => isWellFormed(shift) && shapeFault(shift) === null)
    .sort((a, b) => a.start - b.start);
}

/**
 * Every problem of the schedule, each at the path of the shift it names. A shift with a problem of
 * its own is left out of the overlap checks, so one typo gives one message.
 */
export function scheduleProblems(schedule: WeeklySchedule): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  WEEKDAYS.forEach((day, dayIndex) => {
    const shifts = schedule[day];
    const label = WEEKDAY_LABELS[day];
    if (shifts.length > MAX_SHIFTS_PER_DAY) {
      problems.push({ path: [day], message: HOURS_MESSAGES.tooManyShifts(label) });
      return;
    }
    shifts.forEach((shift, index) => {
      const fault = isWellFormed(shift) ? shapeFault(shift) : null;
      if (fault)
        problems.push({ path: [day, index], message: HOURS_MESSAGES[fault](label, shiftLabel(shift)) });
    });
    const placed = placedShifts(shifts);
    // The shift reaching furthest so far: a long shift can overlap one that is not its neighbour.
    let furthest: PlacedShift | undefined;
    for (const current of placed) {
      if (furthest && current.start < furthest.end) {
        problems.push({
          path: [day, current.index],
          message: HOURS_MESSAGES.overlap(label, shiftLabel(furthest.shift), shiftLabel(current.shift)),
        });
      }
      if (!furthest || current.end > furthest.end) furthest = current;
    }
    const nextDay = WEEKDAYS[(dayIndex + 1) % WEEKDAYS.length]!;
    const firstNext = placedShifts(schedule[nextDay])[0];
    if (furthest && firstNext && firstNext.start + MINUTES_PER_DAY < furthest.end) {
      problems.push({
        path: [day, furthest.index],
        message: HOURS_MESSAGES.overlapNextDay(
          label,
          shiftLabel(furthest.shift),
          WEEKDAY_LABELS[nextDay],
          shiftLabel(firstNext.shift),
        ),
      });
    }
  });
  return problems;
}
