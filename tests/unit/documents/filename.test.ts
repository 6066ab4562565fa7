import { asciiFileName, attachmentDisposition, fileBaseName, visibleText } from '../../../server/documents/filename';

describe('export file names keep no invisible controls (issue 29)', () => {
  test.each([
    ['a right-to-left override', 'Invoice\u202Excod.pdf', 'Invoicexcod.pdf'],
    ['embeddings and the pop', '\u202Aa\u202Bb\u202Cc\u202Dd', 'abcd'],
    ['isolates', '\u2066a\u2067b\u2068c\u2069', 'abc'],
    ['the marks LRM, RLM and ALM', 'a\u200Eb\u200Fc\u061C', 'abc'],
    ['zero-width characters and the BOM', '\uFEFFa\u200Bb\u200Cc\u200Dd\u2060', 'abcd'],
    ['a soft hyphen', 'Ishon\u00ADchnoma', 'Ishonchnoma'],
    ['C1 controls and separators as spaces', 'a\u0085b\u2028c\u2029d', 'a b c d'],
    ['a lone surrogate', 'a\ud800b', 'ab'],
  ])('%s', (_name, title, expected) => {
    expect(fileBaseName(title)).toBe(expected);
  });

  test('visible text is kept: Cyrillic, Uzbek Latin, emoji', () => {
    expect(visibleText('Доверенность oʻgʻil 😀')).toBe('Доверенность oʻgʻil 😀');
  });

  test('both names of the header are clean', () => {
    const header = attachmentDisposition('Invoice\u202Excod.pdf\u2066', 'docx');
    expect(header).toBe(`attachment; filename="Invoicexcod.pdf.docx"; filename*=UTF-8''Invoicexcod.pdf.docx`);
    expect(asciiFileName('a\u202Eb')).toBe('ab');
    expect(fileBaseName('\u202E\u200B')).toBe('document');
  });
});
