import { renderToStaticMarkup } from 'react-dom/server';
import {
  RichText,
  alignClass,
  blockAlign,
  renderRichText,
  richTextExcerpt,
  richTextToPlainText,
  truncateText,
  type RichTextDocument,
} from '../../shared/richtext';

const html = (document: RichTextDocument, options?: Parameters<typeof renderRichText>[1]) => renderToStaticMarkup(renderRichText(document, options));

/** The element a block became, with its attributes stripped down to what the test reads. */
function tagOf(markup: string): string {
  return /^<(\w+)/.exec(markup)?.[1] ?? '';
}

describe('block types', () => {
  test('a paragraph is a <p> with its text', () => {
    const out = html([{ type: 'paragraph', children: [{ text: 'Oddiy matn.' }] }]);
    expect(tagOf(out)).toBe('p');
    expect(out).toContain('data-block="paragraph"');
    expect(out).toContain('Oddiy matn.');
  });

  test('a paragraph with a heading level is an <h2> or <h3>, shifted by the offset', () => {
    const doc: RichTextDocument = [
      { type: 'paragraph', heading: 2, children: [{ text: 'Section' }] },
      { type: 'paragraph', heading: 3, children: [{ text: 'Subsection' }] },
    ];
    expect(html(doc)).toMatch(/^<h2[^>]*>.*Section.*<\/h2><h3[^>]*>.*Subsection.*<\/h3>$/);
    expect(html(doc, { headingOffset: 1 })).toMatch(/^<h3[^>]*>.*Section.*<\/h3><h4[^>]*>.*Subsection.*<\/h4>$/);
  });

  test('justify-right is a right-aligned line whatever its align says', () => {
    const out = html([{ type: 'justify-right', align: 'justify', children: [{ text: 'Huquq tahririyati' }] }]);
    expect(tagOf(out)).toBe('p');
    expect(out).toContain('data-block="justify-right"');
    expect(out).toContain('data-align="right"');
    expect(out).toContain('class="my-3 leading-relaxed text-right"');
  });

  test('a numbered list is an <ol> of <li>, a bulleted list a <ul>', () => {
    const numbered = html([
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Birinchi' }] },
          { type: 'list-item', children: [{ text: 'Ikkinchi' }] },
        ],
      },
    ]);
    expect(numbered).toMatch(
      /^<ol[^>]*data-block="numbered-list"[^>]*class="[^"]*list-decimal[^"]*"><li class="ps-1"><span>Birinchi<\/span><\/li><li class="ps-1"><span>Ikkinchi<\/span><\/li><\/ol>$/,
    );
    const bulleted = html([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Пункт' }] }] }]);
    expect(bulleted).toMatch(/^<ul[^>]*data-block="bulleted-list"[^>]*class="[^"]*list-disc[^"]*"><li class="ps-1"><span>Пункт<\/span><\/li><\/ul>$/);
  });
});

describe('alignment', () => {
  test.each([
    [undefined, 'left', 'text-left'],
    ['left', 'left', 'text-left'],
    ['justify', 'justify', 'text-left hyphens-auto sm:text-justify'],
    ['right', 'right', 'text-right'],
  ] as const)('align %s renders as %s', (align, expected, className) => {
    const block = { type: 'paragraph' as const, ...(align ? { align } : {}), children: [{ text: 'x' }] };
    expect(blockAlign(block)).toBe(expected);
    expect(alignClass(expected)).toBe(className);
    const out = html([block]);
    expect(out).toContain(`data-align="${expected}"`);
    expect(out).toContain(`class="my-3 leading-relaxed ${className}"`);
  });

  test('lists take the alignment too', () => {
    expect(html([{ type: 'bulleted-list', align: 'right', children: [{ type: 'list-item', children: [{ text: 'a' }] }] }])).toContain('text-right');
  });

  test('an unknown alignment falls back to left', () => {
    const block = { type: 'paragraph', align: 'center', children: [{ text: 'x' }] } as unknown as RichTextDocument[number];
    expect(blockAlign(block)).toBe('left');
  });
});

describe('marks', () => {
  test.each([
    [{ bold: true }, '<strong>w</strong>'],
    [{ italic: true }, '<em>w</em>'],
    [{ underline: true }, '<u>w</u>'],
    [{ bold: true, italic: true, underline: true }, '<strong><em><u>w</u></em></strong>'],
  ])('%j', (marks, expected) => {
    expect(html([{ type: 'paragraph', children: [{ text: 'w', ...marks }] }])).toContain(`<span>${expected}</span>`);
  });

  test('runs keep their order and their own marks', () => {
    const out = html([{ type: 'paragraph', children: [{ text: 'Muddat ' }, { text: 'bir oy', bold: true }, { text: ' ichida.' }] }]);
    expect(out).toContain('<span>Muddat </span><span><strong>bir oy</strong></span><span> ichida.</span>');
  });
});

