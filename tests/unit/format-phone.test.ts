import { formatUzPhone, groupDigits, ungroupDigits } from '../../shared/format';

describe('groupDigits', () => {
  it('groups digits in threes with spaces (docs/product.md §5)', () => {
    expect(groupDigits('998901234567')).toBe('998 901 234 567');
  });

  it('groups from the left, so groups already typed stay put', () => {
    expect(groupDigits('9')).toBe('9');
    expect(groupDigits('998')).toBe('998');
    expect(groupDigits('9989')).toBe('998 9');
    expect(groupDigits('9989012')).toBe('998 901 2');
    expect(groupDigits('9012345678')).toBe('901 234 567 8');
  });

  it('keeps a leading plus', () => {
    expect(groupDigits('+998901234567')).toBe('+998 901 234 567');
    expect(groupDigits('  +998 90')).toBe('+998 90');
  });

  it('drops other non-digits, including a plus that is not leading', () => {
    expect(groupDigits('(90) 123-45-67')).toBe('901 234 567');
    expect(groupDigits('998+90')).toBe('998 90');
    expect(groupDigits('998\u00A0901')).toBe('998 901');
  });

  it('regroups text that is already grouped', () => {
    expect(groupDigits('998 901 234 567')).toBe('998 901 234 567');
    expect(groupDigits('99 89 01')).toBe('998 901');
  });

  it('returns an empty string when there are no digits', () => {
    expect(groupDigits('')).toBe('');
    expect(groupDigits('+')).toBe('');
    expect(groupDigits(' abc ')).toBe('');
  });
});

describe('ungroupDigits', () => {
  it('removes the grouping', () => {
    expect(ungroupDigits('998 901 234 567')).toBe('998901234567');
    expect(ungroupDigits('+998 901 234 567')).toBe('+998901234567');
  });

  it('undoes groupDigits', () => {
    for (const value of ['998901234567', '+998901234567', '1', '1234']) {
      expect(ungroupDigits(groupDigits(value))).toBe(value);
    }
  });

  it('keeps digits and a leading plus only', () => {
    expect(ungroupDigits(' +998 (90) 123-45-67 ')).toBe('+998901234567');
    expect(ungroupDigits('')).toBe('');
    expect(ungroupDigits('+')).toBe('');
    expect(ungroupDigits('no digits')).toBe('');
  });
});

describe('formatUzPhone', () => {
  it.each([
    ['+998901234567', '+998 90 123 45 67'],
    ['998901234567', '+998 90 123 45 67'],
    ['901234567', '+998 90 123 45 67'],
    ['+998 (90) 123-45-67', '+998 90 123 45 67'],
    ['998 901 234 567', '+998 90 123 45 67'],
  ])('%p → %p', (value, expected) => {
    expect(formatUzPhone(value)).toBe(expected);
  });

  it('falls back to the grouping in threes for other numbers', () => {
    expect(formatUzPhone('+79161234567')).toBe('+791 612 345 67');
    expect(formatUzPhone('12345')).toBe('123 45');
    expect(formatUzPhone('')).toBe('');
  });
});
