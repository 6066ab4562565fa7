import { executeStatement, executeWithGenericPlan, parameterLiteral, statementName } from '../../../server/db/prepared-statements';

describe('prepared statements: names and literals', () => {
  test('one text is one name, another text another', () => {
    const sql = 'SELECT id FROM services WHERE id = ANY($1::bigint[])';
    expect(statementName(sql)).toBe(statementName(sql));
    expect(statementName(sql)).toMatch(/^hq_[0-9a-f]{20}$/);
    expect(statementName(`${sql} `)).not.toBe(statementName(sql));
  });

  test('writes numbers, booleans, null and strings as literals', () => {
    expect(parameterLiteral(42)).toBe('42');
    expect(parameterLiteral(-1.5)).toBe('-1.5');
    expect(parameterLiteral(true)).toBe('true');
    expect(parameterLiteral(null)).toBe('NULL');
    expect(parameterLiteral(undefined)).toBe('NULL');
    expect(parameterLiteral('ru')).toBe("'ru'");
  });

  test('doubles quotes, so a string stays one value', () => {
    expect(parameterLiteral("O'zbekiston")).toBe("'O''zbekiston'");
    expect(parameterLiteral("x'); DROP TABLE services; --")).toBe("'x''); DROP TABLE services; --'");
    // standard_conforming_strings: a backslash is an ordinary character
    expect(parameterLiteral('a\\b')).toBe("'a\\b'");
  });

  test('writes flat arrays with ARRAY[], an empty one as {}', () => {
    expect(parameterLiteral([1, 2, 3])).toBe('ARRAY[1, 2, 3]');
    expect(parameterLiteral(['services', "it's"])).toBe("ARRAY['services', 'it''s']");
    expect(parameterLiteral([])).toBe("'{}'");
  });

  test('refuses what has no unambiguous literal, so the statement runs the ordinary way', () => {
    expect(parameterLiteral(Number.NaN)).toBeNull();
    expect(parameterLiteral(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parameterLiteral(new Date())).toBeNull();
    expect(parameterLiteral({ a: 1 })).toBeNull();
    expect(parameterLiteral('a\0b')).toBeNull();
    expect(parameterLiteral([[1], [2]])).toBeNull();
    expect(parameterLiteral([1, null])).toBeNull();
    expect(executeStatement('hq_x', ['en', new Date()])).toBeNull();
  });

  test('builds the EXECUTE and the round trip that sets and resets the plan mode', () => {
    expect(executeStatement('hq_x', [])).toBe('EXECUTE hq_x');
    expect(executeStatement('hq_x', ['en', [4, 5]])).toBe("EXECUTE hq_x('en', ARRAY[4, 5])");
    expect(executeWithGenericPlan('EXECUTE hq_x')).toBe('SET plan_cache_mode = force_generic_plan; EXECUTE hq_x; RESET plan_cache_mode');
  });
});
