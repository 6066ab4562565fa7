import type { RichTextClasses } from '../../../shared/richtext/index.js';

/**
 * A document's typography on paper (the live preview and the print view): serif, black on
 * white, headings bold and kept with their text, signature blanks as lines. The preview marks
 * macros (filled: a light tint; empty: its [label] in amber, dashed); the print view does not.
 */
export const PAPER_CLASSES: RichTextClasses = {
  paragraph: 'my-[6pt] leading-[1.15]',
  heading2: 'doc-heading mb-[10pt] mt-[4pt] text-[13pt] font-bold',
  heading3: 'doc-heading mb-[6pt] mt-[10pt] text-[12pt] font-bold',
  numbered: 'my-[6pt] list-decimal ps-[10mm] leading-[1.15]',
  bulleted: 'my-[6pt] list-disc ps-[10mm] leading-[1.15]',
  item: 'ps-[1mm]',
  macro: 'rounded-sm bg-sky-100 px-0.5',
  emptyMacro: 'bg-amber-100 italic text-amber-900 outline-1 outline-dashed outline-amber-500',
  signature: 'inline-block w-[45mm] border-b border-black align-baseline',
};

/** On paper that is printed the values are plain text; an empty [label] stays visible in grey italics. */
export const PRINT_CLASSES: RichTextClasses = {
  ...PAPER_CLASSES,
  macro: '',
  emptyMacro: 'italic text-neutral-600',
};
