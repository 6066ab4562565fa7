/**
 * The document editor's pure parts: pasted HTML reduced to docs/product.md §3's blocks and marks, the
 * toolbar's commands and the state its buttons show (on a headless Slate editor, as the page runs
 * them), the autosave's table of moves, the guard that keeps a saved body within the schema, and
 * a field's dialog value parsed by the API's own rules.
 */
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  hasUnsaved,
  initialSaveState,
  nextSaveDelay,
  saveReducer,
  saveStatusKey,
  saveStatusView,
  type SaveEvent,
  type SaveState,
} from '../../../client/components/documents/editor/autosave';
import {
  blockKind,
  insertSignature,
  isAlignActive,
  isBlockActive,
  isMarkActive,
  selectedMacro,
  setAlign,
  setBlockKind,
  toggleMark,
  withDocumentRules,
} from '../../../client/components/documents/editor/commands';
import { cleanDocument, sameContent } from '../../../client/components/documents/editor/document';
import { fieldInputText, parseFieldInput } from '../../../client/components/documents/editor/field-input';
import { deserializeHtml, textToDocument, withoutHandlers, type PastedNode } from '../../../client/components/documents/editor/paste';
import { richTextSchema } from '../../../shared/richtext/schema';
import type { DocumentField } from '../../../shared/documents/fields';
import type { TFunction } from '../../../shared/i18n/index';
import type { RichTextDocument, TextBlock } from '../../../shared/richtext/types';

// ---- a tiny DOM for the deserializer ----
type Attrs = Record<string, string>;
const text = (value: string): PastedNode => ({ nodeType: 3, nodeName: '#text', textContent: value, childNodes: [] });
const el = (name: string, attrs: Attrs | null, ...children: Array<PastedNode | string>): PastedNode => {
  const childNodes = children.map((child) => (typeof child === 'string' ? text(child) : child));
  return {
    nodeType: 1,
    nodeName: name.toUpperCase(),
    textContent: childNodes.map((child) => child.textContent ?? '').join(''),
    childNodes,
    getAttribute: (key) => attrs?.[key] ?? null,
  };
};
const comment = (value: string): PastedNode => ({ nodeType: 8, nodeName: '#comment', textContent: value, childNodes: [] });

const valid = (document: RichTextDocument) => richTextSchema({ label: 'Body', macroKeys: ['name', 'date'] }).safeParse(document).success;

