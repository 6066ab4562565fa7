import { useMemo } from 'react';
import type { TemplateField } from '../../../shared/api/types.js';
import { documentMacros, type FieldValues } from '../../../shared/documents/fields.js';
import type { Locale } from '../../../shared/locales.js';
import { renderRichText } from '../../../shared/richtext/index.js';
import type { RichTextDocument } from '../../../shared/richtext/types.js';
import { useT } from '../../i18n.js';
import { PAPER_CLASSES } from './paper.js';

export interface TemplatePreviewProps {
  body: RichTextDocument;
  fields: readonly TemplateField[];
  values: Readonly<FieldValues>;
  locale: Locale;
}

/**
 * The live preview: the template's body in the document's language through the one renderer,
 * each macro filled with its value written out in that language, an empty one shown as its
 * [label] and marked (data-empty). A sheet of paper in light and dark mode alike.
 */
export function TemplatePreview({ body, fields, values, locale }: TemplatePreviewProps) {
  const t = useT('documents');
  const blocks = useMemo(
    () =>
      renderRichText(body, {
        macros: documentMacros(fields, values, locale),
        headingOffset: 1,
        classes: PAPER_CLASSES,
        signatureLabel: t('signature'),
        paper: true,
      }),
    [body, fields, values, locale, t],
  );
  return (
    <div
      lang={locale}
      className="rounded-lg bg-white px-5 py-6 font-serif text-[11pt] text-black shadow-sm ring-1 ring-black/10 sm:px-8 sm:py-8"
      data-testid="template-preview"
    >
      {blocks}
    </div>
  );
}
