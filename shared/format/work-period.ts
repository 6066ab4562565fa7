import { calendarParts, DEFAULT_TIME_ZONE, type DateInput } from './calendar';

/** One entry of a profile's work experience; `to` is null while the job goes on. */
export interface WorkPeriod {
  from: DateInput;
  to: DateInput | null;
}

/** Months since year 0 of the calendar month a date falls in (in the given time zone). */
function monthIndex(input: DateInput, timeZone: string): number {
  const { year, month } = calendarParts(input, timeZone);
  return year * 12 + (month - 1);
}

/** A period as an inclusive range of month indexes, or null when it ends before it starts. */
function monthRange(period: WorkPeriod, now: DateInput, timeZone: string): [number, number] | null {
  const first = monthIndex(period.from, timeZone);
  const last = monthIndex(period.to ?? now, timeZone);
  return last < first ? null : [first, last];
}

/**
 * Months of a work period, counting both the first and the last calendar month
 * (January to March is 3; a job started and ended in the same month is 1).
 * `to` null means "until now"; a period that ends before it starts counts 0.
 * `now` is a parameter so that the server and the browser count the same.
 */
export function monthsBetween(from: DateInput, to: DateInput | null, now: DateInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  const range = monthRange({ from, to }, now, timeZone);
  return range ? range[1] - range[0] + 1 : 0;
}

/**
 * The total of several work periods, each calendar month counted once: two jobs held at the
 * same time do not double the experience.
 */
export function totalExperienceMonths(periods: readonly WorkPeriod[], now: DateInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  const ranges = periods
    .map((period) => monthRange(period, now, timeZone))
    .filter((range): range is [number, number] => range !== null)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredUntil = -Infinity; // last month index already counted
  for (const [first, last] of ranges) {
    if (last <= coveredUntil) continue;
    total += last - Math.max(first, coveredUntil + 1) + 1;
    coveredUntil = last;
  }
  return total;
}
