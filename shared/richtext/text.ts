import { isListBlock } from './align';
import type { Block, Run, RichTextDocument } from './types';

/** How a signature blank reads as plain text. */
export const SIGNATURE_TEXT = '____________';

/** The text a run shows: its own, or a macro's first child's (docs/product.md §3), or a signature line. */
export function runText(run: Run): string {
  if ('type' in run && run.type === 'macros') return run.children[0]?.text ?? '';
  if ('type' in run && run.type === 'signature') return SIGNATURE_TEXT;
  return 'text' in run && typeof run.text === 'string' ? run.text : '';
}

function lineOf(runs: readonly Run[] | undefined): string {
  return (runs ?? []).map(runText).join('');
}

function blockLines(block: Block): string[] {
  if (isListBlock(block)) return (block.children ?? []).map((item) => lineOf(item.children));
  return [lineOf(block.children)];
}

/** The document as plain text: one line per paragraph or list item. */
export function richTextToPlainText(document: RichTextDocument): string {
  return document
    .flatMap(blockLines)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A short plain-text summary for a description meta tag or a card: the body text (headings
 * skipped) with spaces collapsed, cut at a word boundary to at most `maxLength` characters.
 */
export function richTextExcerpt(document: RichTextDocument, maxLength = 160): string {
  const text = document
    .filter((block) => !('heading' in block && block.heading))
    .flatMap(blockLines)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncateText(text, maxLength);
}

/** Text cut at a word boundary to at most `maxLength` characters, with an ellipsis when cut. */
export function truncateText(text: string, maxLength: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  const cut = chars.slice(0, maxLength - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/u, '')}…`;
}
