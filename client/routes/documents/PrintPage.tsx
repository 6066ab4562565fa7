import { useMemo } from 'react';
import { Link } from 'react-router';
import { documentMacros } from '../../../shared/documents/fields.js';
import { renderRichText } from '../../../shared/richtext/index.js';
import { PRINT_CLASSES } from '../../components/documents/paper.js';
import type { PrintAboutData, PrintPageData } from '../../../shared/pages/documents/types.js';
import { useT } from '../../i18n.js';
import { usePageData } from '../../platform/payload.js';

/**
 * The page of the print view: A4 with the margins of the exports (server/documents/layout.ts:
 * top 20, right 15, bottom 20, left 30 mm), 12 pt serif at 1.15 lines, a heading never left at
 * the foot of a page without its text, signature blanks as lines, and on a blank form each empty
 * field a line to write on with its label small beneath (data-blank). Hoisted into the head by React.
 */
const PRINT_CSS = `
@page { size: A4; margin: 20mm 15mm 20mm 30mm; }
.print-sheet { width: 210mm; min-height: 297mm; padding: 20mm 15mm 20mm 30mm; box-sizing: border-box; }
.print-sheet .doc-heading { break-after: avoid; page-break-after: avoid; break-inside: avoid; }
.print-sheet p, .print-sheet li { orphans: 2; widows: 2; }
.print-sheet [data-signature] { border-bottom: 1px solid #000; }
.print-sheet [data-blank] { display: inline-block; vertical-align: top; min-width: 9em; max-width: 100%; text-align: center; font-style: normal; line-height: 1.15; }
.print-sheet [data-blank-line] { display: block; border-bottom: 1px solid #000; }
.print-sheet [data-blank-label] { display: block; padding-top: 1pt; font-size: 7.5pt; line-height: 1.2; color: #404040; }
@media screen and (max-width: 220mm) { .print-sheet { width: auto; min-height: 0; padding: 12mm 8mm; } }
@media print {
  html, body { background: #fff !important; }
  .print-controls { display: none !important; }
  .print-frame { padding: 0 !important; background: #fff !important; }
  .print-sheet { width: auto; min-height: 0; padding: 0; box-shadow: none !important; margin: 0 !important; }
}
`;

function isAbout(data: PrintPageData | PrintAboutData): data is PrintAboutData {
  return data.about === true;
}

/** The print view opened without a document: a short page on what it is for, with the ways in. */
function PrintAbout() {
  const t = useT('document-templates');
  const linkClass = 'inline-flex min-h-11 items-center rounded-lg border border-neutral-400 px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100';
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16" data-testid="print-about">
      <h1 className="text-2xl font-bold tracking-tight" data-testid="page-heading">
        {t('print.about.title')}
      </h1>
      <p className="mt-4 text-neutral-800">{t('print.about.lead')}</p>
      <p className="mt-3 text-neutral-800">{t('print.about.what')}</p>
      <p className="mt-3 text-neutral-800">{t('print.about.how')}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/documents" className={linkClass}>
          {t('print.about.documents')}
        </Link>
        <Link to="/statement-of-claim" className={linkClass}>
          {t('print.about.claims')}
        </Link>
      </p>
    </div>
  );
}

/**
 * /mc-rnders: one document alone on an A4 sheet, no site chrome (the empty layout), always
 * light: the visitor's own document with its values, or a blank template whose fields are lines
 * to write on (a person fills it in by hand; a filled paper prints its values as before).
 * "Print" opens the browser's print dialog (and its "Save as PDF"); it is not printed itself.
 * Without a document it explains itself (PrintAbout).
 */
export default function PrintPage() {
  const data = usePageData('mc-rnders');
  return isAbout(data) ? <PrintAbout /> : <PrintSheet {...data} />;
}

function PrintSheet({ title, locale, body, fields, values, blank }: PrintPageData) {
  const t = useT('document-templates');
  const signature = useT('documents')('signature');
  const blocks = useMemo(
    () =>
      renderRichText(body, {
        macros: documentMacros(fields, values, locale),
        classes: PRINT_CLASSES,
        signatureLabel: signature,
        paper: true,
        blanks: blank === true,
      }),
    [body, fields, values, locale, signature, blank],
  );
  return (
    <div className="print-frame min-h-dvh bg-neutral-200 py-6 sm:py-10">
      <style href="huquq-print-a4" precedence="default">
        {PRINT_CSS}
      </style>
      <div className="print-controls mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 px-4 sm:px-0">
        <p className="text-sm text-neutral-700">{t('print.hint')}</p>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg bg-neutral-900 px-4 py-2 text-sm font-semibold text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
          data-testid="print-button"
        >
          {t('print.button')}
        </button>
      </div>
      <article lang={locale} className="print-sheet mx-auto bg-white font-serif text-[12pt] text-black shadow-lg" data-testid="print-sheet">
        <h1 className="sr-only" data-testid="page-heading">
          {title}
        </h1>
        {blocks}
      </article>
    </div>
  );
}
