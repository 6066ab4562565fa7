/**
 * Pasted HTML (from Word, Google Docs or a web page) reduced to the document's own blocks and
 * marks (docs/product.md §3), after Slate's paste-html example: paragraphs, headings 2 and 3, numbered and
 * bulleted lists (Word's "mso-list" paragraphs too), alignment left, justify, right; bold, italic,
 * underline from tags or inline styles (Google Docs' `<b style="font-weight:normal">` is not
 * bold). Everything else is its text: no raw HTML, no links, images, tables or colours.
 *
 * It reads a DOM-like tree (the browser's DOMParser in the editor; a few plain objects in a test),
 * so it runs without a browser.
 */
import type { Align, Block, ListItem, RichTextDocument, TextRun } from '../../../../shared/richtext/types.js';
import { storableText } from './document.js';

/** What the deserializer reads of a DOM node. */
export interface PastedNode {
  /** 1 element, 3 text, 8 comment (others are skipped). */
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<PastedNode>;
  getAttribute?(name: string): string | null;
}

interface Marks {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

type ListType = 'numbered-list' | 'bulleted-list';

interface OpenBlock {
  kind: 'paragraph' | 'item';
  list?: ListType;
  align?: Align;
  heading?: 2 | 3;
  runs: TextRun[];
}

const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'HEAD',
  'META',
  'TITLE',
  'LINK',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'IMG',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'BUTTON',
  'XML',
]);
const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'TR',
  'DT',
  'DD',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'ADDRESS',
  'FIGCAPTION',
  'TABLE',
  'TBODY',
  'THEAD',
  'MAIN',
  'ASIDE',
  'NAV',
  'CENTER',
  'HR',
  'DL',
  'FORM',
  'FIELDSET',
]);

function styleOf(node: PastedNode): Map<string, string> {
  const map = new Map<string, string>();
  const style = node.getAttribute?.('style') ?? '';
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    map.set(
      declaration.slice(0, colon).trim().toLowerCase(),
      declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase(),
    );
  }
  return map;
}

function marksOf(name: string, style: Map<string, string>, inherited: Marks): Marks {
  const marks: Marks = { ...inherited };
  if (name === 'B' || name === 'STRONG' || name === 'TH') marks.bold = true;
  if (name === 'I' || name === 'EM' || name === 'CITE' || name === 'DFN') marks.italic = true;
  if (name === 'U' || name === 'INS') marks.underline = true;
  const weight = style.get('font-weight');
  if (weight) {
    if (/^(bold|bolder|[6-9]00)$/.test(weight)) marks.bold = true;
    else if (/^(normal|lighter|[1-5]00)$/.test(weight)) marks.bold = false;
  }
  const fontStyle = style.get('font-style');
  if (fontStyle) marks.italic = /italic|oblique/.test(fontStyle);
  const decoration = style.get('text-decoration') ?? style.get('text-decoration-line');
  if (decoration) marks.underline = decoration.includes('underline');
  return marks;
}

function alignOf(node: PastedNode, style: Map<string, string>): Align | undefined {
  const value = (style.get('text-align') ?? node.getAttribute?.('align') ?? '').toLowerCase();
  if (value === 'justify') return 'justify';
  if (value === 'right' || value === 'end') return 'right';
  if (value === 'left' || value === 'start') return 'left';
  return undefined;
}

/** A Word list marker ("1.", "a)", "IV.") numbers; a bullet ("·", "o", "§", "–") does not. */
function listTypeOfMarker(marker: string): ListType {
  return /^\s*(\d+|[a-zа-я]|[ivxlc]+)[.)]/i.test(marker) ? 'numbered-list' : 'bulleted-list';
}

class Reader {
  readonly blocks: OpenBlock[] = [];
  private open: OpenBlock | null = null;
  private readonly lists: ListType[] = [];
  private pre = 0;

  private current(): OpenBlock {
    if (!this.open) this.open = { kind: 'paragraph', runs: [] };
    return this.open;
  }

  private close(): void {
    const block = this.open;
    this.open = null;
    if (!block) return;
    const first = block.runs[0];
    const last = block.runs[block.runs.length - 1];
    if (first && this.pre === 0) first.text = first.text.replace(/^[ \n]+/, '');
    if (last && this.pre === 0) last.text = last.text.replace(/[ \n]+$/, '');
    block.runs = block.runs.filter((run) => run.text !== '');
    if (block.runs.length > 0) this.blocks.push(block);
  }

  private start(block: Omit<OpenBlock, 'runs'>): void {
    this.close();
    this.open = { ...block, runs: [] };
  }

