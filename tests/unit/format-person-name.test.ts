import { displayCase, displayName } from '../../shared/format/person-name';

describe('people’s names as shown', () => {
  test('a name in capitals (as OneID gives it) is shown with each word and hyphenated part capitalized', () => {
    expect(displayName('DILNOZA', 'YUSUPOVA')).toBe('Dilnoza Yusupova');
    expect(displayCase('ANNA-MARIA')).toBe('Anna-Maria');
    expect(displayCase("O'TKIR")).toBe("O'tkir");
    expect(displayName('ОЛЬГА', 'КИМ')).toBe('Ольга Ким');
  });

  test('a name in any other case stays as written; an empty part leaves no space', () => {
    expect(displayName('Jan', 'de Vries')).toBe('Jan de Vries');
    expect(displayName('AZIZ', '')).toBe('Aziz');
    expect(displayName('  ', '  ')).toBe('');
  });
});