describe('pasted HTML', () => {
  test('a web page: headings, paragraphs, lists and marks; links, images, scripts, styles and tables reduced to text', () => {
    const body = el(
      'body',
      null,
      el('style', null, 'p { color: red }'),
      el('h1', null, 'Power of attorney'),
      el(
        'p',
        { style: 'text-align: justify' },
        'I, ',
        el('strong', null, 'Ivanov'),
        ', trust ',
        el('a', { href: 'https://x' }, 'my friend'),
        ' to ',
        el('em', null, el('u', null, 'act')),
        '.',
      ),
      el('img', { src: 'x.png' }),
      el('script', null, 'alert(1)'),
      el('ol', null, el('li', null, 'first'), el('li', null, el('p', null, 'second'))),
      el('ul', null, el('li', null, 'point')),
      el('table', null, el('tr', null, el('td', null, 'a'), el('td', null, 'b'))),
      el('h4', null, 'Small'),
      el('p', { align: 'right' }, 'Tashkent'),
      el('p', { align: 'center' }, 'centre'),
      comment('x'),
    );
    const document = deserializeHtml(body);
    expect(document).toEqual([
      { type: 'paragraph', heading: 2, children: [{ text: 'Power of attorney' }] },
      {
        type: 'paragraph',
        align: 'justify',
        children: [
          { text: 'I, ' },
          { text: 'Ivanov', bold: true },
          { text: ', trust my friend to ' },
          { text: 'act', italic: true, underline: true },
          { text: '.' },
        ],
      },
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'first' }] },
          { type: 'list-item', children: [{ text: 'second' }] },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'point' }] }] },
      { type: 'paragraph', children: [{ text: 'a b' }] },
      { type: 'paragraph', heading: 3, children: [{ text: 'Small' }] },
      { type: 'paragraph', align: 'right', children: [{ text: 'Tashkent' }] },
      { type: 'paragraph', children: [{ text: 'centre' }] },
    ]);
    expect(JSON.stringify(document)).not.toMatch(/alert|color|href|png/);
    expect(valid(document)).toBe(true);
  });

  test('Word: mso-list paragraphs become a list (numbered or bulleted by their marker), the marker dropped; style marks; <o:p>', () => {
    const item = (marker: string, value: string) =>
      el(
        'p',
        { class: 'MsoListParagraphCxSpFirst', style: 'text-indent:-18.0pt;mso-list:l0 level1 lfo1' },
        el('span', { style: 'mso-list:Ignore' }, marker, el('span', null, '\u00a0\u00a0')),
        value,
      );
    const body = el(
      'body',
      null,
      el(
        'p',
        { class: 'MsoNormal' },
        el('span', { style: 'font-weight:bold' }, 'Bold'),
        ' and ',
        el('span', { style: 'font-style:italic;text-decoration:underline' }, 'both'),
        el('o:p', null, ''),
      ),
      item('1.', 'one'),
      item('2.', 'two'),
      item('·', 'dot'),
    );
    expect(deserializeHtml(body)).toEqual([
      { type: 'paragraph', children: [{ text: 'Bold', bold: true }, { text: ' and ' }, { text: 'both', italic: true, underline: true }] },
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two' }] },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'dot' }] }] },
    ]);
  });

  test('Google Docs: the wrapping <b style="font-weight:normal"> is not bold; <br> is a line break; control characters go', () => {
    const body = el(
      'body',
      null,
      el(
        'b',
        { style: 'font-weight:normal', id: 'docs-internal-guid-1' },
        el('p', null, el('span', { style: 'font-weight:700' }, 'Heavy'), ' light', el('br', null), 'next\u0007'),
      ),
    );
    expect(deserializeHtml(body)).toEqual([{ type: 'paragraph', children: [{ text: 'Heavy', bold: true }, { text: ' light\nnext' }] }]);
  });

  test('plain text: a paragraph per line, blank lines dropped', () => {
    expect(textToDocument('one\r\n\r\n  two  three \n')).toEqual([
      { type: 'paragraph', children: [{ text: 'one' }] },
      { type: 'paragraph', children: [{ text: 'two three' }] },
    ]);
  });
});

// ---- the toolbar on a headless editor ----
function editorWith(value: RichTextDocument): Editor {
  const editor = withDocumentRules(withHistory(createEditor()));
  editor.children = value as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor;
}
const para = (text: string): RichTextDocument[number] => ({ type: 'paragraph', children: [{ text }] });