  private text(raw: string, marks: Marks): void {
    let text = storableText(this.pre > 0 ? raw : raw.replace(/[ \t\n\r\f]+/g, ' '));
    if (!text) return;
    const block = this.current();
    const previous = block.runs[block.runs.length - 1];
    // One space between words, never two (the tags between them each brought one).
    if (this.pre === 0 && text.startsWith(' ') && (!previous || /[ \n]$/.test(previous.text))) text = text.slice(1);
    if (!text) return;
    const run: TextRun = { text };
    if (marks.bold) run.bold = true;
    if (marks.italic) run.italic = true;
    if (marks.underline) run.underline = true;
    if (previous && previous.bold === run.bold && previous.italic === run.italic && previous.underline === run.underline) previous.text += text;
    else block.runs.push(run);
  }

  /** A line break inside the block (<br>): the renderer shows "\n" as one. */
  private lineBreak(): void {
    const block = this.current();
    const previous = block.runs[block.runs.length - 1];
    if (previous) previous.text = `${previous.text.replace(/ +$/, '')}\n`;
    else block.runs.push({ text: '\n' });
  }

  walk(node: PastedNode, marks: Marks): void {
    if (node.nodeType === 3) {
      this.text(node.textContent ?? '', marks);
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) return;
    const style = styleOf(node);
    // Word writes a list item's number or bullet in a span it marks to be ignored.
    if ((style.get('mso-list') ?? '').includes('ignore')) {
      if (this.open?.kind === 'item' && !this.open.list) this.open.list = listTypeOfMarker(node.textContent ?? '');
      return;
    }
    if (style.get('display') === 'none') return;
    if (name === 'BR') {
      this.lineBreak();
      return;
    }
    const inner = marksOf(name, style, marks);
    const children = Array.from(node.childNodes);

    if (name === 'UL' || name === 'OL') {
      this.close();
      this.lists.push(name === 'OL' ? 'numbered-list' : 'bulleted-list');
      for (const child of children) this.walk(child, inner);
      this.lists.pop();
      this.close();
      return;
    }
    if (name === 'LI') {
      const align = alignOf(node, style);
      this.start({ kind: 'item', list: this.lists[this.lists.length - 1] ?? 'bulleted-list', ...(align ? { align } : {}) });
      for (const child of children) this.walk(child, inner);
      this.close();
      return;
    }
    if (BLOCKS.has(name)) {
      const wordList = style.has('mso-list') || /MsoListParagraph/i.test(node.getAttribute?.('class') ?? '');
      const align = alignOf(node, style);
      const heading = /^H[12]$/.test(name) ? 2 : /^H[3-6]$/.test(name) ? 3 : undefined;
      // A block inside an item (a paragraph in an <li>) continues the item.
      if (this.open?.kind === 'item' && this.open.runs.length === 0 && !wordList) {
        for (const child of children) this.walk(child, heading ? { ...inner, bold: true } : inner);
        return;
      }
      this.start(
        wordList ? { kind: 'item', ...(align ? { align } : {}) } : { kind: 'paragraph', ...(align ? { align } : {}), ...(heading ? { heading } : {}) },
      );
      if (name === 'PRE') this.pre += 1;
      for (const child of children) this.walk(child, inner);
      if (name === 'PRE') this.pre -= 1;
      this.close();
      return;
    }
    for (const child of children) this.walk(child, inner);
    // Table cells side by side: a space between them.
    if (name === 'TD' || name === 'TH') this.text(' ', marks);
  }

  finish(): void {
    this.close();
  }
}

/** The blocks of a reading, consecutive items of one kind gathered into their list. */
function assemble(blocks: readonly OpenBlock[]): RichTextDocument {
  const out: Block[] = [];
  for (const block of blocks) {
    if (block.kind === 'item') {
      const type = block.list ?? 'bulleted-list';
      const item: ListItem = { type: 'list-item', children: block.runs };
      const last = out[out.length - 1];
      if (last && last.type === type) last.children.push(item);
      else out.push({ type, children: [item] });
      continue;
    }
    out.push({
      type: 'paragraph',
      ...(block.align && block.align !== 'left' ? { align: block.align } : {}),
      ...(block.heading ? { heading: block.heading } : {}),
      children: block.runs,
    });
  }
  return out;
}

/** Pasted HTML's body (or any node) as the document's blocks; empty when it holds no text. */
export function deserializeHtml(root: PastedNode): RichTextDocument {
  const reader = new Reader();
  reader.walk(root, {});
  reader.finish();
  return assemble(reader.blocks);
}

/** HTML without its event-handler attributes (onerror=…): text and marks are all the editor reads. */
export function withoutHandlers(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/(<[^>]*?)\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, (_, head: string) => head)
    .replace(/(<[^>]*?)\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, (_, head: string) => head);
}

/** Pasted plain text: a paragraph per line, blank lines dropped. */
export function textToDocument(text: string): RichTextDocument {
  return storableText(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => ({ type: 'paragraph' as const, children: [{ text: line }] }));
}
