import { withUzbekEnding } from '../../shared/format/uz-suffix';

describe('Uzbek endings attached to a word from a placeholder', () => {
  test.each([
    ['Toshkent shahar sudi', 'ga', 'Toshkent shahar sudiga'],
    ['«Milliy Kapital» bank', 'ga', '«Milliy Kapital» bankka'],
    ['qishloq', 'ga', 'qishloqqa'],
    ['togʻ', 'ga', 'togʻga'],
    ['OneID', 'ga', 'OneIDga'],
    ['150 000 soʻm', 'dan', '150 000 soʻmdan'],
    ['bank', 'dan', 'bankdan'],
    ['15.03.2026', 'gacha', '15.03.2026gacha'],
    ['bank ', 'ning', 'bankning'],
  ] as const)('%s + %s = %s', (word, ending, phrase) => expect(withUzbekEnding(word, ending)).toBe(phrase));
});