describe('the toolbar', () => {
  test('marks toggle on the selection and show their state', () => {
    const editor = editorWith([para('Hello world')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } });
    expect(isMarkActive(editor, 'bold')).toBe(false);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    toggleMark(editor, 'underline');
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'Hello', bold: true, underline: true }, { text: ' world' }] }]);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(false);
    expect(valid(editor.children as RichTextDocument)).toBe(true);
  });

  test('blocks: headings, the right-hand line, lists and back; pressed state follows', () => {
    const editor = editorWith([para('Title'), para('Item one'), para('Item two')]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    setBlockKind(editor, 'heading-2');
    expect(editor.children[0]).toEqual({ type: 'paragraph', heading: 2, children: [{ text: 'Title' }] });
    expect(isBlockActive(editor, 'heading-2')).toBe(true);
    expect(isBlockActive(editor, 'paragraph')).toBe(false);
    setBlockKind(editor, 'heading-2');
    expect(editor.children[0]).toEqual(para('Title'));
    setBlockKind(editor, 'justify-right');
    expect(blockKind(editor.children[0] as RichTextDocument[number])).toBe('justify-right');
    expect(isAlignActive(editor, 'right')).toBe(true);

    Transforms.select(editor, { anchor: { path: [1, 0], offset: 0 }, focus: { path: [2, 0], offset: 3 } });
    setBlockKind(editor, 'numbered-list');
    expect(editor.children[1]).toEqual({
      type: 'numbered-list',
      children: [
        { type: 'list-item', children: [{ text: 'Item one' }] },
        { type: 'list-item', children: [{ text: 'Item two' }] },
      ],
    });
    expect(isBlockActive(editor, 'numbered-list')).toBe(true);
    setBlockKind(editor, 'bulleted-list');
    expect((editor.children[1] as { type: string }).type).toBe('bulleted-list');
    setBlockKind(editor, 'bulleted-list');
    expect(editor.children.slice(1)).toEqual([para('Item one'), para('Item two')]);
    expect(valid(editor.children as RichTextDocument)).toBe(true);
  });

  test('alignment: justify and right stored, left stored as none; a right-hand line aligned becomes a paragraph', () => {
    const editor = editorWith([{ type: 'justify-right', children: [{ text: 'Signed' }] }, para('Body')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 2 } });
    expect(isAlignActive(editor, 'left')).toBe(false);
    setAlign(editor, 'justify');
    expect(editor.children).toEqual([
      { type: 'paragraph', align: 'justify', children: [{ text: 'Signed' }] },
      { type: 'paragraph', align: 'justify', children: [{ text: 'Body' }] },
    ]);
    expect(isAlignActive(editor, 'justify')).toBe(true);
    setAlign(editor, 'left');
    expect(editor.children).toEqual([para('Signed'), para('Body')]);
    expect(isAlignActive(editor, 'left')).toBe(true);
  });

  test('macros and signature blanks are void inlines; the chip under the cursor is found', () => {
    const editor = editorWith([
      { type: 'paragraph', children: [{ text: 'By ' }, { type: 'macros', key: 'name', children: [{ text: '[Name]' }] }, { text: '' }] },
    ]);
    const macro = (editor.children[0] as TextBlock).children[1];
    expect(editor.isVoid(macro as never)).toBe(true);
    expect(editor.isInline(macro as never)).toBe(true);
    Transforms.select(editor, { path: [0, 1, 0], offset: 0 });
    expect(selectedMacro(editor)).toEqual({ key: 'name', path: [0, 1] });
    Transforms.select(editor, { path: [0, 0], offset: 3 });
    insertSignature(editor);
    expect(JSON.stringify(editor.children)).toContain('{"type":"signature","children":[{"text":""}]}');
    expect(valid(editor.children as RichTextDocument)).toBe(true);
  });

  test('the document is never empty and its top level holds blocks only', () => {
    const editor = editorWith([]);
    expect(editor.children).toEqual([para('')]);
    const stray = editorWith([{ type: 'list-item', children: [{ text: 'x' }] } as never, { type: 'bulleted-list', children: [] } as never]);
    expect(stray.children).toEqual([para('x')]);
  });
});

describe('the saved body', () => {
  test('keeps only what the schema knows; a macro of another document becomes its text', () => {
    const dirty = [
      { type: 'paragraph', align: 'left', heading: 2, foo: 1, children: [{ text: 'T', bold: false, italic: true, strike: true }] },
      {
        type: 'paragraph',
        children: [
          { type: 'macros', key: 'name', children: [{ text: 'N' }] },
          { type: 'macros', key: 'other', children: [{ text: 'O' }] },
        ],
      },
      { type: 'bulleted-list', children: [{ type: 'paragraph', children: [{ text: 'p' }] }] },
      { type: 'justify-right', align: 'justify', children: [{ type: 'signature', children: [{ text: 'x' }] }] },
    ];
    const clean = cleanDocument(dirty, ['name', 'date']);
    expect(clean).toEqual([
      { type: 'paragraph', heading: 2, children: [{ text: 'T', italic: true }] },
      { type: 'paragraph', children: [{ type: 'macros', key: 'name', children: [{ text: 'N' }] }, { text: 'O' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'p' }] }] },
      { type: 'justify-right', children: [{ type: 'signature', children: [{ text: '' }] }] },
    ]);
    expect(valid(clean)).toBe(true);
    expect(cleanDocument([])).toEqual([para('')]);
  });
});

