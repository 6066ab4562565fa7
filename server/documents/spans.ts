/**
 * A line of a document as the exports write it (ADR 008): text spans with their marks, and
 * signature blanks. Macros are filled here by the same resolver the HTML renderer takes: a value
 * written out, or "[label]"; the macro's first child gives the marks.
 */
import { endsWithStop, withoutLeadingStop, type MacroResolver } from '../../shared/richtext/macros.js';
import type { Run, TextRun } from '../../shared/richtext/types.js';

export interface Marks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

/** Text may hold line breaks ("\n", a textarea's value): the exports break the line there. */
export type Span = ({ kind: 'text'; text: string } & Marks) | { kind: 'signature' };

function marksOf(run: Partial<TextRun> | undefined): Marks {
  return { bold: run?.bold === true, italic: run?.italic === true, underline: run?.underline === true };
}

function sameMarks(a: Marks, b: Marks): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline;
}

/** The spans of a line's runs; neighbours with the same marks are joined. */
export function spansOf(runs: readonly Run[] | undefined, macros?: MacroResolver): Span[] {
  const spans: Span[] = [];
  const push = (text: string, marks: Marks) => {
    if (!text) return;
    const last = spans[spans.length - 1];
    if (last && last.kind === 'text' && sameMarks(last, marks)) last.text += text;
    else spans.push({ kind: 'text', text, ...marks });
  };
  /** The text of the filled macro just written, if any: its own final stop takes the place of the template's. */
  let afterMacro: string | null = null;
  for (const run of runs ?? []) {
    const afterStop = afterMacro !== null && endsWithStop(afterMacro);
    afterMacro = null;
    if ('type' in run && run.type === 'signature') spans.push({ kind: 'signature' });
    else if ('type' in run && run.type === 'macros') {
      const first = run.children?.[0];
      const shown = run.key && macros ? macros(run.key, run.form) : null;
      if (shown?.filled) afterMacro = shown.text;
      push(shown ? shown.text : (first?.text ?? ''), marksOf(first));
    } else {
      const text = typeof (run as TextRun).text === 'string' ? (run as TextRun).text : '';
      push(afterStop ? withoutLeadingStop(text) : text, marksOf(run as TextRun));
    }
  }
  return spans;
}
