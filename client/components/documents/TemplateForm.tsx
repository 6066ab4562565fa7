import '../../platform/zod-jitless.js';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import type { OwnDocument } from '../../../shared/api/documents/contract.js';
import type { TemplateField } from '../../../shared/api/types.js';
import { fieldValuesSchema, limitDependents, parseFieldValue } from '../../../shared/documents/field-values.js';
import type { FieldValues } from '../../../shared/documents/fields.js';
import { formTextToInput, groupNationalPhone, identityParties, type FormText } from '../../../shared/documents/form-text.js';
import type { Locale } from '../../../shared/locales.js';
import type { Translate } from '../../../shared/validation/index.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { apiPost } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { useViewer } from '../../platform/viewer.js';
import { issueMessages } from '../account/specialist-form-state.js';
import { useHydrated } from '../../platform/useHydrated.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { DocumentLanguageSwitch } from './DocumentLanguageSwitch.js';
import { clearDraft, readDraft, writeDraft } from './template-draft.js';
import { TemplateFieldControl } from './TemplateFieldControl.js';
import { TemplatePreview } from './TemplatePreview.js';
import type { IdentityPrefill, PostedTemplateForm, TemplateView } from '../../../shared/pages/documents/types.js';

/** Form sections in the order a paper reads (the seed's FieldSection); others after them. */
const SECTION_ORDER = ['court', 'plaintiff', 'defendant', 'parties', 'subject', 'terms', 'claim', 'signature'];
export const FORM_ID = 'template-form';

function sectionsOf(fields: readonly TemplateField[]): Array<{ section: string; fields: TemplateField[] }> {
  const groups = new Map<string, TemplateField[]>();
  for (const field of fields) {
    const section = field.section ?? 'other';
    groups.set(section, [...(groups.get(section) ?? []), field]);
  }
  const rank = (section: string) => (SECTION_ORDER.includes(section) ? SECTION_ORDER.indexOf(section) : SECTION_ORDER.length);
  return [...groups.entries()].sort((a, b) => rank(a[0]) - rank(b[0])).map(([section, list]) => ({ section, fields: list }));
}

/** The values one party gets from OneID (name, PINFL, phone), as the form shows them. */
function prefillOf(identity: IdentityPrefill | null, party: ReturnType<typeof identityParties>[number] | undefined): FormText {
  if (!identity || !party) return {};
  const values: FormText = { [party.name]: identity.fullName };
  if (party.pinfl) values[party.pinfl] = identity.pinfl;
  if (party.phone && identity.phone) values[party.phone] = groupNationalPhone(identity.phone);
  return values;
}

/** The values that read as their kind: what the preview fills in while the visitor types. */
function previewValues(fields: readonly TemplateField[], text: Readonly<FormText>): FieldValues {
  const input = formTextToInput(fields, text);
  const values: FieldValues = {};
  for (const field of fields) {
    if (!(field.key in input)) continue;
    const parsed = parseFieldValue(field, input[field.key]);
    if ('value' in parsed) values[field.key] = parsed.value;
  }
  return values;
}

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
 * save goes on when they are back. Nothing typed is lost on a refusal.
 */
