import type { Align, Block, ListBlock, Run } from './types';

/** The alignments of docs/product.md §3; a block without one is left-aligned. */
export const ALIGNS: readonly Align[] = ['left', 'justify', 'right'];

/** How a block stands on a paper: its alignment, or centred for a title (paperAlign). */
export type PaperAlign = Align | 'center';

const ALIGN_CLASS: Readonly<Record<PaperAlign, string>> = {
  left: 'text-left',
  center: 'text-center',
  // Justified from the small breakpoint up (a phone's narrow column would open wide gaps), with
  // hyphenation in the page's language.
  justify: 'text-left hyphens-auto sm:text-justify',
  right: 'text-right',
};

/**
 * The alignment a block is shown with: its own, or left. A justify-right block (a signature, a
 * date, an addressee line) is always on the right.
 */
export function blockAlign(block: Pick<Block, 'type' | 'align'>): Align {
  if (block.type === 'justify-right') return 'right';
  return block.align && ALIGNS.includes(block.align) ? block.align : 'left';
}

/**
 * The alignment a block is laid out with on a paper (ADR 014): a heading that has no alignment of
 * its own (a title, "ИСКОВОЕ ЗАЯВЛЕНИЕ", "1. Предмет договора") is centred, as Uzbek and Russian
 * office practice and the courts expect; every other block as blockAlign. An article on the site
 * keeps its headings on the left (blockAlign). The stored document has no "center": the block set
 * of docs/product.md §3 is unchanged.
 */
export function paperAlign(block: Pick<Block, 'type' | 'align'> & { heading?: 2 | 3 | undefined }): PaperAlign {
  if (block.type === 'paragraph' && (block.heading === 2 || block.heading === 3) && !block.align) return 'center';
  return blockAlign(block);
}

/** Tailwind classes of an alignment. */
export function alignClass(align: PaperAlign): string {
  return ALIGN_CLASS[align];
}

/** A numbered or bulleted list (its children are list items, not runs). */
export function isListBlock(block: Block): block is ListBlock {
  return block.type === 'numbered-list' || block.type === 'bulleted-list';
}

/** The last characters a block's own runs write (a macro's stored text included), trimmed. */
function lastText(block: Block): string {
  const runs: readonly Run[] = isListBlock(block) ? [] : (block.children ?? []);
  const last = runs[runs.length - 1];
  if (!last) return '';
  const text = 'type' in last ? (last.type === 'macros' ? (last.children?.[0]?.text ?? '') : '') : last.text;
  return typeof text === 'string' ? text.trimEnd() : '';
}

/** A block holding a signature blank (the line a party signs on). */
export function holdsSignature(block: Block): boolean {
  const runs: readonly Run[] = isListBlock(block) ? (block.children ?? []).flatMap((item) => item.children ?? []) : (block.children ?? []);
  return runs.some((run) => 'type' in run && run.type === 'signature');
}

/**
 * Which blocks a paper keeps on one page with the block after them (ADR 014): a paragraph whose
 * sentence runs on into the next block (it ends in a letter or a comma), the block before a
 * signature blank, and before that every right-aligned line (a date, a name) up to the text, so a
 * signature never stands alone on a page with nothing of the paper above it (a page a notary
 * refuses: page 1 could be swapped). The PDF and the DOCX follow it.
 */
export function keepsWithNext(blocks: readonly Block[]): boolean[] {
  // A paragraph whose sentence goes on in the next block ("На основании изложенного" → "ПРОШУ:") stays with it.
  const runsOn = blocks.map((block) => block.type === 'paragraph' && !block.heading && /[\p{L},]$/u.test(lastText(block)));
  // The lines above a signature, back through the right-aligned ones (a date, a name) to the text.
  const aboveSignature = blocks.map(() => false);
  for (let i = blocks.length - 1; i > 0; i -= 1) {
    const block = blocks[i]!;
    if (holdsSignature(block) || (aboveSignature[i] && block.type === 'justify-right')) aboveSignature[i - 1] = true;
  }
  return blocks.map((_block, i) => runsOn[i]! || aboveSignature[i]!);
}
