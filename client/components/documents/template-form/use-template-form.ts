/**
 * The template form's state and its moves: the values (OneID's for the party chosen, what was
 * posted without JavaScript, or what the tab kept), the check with the schema the API uses, each
 * field's message in the page's language, and the save through the API: a signed-in visitor lands
 * on the new document; a guest's values are kept in the tab while they sign in, and the save goes
 * on when they are back. Nothing typed is lost on a refusal.
 */
// Before any schema is built: zod must not probe eval under the site's CSP.
import '../../../platform/zod-jitless.js';
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { TemplateField } from '../../../../shared/api/types.js';
import { fieldValuesSchema, limitDependents } from '../../../../shared/documents/field-values.js';
import type { FieldValues } from '../../../../shared/documents/fields.js';
import { formTextToInput, identityParties, type FormText } from '../../../../shared/documents/form-text.js';
import type { Locale } from '../../../../shared/locales.js';
import type { IdentityPrefill, PostedTemplateForm, TemplateView } from '../../../../shared/pages/documents/types.js';
import type { Translate } from '../../../../shared/validation/index.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';
import { useViewer } from '../../../platform/viewer.js';
import { issueMessages } from '../../account/specialist-form-state.js';
import { clearDraft, readDraft, writeDraft } from '../template-draft.js';
import { prefillOf, sectionsOf } from './form-values.js';

export interface TemplateFormState {
  form: RefObject<HTMLFormElement | null>;
  values: FormText;
  errors: Record<string, string>;
  notice: string | null;
  saving: boolean;
  docLocale: Locale;
  setDocLocale(locale: Locale): void;
  sections: Array<{ section: string; fields: TemplateField[] }>;
  /** The parties OneID's values can fill, the one chosen, and the values it got. */
  parties: ReturnType<typeof identityParties>;
  partyIndex: number;
  choosePartyIndex(index: number): void;
  prefill: FormText;
  setValue(key: string, value: string): void;
  /** A field left: its value (and the fields whose limit is measured from it) judged again. */
  recheck(key: string): void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

export function useTemplateForm({
  template,
  documentLocale,
  posted,
  identity,
}: {
  template: TemplateView;
  documentLocale: Locale;
  posted: PostedTemplateForm | null;
  identity: IdentityPrefill | null;
}): TemplateFormState {
  const t = useT('document-templates');
  const validation = useT('validation');
  const { locale } = useAppState();
  const viewer = useViewer();
  const navigate = useNavigate();
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
    const outcome = await api.createDocument({}, { templateId: template.id, locale: lang, fieldValues }, { lang: locale });
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page first runs: it restores the tab's draft over the first values
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

  return { form, values, errors, notice, saving, docLocale, setDocLocale, sections, parties, partyIndex, choosePartyIndex, prefill, setValue, recheck, submit };
}
