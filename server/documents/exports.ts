import type { Locale } from '../../shared/locales.js';
import type { MacroResolver } from '../../shared/richtext/macros.js';
import type { RichTextDocument } from '../../shared/richtext/types.js';

/** What a document or a claim is exported from. */
export interface ExportInput {
  title: string;
  /** The document's language. */
  locale: Locale;
  body: RichTextDocument;
  /** Fills macros (the document's field values); without it a macro shows its own text. */
  macros?: MacroResolver;
  /** PDF only: a last page drawn after the body (a signed paper's signatures, ../signing/signature-page.ts). */
  appendix?: PdfAppendix;
}

/** Draws on a new last page of a PDF, with the document's fonts registered as 'regular' and 'bold'. */
export type PdfAppendix = (doc: PDFKit.PDFDocument) => void;

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_MIME = 'application/pdf';

/**
 * The export formats by file extension, for documents and claims alike. Each format's module
 * (and its library: docx; pdfkit with fontkit and a brotli decoder) is loaded on the first
 * export, not when the server starts: imported, they hold about 10 MiB of JavaScript heap and
 * 30 MiB of resident memory, which a server that is not asked for an export would carry for
 * nothing (issue 14). The first export waits for the import once (tens of milliseconds).
 */
export const EXPORT_FORMATS = {
  docx: { mime: DOCX_MIME, render: async (input: ExportInput): Promise<Buffer> => (await import('./export-docx.js')).renderDocx(input) },
  pdf: { mime: PDF_MIME, render: async (input: ExportInput): Promise<Buffer> => (await import('./export-pdf.js')).renderPdf(input) },
} as const satisfies Record<string, { mime: string; render: (input: ExportInput) => Promise<Buffer> }>;
