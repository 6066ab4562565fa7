import { formatMoney, formatNumber, groupThousands, normalizeSpaces } from '../../shared/format';

describe('normalizeSpaces', () => {
  it('replaces no-break and narrow no-break spaces with plain spaces', () => {
    expect(normalizeSpaces('1\u00A0234\u202F567 a')).toBe('1 234 567 a');
    expect(normalizeSpaces('')).toBe('');
  });
});

describe('groupThousands', () => {
  it('groups from the right', () => {
    expect(groupThousands('1234567', ' ')).toBe('1 234 567');
    expect(groupThousands('123', ',')).toBe('123');
    expect(groupThousands('1234', ',')).toBe('1,234');
    expect(groupThousands('0', ',')).toBe('0');
  });
});

describe('formatNumber', () => {
  it.each([
    ['uz', 1234567.5, '1 234 567,5'],
    ['ru', 1234567.5, '1 234 567,5'],
    ['en', 1234567.5, '1,234,567.5'],
    ['uz', 1234, '1 234'],
    ['ru', 1234, '1 234'],
    ['en', 1234, '1,234'],
    ['uz', 999, '999'],
    ['en', 0, '0'],
    ['ru', -1234.5, '-1 234,5'],
    ['en', -1234.5, '-1,234.5'],
  ])('%s %p → %p', (locale, value, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });

  it('contains no no-break spaces, unlike raw Intl output', () => {
    expect(formatNumber(123456789, 'ru')).not.toMatch(/[\u00A0\u202F]/);
    expect(formatNumber(123456789, 'uz')).not.toMatch(/[\u00A0\u202F]/);
  });

  it('agrees with Intl apart from the spaces (Node 24 ships full ICU)', () => {
    for (const [locale, tag] of [
      ['uz', 'uz-UZ'],
      ['ru', 'ru-RU'],
      ['en', 'en-US'],
    ] as const) {
      for (const value of [0, 7, 1000, 12345.678, -98765.4321, 1e15]) {
        expect(formatNumber(value, locale)).toBe(normalizeSpaces(new Intl.NumberFormat(tag).format(value)));
      }
    }
  });

  it('treats any other locale as Uzbek', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1 234,5');
  });

  it('rounds to at most three fraction digits by default, like Intl', () => {
    expect(formatNumber(1.23456, 'en')).toBe('1.235');
    expect(formatNumber(0.0004, 'en')).toBe('0');
  });

  it('honours fraction digit options', () => {
    expect(formatNumber(5, 'ru', { minimumFractionDigits: 2 })).toBe('5,00');
    expect(formatNumber(1.005, 'en', { maximumFractionDigits: 0 })).toBe('1');
    expect(formatNumber(2.5, 'en', { maximumFractionDigits: 0 })).toBe('3');
    expect(formatNumber(1234.5678, 'uz', { minimumFractionDigits: 1, maximumFractionDigits: 2 })).toBe('1 234,57');
    expect(formatNumber(1, 'en', { minimumFractionDigits: 4 })).toBe('1.0000'); // maximum follows the minimum
  });

  it('never prints a negative zero', () => {
    expect(formatNumber(-0, 'en')).toBe('0');
    expect(formatNumber(-0.0001, 'ru')).toBe('0');
  });

  it('prints large numbers in full, without an exponent', () => {
    expect(formatNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000');
  });

  it.each([NaN, Infinity, -Infinity])('throws a RangeError for %p', (value) => {
    expect(() => formatNumber(value, 'en')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it("shows tiyin as so'm with the locale's grouping and unit", () => {
    expect(formatMoney(15_000_000, 'uz')).toBe('150 000 soʻm');
    expect(formatMoney(15_000_000, 'ru')).toBe('150 000 сум');
    expect(formatMoney(15_000_000, 'en')).toBe('150,000 UZS');
  });

  it('spells the Uzbek unit with U+02BB, as CLDR and the official Latin orthography do', () => {
    const cldrUnit = new Intl.NumberFormat('uz-UZ', { style: 'currency', currency: 'UZS' }).formatToParts(1).find((part) => part.type === 'currency');
    expect(formatMoney(100, 'uz').endsWith(` ${cldrUnit?.value}`)).toBe(true);
    expect(formatMoney(100, 'uz')).toBe('1 so\u02BBm');
  });

  it('shows tiyin only when there are some', () => {
    expect(formatMoney(15_000_050, 'uz')).toBe('150 000,50 soʻm');
    expect(formatMoney(15_000_050, 'en')).toBe('150,000.50 UZS');
    expect(formatMoney(15_000_005, 'ru')).toBe('150 000,05 сум');
    expect(formatMoney(1, 'en')).toBe('0.01 UZS');
    expect(formatMoney(99, 'uz')).toBe('0,99 soʻm');
    expect(formatMoney(100, 'uz')).toBe('1 soʻm');
  });

  it('formats zero and small amounts', () => {
    expect(formatMoney(0, 'uz')).toBe('0 soʻm');
    expect(formatMoney(0, 'en')).toBe('0 UZS');
    expect(formatMoney(-0, 'ru')).toBe('0 сум');
    expect(formatMoney(99_900, 'ru')).toBe('999 сум');
  });

  it('formats negative amounts (refunds) with a leading minus', () => {
    expect(formatMoney(-15_000_050, 'ru')).toBe('-150 000,50 сум');
    expect(formatMoney(-5, 'en')).toBe('-0.05 UZS');
  });

  it('is exact up to the largest safe integer', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('90,071,992,547,409.91 UZS');
  });

  it('treats any other locale as Uzbek', () => {
    expect(formatMoney(100_000, 'fr')).toBe('1 000 soʻm');
  });

  it.each([1.5, NaN, Infinity, 2 ** 53])('throws a RangeError for the non-integer or unsafe amount %p', (value) => {
    expect(() => formatMoney(value, 'uz')).toThrow(RangeError);
  });
});
