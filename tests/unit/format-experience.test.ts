import { formatExperience, monthsBetween, russianPlural, splitMonths, totalExperienceMonths } from '../../shared/format';

describe('splitMonths', () => {
  it('splits months into years of 12 months and the rest', () => {
    expect(splitMonths(0)).toEqual({ years: 0, months: 0 });
    expect(splitMonths(11)).toEqual({ years: 0, months: 11 });
    expect(splitMonths(12)).toEqual({ years: 1, months: 0 });
    expect(splitMonths(14)).toEqual({ years: 1, months: 2 });
    expect(splitMonths(125)).toEqual({ years: 10, months: 5 });
  });

  it.each([-1, 1.5, NaN, Infinity])('throws a RangeError for %p', (value) => {
    expect(() => splitMonths(value)).toThrow(RangeError);
  });
});

describe('russianPlural', () => {
  it.each([
    [1, 'one'],
    [21, 'one'],
    [101, 'one'],
    [1001, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [22, 'few'],
    [34, 'few'],
    [102, 'few'],
    [0, 'many'],
    [5, 'many'],
    [10, 'many'],
    [11, 'many'],
    [12, 'many'],
    [13, 'many'],
    [14, 'many'],
    [19, 'many'],
    [20, 'many'],
    [25, 'many'],
    [111, 'many'],
    [112, 'many'],
    [114, 'many'],
  ])('%i → %s', (count, category) => {
    expect(russianPlural(count)).toBe(category);
  });

  it('agrees with Intl.PluralRules for ru', () => {
    const rules = new Intl.PluralRules('ru-RU');
    for (let n = 0; n <= 250; n++) expect(russianPlural(n)).toBe(rules.select(n));
  });
});

describe('formatExperience', () => {
  it.each([
    [14, '1 year 2 months'],
    [60, '5 years'],
    [3, '3 months'],
    [1, '1 month'],
    [12, '1 year'],
    [13, '1 year 1 month'],
    [25, '2 years 1 month'],
    [0, 'less than a month'],
  ])('en %i → %p', (months, expected) => {
    expect(formatExperience(months, 'en')).toBe(expected);
  });

  it.each([
    [12, '1 год'],
    [24, '2 года'],
    [60, '5 лет'],
    [132, '11 лет'],
    [144, '12 лет'],
    [168, '14 лет'],
    [252, '21 год'],
    [264, '22 года'],
    [1, '1 месяц'],
    [2, '2 месяца'],
    [4, '4 месяца'],
    [5, '5 месяцев'],
    [11, '11 месяцев'],
    [14, '1 год 2 месяца'],
    [23, '1 год 11 месяцев'],
    [65, '5 лет 5 месяцев'],
    [0, 'менее месяца'],
  ])('ru %i → %p', (months, expected) => {
    expect(formatExperience(months, 'ru')).toBe(expected);
  });

  it.each([
    [14, '1 yil 2 oy'],
    [60, '5 yil'],
    [3, '3 oy'],
    [1, '1 oy'],
    [27, '2 yil 3 oy'],
    [0, 'bir oydan kam'],
  ])('uz %i → %p', (months, expected) => {
    expect(formatExperience(months, 'uz')).toBe(expected);
  });

  it('treats any other locale as Uzbek', () => {
    expect(formatExperience(14, 'kk')).toBe('1 yil 2 oy');
  });

  it('throws a RangeError for a negative or fractional count', () => {
    expect(() => formatExperience(-1, 'en')).toThrow(RangeError);
    expect(() => formatExperience(2.5, 'ru')).toThrow(RangeError);
  });
});

describe('monthsBetween', () => {
  const now = new Date('2024-06-15T12:00:00Z');

  it('counts the first and the last month', () => {
    expect(monthsBetween('2020-01', '2020-03', now)).toBe(3);
    expect(monthsBetween('2020-01-31', '2020-03-01', now)).toBe(3);
    expect(monthsBetween('2020-01', '2020-12', now)).toBe(12);
    expect(monthsBetween('2019-12', '2020-01', now)).toBe(2);
  });

  it('counts a job started and ended in the same month as one month', () => {
    expect(monthsBetween('2020-05-01', '2020-05-31', now)).toBe(1);
  });

  it('counts until now when the job goes on', () => {
    expect(monthsBetween('2024-01-10', null, now)).toBe(6);
    expect(monthsBetween('2024-06-01', null, now)).toBe(1);
  });

  it('counts nothing for a period that ends before it starts or starts in the future', () => {
    expect(monthsBetween('2020-05', '2020-04', now)).toBe(0);
    expect(monthsBetween('2025-01', null, now)).toBe(0);
  });

  it('reads moments in the Tashkent calendar', () => {
    // 2023-12-31 20:00 UTC is already January 2024 in Tashkent.
    expect(monthsBetween('2023-12-31T20:00:00Z', '2024-01-15', now)).toBe(1);
    expect(monthsBetween('2023-12-31T20:00:00Z', '2024-01-15', now, 'UTC')).toBe(2);
    expect(monthsBetween('2024-01', null, '2024-05-31T19:30:00Z')).toBe(6);
  });

  it('accepts Dates and epoch milliseconds', () => {
    expect(monthsBetween(new Date('2022-02-10T00:00:00Z'), Date.UTC(2022, 3, 10), now)).toBe(3);
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => monthsBetween('soon', null, now)).toThrow(RangeError);
  });
});

