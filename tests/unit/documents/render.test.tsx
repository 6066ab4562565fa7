/**
 * The one renderer (shared/richtext/render.tsx) with a document's values: macros filled by the
 * resolver (empty ones shown as "[label]" and marked), signature blanks as a line that prints,
 * a textarea's lines kept.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { RichText, renderRichText, richTextToPlainText, type RichTextDocument } from '../../../shared/richtext';
import { documentMacros, type DocumentField } from '../../../shared/documents/fields';

const html = (document: RichTextDocument, options?: Parameters<typeof renderRichText>[1]) => renderToStaticMarkup(renderRichText(document, options));

const FIELDS: DocumentField[] = [
  { key: 'name', kind: 'text', required: true, label: 'Name', labels: { uz: 'F.I.Sh.', ru: 'Ф.И.О.', en: 'Name' } },
  { key: 'powers', kind: 'textarea', required: true, label: 'Powers', labels: { uz: 'Vakolatlar', ru: 'Полномочия', en: 'Powers' } },
];

const DOC: RichTextDocument = [
  { type: 'paragraph', children: [{ text: 'Я, ' }, { type: 'macros', key: 'name', children: [{ text: '[Ф.И.О.]', bold: true }] }, { text: ', доверяю:' }] },
  { type: 'paragraph', children: [{ type: 'macros', key: 'powers', children: [{ text: '[Полномочия]' }] }] },
  {
    type: 'justify-right',
    children: [
      { text: 'Доверитель: ' },
      { type: 'signature', children: [{ text: '' }] },
      { text: ' / ' },
      { type: 'macros', key: 'name', children: [{ text: '[Ф.И.О.]' }] },
    ],
  },
];

describe('a document rendered with its values', () => {
  test('macros show the values, with the macro’s marks; a textarea’s lines are kept', () => {
    const out = html(DOC, { macros: documentMacros(FIELDS, { name: 'Иванов И. И.', powers: 'получать пенсию;\nподавать документы' }, 'ru') });
    expect(out).toContain('<span class="rounded bg-accent-soft px-1 text-accent-strong" data-macro="name"><strong>Иванов И. И.</strong></span>');
    expect(out).toContain('получать пенсию;<br/>подавать документы');
    expect(out).not.toContain('data-empty');
  });

  test('an empty macro shows "[label]" in the document’s language, marked', () => {
    const out = html(DOC, { macros: documentMacros(FIELDS, {}, 'uz') });
    expect(out).toContain(
      '<span class="rounded bg-accent-soft px-1 text-accent-strong italic" data-macro="name" data-empty=""><strong>[F.I.Sh.]</strong></span>',
    );
    expect(out).toContain('data-empty="">[Vakolatlar]</span>');
  });

  test('without a resolver a macro shows its own text, as before', () => {
    expect(html(DOC)).toContain('data-macro="name"><strong>[Ф.И.О.]</strong></span>');
  });

  test('a signature blank is a bordered box with a width (a line that prints), named for screen readers when asked', () => {
    const plain = html(DOC);
    expect(plain).toContain(
      'Доверитель: </span><span class="inline-block w-40 border-b border-current align-baseline" data-signature="">\u00a0</span><span> / </span>',
    );
    const named = renderToStaticMarkup(<RichText document={DOC} signatureLabel="Подпись" classes={{ signature: 'sig' }} />);
    expect(named).toContain('<span class="sig" data-signature="" role="img" aria-label="Подпись">\u00a0</span>');
    expect(richTextToPlainText(DOC)).toContain('Доверитель: ____________ / [Ф.И.О.]');
  });
});
