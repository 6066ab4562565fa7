/**
 * Authoring helpers for the seed content: `t()` builds trilingual text, `md()` turns a compact
 * line markup into the shared RichTextDocument, `rich()` does it for all three languages.
 *
 * Markup (one block per non-empty line):
 *   `## text` / `### text`  paragraph with heading 2 / 3
 *   `1. text`               item of a numbered-list (consecutive lines form one list)
 *   `- text`                item of a bulleted-list
 *   `>> text`               justify-right block (signature, date, addressee lines)
 *   `|| text`               paragraph aligned 'justify'
 *   `|> text`               paragraph aligned 'right'
 *   other                   paragraph (with `options.align` if given)
 * Inline: `**bold**`, `*italic*`, `__underline__` (they nest), `{{key}}` a macro whose text comes
 * from `options.macroText(key)`, `{{key|form}}` the same macro with the form its value takes in the
 * sentence (shared/richtext MacroForm: `gen` `dat` `acc` `ins` `pre` a Russian case of a name; `ga`
 * `gacha` `dan` `da` `dagi` `ni` `ning` an Uzbek ending attached to the value; `g:he/she/either` a
 * word chosen by the named person's gender), `[[signature]]` a signature
 * blank (the line a party signs on). A run of underscores is not a line: `____` would read as
 * underline on and off and vanish, so it is refused with a pointer to `[[signature]]`.
 */
import type { Locale } from '../../../../shared/locales';
import { isMacroForm } from '../../../../shared/richtext/macros';
import type { Align, Block, ListItem, MacroRun, Run, TextRun, RichTextDocument } from '../../../../shared/richtext/types';

/** The markup of a signature blank. */
export const SIGNATURE_TOKEN = '[[signature]]';
import type { LocalizedRichText, Text3 } from './types';

export function t(uz: string, ru: string, en: string): Text3 {
  return { uz, ru, en };
}

export interface MarkupOptions {
  /** Align of plain paragraphs. */
  align?: Align;
  /** Placeholder text for `{{key}}`; throws for unknown keys. */
  macroText?: (key: string) => string;
}

interface Marks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

function textRun(text: string, marks: Marks): TextRun {
  const run: TextRun = { text };
  if (marks.bold) run.bold = true;
  if (marks.italic) run.italic = true;
  if (marks.underline) run.underline = true;
  return run;
}

function sameMarks(a: TextRun, b: TextRun): boolean {
  return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.underline === !!b.underline;
}

/** Parses one line's inline markup into runs. */
export function inline(src: string, options: MarkupOptions = {}): Run[] {
  if (/_{4}|\*{4}/.test(src)) throw new Error(`Empty emphasis in: ${src} (a signature line is ${SIGNATURE_TOKEN})`);
  const runs: Run[] = [];
  const marks: Marks = { bold: false, italic: false, underline: false };
  let buffer = '';
  const flush = () => {
    if (!buffer) return;
    const run = textRun(buffer, marks);
    const last = runs[runs.length - 1];
    if (last && !('type' in last) && sameMarks(last, run)) last.text += buffer;
    else runs.push(run);
    buffer = '';
  };
  let i = 0;
  while (i < src.length) {
    if (src.startsWith('{{', i)) {
      const end = src.indexOf('}}', i);
      if (end < 0) throw new Error(`Unclosed macro in: ${src}`);
      const inner = src.slice(i + 2, end);
      const bar = inner.indexOf('|');
      const key = (bar < 0 ? inner : inner.slice(0, bar)).trim();
      const form = bar < 0 ? undefined : inner.slice(bar + 1);
      if (form !== undefined && !isMacroForm(form)) throw new Error(`Unknown form "${form}" of {{${key}}} in: ${src}`);
      if (!options.macroText) throw new Error(`Macro {{${key}}} without a macroText resolver`);
      flush();
      const macro: MacroRun = { type: 'macros', key, children: [textRun(options.macroText(key), marks)] };
      if (form !== undefined) macro.form = form;
      runs.push(macro);
      i = end + 2;
    } else if (src.startsWith('[[', i)) {
      if (!src.startsWith(SIGNATURE_TOKEN, i)) throw new Error(`Unknown token in: ${src} (only ${SIGNATURE_TOKEN})`);
      flush();
      runs.push({ type: 'signature', children: [{ text: '' }] });
      i += SIGNATURE_TOKEN.length;
    } else if (src.startsWith('**', i)) {
      flush();
      marks.bold = !marks.bold;
      i += 2;
    } else if (src.startsWith('__', i)) {
      flush();
      marks.underline = !marks.underline;
      i += 2;
    } else if (src[i] === '*') {
      flush();
      marks.italic = !marks.italic;
      i += 1;
    } else {
      buffer += src[i];
      i += 1;
    }
  }
  flush();
  if (marks.bold || marks.italic || marks.underline) throw new Error(`Unclosed emphasis in: ${src}`);
  if (runs.length === 0) runs.push({ text: '' });
  return runs;
}

