/**
 * A document as PDF (ADR 008), written from the rich-text tree with pdfkit, no browser: the page,
 * margins, spacing and lists of ./layout.ts (the DOCX's), DejaVu Serif (shipped with the site in
 * the dejavu-fonts-ttf package; it has oʻ gʻ ʼ, ў қ ғ ҳ and the rest of Uzbek and Russian), bold,
 * italic and underline, alignment left, right and justified, titles centred (ADR 014), headings
 * kept with the text after them, a signature with the lines above it, no paragraph's first line
 * left alone at the foot of a page, no-break spaces kept inside their words, macros filled as plain text
 * and signature blanks as a line of underscores.
 *
 * The lines are broken here rather than by pdfkit's own wrapper, which cannot justify a line that
 * mixes fonts: each line is measured word by word and written in segments of one style, a
 * justified line with the extra space spread over its spaces.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Locale } from '../../shared/locales.js';
import { isListBlock, keepsWithNext, paperAlign, type PaperAlign } from '../../shared/richtext/align.js';
import type { MacroResolver } from '../../shared/richtext/macros.js';
import type { Block, Run } from '../../shared/richtext/types.js';
import type { ExportInput } from './exports.js';
import { LIST, PAGE, SIGNATURE_MM, TYPE, mmToPt } from './layout.js';
import { spansOf, type Span } from './spans.js';

type FontName = 'regular' | 'bold' | 'italic' | 'boldItalic';

const FONT_FILES: Readonly<Record<FontName, string>> = {
  regular: 'DejaVuSerif.ttf',
  bold: 'DejaVuSerif-Bold.ttf',
  italic: 'DejaVuSerif-Italic.ttf',
  boldItalic: 'DejaVuSerif-BoldItalic.ttf',
};

/** The font files, read once: they never change while the process runs. */
let fontData: Record<FontName, Buffer> | undefined;
function fonts(): Record<FontName, Buffer> {
  if (!fontData) {
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontData = Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(path.join(dir, file))])) as Record<FontName, Buffer>;
  }
  return fontData;
}

/**
 * DejaVu Serif sets wider than Times New Roman: 11 pt here fills a line about as 12 pt Times does
 * in the DOCX, so both break their lines in nearly the same places.
 */
const SCALE = 11 / 12;
/** DejaVu Serif's own line height (ascent + descent) in ems; Word's "1.15 lines" multiplies the font's. */
const NATURAL_LINE = 1.164;

interface Style {
  font: FontName;
  size: number;
  underline: boolean;
}

/** A word: pieces of text without a space between them, possibly in several styles ("**Иванов**,"). */
interface Word {
  kind: 'word';
  pieces: { text: string; style: Style; width: number }[];
  width: number;
}
interface Space {
  kind: 'space';
  style: Style;
  width: number;
}
type Atom = Word | Space | { kind: 'break' };

interface Line {
  atoms: (Word | Space)[];
  width: number;
  /** The paragraph's last line, or one ended by a line break: never stretched. */
  last: boolean;
}

interface Paragraph {
  lines: Line[];
  align: PaperAlign;
  /** Where the lines start, from the left margin. */
  indent: number;
  marker: { text: string; style: Style } | null;
  lineHeight: number;
  before: number;
  after: number;
  keepWithNext: boolean;
}

