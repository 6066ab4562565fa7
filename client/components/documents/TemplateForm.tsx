import '../../platform/zod-jitless.js';
import { useMemo } from 'react';
import { useHref } from 'react-router';
import type { Locale } from '../../../shared/locales.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { useViewer } from '../../platform/viewer.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { FormActions } from '../ui/FormActions.js';
import { TemplateFieldControl } from './TemplateFieldControl.js';
import { previewValues } from './template-form/form-values.js';
import { OneIdNote } from './template-form/OneIdNote.js';
import { PreviewPane } from './template-form/PreviewPane.js';
import { useTemplateForm } from './template-form/use-template-form.js';
import type { IdentityPrefill, PostedTemplateForm, TemplateView } from '../../../shared/pages/documents/types.js';

export const FORM_ID = 'template-form';

export interface TemplateFormProps {
  template: TemplateView;
  documentLocale: Locale;
  posted: PostedTemplateForm | null;
  identity: IdentityPrefill | null;
}

/**
 * The template's form beside its live preview (below it on phones). One control per field,
 * named by its key, grouped by section; the document's language is chosen apart from the
 * page's. A real <form method="post"> to the page (server/web/template-form.ts answers it
 * without JavaScript); once the page runs it checks the values with the schema the API uses,
 * each field's message in the page's language, and saves through the API: a signed-in visitor
 * lands on the new document; a guest's values are kept in the tab while they sign in, and the
 * save goes on when they are back. Nothing typed is lost on a refusal (./template-form/).
 */
export function TemplateForm({ template, documentLocale, posted, identity }: TemplateFormProps) {
  const t = useT('document-templates');
  const { locale } = useAppState();
  const viewer = useViewer();
  const hydrated = useHydrated();
  const action = useHref(`/documents/templates/${template.id}`);
  const { fields } = template;
  const state = useTemplateForm({ template, documentLocale, posted, identity });
  const { values, errors, prefill } = state;
  const preview = useMemo(() => previewValues(fields, values), [fields, values]);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        id={FORM_ID}
        ref={state.form}
        method="post"
        action={action}
        noValidate
        onSubmit={state.submit}
        className="min-w-0 space-y-6"
        data-testid="template-form"
        aria-labelledby="template-form-title"
      >
        <h2 id="template-form-title" className="text-xl font-semibold">
          {t('form.title')}
        </h2>
        {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
        {identity && state.parties.length > 0 ? (
          <OneIdNote parties={state.parties} fields={fields} partyIndex={state.partyIndex} onParty={state.choosePartyIndex} />
        ) : null}
        {!viewer ? (
          <p className="flex items-start gap-2 rounded-xl border border-line bg-raised p-3 text-sm text-muted" data-testid="guest-note">
            <Icon name="lucide:lock" size={16} className="mt-0.5 shrink-0" />
            {t('form.guestNote')}
          </p>
        ) : null}
        {state.sections.map(({ section, fields: list }) => (
          <fieldset key={section} className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5" data-section={section}>
            <legend className="px-1 text-base font-semibold">{t(`sections.${section}`)}</legend>
            {list.map((field) => (
              <TemplateFieldControl
                key={field.key}
                field={field}
                value={values[field.key] ?? ''}
                onChange={(value) => state.setValue(field.key, value)}
                onBlur={() => state.recheck(field.key)}
                error={errors[field.key]}
                fromOneId={prefill[field.key] !== undefined && values[field.key] === prefill[field.key]}
                locale={locale}
              />
            ))}
          </fieldset>
        ))}
        <FormActions
          notice={state.notice}
          noticeTestId="form-notice"
          busy={state.saving}
          rowClassName="flex flex-wrap items-center gap-3"
          submit={{ label: viewer ? t('form.save') : t('form.saveGuest'), icon: viewer ? 'lucide:file-text' : 'lucide:log-in', testId: 'save-document' }}
        >
          {/* Without JavaScript the preview follows the form on request; once the page runs it follows every key. */}
          {hydrated ? null : (
            <Button type="submit" variant="outline" name="_action" value="preview" data-testid="update-preview">
              {t('form.updatePreview')}
            </Button>
          )}
          <p className="text-xs text-muted">{t('form.required')}</p>
        </FormActions>
      </form>

      <PreviewPane template={template} docLocale={state.docLocale} onDocLocale={state.setDocLocale} values={preview} formId={FORM_ID} />
    </div>
  );
}
