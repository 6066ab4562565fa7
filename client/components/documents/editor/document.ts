/**
 * The editor's value as the API stores it (shared/richtext/schema): only the properties docs/product.md §3
 * knows, marks only when on, every macro with its first child, every signature blank with its one
 * empty child. Slate keeps our nodes as they are, so this is a guard, not a conversion: a
 * fragment pasted from another document (a macro this one has no field for) or a property some
 * operation left behind never reaches the server as a 422.
 */
import type { Align, Block, ListItem, MacroRun, Run, RichTextDocument, TextRun } from '../../../../shared/richtext/types.js';

const ALIGNS: readonly unknown[] = ['left', 'justify', 'right'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a sanitizer: it matches the control characters PostgreSQL's text refuses or a paste brings, to remove them
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** Text PostgreSQL keeps: no control characters but tab and line feed. */
export function storableText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

export function cleanTextRun(raw: Record<string, unknown>): TextRun {
  const run: TextRun = { text: typeof raw.text === 'string' ? storableText(raw.text) : '' };
  if (raw.bold === true) run.bold = true;
  if (raw.italic === true) run.italic = true;
  if (raw.underline === true) run.underline = true;
  return run;
}

/** Runs of a block or item: text, known macros, signature blanks; anything else as its text. */
function cleanRuns(raw: unknown, macroKeys: ReadonlySet<string> | null): Run[] {
  const runs: Run[] = [];
  for (const child of Array.isArray(raw) ? raw : []) {
    if (!isRecord(child)) continue;
    if (child.type === 'signature') {
      runs.push({ type: 'signature', children: [{ text: '' }] });
      continue;
    }
    if (child.type === 'macros') {
      const children = (Array.isArray(child.children) ? child.children : []).filter(isRecord).map(cleanTextRun);
      const first = children[0] ?? { text: '' };
      const key = typeof child.key === 'string' ? child.key : '';
      if (key && (!macroKeys || macroKeys.has(key))) {
        const macro: MacroRun = { type: 'macros', key, children: [first, ...children.slice(1)] };
        runs.push(macro);
      } else runs.push({ text: children.map((c) => c.text).join('') });
      continue;
    }
    if ('type' in child) {
      // A block where a run belongs (a nested paragraph): its runs, flattened.
      runs.push(...cleanRuns(child.children, macroKeys));
      continue;
    }
    runs.push(cleanTextRun(child));
  }
  return runs.length > 0 ? runs : [{ text: '' }];
}

function alignOf(raw: Record<string, unknown>): { align?: Align } {
  return raw.align !== undefined && raw.align !== 'left' && ALIGNS.includes(raw.align) ? { align: raw.align as Align } : {};
}

/**
 * The document in the schema's shapes; `macroKeys` are the fields of this document (a macro of
 * another becomes its text). An empty result is one empty paragraph.
 */
export function cleanDocument(raw: unknown, macroKeys: Iterable<string> | null = null): RichTextDocument {
  const keys = macroKeys ? new Set(macroKeys) : null;
  const blocks: Block[] = [];
  for (const node of Array.isArray(raw) ? raw : []) {
    if (!isRecord(node)) continue;
    if (node.type === 'numbered-list' || node.type === 'bulleted-list') {
      const items: ListItem[] = (Array.isArray(node.children) ? node.children : [])
        .filter(isRecord)
        .map((item) => ({ type: 'list-item' as const, children: cleanRuns(item.type === 'list-item' ? item.children : [item], keys) }));
      if (items.length > 0) blocks.push({ type: node.type, ...alignOf(node), children: items });
      continue;
    }
    if (node.type === 'justify-right') {
      blocks.push({ type: 'justify-right', children: cleanRuns(node.children, keys) });
      continue;
    }
    const heading: { heading?: 2 | 3 } = node.heading === 2 || node.heading === 3 ? { heading: node.heading } : {};
    const children = 'type' in node ? cleanRuns(node.children, keys) : cleanRuns([node], keys);
    blocks.push({ type: 'paragraph', ...alignOf(node), ...heading, children });
  }
  return blocks.length > 0 ? blocks : [{ type: 'paragraph', children: [{ text: '' }] }];
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isRecord(value))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  return value;
}

/** Two states of a document are the same whatever the order of their keys (a kept draft the server already has). */
export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