describe('totalExperienceMonths', () => {
  const now = '2024-06-15';

  it('adds separate periods', () => {
    expect(
      totalExperienceMonths(
        [
          { from: '2015-01', to: '2015-12' },
          { from: '2017-01', to: '2017-06' },
        ],
        now,
      ),
    ).toBe(18);
  });

  it('counts overlapping periods once', () => {
    expect(
      totalExperienceMonths(
        [
          { from: '2020-01', to: '2020-12' },
          { from: '2020-06', to: '2021-03' },
        ],
        now,
      ),
    ).toBe(15);
  });

  it('counts a period inside another once', () => {
    expect(
      totalExperienceMonths(
        [
          { from: '2018-01', to: '2020-12' },
          { from: '2019-03', to: '2019-04' },
        ],
        now,
      ),
    ).toBe(36);
  });

  it('counts a shared boundary month once', () => {
    expect(
      totalExperienceMonths(
        [
          { from: '2020-01', to: '2020-03' },
          { from: '2020-03', to: '2020-04' },
        ],
        now,
      ),
    ).toBe(4);
  });

  it('does not depend on the order of the entries', () => {
    const periods = [
      { from: '2022-05', to: null },
      { from: '2010-01', to: '2011-01' },
      { from: '2021-01', to: '2022-08' },
      { from: '2010-06', to: '2010-07' },
    ];
    const expected = 13 + (2024 - 2021) * 12 + 6; // 2010-01..2011-01, then 2021-01..2024-06
    expect(totalExperienceMonths(periods, now)).toBe(expected);
    expect(totalExperienceMonths([...periods].reverse(), now)).toBe(expected);
  });

  it('merges ongoing periods up to now', () => {
    expect(
      totalExperienceMonths(
        [
          { from: '2024-01', to: null },
          { from: '2024-03', to: null },
        ],
        now,
      ),
    ).toBe(6);
  });

  it('ignores reversed periods and is zero without entries', () => {
    expect(totalExperienceMonths([{ from: '2020-05', to: '2020-01' }], now)).toBe(0);
    expect(totalExperienceMonths([], now)).toBe(0);
  });

  it('feeds formatExperience', () => {
    const total = totalExperienceMonths(
      [
        { from: '2019-01', to: '2020-12' },
        { from: '2020-07', to: '2021-02' },
      ],
      now,
    );
    expect(formatExperience(total, 'ru')).toBe('2 года 2 месяца');
  });
});
