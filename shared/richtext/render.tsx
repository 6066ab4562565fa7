/**
 * The one renderer of the rich-text document (docs/product.md §3), shared by the server and the browser so
 * both produce the same elements (no hydration mismatch) and by every page that shows a document:
 * reference articles, support answers, templates and the print view.
 *
 * - paragraph → <p>, or <h2>/<h3> when the block carries a heading level;
 * - justify-right → a right-aligned <p> (signature, date and addressee lines);
 * - numbered-list / bulleted-list → <ol>/<ul> of <li>;
 * - align left (the default), justify or right → a text-alignment class and data-align;
 * - marks: bold → <strong>, italic → <em>, underline → <u> (nested when combined);
 * - macros → their first child's text, marked as a macro (data-macro = its key); with a resolver
 *   (`macros`, e.g. shared/documents' field values) the value it gives, or its `[label]` marked
 *   data-empty when the field has none;
 * - a signature blank → an empty inline box with a bottom border: a line that prints;
 * - a line break inside a run's text ("\n", a textarea's value) → <br>.
 *
 * Anything malformed (an unknown block type, missing children) renders as well as it can and
 * never throws: a document is data from the database or from the API.
 */
import type { ReactNode } from 'react';
import { alignClass, blockAlign, isListBlock, keepsWithNext, paperAlign } from './align';
import { endsWithStop, withoutLeadingStop, type MacroResolver } from './macros';
import type { Block, ListItem, MacroRun, Run, RichTextDocument, TextRun } from './types';

export interface RichTextClasses {
  paragraph: string;
  heading2: string;
  heading3: string;
  numbered: string;
  bulleted: string;
  item: string;
  macro: string;
  /** Added to a macro whose field has no value (it shows its `[label]`). */
  emptyMacro: string;
  /** A signature blank: it must have a width and a bottom border (borders print; backgrounds may not). */
  signature: string;
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
  emptyMacro: 'italic',
  signature: 'inline-block w-40 border-b border-current align-baseline',
};

export interface RenderOptions {
  classes?: Partial<RichTextClasses>;
  /**
   * Added to heading levels: 1 turns the document's h2/h3 into h3/h4, for a document shown under
   * a page's own h2. Levels stop at h6.
   */
  headingOffset?: number;
  /** Fills macros (a document's field values); without it a macro shows its own first child's text. */
  macros?: MacroResolver;
  /** Read out for a signature blank by screen readers ("Signature"), in the page's language. */
  signatureLabel?: string;
  /** Laid out as a paper (a document, a claim): titles centred (ADR 014). */
  paper?: boolean;
  /**
   * A blank form to fill in by hand (the print view of a template): a macro without a value is a
   * line to write on with its label small beneath it, not its `[label]` (data-blank; the caller's
   * CSS draws the line). A macro with a value prints as always.
   */
  blanks?: boolean;
}

interface Context {
  classes: RichTextClasses;
  headingOffset: number;
  macros: MacroResolver | undefined;
  signatureLabel: string | undefined;
  paper: boolean;
  blanks: boolean;
}

function cx(...parts: Array<string | undefined>): string | undefined {
  const joined = parts.filter(Boolean).join(' ');
  return joined || undefined;
}

/** Text with its line breaks ("\n") as <br>. */
function linesOf(text: string): ReactNode {
  if (!text.includes('\n')) return text;
  // biome-ignore lint/suspicious/noArrayIndexKey: a line break has no identity but its place in a text rendered whole.
  return text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
}

