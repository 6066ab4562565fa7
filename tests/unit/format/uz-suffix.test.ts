import { withUzbekEnding, type UzbekEnding } from '../../../shared/format/uz-suffix';

const NBSP = '\u00a0';

describe('withUzbekEnding: the ending agrees with the word', () => {
  test.each([
    // ga after k is ka, after q is qa; after anything else ga.
    ['Otabek', 'ga', 'Otabekka'],
    ['Ishoq', 'ga', 'Ishoqqa'],
    ['Aliyev', 'ga', 'Aliyevga'],
    ['Karimova Dilnoza', 'ga', 'Karimova Dilnozaga'],
    ['Toshkent shahar sudi', 'ga', 'Toshkent shahar sudiga'],
    ['«Milliy Kapital» bank', 'ga', '«Milliy Kapital» bankka'],
    ['BANK', 'ga', 'BANKka'],
    ['qishloq', 'ga', 'qishloqqa'],
    ['togʻ', 'ga', 'togʻga'],
    ['OneID', 'ga', 'OneIDga'],
    // The other endings never change.
    ['Otabek', 'dan', 'Otabekdan'],
    ['Ishoq', 'ning', 'Ishoqning'],
    ['Aliyev', 'ni', 'Aliyevni'],
    ['bank ', 'ning', 'bankning'],
    // After a number, a date or an amount.
    ['15-sentyabr', 'gacha', '15-sentyabrgacha'],
    ['15.03.2026', 'gacha', '15.03.2026gacha'],
    ['2021', 'ga', '2021ga'],
    ['5', 'da', '5da'],
    ['150 000 soʻm', 'dan', '150 000 soʻmdan'],
    ['50 000 000 soʻm', 'ni', '50 000 000 soʻmni'],
    [`50${NBSP}000${NBSP}000${NBSP}soʻm`, 'ni', `50${NBSP}000${NBSP}000${NBSP}soʻmni`],
  ] as const)('%s + %s = %s', (word, ending, phrase) => expect(withUzbekEnding(word, ending)).toBe(phrase));
});

describe('withUzbekEnding: no doubled ending', () => {
  test.each([
    ['Aliyevga', 'ga', 'Aliyevga'],
    ['Karimovaga', 'ga', 'Karimovaga'],
    ['Aliyevning', 'ning', 'Aliyevning'],
    ['Rahimovdan', 'dan', 'Rahimovdan'],
    ['15-sentyabrgacha', 'gacha', '15-sentyabrgacha'],
    ['15.03.2026gacha', 'gacha', '15.03.2026gacha'],
    ['50 000 000 soʻmni', 'ni', '50 000 000 soʻmni'],
    [`50${NBSP}000${NBSP}000${NBSP}soʻmni`, 'ni', `50${NBSP}000${NBSP}000${NBSP}soʻmni`],
  ] as const)('%s + %s stays %s', (word, ending, phrase) => expect(withUzbekEnding(word, ending)).toBe(phrase));

  test('never "Aliyevgaga"', () => {
    expect(withUzbekEnding(withUzbekEnding('Aliyev', 'ga'), 'ga')).toBe('Aliyevga');
  });

  test.each([
    // A word whose own letters end like the ending takes it: the stem is short, or no name or number.
    ['Olga', 'ga', 'Olgaga'],
    ['Volga', 'ga', 'Volgaga'],
    ['Makka', 'ga', 'Makkaga'],
    ['chekka', 'ga', 'chekkaga'],
    ['xonanda', 'da', 'xonandada'],
    ['Gʻani', 'ni', 'Gʻanini'],
    // Another ending after one is no double: "Aliyevdagi" + ga is a word (the one at Aliyev's).
    ['Aliyevdagi', 'ga', 'Aliyevdagiga'],
    ['Aliyevga', 'dan', 'Aliyevgadan'],
  ] as const)('%s + %s = %s', (word, ending, phrase) => expect(withUzbekEnding(word, ending)).toBe(phrase));
});

describe('withUzbekEnding: a placeholder takes no ending', () => {
  test.each(['ga', 'gacha', 'dan', 'da', 'dagi', 'ni', 'ning'] as const satisfies readonly UzbekEnding[])('[label] + %s', (ending) => {
    expect(withUzbekEnding('[Ishonchli vakil]', ending)).toBe('[Ishonchli vakil]');
  });

  test('nothing stays nothing', () => expect(withUzbekEnding('', 'ga')).toBe(''));
});
