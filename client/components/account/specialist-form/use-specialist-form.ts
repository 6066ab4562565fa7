/**
 * The specialist form's state and its save. The shared schema checks the values before they are
 * sent and the API checks them again; either way each field gets its message (the first wrong one
 * takes the focus) and keeps what was typed. A save opens the profile at /{nickname} as a new page,
 * so the header knows the nickname.
 */
// Before any schema is built: zod must not probe eval under the site's CSP.
import '../../../platform/zod-jitless.js';
import { useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useHref } from 'react-router';
import { SPECIALIST_FIELDS, type SpecialistLabels, type SpecialistProfileValues } from '../../../../shared/account/specialist-fields.js';
import { specialistProfileSchema } from '../../../../shared/account/specialist-schema.js';
import type { Translate } from '../../../../shared/validation/index.js';
import { useAppState } from '../../../app-state.js';
import { useT } from '../../../i18n.js';
import { api } from '../../../platform/api.js';
import { toasts } from '../../../platform/toasts/store.js';
import { bodyOf, initialValues, issueMessages, type FormValues } from '../specialist-form-state.js';

/** Sets one of the form's values; the field's messages go with the change. */
export type SetValue = <K extends keyof FormValues>(key: K, value: FormValues[K]) => void;

export interface SpecialistFormState {
  form: RefObject<HTMLFormElement | null>;
  values: FormValues;
  /** Messages by field path ("experience.0.from"). */
  errors: Record<string, string>;
  notice: string | null;
  saving: boolean;
  labels: SpecialistLabels;
  set: SetValue;
  submit(event: FormEvent): Promise<void>;
}

export function useSpecialistForm(initial: SpecialistProfileValues | null, asOf: string): SpecialistFormState {
  const t = useT('account');
  const validation = useT('validation');
  const { locale } = useAppState();
  const profileBase = useHref('/');
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => initialValues(initial, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const labels = useMemo(() => Object.fromEntries(SPECIALIST_FIELDS.map((field) => [field, t(`specialist.fields.${field}`)])) as SpecialistLabels, [t]);
  const schema = useMemo(() => specialistProfileSchema(labels, { asOf }), [labels, asOf]);
  const set: SetValue = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's message goes once the visitor changes it; the others stay until the next save.
    setErrors((current) =>
      Object.keys(current).some((field) => field === key || field.startsWith(`${key}.`))
        ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== key && !field.startsWith(`${key}.`)))
        : current,
    );
  };

  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    setNotice(t('specialist.dialog.invalid'));
    const first = Object.keys(fields)[0]?.split('.')[0];
    requestAnimationFrame(() =>
      form.current
        ?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea, [data-field="${first}"] select, [name="${first}"]`)
        ?.focus(),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = bodyOf(values);
    const checked = schema.safeParse(body);
    if (!checked.success) return showErrors(issueMessages(checked.error.issues, validation as Translate));
    setSaving(true);
    const outcome = await api.saveOwnSpecialist({}, body, { lang: locale });
    if (outcome.ok) {
      toasts.add({ type: 'success', title: t('specialist.dialog.savedTitle'), text: t('specialist.dialog.savedText') });
      window.location.assign(`${profileBase.replace(/\/$/, '')}/${outcome.value.nickname}`);
      return;
    }
    setSaving(false);
    if (outcome.status === 400 && outcome.error?.fields) return showErrors(outcome.error.fields);
    setNotice(outcome.status === 429 ? t('specialist.dialog.rateLimited', { seconds: outcome.retryAfter ?? 60 }) : t('specialist.dialog.failed'));
  };

  return { form, values, errors, notice, saving, labels, set, submit };
}