describe('autosave', () => {
  const run = (events: SaveEvent[], from: SaveState = initialSaveState()) => events.reduce(saveReducer, from);

  test('typing waits a second, then saves; "Saved at" afterwards', () => {
    const waiting = run([{ type: 'edit' }]);
    expect(waiting.phase).toBe('waiting');
    expect(nextSaveDelay(waiting)).toBe(1000);
    expect(saveStatusKey(waiting)).toBe('saving');
    expect(hasUnsaved(waiting)).toBe(true);
    const saving = saveReducer(waiting, { type: 'flush' });
    expect(saving).toMatchObject({ phase: 'saving', dirty: false });
    expect(hasUnsaved(saving)).toBe(true);
    const saved = saveReducer(saving, { type: 'saved', at: '2026-11-25T09:05:00Z' });
    expect(saved).toMatchObject({ phase: 'idle', dirty: false, savedAt: '2026-11-25T09:05:00Z' });
    expect(saveStatusKey(saved)).toBe('savedAt');
    expect(hasUnsaved(saved)).toBe(false);
    expect(nextSaveDelay(saved)).toBeNull();
  });

  test('edits during a save wait for it and are saved next', () => {
    const state = run([{ type: 'edit' }, { type: 'flush' }, { type: 'edit' }, { type: 'saved', at: 'x' }]);
    expect(state).toMatchObject({ phase: 'waiting', dirty: true });
  });

  test('a failed save retries with a growing pause, at most 30 s, and keeps the edits', () => {
    let state = run([{ type: 'edit' }, { type: 'flush' }, { type: 'failed' }]);
    expect(state).toMatchObject({ phase: 'retrying', dirty: true, attempt: 1 });
    expect(saveStatusKey(state)).toBe('retrying');
    expect(nextSaveDelay(state)).toBe(2000);
    state = run([{ type: 'flush' }, { type: 'failed' }, { type: 'flush' }, { type: 'failed' }], state);
    expect(nextSaveDelay(state)).toBe(8000);
    state = run(Array.from({ length: 10 }, () => [{ type: 'flush' }, { type: 'failed' }] as SaveEvent[]).flat(), state);
    expect(nextSaveDelay(state)).toBe(30_000);
    state = run([{ type: 'flush' }, { type: 'saved', at: 'y' }], state);
    expect(state).toMatchObject({ phase: 'idle', attempt: 0 });
  });

  test('a conflict stops saving until the visitor chooses; a refusal until the next edit', () => {
    const conflict = run([{ type: 'edit' }, { type: 'flush' }, { type: 'conflict' }]);
    expect(conflict.phase).toBe('conflict');
    expect(nextSaveDelay(conflict)).toBeNull();
    expect(saveReducer(conflict, { type: 'flush' })).toBe(conflict);
    expect(saveReducer(conflict, { type: 'edit' }).phase).toBe('conflict');
    expect(saveReducer(conflict, { type: 'reset', at: 'z' })).toEqual(initialSaveState('z'));
    const invalid = run([{ type: 'edit' }, { type: 'flush' }, { type: 'invalid', message: 'Text is not valid.' }]);
    expect(saveStatusKey(invalid)).toBe('invalid');
    expect(nextSaveDelay(invalid)).toBeNull();
    expect(saveReducer(invalid, { type: 'edit' }).phase).toBe('waiting');
  });

  test('the status line: its text from the page’s status.* keys, "Saved at" in Tashkent time as the page writes times, trouble in red with an alert', () => {
    const t = ((key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`) as unknown as TFunction;
    const saved = run([{ type: 'edit' }, { type: 'flush' }, { type: 'saved', at: '2026-11-25T09:05:00Z' }]);
    expect(saveStatusView(initialSaveState(null), t, 'en')).toEqual({ key: 'saved', text: 'status.saved', icon: 'check', failing: false });
    expect(saveStatusView(saved, t, 'ru')).toEqual({ key: 'savedAt', text: 'status.savedAt {"time":"14:05"}', icon: 'check', failing: false });
    expect(saveStatusView(saved, t, 'uz').text).toBe('status.savedAt {"time":"14:05"}');
    expect(saveStatusView(saved, t, 'en').text).toBe('status.savedAt {"time":"2:05 PM"}');
    expect(saveStatusView(run([{ type: 'edit' }]), t, 'en')).toMatchObject({ key: 'saving', icon: 'loader', failing: false });
    expect(saveStatusView(run([{ type: 'edit' }, { type: 'flush' }, { type: 'failed' }]), t, 'en')).toMatchObject({
      key: 'retrying',
      icon: 'alert',
      failing: true,
    });
    expect(saveStatusView(run([{ type: 'edit' }, { type: 'flush' }, { type: 'conflict' }]), t, 'en')).toMatchObject({
      key: 'conflict',
      icon: 'alert',
      failing: true,
    });
    expect(saveStatusView(run([{ type: 'edit' }, { type: 'invalid', message: 'Too long.' }]), t, 'en')).toEqual({
      key: 'invalid',
      text: 'status.invalid {"message":"Too long."}',
      icon: 'alert',
      failing: true,
    });
  });
});

describe('a field edited from its chip', () => {
  const field = (kind: DocumentField['kind'], extra: Partial<DocumentField> = {}): DocumentField => ({
    key: 'k',
    label: 'Label',
    kind,
    required: true,
    ...extra,
  });

  test('typed values are normalized as the API stores them; a bad one names its rule; empty clears', () => {
    expect(parseFieldInput(field('phone'), '90 123 45 67')).toEqual({ value: '+998901234567' });
    expect(parseFieldInput(field('pinfl'), '3 1234 5678 90123')).toEqual({ value: '31234567890123' });
    expect(parseFieldInput(field('pinfl'), '123')).toEqual({ failure: { key: 'pinfl', params: {} } });
    expect(parseFieldInput(field('passport'), 'aa 1234567')).toEqual({ value: 'AA1234567' });
    expect(parseFieldInput(field('money'), '3 200 000,50')).toEqual({ value: 320000050 });
    expect(parseFieldInput(field('money'), 'lots')).toEqual({ failure: { key: 'invalid', params: {} } });
    expect(parseFieldInput(field('date'), '2025-02-30')).toEqual({ failure: { key: 'date', params: {} } });
    expect(parseFieldInput(field('select', { options: [{ value: 'a', label: 'A' }] }), 'b')).toEqual({ failure: { key: 'option', params: {} } });
    expect(parseFieldInput(field('text'), '   ')).toEqual({ value: null });
  });

  test('stored values shown back in the control', () => {
    expect(fieldInputText(field('money'), 320000050)).toBe('3200000.50');
    expect(fieldInputText(field('money'), 500000)).toBe('5000');
    expect(fieldInputText(field('phone'), '+998901234567')).toBe('+998 90 123 45 67');
    expect(fieldInputText(field('text'), undefined)).toBe('');
  });
});

describe('a draft kept in the browser', () => {
  test('is the same as the server’s whatever the order of its keys', () => {
    expect(
      sameContent(
        { title: 'A', body: [{ type: 'paragraph', children: [{ text: 'x', bold: true }] }] },
        { body: [{ children: [{ bold: true, text: 'x' }], type: 'paragraph' }], title: 'A' },
      ),
    ).toBe(true);
    expect(sameContent({ title: 'A' }, { title: 'B' })).toBe(false);
  });
});

describe('pasted HTML before parsing', () => {
  test('loses its event handlers, scripts and styles', () => {
    expect(withoutHandlers('<p class="a" onclick="x()">A</p><img src="x" onerror=alert(1) onload=\'y\'><script>alert(2)</script><style>p{}</style>')).toBe(
      '<p class="a">A</p><img src="x">',
    );
  });
});