const fontOf = (bold: boolean, italic: boolean): FontName => (bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular');

/** Lays out and writes one document on a pdfkit document. */
class Writer {
  private readonly widths = new Map<string, number>();
  private readonly left = mmToPt(PAGE.margins.leftMm);
  private readonly top = mmToPt(PAGE.margins.topMm);
  private readonly width = mmToPt(PAGE.widthMm - PAGE.margins.leftMm - PAGE.margins.rightMm);
  private readonly bottom = mmToPt(PAGE.heightMm - PAGE.margins.bottomMm);
  private y = this.top;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly macros: MacroResolver | undefined,
  ) {}

  private measure(text: string, style: Style): number {
    const key = `${style.font}|${style.size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.doc.font(style.font).fontSize(style.size).widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  }

  /** A signature blank: underscores as long as the DOCX's line. */
  private signatureText(style: Style): string {
    return '_'.repeat(Math.max(1, Math.round(mmToPt(SIGNATURE_MM) / this.measure('_', style))));
  }

  private atomsOf(spans: readonly Span[], size: number, forceBold: boolean): Atom[] {
    const atoms: Atom[] = [];
    /** The word being read: pieces join it until a space or a break ends it. */
    const open: { word: Word | null } = { word: null };
    const addPiece = (text: string, style: Style) => {
      const width = this.measure(text, style);
      let word = open.word;
      if (!word) {
        word = { kind: 'word', pieces: [], width: 0 };
        open.word = word;
        atoms.push(word);
      }
      word.pieces.push({ text, style, width });
      word.width += width;
    };
    for (const span of spans) {
      if (span.kind === 'signature') {
        const style: Style = { font: fontOf(forceBold, false), size, underline: false };
        addPiece(this.signatureText(style), style);
        continue;
      }
      const style: Style = { font: fontOf(span.bold || forceBold, span.italic), size, underline: span.underline };
      // A no-break space (U+00A0, U+202F) belongs to its word: "50 000 000 soʻm" never breaks.
      for (const token of span.text.match(/\n|[^\S\n\u00a0\u202f]+|(?:[^\s]|[\u00a0\u202f])+/g) ?? []) {
        if (token === '\n') {
          open.word = null;
          atoms.push({ kind: 'break' });
        } else if (/^\s/.test(token)) {
          open.word = null;
          atoms.push({ kind: 'space', style, width: this.measure(' ', style) });
        } else addPiece(token, style);
      }
    }
    return atoms;
  }

  /** A word wider than the line, cut into pieces that fit. */
  private splitWord(word: Word, max: number): Word[] {
    const parts: Word[] = [];
    let current: Word = { kind: 'word', pieces: [], width: 0 };
    for (const piece of word.pieces) {
      for (const char of Array.from(piece.text)) {
        const width = this.measure(char, piece.style);
        if (current.width + width > max && current.width > 0) {
          parts.push(current);
          current = { kind: 'word', pieces: [], width: 0 };
        }
        const last = current.pieces[current.pieces.length - 1];
        if (last && last.style === piece.style) {
          last.text += char;
          last.width += width;
        } else current.pieces.push({ text: char, style: piece.style, width });
        current.width += width;
      }
    }
    if (current.pieces.length) parts.push(current);
    return parts;
  }

  private linesOf(atoms: Atom[], max: number): Line[] {
    const lines: Line[] = [];
    let line: Line = { atoms: [], width: 0, last: false };
    let pending: Space[] = [];
    const finish = (last: boolean) => {
      line.last = last;
      lines.push(line);
      line = { atoms: [], width: 0, last: false };
      pending = [];
    };
    for (const atom of atoms) {
      if (atom.kind === 'break') {
        finish(true);
        continue;
      }
      if (atom.kind === 'space') {
        if (line.atoms.length) pending.push(atom);
        continue;
      }
      for (const word of atom.width > max ? this.splitWord(atom, max) : [atom]) {
        const spaces = pending.reduce((sum, space) => sum + space.width, 0);
        if (line.atoms.length && line.width + spaces + word.width > max) finish(false);
        else {
          line.atoms.push(...pending);
          line.width += spaces;
        }
        pending = [];
        line.atoms.push(word);
        line.width += word.width;
      }
    }
    finish(true);
    return lines;
  }

  private paragraphOf(
    runs: readonly Run[] | undefined,
    options: { align: PaperAlign; size: number; bold: boolean; indent: number; marker: string | null; before: number; after: number; keepWithNext: boolean },
  ): Paragraph {
    const atoms = this.atomsOf(spansOf(runs, this.macros), options.size, options.bold);
    return {
      lines: this.linesOf(atoms, this.width - options.indent),
      align: options.align,
      indent: options.indent,
      marker: options.marker === null ? null : { text: options.marker, style: { font: 'regular', size: options.size, underline: false } },
      lineHeight: options.size * TYPE.lineHeight * NATURAL_LINE,
      before: options.before,
      after: options.after,
      keepWithNext: options.keepWithNext,
    };
  }

  paragraphsOf(block: Block): Paragraph[] {
    const align = paperAlign(block);
    const body = TYPE.bodyPt * SCALE;
    if (isListBlock(block)) {
      return (block.children ?? []).map((item, i) =>
        this.paragraphOf(item.children, {
          align,
          size: body,
          bold: false,
          indent: mmToPt(LIST.indentMm),
          marker: block.type === 'numbered-list' ? `${i + 1}.` : LIST.bullet,
          before: 0,
          after: TYPE.paragraphAfterPt,
          keepWithNext: false,
        }),
      );
    }
    const heading = block.type === 'paragraph' ? block.heading : undefined;
    if (heading === 2 || heading === 3) {
      const size = (heading === 2 ? TYPE.heading2Pt : TYPE.heading3Pt) * SCALE;
      return [
        this.paragraphOf(block.children, {
          align,
          size,
          bold: true,
          indent: 0,
          marker: null,
          before: TYPE.headingBeforePt,
          after: TYPE.headingAfterPt,
          keepWithNext: true,
        }),
      ];
    }
    return [
      this.paragraphOf(block.children, {
        align,
        size: body,
        bold: false,
        indent: 0,
        marker: null,
        before: 0,
        after: TYPE.paragraphAfterPt,
        keepWithNext: false,
      }),
    ];
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = this.top;
  }

  private heightOf(paragraph: Paragraph, lines = paragraph.lines.length): number {
    return paragraph.before + lines * paragraph.lineHeight;
  }

  /** Writes the paragraphs, breaking pages: a heading goes with the first lines after it, no first line is left alone. */
  write(paragraphs: Paragraph[]): void {
    paragraphs.forEach((paragraph, i) => {
      const atTop = this.y === this.top;
      const before = atTop ? 0 : paragraph.before;
      const next = paragraphs[i + 1];
      let needed = before + Math.min(paragraph.lines.length, 2) * paragraph.lineHeight;
      if (paragraph.keepWithNext && next) {
        // The whole run of paragraphs kept together (a heading, the lines above a signature), and the first lines of the one that ends it.
        needed = before + paragraph.lines.length * paragraph.lineHeight + paragraph.after;
        let j = i + 1;
        while (paragraphs[j]?.keepWithNext && paragraphs[j + 1] && needed < this.bottom - this.top) {
          needed += this.heightOf(paragraphs[j]!) + paragraphs[j]!.after;
          j += 1;
        }
        const end = paragraphs[j]!;
        needed += this.heightOf(end, Math.min(end.lines.length, 2));
      }
      if (!atTop && this.y + needed > this.bottom) this.newPage();
      else this.y += before;
      paragraph.lines.forEach((line, index) => {
        if (this.y + paragraph.lineHeight > this.bottom) this.newPage();
        this.writeLine(paragraph, line, index === 0);
        this.y += paragraph.lineHeight;
      });
      this.y += paragraph.after;
    });
  }

  private text(text: string, x: number, baseline: number, style: Style, wordSpacing: number): number {
    if (wordSpacing && /[\u00a0\u202f]/.test(text)) {
      // pdfkit stretches at every \s, a no-break space too ("50 000 000 сум" would spread over its
      // neighbours): the words are written one by one, the stretch only at the plain spaces.
      const space = this.measure(' ', style) + wordSpacing;
      let at = x;
      text.split(' ').forEach((word, i) => {
        if (i > 0) at += space;
        if (word) at += this.text(word, at, baseline, style, 0);
      });
      return at - x;
    }
    const doc = this.doc.font(style.font).fontSize(style.size);
    doc.text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic', ...(wordSpacing ? { wordSpacing } : {}) });
    const spaces = wordSpacing ? (text.trim().match(/\s+/g) ?? []).length : 0;
    return this.measure(text, style) + spaces * wordSpacing;
  }

  private underline(x: number, width: number, baseline: number, style: Style): void {
    const thickness = Math.max(0.5, style.size / 20);
    const y = baseline + style.size * 0.12;
    this.doc
      .save()
      .lineWidth(thickness)
      .moveTo(x, y)
      .lineTo(x + width, y)
      .stroke()
      .restore();
  }

  private writeLine(paragraph: Paragraph, line: Line, first: boolean): void {
    const size = Math.max(
      paragraph.marker?.style.size ?? 0,
      ...line.atoms.map((atom) => (atom.kind === 'space' ? atom.style.size : Math.max(...atom.pieces.map((p) => p.style.size)))),
      TYPE.bodyPt * SCALE,
    );
    const baseline = this.y + (paragraph.lineHeight - size * NATURAL_LINE) / 2 + size * 0.928;
    const start = this.left + paragraph.indent;
    const room = this.width - paragraph.indent;
    if (first && paragraph.marker) this.text(paragraph.marker.text, this.left + paragraph.indent - mmToPt(LIST.hangingMm), baseline, paragraph.marker.style, 0);
    const spaces = line.atoms.filter((atom) => atom.kind === 'space').length;
    const stretch = paragraph.align === 'justify' && !line.last && spaces > 0 ? (room - line.width) / spaces : 0;
    let x = paragraph.align === 'right' ? start + room - line.width : paragraph.align === 'center' ? start + (room - line.width) / 2 : start;
    // Segments of one style: a word's pieces, and the spaces between words of the same style.
    const open: { segment: { text: string; style: Style; x: number } | null } = { segment: null };
    const flush = () => {
      const segment = open.segment;
      if (!segment) return;
      const width = this.text(segment.text.trimEnd(), segment.x, baseline, segment.style, stretch);
      if (segment.style.underline) this.underline(segment.x, width, baseline, segment.style);
      open.segment = null;
    };
    const sameStyle = (a: Style, b: Style) => a.font === b.font && a.size === b.size && a.underline === b.underline;
    for (const atom of line.atoms) {
      if (atom.kind === 'space') {
        if (open.segment && sameStyle(open.segment.style, atom.style)) open.segment.text += ' ';
        else flush();
        x += atom.width + stretch;
        continue;
      }
      for (const piece of atom.pieces) {
        if (open.segment && sameStyle(open.segment.style, piece.style)) open.segment.text += piece.text;
        else {
          flush();
          open.segment = { text: piece.text, style: piece.style, x };
        }
        x += piece.width;
      }
    }
    flush();
  }
}

/** The document as a PDF file. */
export function renderPdf(input: ExportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: mmToPt(PAGE.margins.topMm), right: mmToPt(PAGE.margins.rightMm), bottom: mmToPt(PAGE.margins.bottomMm), left: mmToPt(PAGE.margins.leftMm) },
    info: { Title: input.title, Creator: 'Huquq', Producer: 'Huquq' },
    lang: PDF_LANGUAGE[input.locale],
    displayTitle: true,
    pdfVersion: '1.7',
  });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new Writer(doc, input.macros);
  const blocks = (Array.isArray(input.body) ? input.body : []).filter((block) => block && typeof block === 'object');
  const keep = keepsWithNext(blocks);
  writer.write(
    blocks.flatMap((block, i) => {
      const paragraphs = writer.paragraphsOf(block);
      const last = paragraphs[paragraphs.length - 1];
      if (keep[i] && last) last.keepWithNext = true;
      return paragraphs;
    }),
  );
  if (input.appendix) {
    doc.addPage();
    input.appendix(doc);
  }
  doc.end();
  return done;
}

/** The language a PDF reader (and a screen reader) is told the text is in. */
export const PDF_LANGUAGE: Readonly<Record<Locale, string>> = { uz: 'uz-Latn', ru: 'ru', en: 'en' };