export function TemplateForm({ template, documentLocale, posted, identity }: TemplateFormProps) {
  const t = useT('document-templates');
  const validation = useT('validation');
  const { locale } = useAppState();
  const viewer = useViewer();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const action = useHref(`/documents/templates/${template.id}`);
  const form = useRef<HTMLFormElement>(null);
  const { fields } = template;

  const parties = useMemo(() => identityParties(fields), [fields]);
  const [partyIndex, setPartyIndex] = useState(0);
  const prefill = useMemo(() => prefillOf(identity, parties[partyIndex]), [identity, parties, partyIndex]);
  const [values, setValues] = useState<FormText>(() => posted?.values ?? prefillOf(identity, parties[0]));
  const [docLocale, setDocLocale] = useState<Locale>(posted?.locale ?? documentLocale);
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [notice, setNotice] = useState<string | null>(() =>
    posted?.retryAfter ? t('form.rateLimited', { seconds: posted.retryAfter }) : posted && Object.keys(posted.errors).length ? t('form.invalid') : null,
  );
  const [saving, setSaving] = useState(false);
  const [restored, setRestored] = useState(false);

  const schema = useMemo(() => fieldValuesSchema(fields, { complete: true, label: t('form.values') }), [fields, t]);
  const check = (text: Readonly<FormText>): { ok: true; values: FieldValues } | { ok: false; errors: Record<string, string> } => {
    const parsed = schema.safeParse(formTextToInput(fields, text));
    return parsed.success ? { ok: true, values: parsed.data } : { ok: false, errors: issueMessages(parsed.error.issues, validation as Translate) };
  };

  const sections = useMemo(() => sectionsOf(fields), [fields]);
  const focusFirstError = (found: Record<string, string>) => {
    // The first in the order the form shows them (by section), not the template's.
    const first = sections.flatMap((group) => group.fields).find((field) => found[field.key]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first.key}"]`)?.focus();
  };

  const refuse = (found: Record<string, string>, message = t('form.invalid')) => {
    setErrors(found);
    setNotice(message);
    focusFirstError(found);
  };

  const save = async (fieldValues: FieldValues, text: FormText, lang: Locale) => {
    setSaving(true);
    const outcome = await apiPost<OwnDocument>('/me/documents', { templateId: template.id, locale: lang, fieldValues }, { lang: locale });
    if (outcome.ok) {
      clearDraft(template.id);
      toasts.add({ type: 'success', title: t('form.savedTitle'), text: t('form.savedText') });
      void navigate(`/documents/my/${outcome.value.id}`);
      return;
    }
    setSaving(false);
    if (outcome.status === 401) {
      goSignIn(text, lang);
      return;
    }
    if (outcome.status === 422 && outcome.error?.fields) {
      const found: Record<string, string> = {};
      for (const [path, message] of Object.entries(outcome.error.fields)) found[path.replace(/^fieldValues\./, '')] = message;
      refuse(found);
      return;
    }
    const message =
      outcome.status === 429 ? t('form.rateLimited', { seconds: outcome.retryAfter ?? 60 }) : outcome.status === 0 ? t('form.offline') : t('form.failed');
    setNotice(message);
    toasts.add({ type: 'error', title: t('form.failedTitle'), text: message, closeOnClick: false });
  };

  /** A guest (or a session that ended): keep everything in the tab, sign in, come back here. */
  const goSignIn = (text: FormText, lang: Locale) => {
    writeDraft(template.id, { values: text, locale: lang, pending: true });
    window.location.assign(`/auth/sign-in?returnTo=${encodeURIComponent(window.location.pathname)}`);
  };

  // Back from signing in (or a reload): every value the tab kept is back; a save asked for goes on.
  useEffect(() => {
    const draft = readDraft(template.id);
    setRestored(true);
    if (!draft || posted) return;
    // What the visitor typed wins; OneID's values stay where they typed nothing.
    const merged = { ...values, ...draft.values };
    setValues(merged);
    setDocLocale(draft.locale);
    if (!draft.pending) return;
    writeDraft(template.id, { ...draft, pending: false });
    if (!viewer) {
      setNotice(t('form.signInToSave'));
      return;
    }
    const checked = check(merged);
    if (checked.ok) void save(checked.values, merged, draft.locale);
    else refuse(checked.errors);
    // Once, when the page first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change is kept in the tab, so a reload or a sign-in loses nothing.
  useEffect(() => {
    if (restored) writeDraft(template.id, { values, locale: docLocale, pending: false });
  }, [restored, values, docLocale, template.id]);

  const setValue = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const recheck = (key: string) => {
    const checked = check(values);
    const message = checked.ok ? undefined : checked.errors[key];
    // Only a value typed is judged on leaving it; a field left empty waits for the save.
    if (message && (values[key] ?? '').trim() !== '') setErrors((current) => ({ ...current, [key]: message }));
    // A field whose limit is measured from this one (a power of attorney's term from its date) is judged again.
    const dependents = limitDependents(fields, key).filter((other) => (values[other] ?? '').trim() !== '');
    if (dependents.length)
      setErrors((current) => {
        const next = { ...current };
        for (const other of dependents) {
          const found = checked.ok ? undefined : checked.errors[other];
          if (found) next[other] = found;
          else delete next[other];
        }
        return next;
      });
  };

  const choosePartyIndex = (index: number) => {
    const next = prefillOf(identity, parties[index]);
    setValues((current) => {
      const updated = { ...current };
      for (const [key, value] of Object.entries(prefill)) if (updated[key] === value) delete updated[key];
      for (const [key, value] of Object.entries(next)) if (!updated[key]) updated[key] = value;
      return updated;
    });
    setPartyIndex(index);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = check(values);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    setNotice(null);
    if (!viewer) return goSignIn(values, docLocale);
    void save(checked.values, values, docLocale);
  };

  const preview = useMemo(() => previewValues(fields, values), [fields, values]);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        id={FORM_ID}
        ref={form}
        method="post"
        action={action}
        noValidate
        onSubmit={submit}
        className="min-w-0 space-y-6"
        data-testid="template-form"
        aria-labelledby="template-form-title"
      >
        <h2 id="template-form-title" className="text-xl font-semibold">
          {t('form.title')}
        </h2>
        {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
        {identity && parties.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/30 bg-accent-soft p-3 text-sm" data-testid="oneid-note">
            <Icon name="lucide:id-card" size={18} className="shrink-0 text-accent-strong" />
            <p className="min-w-0 flex-1">{t('form.oneIdNote')}</p>
            {hydrated && parties.length > 1 ? (
              <label className="flex items-center gap-2">
                <span className="font-medium">{t('form.oneIdParty')}</span>
                <select
                  className="control py-1"
                  value={partyIndex}
                  onChange={(event) => choosePartyIndex(Number(event.target.value))}
                  data-testid="oneid-party"
                >
                  {parties.map((party, index) => (
                    <option key={party.party} value={index}>
                      {fields.find((field) => field.key === party.name)?.label ?? party.party}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        ) : null}
        {!viewer ? (
          <p className="flex items-start gap-2 rounded-xl border border-line bg-raised p-3 text-sm text-muted" data-testid="guest-note">
            <Icon name="lucide:lock" size={16} className="mt-0.5 shrink-0" />
            {t('form.guestNote')}
          </p>
        ) : null}
        {sections.map(({ section, fields: list }) => (
          <fieldset key={section} className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5" data-section={section}>
            <legend className="px-1 text-base font-semibold">{t(`sections.${section}`)}</legend>
            {list.map((field) => (
              <TemplateFieldControl
                key={field.key}
                field={field}
                value={values[field.key] ?? ''}
                onChange={(value) => setValue(field.key, value)}
                onBlur={() => recheck(field.key)}
                error={errors[field.key]}
                fromOneId={prefill[field.key] !== undefined && values[field.key] === prefill[field.key]}
                locale={locale}
              />
            ))}
          </fieldset>
        ))}
        {notice ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-error/10 px-3 py-2 text-sm font-medium text-red-700 dark:text-red-300"
            data-testid="form-notice"
          >
            <Icon name="lucide:triangle-alert" size={16} className="mt-0.5 shrink-0" />
            {notice}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving} data-testid="save-document">
            <Icon name={viewer ? 'lucide:file-text' : 'lucide:log-in'} size={16} />
            {viewer ? t('form.save') : t('form.saveGuest')}
          </Button>
          {/* Without JavaScript the preview follows the form on request; once the page runs it follows every key. */}
          {hydrated ? null : (
            <Button type="submit" variant="outline" name="_action" value="preview" data-testid="update-preview">
              {t('form.updatePreview')}
            </Button>
          )}
          <p className="text-xs text-muted">{t('form.required')}</p>
        </div>
      </form>

      <section aria-labelledby="template-preview-title" className="min-w-0 space-y-3 lg:sticky lg:top-20">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="template-preview-title" className="text-xl font-semibold">
            {t('preview.title')}
          </h2>
          <DocumentLanguageSwitch id="document-language" label={t('preview.language')} value={docLocale} onChange={setDocLocale} form={FORM_ID} />
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
        <div className="lg:max-h-[calc(100dvh-12rem)] lg:overflow-y-auto lg:rounded-lg" tabIndex={0} role="group" aria-label={t('preview.sheet')}>
          <TemplatePreview body={template.bodies[docLocale]} fields={fields} values={preview} locale={docLocale} />
        </div>
      </section>
    </div>
  );
}
