/** The site's time zone: Uzbekistan, UTC+5 all year. Never the runtime's own zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Tashkent';

/** A moment or a calendar date: a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | number | string;

/** A wall-clock reading in one time zone. month is 1–12, weekday 0 (Sunday) – 6. */
export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

/**
 * A reading with no zone: "2024-03", "2024-03-05" or "2024-03-05T14:30(:00(.000))".
 * JavaScript would read the last in the runtime's own zone, which differs between a server
 * and a browser; here it is a wall-clock reading, taken as written.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?)?$/;

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Numeric parts only, in 'en-US' (present in every runtime), so no locale data is involved. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23', // some engines print midnight as "24" with hour12: false
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function wallClockParts(text: string): CalendarParts | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [, year, month, day = 1, hour = 0, minute = 0, second = 0] = match.map((group) => (group === undefined ? undefined : Number(group)));
  if (year === undefined || month === undefined) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  const validDate = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  if (!validDate || hour > 23 || minute > 59 || second > 59) throw new RangeError(`Invalid date: ${text}`);
  return { year, month, day, hour, minute, weekday: weekdayOf(year, month, day) };
}

/** A Date from a moment; throws a RangeError for an invalid one (as Intl does). */
function toDate(input: Date | number | string): Date {
  const date = new Date(input instanceof Date ? input.getTime() : input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

/**
 * The wall-clock parts of a date in a time zone. A string without a zone ("2024-03-05",
 * "2024-03", "2024-03-05T14:30") is already a wall-clock reading and is taken as written:
 * moving a calendar date through a time zone could shift its day.
 */
export function calendarParts(input: DateInput, timeZone: string = DEFAULT_TIME_ZONE): CalendarParts {
  if (typeof input === 'string') {
    const wallClock = wallClockParts(input.trim());
    if (wallClock) return wallClock;
  }
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zoneFormat(timeZone).formatToParts(toDate(input))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN } = values;
  return { year, month, day, hour, minute, weekday: weekdayOf(year, month, day) };
}

/** Today in Tashkent, 'YYYY-MM-DD' (UTC+5 all year: Uzbekistan keeps no summer time). */
export function tashkentToday(now = new Date()): string {
  return new Date(now.getTime() + 5 * 3600_000).toISOString().slice(0, 10);
}
