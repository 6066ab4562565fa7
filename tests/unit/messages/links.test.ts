/**
 * A message's links (shared/messages/links.ts): only http(s) and www. addresses become links, the
 * sentence's punctuation stays outside them, anything else (javascript:, data:, e-mail) is text,
 * and the pieces always join back into the text as written.
 */
import { linkify, type TextPiece } from '../../../shared/messages/links.js';

const links = (text: string) => linkify(text).filter((piece): piece is Extract<TextPiece, { kind: 'link' }> => piece.kind === 'link');
const joined = (pieces: TextPiece[]) => pieces.map((piece) => piece.text).join('');

describe('linkify', () => {
  test('plain text is one piece; empty text none', () => {
    expect(linkify('Assalomu alaykum!')).toEqual([{ kind: 'text', text: 'Assalomu alaykum!' }]);
    expect(linkify('')).toEqual([]);
  });

  test('http and https addresses are links to themselves', () => {
    expect(linkify('See https://lex.uz/docs/123 please')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://lex.uz/docs/123', href: 'https://lex.uz/docs/123' },
      { kind: 'text', text: ' please' },
    ]);
    expect(links('http://example.com/a?b=1&c=2#d')).toEqual([{ kind: 'link', text: 'http://example.com/a?b=1&c=2#d', href: 'http://example.com/a?b=1&c=2#d' }]);
    expect(links('HTTPS://Example.COM/X')).toEqual([{ kind: 'link', text: 'HTTPS://Example.COM/X', href: 'HTTPS://Example.COM/X' }]);
  });

  test('a www. address opens over https', () => {
    expect(links('Sayt: www.gov.uz, qarang')).toEqual([{ kind: 'link', text: 'www.gov.uz', href: 'https://www.gov.uz' }]);
    // "www.x" alone is not a site's address; part of a longer word neither.
    expect(links('www.x and awww.gov.uz and mail@www.gov.uz')).toEqual([]);
  });

  test('punctuation that ends the sentence is not part of the address', () => {
    for (const end of ['.', ',', '!', '?', ';', ':', '…', '...', '!?', "'"]) {
      expect(links(`Mana: https://lex.uz/acts/5${end}`)[0]?.text).toBe('https://lex.uz/acts/5');
    }
    expect(links('(batafsil: https://lex.uz/acts/5)')[0]?.text).toBe('https://lex.uz/acts/5');
    expect(links('[https://lex.uz/a].')[0]?.text).toBe('https://lex.uz/a');
    expect(links('«https://lex.uz/a»')[0]?.text).toBe('https://lex.uz/a');
    expect(links('"https://lex.uz/a"')[0]?.text).toBe('https://lex.uz/a');
    // Brackets the address opened itself are its own.
    expect(links('https://en.wikipedia.org/wiki/Law_(disambiguation).')[0]?.text).toBe('https://en.wikipedia.org/wiki/Law_(disambiguation)');
    // A dot inside stays.
    expect(links('https://a.uz/x.pdf?v=1.2 ok')[0]?.text).toBe('https://a.uz/x.pdf?v=1.2');
  });

  test('no other scheme is ever a link', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'mailto:a@b.uz',
      'ftp://files.example.com/a',
      'file:///etc/passwd',
      'javascript:https://lex.uz',
    ]) {
      const pieces = linkify(text);
      expect(pieces.filter((piece) => piece.kind === 'link' && !/^https?:\/\/[^/]*lex\.uz/.test(piece.href))).toEqual([]);
      expect(joined(pieces)).toBe(text);
    }
  });

  test('an address without a real host stays text', () => {
    expect(links('https:// and http://localhost:3000 and https://.uz and https://user:pw@bank.uz/')).toEqual([]);
  });

  test('addresses end at spaces, quotes and angle brackets; several in one text', () => {
    const text = 'Birinchi: https://a.uz/1\nIkkinchi:\thttp://b.uz/2<br> va www.c.gov.uz/3"';
    expect(links(text).map((piece) => piece.href)).toEqual(['https://a.uz/1', 'http://b.uz/2', 'https://www.c.gov.uz/3']);
    expect(joined(linkify(text))).toBe(text);
  });

  test('letters beyond Latin and emoji are kept whole', () => {
    const text = '😀 Ссылка: https://пример.уз/путь?q=да — 👍';
    expect(links(text)).toEqual([{ kind: 'link', text: 'https://пример.уз/путь?q=да', href: 'https://пример.уз/путь?q=да' }]);
    expect(joined(linkify(text))).toBe(text);
  });

  test('HTML is text: the pieces carry it as written', () => {
    const text = '<a href="javascript:alert(1)">x</a> <script>alert(1)</script>';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  test('a very long address stays text; a long text is cut fast', () => {
    expect(links(`https://a.uz/${'x'.repeat(3000)}`)).toEqual([]);
    const long = 'https://a.uz/ '.repeat(300) + 'www.'.repeat(1000);
    const started = Date.now();
    expect(joined(linkify(long))).toBe(long);
    expect(links(long)).toHaveLength(300);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
