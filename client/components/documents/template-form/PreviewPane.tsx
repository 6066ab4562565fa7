import { Link } from 'react-router';
import type { FieldValues } from '../../../../shared/documents/fields.js';
import type { Locale } from '../../../../shared/locales.js';
import type { TemplateView } from '../../../../shared/pages/documents/types.js';
import { useT } from '../../../i18n.js';
import { DocumentLanguageSwitch } from '../DocumentLanguageSwitch.js';
import { TemplatePreview } from '../TemplatePreview.js';

/**
 * The live preview beside the form (below it on phones): the document's language (a control of
 * the form, `formId`), the blank to print, and the paper as the values fill it.
 */
export function PreviewPane({
  template,
  docLocale,
  onDocLocale,
  values,
  formId,
}: {
  template: TemplateView;
  docLocale: Locale;
  onDocLocale(locale: Locale): void;
  values: FieldValues;
  formId: string;
}) {
  const t = useT('document-templates');
  return (
    <section aria-labelledby="template-preview-title" className="min-w-0 space-y-3 lg:sticky lg:top-20">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="template-preview-title" className="text-xl font-semibold">
          {t('preview.title')}
        </h2>
        <DocumentLanguageSwitch id="document-language" label={t('preview.language')} value={docLocale} onChange={onDocLocale} form={formId} />
      </div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs text-muted">
        <span>{t('preview.help')}</span>
        <Link
          to={`/mc-rnders?template=${template.id}&lang=${docLocale}`}
          reloadDocument
          className="text-sm font-medium text-accent-strong hover:underline"
          data-testid="print-blank"
        >
          {t('template.printBlank')}
        </Link>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container (from lg): the keyboard reaches it to scroll the sheet (WCAG 2.1.1) */}
      {/* biome-ignore lint/a11y/useSemanticElements: the role and name say what got the focus; not a group of form fields (no <fieldset>) */}
      <div className="lg:max-h-[calc(100dvh-12rem)] lg:overflow-y-auto lg:rounded-lg" tabIndex={0} role="group" aria-label={t('preview.sheet')}>
        <TemplatePreview body={template.bodies[docLocale]} fields={template.fields} values={values} locale={docLocale} />
      </div>
    </section>
  );
}
