/**
 * How a paper lays out its blocks (ADR 014): a title without its own alignment is centred, every
 * other block keeps its own; which blocks stay on the page of the next one (a sentence that runs on,
 * the lines above a signature).
 */
import { blockAlign, keepsWithNext, paperAlign } from '../../../shared/richtext/align';
import type { Block } from '../../../shared/richtext/types';

const p = (text: string, extra: Partial<Block> = {}): Block => ({ type: 'paragraph', children: [{ text }], ...extra }) as Block;
const right = (text: string): Block => ({ type: 'justify-right', children: [{ text }] });
const signature: Block = {
  type: 'justify-right',
  children: [{ text: 'Истец: ' }, { type: 'signature', children: [{ text: '' }] }, { text: ' / Алиев С. А.' }],
};

describe('paperAlign', () => {
  test('a heading with no alignment of its own is centred; one the visitor aligned keeps it', () => {
    expect(paperAlign({ type: 'paragraph', heading: 2 })).toBe('center');
    expect(paperAlign({ type: 'paragraph', heading: 3 })).toBe('center');
    expect(paperAlign({ type: 'paragraph', heading: 2, align: 'left' })).toBe('left');
    expect(paperAlign({ type: 'paragraph', heading: 2, align: 'right' })).toBe('right');
  });

  test('other blocks as blockAlign, and the site’s own pages keep headings left', () => {
    expect(paperAlign({ type: 'paragraph' })).toBe('left');
    expect(paperAlign({ type: 'paragraph', align: 'justify' })).toBe('justify');
    expect(paperAlign({ type: 'justify-right' })).toBe('right');
    expect(paperAlign({ type: 'numbered-list' })).toBe('left');
    expect(blockAlign({ type: 'paragraph' })).toBe('left');
  });
});

describe('keepsWithNext', () => {
  test('the date and the last paragraph go with the signature', () => {
    expect(keepsWithNext([p('Текст.'), p('Последний абзац.'), right('29 ноября 2026 г.'), signature])).toEqual([false, true, true, false]);
  });

  test('a signature after a list keeps the list’s end with it; two signatures stay together', () => {
    const list: Block = { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Копия' }] }] };
    expect(keepsWithNext([list, signature, signature])).toEqual([true, true, false]);
  });

  test('a sentence that runs on into the next block stays with it; a finished one does not', () => {
    expect(keepsWithNext([p('На основании изложенного'), p('ПРОШУ:', { heading: 3 }), p('Текст.'), p('Далее:')])).toEqual([true, false, false, false]);
    expect(keepsWithNext([p('Oʻzbekiston Respublikasi Fuqarolik kodeksiga asoslanib,'), p('SOʻRAYMAN:', { heading: 3 })])).toEqual([true, false]);
  });

  test('a paper without a signature keeps nothing else together', () => {
    expect(keepsWithNext([p('Один.'), right('Справа'), p('Два.')])).toEqual([false, false, false]);
  });
});
