/**
 * The one schema of the rich-text document (shared/richtext/schema.ts): exactly docs/product.md §3's shapes
 * and the signature blank, every failure named by its path, macros only of the template's fields,
 * 1 MB at most.
 */
import { seedContent } from '../../../server/db/seed/content';
import { jsonByteLength, isStorableText, macroKeysOf, richTextSchema, RICH_TEXT_LIMITS } from '../../../shared/richtext/schema';
import type { RichTextDocument } from '../../../shared/richtext/types';
import { LOCALES } from '../../../shared/locales';
import type { RuleIssueParams } from '../../../shared/validation';

const schema = richTextSchema({ label: 'Document text', macroKeys: ['name', 'date'] });

/** path → rule of each issue. */
function failures(value: unknown, s = schema): Record<string, string> {
  const result = s.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), (issue as unknown as { params: RuleIssueParams }).params.rule]));
}

const p = (children: unknown[], extra: Record<string, unknown> = {}) => [{ type: 'paragraph', ...extra, children }];

describe('what the schema accepts', () => {
  test('every block, alignment, heading, mark, macro and the signature blank', () => {
    const doc: RichTextDocument = [
      { type: 'paragraph', heading: 2, align: 'right', children: [{ text: 'ISHONCHNOMA', bold: true }] },
      {
        type: 'paragraph',
        align: 'justify',
        children: [
          { text: 'Men, ' },
          { type: 'macros', key: 'name', children: [{ text: '[F.I.Sh.]', bold: true, italic: false }] },
          { text: ' — ', underline: true },
        ],
      },
      { type: 'justify-right', children: [{ type: 'macros', key: 'date', children: [{ text: '[Sana]' }] }] },
      {
        type: 'numbered-list',
        align: 'left',
        children: [
          { type: 'list-item', children: [{ text: 'bir' }] },
          { type: 'list-item', children: [{ text: '' }] },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'ikki\nqator', italic: true }] }] },
      {
        type: 'justify-right',
        children: [
          { text: 'Imzo: ' },
          { type: 'signature', children: [{ text: '' }] },
          { text: ' / ' },
          { type: 'macros', key: 'name', children: [{ text: '[F.I.Sh.]' }] },
        ],
      },
      { type: 'paragraph', children: [{ text: '' }] },
    ];
    const result = schema.safeParse(doc);
    expect(result.success).toBe(true);
    expect(result.data).toBe(doc);
    expect(macroKeysOf(doc)).toEqual(['name', 'date', 'name']);
  });

  test('every seeded document and claim template body, in every language, with its own fields', () => {
    const bad: string[] = [];
    for (const template of [...seedContent.documentTemplates, ...seedContent.claimTemplates]) {
      const own = richTextSchema({ label: 'Body', macroKeys: template.fields.map((field) => field.key) });
      for (const locale of LOCALES) {
        const result = own.safeParse(template.body[locale]);
        if (!result.success) bad.push(`${template.id}.${locale}: ${JSON.stringify(result.error.issues.map((issue) => issue.path.join('.')))}`);
      }
    }
    expect(bad).toEqual([]);
  });

  test('without a list of keys any well-formed macro key passes', () => {
    expect(failures(p([{ type: 'macros', key: 'anything_1', children: [{ text: 'x' }] }]), richTextSchema({ label: 'x' }))).toEqual({});
  });
});

