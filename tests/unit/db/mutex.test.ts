import { Mutex } from '../../../server/db/mutex';
import { parseInt8 } from '../../../server/db/type-parsers';

describe('Mutex', () => {
  test('runs callers one at a time in arrival order, even when one fails', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    const step = (name: string, ms: number, fail = false) =>
      mutex.run(async () => {
        log.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} end`);
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([step('a', 20), step('b', 1, true), step('c', 1)]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe('int8 parsing', () => {
  test('a number while exact, the text beyond', () => {
    expect(parseInt8('-42')).toBe(-42);
    expect(parseInt8('9007199254740991')).toBe(9007199254740991);
    expect(parseInt8('9007199254740993')).toBe('9007199254740993');
  });
});
