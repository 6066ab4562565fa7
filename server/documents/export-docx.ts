/**
 * A document as DOCX (ADR 008), written from the rich-text tree with the `docx` package, not
 * converted from HTML: paragraphs with their alignment (justify-right on the right, titles
 * centred: ADR 014), headings kept with the text after them, the lines above a signature kept
 * with it, numbered and bulleted lists as Word lists (each list numbered
 * from 1), bold, italic and underline, macros filled as plain text ("[label]" when empty),
 * signature blanks as a line of underscores, on the A4 page of ./layout.ts, in Times New Roman,
 * with the document's language set on its text so Word checks the right spelling.
 */
import {
  AlignmentType,
  convertMillimetersToTwip,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  UnderlineType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import type { Locale } from '../../shared/locales.js';
import { isListBlock, keepsWithNext, paperAlign, type PaperAlign } from '../../shared/richtext/align.js';
import type { MacroResolver } from '../../shared/richtext/macros.js';
import type { Block, Run } from '../../shared/richtext/types.js';
import { LIST, PAGE, SIGNATURE_MM, TYPE, mmToPt } from './layout.js';
import type { ExportInput } from './exports.js';
import { spansOf } from './spans.js';

/** The language tags Word knows the site's languages by (Uzbek in Latin script). */
export const WORD_LANGUAGE: Readonly<Record<Locale, string>> = { uz: 'uz-Latn-UZ', ru: 'ru-RU', en: 'en-US' };

const FONT = 'Times New Roman';
const halfPoints = (pt: number) => Math.round(pt * 2);
const twentieths = (pt: number) => Math.round(pt * 20);
const twip = (mm: number) => Math.round(convertMillimetersToTwip(mm));

/** An underscore is half an em wide in Times New Roman: this many make the blank's length. */
const SIGNATURE_LINE = '_'.repeat(Math.round(mmToPt(SIGNATURE_MM) / (TYPE.bodyPt / 2)));

const ALIGNMENT = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  justify: AlignmentType.JUSTIFIED,
  right: AlignmentType.RIGHT,
} as const satisfies Record<PaperAlign, unknown>;

const NUMBERED = 'numbered';
const BULLETED = 'bulleted';

function runsOf(runs: readonly Run[], macros: MacroResolver | undefined): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  for (const span of spansOf(runs, macros)) {
    if (span.kind === 'signature') {
      children.push(new TextRun({ text: SIGNATURE_LINE }));
      continue;
    }
    const marks: IRunOptions = {
      ...(span.bold ? { bold: true } : {}),
      ...(span.italic ? { italics: true } : {}),
      ...(span.underline ? { underline: { type: UnderlineType.SINGLE } } : {}),
    };
    for (const [i, line] of span.text.split('\n').entries()) children.push(new TextRun({ ...marks, text: line, ...(i > 0 ? { break: 1 } : {}) }));
  }
  return children;
}

/** A block's paragraphs; `keepNext` keeps its last one on the page of the next block (the lines above a signature). */
function paragraphsOf(block: Block, listIndex: number, macros: MacroResolver | undefined, keepNext: boolean): Paragraph[] {
  const alignment = ALIGNMENT[paperAlign(block)];
  const keep = keepNext ? { keepNext: true, keepLines: true } : {};
  if (isListBlock(block)) {
    const reference = block.type === 'numbered-list' ? NUMBERED : BULLETED;
    const items = block.children ?? [];
    return items.map(
      (item, i) =>
        new Paragraph({
          alignment,
          widowControl: true,
          numbering: { reference, level: 0, instance: listIndex },
          ...(i === items.length - 1 ? keep : {}),
          children: runsOf(item.children ?? [], macros),
        }),
    );
  }
  const heading =
    block.type === 'paragraph' ? (block.heading === 2 ? HeadingLevel.HEADING_2 : block.heading === 3 ? HeadingLevel.HEADING_3 : undefined) : undefined;
  return [new Paragraph({ alignment, widowControl: true, ...keep, ...(heading ? { heading } : {}), children: runsOf(block.children ?? [], macros) })];
}

function listLevel(format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) {
  return {
    level: 0,
    format,
    text,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: twip(LIST.indentMm), hanging: twip(LIST.hangingMm) } } },
  };
}

/** The document as a .docx file. */
export async function renderDocx(input: ExportInput): Promise<Buffer> {
  const language = { value: WORD_LANGUAGE[input.locale] };
  const headingStyle = (pt: number) => ({
    run: { font: FONT, size: halfPoints(pt), bold: true, color: '000000', language },
    paragraph: { spacing: { before: twentieths(TYPE.headingBeforePt), after: twentieths(TYPE.headingAfterPt) }, keepNext: true, keepLines: true },
  });
  let lists = 0;
  const blocks = (Array.isArray(input.body) ? input.body : []).filter((block) => block && typeof block === 'object');
  const keep = keepsWithNext(blocks);
  const children = blocks.flatMap((block, i) => paragraphsOf(block, isListBlock(block) ? ++lists : 0, input.macros, keep[i] ?? false));
  const document = new Document({
    title: input.title,
    creator: 'Huquq',
    lastModifiedBy: 'Huquq',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: halfPoints(TYPE.bodyPt), language },
          paragraph: { spacing: { after: twentieths(TYPE.paragraphAfterPt), line: Math.round(240 * TYPE.lineHeight) } },
        },
        heading2: headingStyle(TYPE.heading2Pt),
        heading3: headingStyle(TYPE.heading3Pt),
      },
    },
    numbering: {
      config: [
        { reference: NUMBERED, levels: [listLevel(LevelFormat.DECIMAL, '%1.')] },
        { reference: BULLETED, levels: [listLevel(LevelFormat.BULLET, LIST.bullet)] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twip(PAGE.widthMm), height: twip(PAGE.heightMm) },
            margin: { top: twip(PAGE.margins.topMm), right: twip(PAGE.margins.rightMm), bottom: twip(PAGE.margins.bottomMm), left: twip(PAGE.margins.leftMm) },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
