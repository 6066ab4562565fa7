/**
 * The builder's own check of the answers (client/components/claims/builder/check.ts): the one
 * schema's messages by answer path in the page's language, and the answers a save may send — a
 * bad value, half typed, left out so that everything else is saved; and the money field's reading
 * of soʻm as typed.
 */
import { readFileSync } from 'node:fs';
import { answerLabels, checkAnswers } from '../../../client/components/claims/builder/check';
import { sameAnswers } from '../../../client/components/claims/builder/drafts';
import { parseSum, sumText } from '../../../client/components/claims/builder/fields';
import { claimAnswersSchema } from '../../../shared/claims/answers';
import type { ClaimAnswers } from '../../../shared/claims/types';

const bundles = (lang: string) => ({
  claims: JSON.parse(readFileSync(`locales/${lang}/claims.json`, 'utf8')) as { answers: Record<string, string> },
  validation: JSON.parse(readFileSync(`locales/${lang}/validation.json`, 'utf8')) as Record<string, string>,
});

function translator(lang: string) {
  const { claims, validation } = bundles(lang);
  return (key: string, options: Record<string, unknown> = {}) => {
    const text = key.startsWith('claims:answers.')
      ? claims.answers[key.slice('claims:answers.'.length)]
      : key.startsWith('validation:')
        ? validation[key.slice('validation:'.length)]
        : undefined;
    return (text ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(options[name]));
  };
}

const GOOD: ClaimAnswers = {
  court: { courtId: 7 },
  parties: {
    plaintiff: { kind: 'person', name: 'Yusupova Dilnoza', address: 'Toshkent shahri', pinfl: '42306851234567' },
    defendants: [
      { kind: 'person', name: 'Karimov Jasur', address: 'Yunusobod tumani', pinfl: '3123' },
      { kind: 'entity', name: 'Baraka Savdo MChJ', address: 'Chilonzor', tin: '123456789' },
    ],
  },
  value: { rows: [{ kind: 'principal', amount: 150_000_000, basis: 'tilxat' }] },
};

describe('checkAnswers', () => {
  test('valid answers pass whole, with no message', () => {
    const t = translator('uz');
    const fixed = structuredClone(GOOD);
    (fixed.parties!.defendants![0] as { pinfl?: string }).pinfl = '31234567890123';
    const result = checkAnswers(fixed, answerLabels(t), t);
    expect(result.errors).toEqual({});
    expect(result.sendable).toBe(fixed);
  });

  test('a bad PINFL is named at its path in the page’s language and left out of the save; the rest is sent', () => {
    for (const lang of ['uz', 'ru', 'en']) {
      const t = translator(lang);
      const result = checkAnswers(GOOD, answerLabels(t), t);
      expect(Object.keys(result.errors)).toEqual(['parties.defendants.0.pinfl']);
      expect(result.errors['parties.defendants.0.pinfl']).toContain(bundles(lang).claims.answers.pinfl);
      const sent = result.sendable!;
      expect(sent.parties?.defendants?.[0]).toEqual({ kind: 'person', name: 'Karimov Jasur', address: 'Yunusobod tumani' });
      expect(sent.parties?.defendants?.[1]).toEqual(GOOD.parties!.defendants![1]);
      expect(sent.value).toEqual(GOOD.value);
      expect(claimAnswersSchema(answerLabels(t)).safeParse(sent).success).toBe(true);
    }
    // The page keeps what was typed: the answers themselves are never changed.
    expect((GOOD.parties!.defendants![0] as { pinfl?: string }).pinfl).toBe('3123');
  });

  test('a bad item of a list is taken out without leaving a hole', () => {
    const t = translator('en');
    const answers: ClaimAnswers = {
      value: {
        rows: [
          { kind: 'principal', amount: 100, basis: 'a' },
          { kind: 'nonsense' as 'other', amount: 5, basis: 'b' },
          { kind: 'other', amount: 7, basis: 'c' },
        ],
      },
    };
    const result = checkAnswers(answers, answerLabels(t), t);
    expect(Object.keys(result.errors)).toEqual(['value.rows.1.kind']);
    expect(result.sendable?.value?.rows?.map((row) => row.basis)).toEqual(['a', 'c']);
  });
});

describe('the builder’s helpers', () => {
  test('sums in soʻm as typed become tiyin; what is not a sum is null', () => {
    expect(parseSum('1 500 000')).toBe(150_000_000);
    expect(parseSum('1\u00a0500\u00a0000,5')).toBe(150_000_050);
    expect(parseSum('12.34')).toBe(1234);
    expect(parseSum('')).toBe(0);
    expect(parseSum('12,345')).toBeNull();
    expect(parseSum('abc')).toBeNull();
    expect(parseSum('-5')).toBeNull();
    expect(sumText(150_000_050, 'uz')).toBe('1\u00a0500\u00a0000,50');
    expect(sumText(150_000_000, 'en')).toBe('1\u00a0500\u00a0000');
  });

  test('answers compare by content, whatever the order of their keys', () => {
    expect(sameAnswers({ court: { courtId: 1, propertyAddress: 'x' } }, { court: { propertyAddress: 'x', courtId: 1 } })).toBe(true);
    expect(sameAnswers({ court: { courtId: 1 } }, { court: { courtId: 2 } })).toBe(false);
  });
});
