import { compileRule, isEmptyValue, toNumber, type RuleSpec } from '../../shared/validation';

const run = (spec: RuleSpec, value: unknown) => compileRule(spec)(value);

describe('required', () => {
  const required = compileRule('required');

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['false', false],
    ['an empty array', []],
    ['whitespace-only text', '   '],
    ['tabs and line breaks', '\t\n '],
    ['a no-break space', '\u00A0'],
    ['NaN from an empty number input', NaN],
  ])('fails for %s', (_name, value) => {
    expect(required(value)).toEqual({ key: 'required', params: {} });
  });

  it.each([
    ['text', 'a'],
    ['text with spaces around', '  a  '],
    ['zero', 0],
    ['true', true],
    ['a non-empty array', [0]],
    ['an object', {}],
    ['a date', new Date(0)],
  ])('passes for %s', (_name, value) => {
    expect(required(value)).toBeNull();
  });

  it('accepts the object form', () => {
    expect(run({ rule: 'required' }, '')).toEqual({ key: 'required', params: {} });
    expect(run({ rule: 'required' }, 'x')).toBeNull();
  });
});

describe('length', () => {
  it('passes when the length equals the parameter', () => {
    expect(run('length:9', '901234567')).toBeNull();
    expect(run({ rule: 'length', length: 3 }, 'abc')).toBeNull();
  });

  it('fails when shorter or longer, with the length as a parameter', () => {
    expect(run('length:9', '90123456')).toEqual({ key: 'length', params: { length: 9 } });
    expect(run('length:9', '9012345678')).toEqual({ key: 'length', params: { length: 9 } });
  });

  it.each([null, undefined, '', '   ', []])('lets the empty value %p pass', (value) => {
    expect(run('length:9', value)).toBeNull();
  });

  it('counts characters as code points, not UTF-16 units', () => {
    expect(run('length:2', '😀😀')).toBeNull();
    expect(run('length:3', "o'g")).toBeNull();
    expect(run('length:5', 'салом')).toBeNull();
  });

  it('does not trim: spaces around text count', () => {
    expect(run('length:3', ' ab')).toBeNull();
    expect(run('length:2', ' ab')).toEqual({ key: 'length', params: { length: 2 } });
  });

  it('counts the items of a list and the digits of a number', () => {
    expect(run('length:2', ['a', 'b'])).toBeNull();
    expect(run('length:2', ['a'])).toEqual({ key: 'length', params: { length: 2 } });
    expect(run('length:6', 123456)).toBeNull();
    expect(run('length:6', 12345)).toEqual({ key: 'length', params: { length: 6 } });
  });

  it('reports a value without a length (a boolean, an object) as invalid', () => {
    expect(run('length:4', true)).toEqual({ key: 'invalid', params: {} });
    expect(run('length:4', false)).toEqual({ key: 'invalid', params: {} });
    expect(run('length:4', { length: 4 })).toEqual({ key: 'invalid', params: {} });
  });

  it('accepts length 0 for values that are empty anyway', () => {
    expect(run('length:0', '')).toBeNull();
  });
});

describe('min_value', () => {
  it('passes at and above the minimum', () => {
    expect(run('min_value:1', 1)).toBeNull();
    expect(run('min_value:1', 2.5)).toBeNull();
    expect(run({ rule: 'min_value', min: -10 }, -10)).toBeNull();
  });

  it('fails below the minimum, with the minimum as a parameter', () => {
    expect(run('min_value:1', 0)).toEqual({ key: 'min_value', params: { min: 1 } });
    expect(run('min_value:0.5', 0.49)).toEqual({ key: 'min_value', params: { min: 0.5 } });
    expect(run('min_value:-3', -4)).toEqual({ key: 'min_value', params: { min: -3 } });
  });

  it('reads numeric strings as numbers', () => {
    expect(run('min_value:10', '10')).toBeNull();
    expect(run('min_value:10', ' 12.5 ')).toBeNull();
    expect(run('min_value:10', '9.99')).toEqual({ key: 'min_value', params: { min: 10 } });
    expect(run('min_value:0', '-1')).toEqual({ key: 'min_value', params: { min: 0 } });
    expect(run('min_value:0', '.5')).toBeNull();
    expect(run('min_value:0', '+3')).toBeNull();
  });

  it('compares numerically, not as text', () => {
    expect(run('min_value:9', '10')).toBeNull();
  });

  it.each([null, undefined, '', '  ', [], NaN])('lets the empty value %p pass', (value) => {
    expect(run('min_value:5', value)).toBeNull();
  });

  it.each(['abc', '12abc', '0x10', '1e3', '1,5', 'Infinity', Infinity, true, false, {}, [5]])('reports the non-number %p as invalid', (value) => {
    expect(run('min_value:0', value)).toEqual({ key: 'invalid', params: {} });
  });
});

describe('compileRule', () => {
  it('throws an Error for an unknown rule name', () => {
    expect(() => compileRule('email' as RuleSpec)).toThrow(new Error('Unknown validation rule: "email"'));
    expect(() => compileRule({ rule: 'max_value', min: 1 } as unknown as RuleSpec)).toThrow('Unknown validation rule: "max_value"');
    expect(() => compileRule('' as RuleSpec)).toThrow(Error);
  });

  it('rule names are case-sensitive', () => {
    expect(() => compileRule('Required' as RuleSpec)).toThrow('Unknown validation rule');
  });

  it('throws for a missing or bad parameter', () => {
    expect(() => compileRule('length' as RuleSpec)).toThrow('needs a numeric parameter');
    expect(() => compileRule('length:abc' as RuleSpec)).toThrow('needs a numeric parameter');
    expect(() => compileRule('length:-1')).toThrow('non-negative integer');
    expect(() => compileRule('length:2.5')).toThrow('non-negative integer');
    expect(() => compileRule('min_value:' as RuleSpec)).toThrow('needs a numeric parameter');
    expect(() => compileRule({ rule: 'min_value', min: NaN })).toThrow('needs a numeric parameter');
    expect(() => compileRule('required:1' as RuleSpec)).toThrow('takes no parameter');
  });
});

describe('isEmptyValue and toNumber', () => {
  it('treats false as a value, not as empty (only required rejects it)', () => {
    expect(isEmptyValue(false)).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
  });

  it('reads decimal numbers only', () => {
    expect(toNumber('42')).toBe(42);
    expect(toNumber(' -1.5 ')).toBe(-1.5);
    expect(toNumber('5.')).toBe(5);
    expect(toNumber('')).toBeNull();
    expect(toNumber('.')).toBeNull();
    expect(toNumber(NaN)).toBeNull();
    expect(toNumber(null)).toBeNull();
  });
});
