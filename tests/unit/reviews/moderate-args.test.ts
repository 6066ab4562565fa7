import { parseModerateArgs } from '../../../server/cli/reviews-moderate-args';

describe('npm run reviews:moderate arguments', () => {
  test('a terminal without options asks; elsewhere it lists', () => {
    expect(parseModerateArgs([], true)).toEqual({ kind: 'interactive' });
    expect(parseModerateArgs([], false)).toEqual({ kind: 'list' });
    expect(parseModerateArgs(['--list'], true)).toEqual({ kind: 'list' });
    expect(parseModerateArgs(['--help'], false)).toBe('help');
  });

  test('--hide and --keep take an id and an optional note', () => {
    expect(parseModerateArgs(['--hide', '12', '--note', ' Insults '], false)).toEqual({ kind: 'decide', decision: 'hide', id: 12, note: 'Insults' });
    expect(parseModerateArgs(['--keep', '7'], false)).toEqual({ kind: 'decide', decision: 'keep', id: 7, note: null });
    expect(parseModerateArgs(['--hide=3', '--note='], false)).toEqual({ kind: 'decide', decision: 'hide', id: 3, note: null });
  });

  test.each([
    [['--bogus']],
    [['--hide']],
    [['--hide', 'abc']],
    [['--hide', '0']],
    [['--hide', '-4']],
    [['--hide', '1.5']],
    [['--hide', '99999999999999999999']],
    [['--hide', '1', '--keep', '2']],
    [['--list', '--hide', '1']],
    [['--list', '--note', 'why']],
    [['--keep', '1', '--note', 'x'.repeat(501)]],
    [['extra']],
  ])('%j is a usage error', (args) => {
    expect(() => parseModerateArgs(args, false)).toThrow();
  });
});
