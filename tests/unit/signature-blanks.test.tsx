/**
 * Signature blanks (issue 10): the seed's markup once read `____________` as underline on and off,
 * so every document and claim printed "Доверитель:  / [ФИО]" with nothing to sign on. Every seeded
 * document and claim template, rendered by the one renderer, keeps its blanks in every language.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { seedContent } from '../../server/db/seed/content';
import { inline } from '../../server/db/seed/content/helpers';
import { RichText, richTextToPlainText, type RichTextDocument } from '../../shared/richtext';
import { LOCALES } from '../../shared/locales';

const templates = [
  ...seedContent.documentTemplates.map((tpl) => ({ kind: 'document', id: tpl.id, body: tpl.body })),
  ...seedContent.claimTemplates.map((tpl) => ({ kind: 'claim', id: tpl.id, body: tpl.body })),
];

const blanksIn = (html: string) => html.match(/<span[^>]*data-signature=""[^>]*>/g) ?? [];

describe('signature blanks in the seeded templates', () => {
  test('there are templates of both kinds', () => {
    expect(templates.filter((tpl) => tpl.kind === 'document').length).toBeGreaterThanOrEqual(12);
    expect(templates.filter((tpl) => tpl.kind === 'claim').length).toBeGreaterThanOrEqual(12);
  });

  test.each(templates.map((tpl) => [`${tpl.kind} ${tpl.id}`, tpl] as const))('%s: rendered, every language holds the same signature blanks', (_name, tpl) => {
    const counts = LOCALES.map((locale) => {
      const html = renderToStaticMarkup(<RichText document={tpl.body[locale]} signatureLabel="Signature" />);
      const blanks = blanksIn(html);
      for (const blank of blanks) {
        expect(blank).toContain('class="inline-block w-40 border-b border-current align-baseline"');
        expect(blank).toContain('aria-label="Signature"');
      }
      return blanks.length;
    });
    expect(counts[0]).toBeGreaterThanOrEqual(1);
    expect(new Set(counts).size).toBe(1);
  });

  test.each(templates.map((tpl) => [`${tpl.kind} ${tpl.id}`, tpl] as const))('%s: no party line is left without its blank', (_name, tpl) => {
    for (const locale of LOCALES) {
      const text = richTextToPlainText(tpl.body[locale] as RichTextDocument);
      // "Доверитель:  / [ФИО]" or " / [ФИО]": a slash before the signer's name with no line before it.
      expect(text).not.toMatch(/(^|:)\s*\/\s/m);
      expect(text).toMatch(/_{12}\s*\/\s/);
    }
  });
});

describe('the markup', () => {
  test('[[signature]] is a signature blank; underscores are refused, not swallowed', () => {
    expect(inline('Доверитель: [[signature]] / Иванов')).toEqual([
      { text: 'Доверитель: ' },
      { type: 'signature', children: [{ text: '' }] },
      { text: ' / Иванов' },
    ]);
    expect(() => inline('Доверитель: ____________ / Иванов')).toThrow(/\[\[signature\]\]/);
    expect(() => inline('[[stamp]]')).toThrow(/Unknown token/);
  });
});