function markedText(run: TextRun, text: string = typeof run.text === 'string' ? run.text : ''): ReactNode {
  let node: ReactNode = linesOf(text);
  if (run.underline) node = <u>{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  return node;
}

function renderMacro(run: MacroRun, key: number, ctx: Context): ReactNode {
  const first: TextRun = run.children?.[0] ?? { text: '' };
  const shown = run.key && ctx.macros ? ctx.macros(run.key, run.form) : null;
  const empty = shown !== null && !shown.filled;
  if (empty && ctx.blanks) {
    // The resolver writes an empty field as "[label]"; on a blank form the brackets give way to a line.
    const label = /^\[(.*)\]$/s.exec(shown.text)?.[1] ?? shown.text;
    return (
      <span key={key} data-macro={run.key ?? ''} data-empty="" data-blank="">
        <span data-blank-line="">{'\u00a0'}</span>
        <span data-blank-label="">{label}</span>
      </span>
    );
  }
  return (
    <span
      key={key}
      className={cx(ctx.classes.macro, empty ? ctx.classes.emptyMacro : undefined)}
      data-macro={run.key ?? ''}
      data-empty={empty ? '' : undefined}
    >
      {markedText(first, shown ? shown.text : undefined)}
    </span>
  );
}

function renderRun(run: Run, key: number, ctx: Context, afterStop: boolean): ReactNode {
  if ('type' in run && run.type === 'macros') return renderMacro(run, key, ctx);
  if ('type' in run && run.type === 'signature') {
    const label = ctx.signatureLabel;
    // One no-break space gives the box a line's height, so the border sits where a pen would.
    return (
      <span key={key} className={ctx.classes.signature} data-signature="" {...(label ? { role: 'img', 'aria-label': label } : {})}>
        {'\u00a0'}
      </span>
    );
  }
  const text = typeof (run as TextRun).text === 'string' ? (run as TextRun).text : '';
  return <span key={key}>{markedText(run as TextRun, afterStop ? withoutLeadingStop(text) : text)}</span>;
}

/** The runs of a line; an empty line keeps its height. */
function renderRuns(runs: readonly Run[] | undefined, ctx: Context): ReactNode {
  const list = Array.isArray(runs) ? runs : [];
  if (list.every((run) => !('type' in run) && !run.text)) return <br />;
  let previous: string | null = null;
  return list.map((run, i) => {
    const node = renderRun(run, i, ctx, previous !== null && endsWithStop(previous));
    const shown = 'type' in run && run.type === 'macros' && run.key && ctx.macros ? ctx.macros(run.key, run.form) : null;
    previous = shown?.filled ? shown.text : null;
    return node;
  });
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function headingTag(level: number): HeadingTag {
  return `h${Math.min(6, Math.max(2, level))}` as HeadingTag;
}

function renderBlock(block: Block, key: number, ctx: Context, keep = false): ReactNode {
  const { classes, headingOffset } = ctx;
  // data-align is the block's own alignment; on a paper a title is shown centred (ADR 014).
  const align = blockAlign(block);
  // On a paper the lines above a signature print on its page (ADR 014).
  const common = { 'data-block': block.type, 'data-align': align, ...(keep ? { 'data-keep-with-next': '', style: { breakAfter: 'avoid' as const } } : {}) };
  const shownAlign = ctx.paper ? paperAlign(block) : align;
  if (isListBlock(block)) {
    const items = (Array.isArray(block.children) ? block.children : []).map((item: ListItem, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a list item has no identity but its place in a document rendered whole.
      <li key={i} className={classes.item}>
        {renderRuns(item.children, ctx)}
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
  const runs = renderRuns(block.children, ctx);
  if (block.type === 'paragraph' && (block.heading === 2 || block.heading === 3)) {
    const Tag = headingTag(block.heading + headingOffset);
    return (
      <Tag key={key} {...common} className={cx(block.heading === 2 ? classes.heading2 : classes.heading3, alignClass(shownAlign))}>
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
  const ctx: Context = {
    classes: { ...ARTICLE_CLASSES, ...options.classes },
    headingOffset: options.headingOffset ?? 0,
    macros: options.macros,
    signatureLabel: options.signatureLabel,
    paper: options.paper ?? false,
    blanks: options.blanks ?? false,
  };
  const blocks = Array.isArray(document) ? document : [];
  const shown = blocks.filter((block) => block && typeof block === 'object');
  const keep = ctx.paper ? keepsWithNext(shown) : [];
  return shown.map((block, i) => renderBlock(block, i, ctx, keep[i] ?? false));
}

/** A document in a wrapper element (a component, for pages). */
export function RichText({ document, className, ...options }: { document: RichTextDocument; className?: string } & RenderOptions) {
  return (
    <div className={className} data-testid="rich-text">
      {renderRichText(document, options)}
    </div>
  );
}
