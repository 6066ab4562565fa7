/**
 * The one renderer of the rich-text document (SPEC §3), shared by the server and the browser so
 * both produce the same elements (no hydration mismatch) and by every page that shows a document:
 * reference articles, support answers, templates and the print view.
 *
 * - paragraph → <p>, or <h2>/<h3> when the block carries a heading level;
 * - justify-right → a right-aligned <p> (signature, date and addressee lines);
 * - numbered-list / bulleted-list → <ol>/<ul> of <li>;
 * - align left (the default), justify or right → a text-alignment class and data-align;
 * - marks: bold → <strong>, italic → <em>, underline → <u> (nested when combined);
 * - macros → their first child's text, marked as a macro (data-macro = its key).
 *
 * Anything malformed (an unknown block type, missing children) renders as well as it can and
 * never throws: a document is data from the database or from the API.
 */
import type { ReactNode } from 'react';
import { alignClass, blockAlign, isListBlock } from './align';
import type { Block, ListItem, Run, RichTextDocument, TextRun } from './types';

export interface RichTextClasses {
  paragraph: string;
  heading2: string;
  heading3: string;
  numbered: string;
  bulleted: string;
  item: string;
  macro: string;
}

/** An article's typography in the site's look; a caller (the print view) may pass its own. */
export const ARTICLE_CLASSES: RichTextClasses = {
  paragraph: 'my-3 leading-relaxed',
  heading2: 'mt-8 mb-3 text-xl font-semibold tracking-tight',
  heading3: 'mt-6 mb-2 text-lg font-semibold',
  numbered: 'my-3 list-decimal space-y-1.5 ps-6 leading-relaxed marker:text-muted',
  bulleted: 'my-3 list-disc space-y-1.5 ps-6 leading-relaxed marker:text-accent',
  item: 'ps-1',
  macro: 'rounded bg-accent-soft px-1 text-accent-strong',
};

export interface RenderOptions {
  classes?: Partial<RichTextClasses>;
  /**
   * Added to heading levels: 1 turns the document's h2/h3 into h3/h4, for a document shown under
   * a page's own h2. Levels stop at h6.
   */
  headingOffset?: number;
}

function cx(...parts: Array<string | undefined>): string | undefined {
  const joined = parts.filter(Boolean).join(' ');
  return joined || undefined;
}

function markedText(run: TextRun): ReactNode {
  let node: ReactNode = typeof run.text === 'string' ? run.text : '';
  if (run.underline) node = <u>{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return node;
}

function renderRun(run: Run, key: number, classes: RichTextClasses): ReactNode {
  if ('type' in run && run.type === 'macros') {
    const first = run.children?.[0];
    return (
      <span key={key} className={classes.macro} data-macro={run.key ?? ''}>
        {first ? markedText(first) : null}
      </span>
    );
  }
  return <span key={key}>{markedText(run as TextRun)}</span>;
}

/** The runs of a line; an empty line keeps its height. */
function renderRuns(runs: readonly Run[] | undefined, classes: RichTextClasses): ReactNode {
  const list = Array.isArray(runs) ? runs : [];
  if (list.every((run) => !('type' in run) && !run.text)) return <br />;
  return list.map((run, i) => renderRun(run, i, classes));
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function headingTag(level: number): HeadingTag {
  return `h${Math.min(6, Math.max(2, level))}` as HeadingTag;
}

function renderBlock(block: Block, key: number, classes: RichTextClasses, headingOffset: number): ReactNode {
  const align = blockAlign(block);
  const common = { 'data-block': block.type, 'data-align': align };
  if (isListBlock(block)) {
    const items = (Array.isArray(block.children) ? block.children : []).map((item: ListItem, i) => (
      <li key={i} className={classes.item}>
        {renderRuns(item.children, classes)}
      </li>
    ));
    return block.type === 'numbered-list' ? (
      <ol key={key} {...common} className={cx(classes.numbered, alignClass(align))}>
        {items}
      </ol>
    ) : (
      <ul key={key} {...common} className={cx(classes.bulleted, alignClass(align))}>
        {items}
      </ul>
    );
  }
  const runs = renderRuns(block.children, classes);
  if (block.type === 'paragraph' && (block.heading === 2 || block.heading === 3)) {
    const Tag = headingTag(block.heading + headingOffset);
    return (
      <Tag key={key} {...common} className={cx(block.heading === 2 ? classes.heading2 : classes.heading3, alignClass(align))}>
        {runs}
      </Tag>
    );
  }
  return (
    <p key={key} {...common} className={cx(classes.paragraph, alignClass(align))}>
      {runs}
    </p>
  );
}

/** The document's blocks as React elements, in order. */
export function renderRichText(document: RichTextDocument, options: RenderOptions = {}): ReactNode[] {
  const classes = { ...ARTICLE_CLASSES, ...options.classes };
  const blocks = Array.isArray(document) ? document : [];
  return blocks.filter((block) => block && typeof block === 'object').map((block, i) => renderBlock(block, i, classes, options.headingOffset ?? 0));
}

/** A document in a wrapper element (a component, for pages). */
export function RichText({ document, className, ...options }: { document: RichTextDocument; className?: string } & RenderOptions) {
  return (
    <div className={className} data-testid="rich-text">
      {renderRichText(document, options)}
    </div>
  );
}