/** Parses the block markup described above into a RichTextDocument. */
export function md(src: string, options: MarkupOptions = {}): RichTextDocument {
  const blocks: Block[] = [];
  let list: { type: 'numbered-list' | 'bulleted-list'; children: ListItem[] } | null = null;
  const addItem = (type: 'numbered-list' | 'bulleted-list', text: string) => {
    if (!list || list.type !== type) {
      list = { type, children: [] };
      blocks.push(list);
    }
    list.children.push({ type: 'list-item', children: inline(text, options) });
  };
  for (const raw of src.split('\n')) {
    const line = raw.trim();
    if (!line) {
      list = null;
      continue;
    }
    const heading = line.match(/^(#{2,3})\s+(.*)$/);
    if (heading) {
      list = null;
      blocks.push({ type: 'paragraph', heading: heading[1]!.length === 2 ? 2 : 3, children: inline(heading[2]!, options) });
      continue;
    }
    const numbered = line.match(/^\d+\.\s+(.*)$/);
    if (numbered) {
      addItem('numbered-list', numbered[1]!);
      continue;
    }
    const bulleted = line.match(/^-\s+(.*)$/);
    if (bulleted) {
      addItem('bulleted-list', bulleted[1]!);
      continue;
    }
    const justifyRight = line.match(/^>>\s*(.*)$/);
    if (justifyRight) {
      list = null;
      blocks.push({ type: 'justify-right', children: inline(justifyRight[1]!, options) });
      continue;
    }
    const alignJustify = line.match(/^\|\|\s*(.*)$/);
    if (alignJustify) {
      list = null;
      blocks.push({ type: 'paragraph', align: 'justify', children: inline(alignJustify[1]!, options) });
      continue;
    }
    const alignRight = line.match(/^\|>\s*(.*)$/);
    if (alignRight) {
      list = null;
      blocks.push({ type: 'paragraph', align: 'right', children: inline(alignRight[1]!, options) });
      continue;
    }
    list = null;
    const block: Block = { type: 'paragraph', children: inline(line, options) };
    if (options.align && options.align !== 'left') block.align = options.align;
    blocks.push(block);
  }
  return blocks;
}

export type PerLocale<T> = Record<Locale, T>;

/** md() for each language; `macroText` receives the locale. */
export function rich(src: PerLocale<string>, options: { align?: Align; macroText?: (key: string, locale: Locale) => string } = {}): LocalizedRichText {
  const one = (locale: Locale) =>
    md(src[locale], {
      ...(options.align ? { align: options.align } : {}),
      ...(options.macroText ? { macroText: (key: string) => options.macroText!(key, locale) } : {}),
    });
  return { uz: one('uz'), ru: one('ru'), en: one('en') };
}

/** "General information, not legal advice" (docs/design.md §4: legal text carries it). */
export const GENERAL_INFO_NOTICE: Text3 = t(
  'Ushbu material umumiy maʼlumot uchun moʻljallangan va yuridik maslahat hisoblanmaydi. Oʻz vaziyatingiz boʻyicha malakali yurist yoki advokat bilan maslahatlashing.',
  'Материал носит общий информационный характер и не является юридической консультацией. По вашей конкретной ситуации обратитесь к юристу или адвокату.',
  'This material is general information, not legal advice. For your specific situation, consult a qualified lawyer or advocate.',
);

/** Appends the notice as an italic closing paragraph to each language's document. */
export function withNotice(doc: LocalizedRichText): LocalizedRichText {
  const note = (locale: Locale): Block => ({ type: 'paragraph', children: [{ text: GENERAL_INFO_NOTICE[locale], italic: true }] });
  return { uz: [...doc.uz, note('uz')], ru: [...doc.ru, note('ru')], en: [...doc.en, note('en')] };
}
