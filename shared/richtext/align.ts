import type { Align, Block, ListBlock } from './types';

/** The alignments of SPEC §3; a block without one is left-aligned. */
export const ALIGNS: readonly Align[] = ['left', 'justify', 'right'];

const ALIGN_CLASS: Readonly<Record<Align, string>> = {
  left: 'text-left',
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

/** Tailwind classes of an alignment. */
export function alignClass(align: Align): string {
  return ALIGN_CLASS[align];
}

/** A numbered or bulleted list (its children are list items, not runs). */
export function isListBlock(block: Block): block is ListBlock {
  return block.type === 'numbered-list' || block.type === 'bulleted-list';
}
