import { calendarParts, DEFAULT_TIME_ZONE, formatDate, formatLanguage, formatMonthYear, formatTime, normalizeSpaces } from '../../shared/format';

// 2024-03-05 20:30 UTC is 2024-03-06 01:30 in Tashkent (UTC+5): a different day.
const LATE_EVENING_UTC = '2024-03-05T20:30:00Z';

describe('formatDate', () => {
  it('uses Asia/Tashkent by default, not the runtime time zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Tashkent');
    expect(formatDate(LATE_EVENING_UTC, 'en', { style: 'long' })).toBe('6 March 2024');
    expect(formatDate(LATE_EVENING_UTC, 'en', { style: 'long', timeZone: 'UTC' })).toBe('5 March 2024');
  });

  it.each([
    ['uz', 'short', '06.03.2024'],
    ['uz', 'medium', '6-mart, 2024'],
    ['uz', 'long', '2024-yil 6-mart'],
    ['uz', 'full', '2024-yil 6-mart, chorshanba'],
    ['ru', 'short', '06.03.2024'],
    ['ru', 'medium', '6 мар. 2024 г.'],
    ['ru', 'long', '6 марта 2024 г.'],
    ['ru', 'full', 'среда, 6 марта 2024 г.'],
    ['en', 'short', '03/06/2024'],
    ['en', 'medium', 'Mar 6, 2024'],
    ['en', 'long', '6 March 2024'],
    ['en', 'full', 'Wednesday, 6 March 2024'],
  ] as const)('%s %s', (locale, style, expected) => {
    expect(formatDate(LATE_EVENING_UTC, locale, { style })).toBe(expected);
  });

  it('writes the time of day as formatDate appends it: 24-hour in uz and ru, 12-hour in en', () => {
    expect(formatTime(LATE_EVENING_UTC, 'uz')).toBe('01:30');
    expect(formatTime(LATE_EVENING_UTC, 'ru')).toBe('01:30');
    expect(formatTime(LATE_EVENING_UTC, 'en')).toBe('1:30 AM');
    expect(formatTime('2024-03-06T07:05:00Z', 'en')).toBe('12:05 PM');
    expect(formatTime(LATE_EVENING_UTC, 'en', 'UTC')).toBe('8:30 PM');
    expect(formatDate(LATE_EVENING_UTC, 'en', { time: true })).toBe(`Mar 6, 2024, ${formatTime(LATE_EVENING_UTC, 'en')}`);
  });

  it('defaults to the medium style', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en')).toBe('Mar 6, 2024');
  });

  it('treats any other locale as Uzbek', () => {
    expect(formatDate(LATE_EVENING_UTC, 'de', { style: 'long' })).toBe('2024-yil 6-mart');
  });

  it('names every month in every locale', () => {
    const months = (locale: string, style: 'medium' | 'long') =>
      Array.from({ length: 12 }, (_, i) => formatDate(`2024-${String(i + 1).padStart(2, '0')}-15`, locale, { style }));
    expect(months('uz', 'medium').map((text) => text.split('-')[1]?.split(',')[0])).toEqual([
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avgust',
      'sentabr',
      'oktabr',
      'noyabr',
      'dekabr',
    ]);
    expect(months('ru', 'long').map((text) => text.split(' ')[1])).toEqual([
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ]);
    expect(months('en', 'medium').map((text) => text.split(' ')[0])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('matches CLDR (Intl) for Russian and English wherever the runtime has the data', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2023, month, 9 + month, 12));
      // English long and full dates are day first, as British English (en-GB) writes them.
      for (const [locale, tag, styles] of [
        ['ru', 'ru-RU', ['medium', 'long', 'full']],
        ['en', 'en-US', ['medium']],
        ['en', 'en-GB', ['long', 'full']],
      ] as const) {
        for (const style of styles) {
          const intl = normalizeSpaces(new Intl.DateTimeFormat(tag, { dateStyle: style, timeZone: 'Asia/Tashkent' }).format(date));
          expect(formatDate(date, locale, { style })).toBe(intl);
        }
      }
    }
  });

  it('names every weekday', () => {
    const week = (locale: string) => Array.from({ length: 7 }, (_, i) => formatDate(`2024-01-${String(i + 1).padStart(2, '0')}`, locale, { style: 'full' }));
    expect(week('uz').map((text) => text.split(', ')[1])).toEqual(['dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba', 'yakshanba']);
    expect(week('ru').map((text) => text.split(',')[0])).toEqual(['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье']);
    expect(week('en').map((text) => text.split(',')[0])).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('appends the time when asked: 24-hour in uz and ru, 12-hour in en', () => {
    expect(formatDate(LATE_EVENING_UTC, 'uz', { time: true })).toBe('6-mart, 2024, 01:30');
    expect(formatDate(LATE_EVENING_UTC, 'ru', { style: 'short', time: true })).toBe('06.03.2024, 01:30');
    expect(formatDate(LATE_EVENING_UTC, 'en', { time: true })).toBe('Mar 6, 2024, 1:30 AM');
    expect(formatDate('2024-03-06T07:05:00Z', 'en', { time: true })).toBe('Mar 6, 2024, 12:05 PM');
    expect(formatDate('2024-03-05T19:00:00Z', 'en', { time: true })).toBe('Mar 6, 2024, 12:00 AM');
    expect(formatDate('2024-03-05T19:00:00Z', 'ru', { time: true })).toBe('6 мар. 2024 г., 00:00');
  });

  it('has no no-break spaces in any output', () => {
    for (const locale of ['uz', 'ru', 'en']) {
      for (const style of ['short', 'medium', 'long', 'full'] as const) {
        expect(formatDate(LATE_EVENING_UTC, locale, { style, time: true })).not.toMatch(/[\u00A0\u202F]/);
      }
    }
  });

  it('accepts a Date, epoch milliseconds and ISO strings', () => {
    const date = new Date(LATE_EVENING_UTC);
    expect(formatDate(date, 'en')).toBe('Mar 6, 2024');
    expect(formatDate(date.getTime(), 'en')).toBe('Mar 6, 2024');
    expect(formatDate('2024-03-06T01:30:00+05:00', 'en')).toBe('Mar 6, 2024');
  });

  it('takes a date-only string as a calendar date, whatever the time zone', () => {
    expect(formatDate('2024-03-06', 'en', { timeZone: 'America/Los_Angeles' })).toBe('Mar 6, 2024');
    expect(formatDate('2024-03-06', 'en', { timeZone: 'Pacific/Kiritimati' })).toBe('Mar 6, 2024');
    expect(formatDate('2024-02-29', 'ru', { style: 'full' })).toBe('четверг, 29 февраля 2024 г.');
  });

  it("takes a date-time string without a zone as a wall-clock reading, not in the runtime's zone", () => {
    expect(formatDate('2024-03-06T23:45', 'ru', { style: 'short', time: true })).toBe('06.03.2024, 23:45');
    expect(formatDate('2024-03-06 08:05:59.123', 'en', { time: true, timeZone: 'America/New_York' })).toBe('Mar 6, 2024, 8:05 AM');
  });

  it('does not change the Date it is given', () => {
    const date = new Date(LATE_EVENING_UTC);
    formatDate(date, 'uz', { style: 'full', time: true });
    expect(date.toISOString()).toBe('2024-03-05T20:30:00.000Z');
  });

  it.each(['not a date', '', '2024-02-30', '2023-02-29', '2024-13-01', '2024-00', '2024-03-06T24:00', '2024-03-06T12:60', NaN, new Date(NaN)])(
    'throws a RangeError for %p',
    (input) => {
      expect(() => formatDate(input, 'en')).toThrow(RangeError);
    },
  );

  it('throws a RangeError for an unknown time zone', () => {
    expect(() => formatDate(LATE_EVENING_UTC, 'en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('formatLanguage', () => {
  it('maps locales as docs/product.md §4 does: en, ru, otherwise uz', () => {
    expect(formatLanguage('en')).toBe('en');
    expect(formatLanguage('ru')).toBe('ru');
    expect(formatLanguage('uz')).toBe('uz');
    expect(formatLanguage('en-GB')).toBe('uz');
    expect(formatLanguage('')).toBe('uz');
  });
});

describe('calendarParts', () => {
  it('reads the wall clock of a time zone', () => {
    expect(calendarParts(LATE_EVENING_UTC)).toEqual({ year: 2024, month: 3, day: 6, hour: 1, minute: 30, weekday: 3 });
    expect(calendarParts('2024-12-31T19:00:00Z')).toEqual({ year: 2025, month: 1, day: 1, hour: 0, minute: 0, weekday: 3 });
  });

  it('reads a year-month string as the first of that month', () => {
    expect(calendarParts('2021-07')).toEqual({ year: 2021, month: 7, day: 1, hour: 0, minute: 0, weekday: 4 });
  });
});

describe('formatMonthYear', () => {
  it.each([
    ['uz', '2018-02', '2018-yil fevral'],
    ['ru', '2018-02', 'февраль 2018'],
    ['en', '2018-02', 'February 2018'],
    ['ru', '2010-09', 'сентябрь 2010'],
  ])('%s %s → %s (the month alone, nominative in Russian)', (locale, month, text) => {
    expect(formatMonthYear(month, locale)).toBe(text);
  });

  it('reads a moment in Asia/Tashkent: the last evening of January in UTC is February there', () => {
    expect(formatMonthYear('2024-01-31T20:00:00Z', 'en')).toBe('February 2024');
  });
});
