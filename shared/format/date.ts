import type { Locale } from '../locales';
import { calendarParts, DEFAULT_TIME_ZONE, type CalendarParts, type DateInput } from './calendar';
import { formatLanguage } from './language';

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

export interface DateFormatOptions {
  /** short "06.03.2024", medium "Mar 6, 2024", long "6 March 2024" (a paper's), full with the weekday. Default medium. */
  style?: DateStyle;
  /** Appends the time: "01:30" in uz and ru, "1:30 AM" in en. */
  time?: boolean;
  /** Default Asia/Tashkent. */
  timeZone?: string;
}

/**
 * Month and weekday names are our own rather than Intl's: some runtimes lack Uzbek data
 * (they print months as "M03"), and any difference between the server's and the
 * browser's ICU would break hydration. The tables follow CLDR, so they read as Intl would.
 */
const UZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];
const UZ_WEEKDAYS = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'];
/** Russian months in the genitive, as a date says them ("6 марта"). */
const RU_MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
/** Russian months in the nominative, as a month alone says them ("февраль 2018"). */
const RU_MONTHS_NOMINATIVE = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const RU_MONTHS_SHORT = ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];
const RU_WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function nameAt(names: readonly string[], index: number): string {
  return names[index] ?? '';
}

function formatUzDate(p: CalendarParts, style: DateStyle): string {
  const month = nameAt(UZ_MONTHS, p.month - 1);
  switch (style) {
    case 'short':
      return `${pad2(p.day)}.${pad2(p.month)}.${p.year}`;
    case 'medium':
      return `${p.day}-${month}, ${p.year}`;
    case 'long': // the official Uzbek form: "2024-yil 6-mart"
      return `${p.year}-yil ${p.day}-${month}`;
    case 'full':
      return `${p.year}-yil ${p.day}-${month}, ${nameAt(UZ_WEEKDAYS, p.weekday)}`;
  }
}

function formatRuDate(p: CalendarParts, style: DateStyle): string {
  switch (style) {
    case 'short':
      return `${pad2(p.day)}.${pad2(p.month)}.${p.year}`;
    case 'medium':
      return `${p.day} ${nameAt(RU_MONTHS_SHORT, p.month - 1)} ${p.year} г.`;
    case 'long':
      return `${p.day} ${nameAt(RU_MONTHS, p.month - 1)} ${p.year} г.`;
    case 'full':
      return `${nameAt(RU_WEEKDAYS, p.weekday)}, ${p.day} ${nameAt(RU_MONTHS, p.month - 1)} ${p.year} г.`;
  }
}

function formatEnDate(p: CalendarParts, style: DateStyle): string {
  const month = nameAt(EN_MONTHS, p.month - 1);
  switch (style) {
    case 'short':
      return `${pad2(p.month)}/${pad2(p.day)}/${p.year}`;
    case 'medium':
      return `${month.slice(0, 3)} ${p.day}, ${p.year}`;
    // Day first, as Uzbek practice reads an English paper ("27 November 2026", the lawyer's review P22).
    case 'long':
      return `${p.day} ${month} ${p.year}`;
    case 'full':
      return `${nameAt(EN_WEEKDAYS, p.weekday)}, ${p.day} ${month} ${p.year}`;
  }
}

const DATE_FORMATTERS: Readonly<Record<Locale, (parts: CalendarParts, style: DateStyle) => string>> = {
  uz: formatUzDate,
  ru: formatRuDate,
  en: formatEnDate,
};

function timeOfDay(p: CalendarParts, language: Locale): string {
  if (language !== 'en') return `${pad2(p.hour)}:${pad2(p.minute)}`;
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour12}:${pad2(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A date in the page's locale and in Asia/Tashkent unless told otherwise; the same text on
 * every runtime. Throws a RangeError for an invalid date, as Intl does.
 */
export function formatDate(input: DateInput, locale: string, options: DateFormatOptions = {}): string {
  const style = options.style ?? 'medium';
  const language = formatLanguage(locale);
  const parts = calendarParts(input, options.timeZone ?? DEFAULT_TIME_ZONE);
  const date = DATE_FORMATTERS[language](parts, style);
  return options.time ? `${date}, ${timeOfDay(parts, language)}` : date;
}

/**
 * The time of day alone, as formatDate appends it: "14:05" in uz and ru, "2:05 PM" in en; in
 * Asia/Tashkent unless told otherwise. For "Saved at 14:05" beside a date written with formatDate.
 */
export function formatTime(input: DateInput, locale: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return timeOfDay(calendarParts(input, timeZone), formatLanguage(locale));
}

const MONTH_YEAR_FORMATTERS: Readonly<Record<Locale, (parts: CalendarParts) => string>> = {
  uz: (p) => `${p.year}-yil ${nameAt(UZ_MONTHS, p.month - 1)}`,
  ru: (p) => `${nameAt(RU_MONTHS_NOMINATIVE, p.month - 1)} ${p.year}`,
  en: (p) => `${nameAt(EN_MONTHS, p.month - 1)} ${p.year}`,
};

/**
 * A month of a year, e.g. the start of a job ("2018-02"): uz "2018-yil fevral",
 * ru "февраль 2018", en "February 2018". The same text on every runtime.
 */
export function formatMonthYear(input: DateInput, locale: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return MONTH_YEAR_FORMATTERS[formatLanguage(locale)](calendarParts(input, timeZone));
}
