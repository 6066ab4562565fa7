/** A rich-text document as plain text, one line per block or list item. */
import type { Block, ListBlock, Run, TextBlock } from '../richtext/types';

const runText = (run: Run): string => ('type' in run ? (run.type === 'macros' ? run.children.map((c) => c.text).join('') : '') : run.text);

export function plainTextOf(doc: readonly Block[]): string {
  return doc
    .flatMap((b) =>
      b.type === 'numbered-list' || b.type === 'bulleted-list'
        ? (b as ListBlock).children.map((i) => i.children.map(runText).join(''))
        : [(b as TextBlock).children.map(runText).join('')],
    )
    .join('\n');
}
