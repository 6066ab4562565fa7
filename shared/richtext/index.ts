/** The rich-text document of docs/product.md §3: its types, the one renderer, and plain-text helpers. */
export type { Align, Block, BlockType, ListBlock, ListItem, MacroRun, RichTextDocument, Run, SignatureRun, TextBlock, TextRun } from './types';
export { ALIGNS, alignClass, blockAlign, isListBlock } from './align';
export { ARTICLE_CLASSES, RichText, renderRichText, type RenderOptions, type RichTextClasses } from './render';
export { SIGNATURE_TEXT, richTextExcerpt, richTextToPlainText, runText, truncateText } from './text';
export type { MacroDisplay, MacroResolver } from './macros';