describe('what it refuses, each at its path', () => {
  test.each([
    ['an unknown block', [{ type: 'table', children: [{ text: 'x' }] }], { '0.type': 'invalid' }],
    ['a block without a type', [{ children: [{ text: 'x' }] }], { '0.type': 'invalid' }],
    ['an unknown property of a block', [{ type: 'paragraph', color: 'red', children: [{ text: 'x' }] }], { '0.color': 'invalid' }],
    ['an alignment docs/product.md §3 does not have', [{ type: 'paragraph', align: 'center', children: [{ text: 'x' }] }], { '0.align': 'invalid' }],
    ['a heading level other than 2 or 3', [{ type: 'paragraph', heading: 1, children: [{ text: 'x' }] }], { '0.heading': 'invalid' }],
    ['a heading on a list', [{ type: 'numbered-list', heading: 2, children: [{ type: 'list-item', children: [{ text: 'x' }] }] }], { '0.heading': 'invalid' }],
    ['an unknown mark', p([{ text: 'x', strike: true }]), { '0.children.0.strike': 'invalid' }],
    ['a mark that is not a boolean', p([{ text: 'x', bold: 'yes' }]), { '0.children.0.bold': 'invalid' }],
    ['a run without text', p([{ bold: true }]), { '0.children.0.text': 'invalid' }],
    ['an unknown inline', p([{ type: 'link', url: 'https://x', children: [{ text: 'x' }] }]), { '0.children.0.type': 'invalid' }],
    ['a macro that is no field', p([{ type: 'macros', key: 'salary', children: [{ text: 'x' }] }]), { '0.children.0.key': 'unknown_field' }],
    ['a macro without a key', p([{ type: 'macros', children: [{ text: 'x' }] }]), { '0.children.0.key': 'invalid' }],
    ['a macro without children', p([{ type: 'macros', key: 'name', children: [] }]), { '0.children.0.children': 'invalid' }],
    [
      'a macro inside a macro',
      p([{ type: 'macros', key: 'name', children: [{ type: 'macros', key: 'date', children: [{ text: 'x' }] }] }]),
      { '0.children.0.children.0': 'invalid' },
    ],
    ['a signature blank with text', p([{ type: 'signature', children: [{ text: 'Ivanov' }] }]), { '0.children.0.children': 'invalid' }],
    ['a signature blank with a property', p([{ type: 'signature', width: 40, children: [{ text: '' }] }]), { '0.children.0.width': 'invalid' }],
    ['a paragraph without runs', [{ type: 'paragraph', children: [] }], { '0.children': 'invalid' }],
    ['a list without items', [{ type: 'bulleted-list', children: [] }], { '0.children': 'invalid' }],
    ['a list of paragraphs', [{ type: 'bulleted-list', children: [{ type: 'paragraph', children: [{ text: 'x' }] }] }], { '0.children.0.type': 'invalid' }],
    [
      'an unknown property of a list item',
      [{ type: 'bulleted-list', children: [{ type: 'list-item', checked: true, children: [{ text: 'x' }] }] }],
      { '0.children.0.checked': 'invalid' },
    ],
    ['text PostgreSQL cannot keep (NUL)', p([{ text: 'a\u0000b' }]), { '0.children.0.text': 'invalid' }],
    ['a lone surrogate', p([{ text: 'a\ud800b' }]), { '0.children.0.text': 'invalid' }],
    ['no document', undefined, { '': 'required' }],
    ['an empty document', [], { '': 'required' }],
    ['a document that is no list', { type: 'paragraph' }, { '': 'invalid' }],
    ['a block that is no object', ['paragraph'], { '0': 'invalid' }],
  ] as const)('%s', (_name, value, expected) => {
    expect(failures(value)).toEqual(expected);
  });

  test('a document over 1 MB of JSON is refused whole, before it is walked', () => {
    const block = { type: 'paragraph', children: [{ text: 'ў'.repeat(1000) }] };
    const big = Array.from({ length: 600 }, () => block);
    expect(jsonByteLength(big)).toBeGreaterThan(RICH_TEXT_LIMITS.maxBytes);
    const result = schema.safeParse(big);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]).toMatchObject({ path: [], params: { rule: 'too_large', field: 'Document text', values: { limit: 1 } } });
    expect(schema.safeParse(big.slice(0, 400)).success).toBe(true);
  });

  test('nesting too deep to serialize is refused, not a crash', () => {
    const depth = 200_000;
    const deep: unknown = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(failures([deep])).toEqual({ '': 'invalid' });
  });

  test('a garbage document gets a bounded answer', () => {
    const result = schema.safeParse(Array.from({ length: 500 }, () => ({ type: 'nope' })));
    expect(result.error!.issues).toHaveLength(RICH_TEXT_LIMITS.maxIssues);
  });
});

describe('helpers', () => {
  test('jsonByteLength counts UTF-8 bytes', () => {
    expect(jsonByteLength('a')).toBe(3);
    expect(jsonByteLength('ў')).toBe(4);
    expect(jsonByteLength('ʻ')).toBe(4);
    expect(jsonByteLength('😀')).toBe(6);
  });

  test('isStorableText keeps tabs, line breaks and every letter, not control characters or broken pairs', () => {
    expect(isStorableText('Oʻgʻiloy\tқ ғ ҳ ў\n😀')).toBe(true);
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('a\u001b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
  });
});