describe('macros', () => {
  test('a macro shows its first child’s text, with its marks, tagged with its key', () => {
    const out = html([
      {
        type: 'paragraph',
        children: [
          { text: 'Men, ' },
          { type: 'macros', key: 'principal_name', children: [{ text: 'F.I.Sh.', bold: true }, { text: 'ignored' }] },
          { text: ', ishonch bildiraman.' },
        ],
      },
    ]);
    expect(out).toContain('<span class="rounded bg-accent-soft px-1 text-accent-strong" data-macro="principal_name"><strong>F.I.Sh.</strong></span>');
    expect(out).not.toContain('ignored');
  });

  test('a macro without a key still shows its text', () => {
    expect(html([{ type: 'paragraph', children: [{ type: 'macros', children: [{ text: 'sana' }] }] }])).toContain('data-macro="">sana</span>');
  });
});

describe('robustness and options', () => {
  test('text is escaped, never parsed as markup', () => {
    expect(html([{ type: 'paragraph', children: [{ text: '<img src=x onerror=alert(1)>' }] }])).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('an empty line keeps its height; malformed blocks do not throw', () => {
    expect(html([{ type: 'paragraph', children: [{ text: '' }] }])).toBe(
      '<p data-block="paragraph" data-align="left" class="my-3 leading-relaxed text-left"><br/></p>',
    );
    const broken = [{ type: 'paragraph' }, null, { type: 'bulleted-list' }] as unknown as RichTextDocument;
    expect(() => html(broken)).not.toThrow();
    expect(html(null as unknown as RichTextDocument)).toBe('');
  });

  test('classes can be replaced, e.g. for the print view', () => {
    expect(html([{ type: 'paragraph', children: [{ text: 'x' }] }], { classes: { paragraph: 'print-p' } })).toContain('class="print-p text-left"');
  });

  test('the component wraps the blocks', () => {
    const out = renderToStaticMarkup(<RichText document={[{ type: 'paragraph', children: [{ text: 'x' }] }]} className="prose" />);
    expect(out).toMatch(/^<div class="prose" data-testid="rich-text"><p /);
  });
});

describe('plain text', () => {
  const doc: RichTextDocument = [
    { type: 'paragraph', heading: 2, children: [{ text: 'Sarlavha' }] },
    { type: 'paragraph', children: [{ text: 'Birinchi  ' }, { text: 'gap.', bold: true }] },
    {
      type: 'numbered-list',
      children: [
        { type: 'list-item', children: [{ text: 'bir' }] },
        { type: 'list-item', children: [{ type: 'macros', key: 'k', children: [{ text: 'ikki' }] }] },
      ],
    },
    { type: 'justify-right', children: [{ text: 'Imzo' }] },
  ];

  test('one line per block and list item, macros as their text', () => {
    expect(richTextToPlainText(doc)).toBe('Sarlavha\nBirinchi  gap.\nbir\nikki\nImzo');
  });

  test('an excerpt skips headings, collapses spaces and cuts at a word', () => {
    expect(richTextExcerpt(doc)).toBe('Birinchi gap. bir ikki Imzo');
    expect(richTextExcerpt(doc, 16)).toBe('Birinchi gap…');
    expect(truncateText('short', 10)).toBe('short');
  });
});

describe('a blank form (blanks)', () => {
  const doc: RichTextDocument = [
    {
      type: 'paragraph',
      children: [
        { text: 'Men, ' },
        { type: 'macros', key: 'principal', children: [{ text: 'principal' }] },
        { text: ', ishonch bildiraman: ' },
        { type: 'macros', key: 'agent', children: [{ text: 'agent' }] },
      ],
    },
  ];
  const macros = (key: string) => (key === 'agent' ? { text: 'Karimov Aziz', filled: true } : { text: '[Ishonch bildiruvchining F.I.Sh.]', filled: false });

  test('an empty field is a line to write on with its label beneath, without brackets; a filled one prints its value', () => {
    const out = html(doc, { macros, blanks: true });
    expect(out).toContain(
      '<span data-macro="principal" data-empty="" data-blank=""><span data-blank-line="">\u00a0</span><span data-blank-label="">Ishonch bildiruvchining F.I.Sh.</span></span>',
    );
    expect(out).not.toContain('[Ishonch');
    expect(out).toMatch(/<span[^>]*data-macro="agent"[^>]*>Karimov Aziz<\/span>/);
  });

  test('without it an empty field keeps its [label]', () => {
    const out = html(doc, { macros });
    expect(out).toContain('[Ishonch bildiruvchining F.I.Sh.]');
    expect(out).not.toContain('data-blank');
  });
});
