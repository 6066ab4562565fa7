// Before any schema is built: zod must not probe eval under the site's CSP.
import '../../platform/zod-jitless.js';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { SERVICE_FISCAL_FIELDS, VAT_RATES, type OwnService, type ServiceFiscalLabels } from '../../../shared/account/service-fiscal.js';
import { serviceFiscalSchema } from '../../../shared/account/service-fiscal-schema.js';
import type { Translate } from '../../../shared/validation/index.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { api } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { FormActions } from '../ui/FormActions.js';
import { Input } from '../ui/Input.js';
import { issueMessages } from './specialist-form-state.js';

const ERROR_TEXT = 'text-xs font-medium text-red-700 dark:text-red-300';

interface FiscalInput {
  ikpuCode: string;
  packageCode: string;
  /** The select's value: a rate as text. */
  vatPercent: string;
}

const inputOf = (service: OwnService): FiscalInput => ({
  ikpuCode: service.ikpuCode ?? '',
  packageCode: service.packageCode ?? '',
  vatPercent: String(service.vatPercent ?? VAT_RATES[0]),
});

export interface SpecialistFiscalFormProps {
  service: OwnService;
  onSaved(service: OwnService): void;
  onCancel(): void;
}

/**
 * The form of one service's fiscal data (issue 29, ADR 016): IKPU/MXIK code, package code, VAT.
 * The shared schema checks it before it is sent and the API checks it again; either way each
 * field shows its message and keeps what was typed. Heavy (zod): /home loads it with React.lazy
 * when the specialist opens it.
 */
export default function SpecialistFiscalForm({ service, onSaved, onCancel }: SpecialistFiscalFormProps) {
  const t = useT('account');
  const validation = useT('validation');
  const { locale } = useAppState();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FiscalInput>(() => inputOf(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const labels = useMemo(() => Object.fromEntries(SERVICE_FISCAL_FIELDS.map((field) => [field, t(`ownServices.fields.${field}`)])) as ServiceFiscalLabels, [t]);
  const schema = useMemo(() => serviceFiscalSchema(labels), [labels]);
  // A rate given elsewhere (an operator's 15 %) stays choosable beside the usual ones.
  const rates = VAT_RATES.includes(Number(values.vatPercent)) ? VAT_RATES : [...VAT_RATES, Number(values.vatPercent)];
  const rateLabel = (rate: number) =>
    rate === 12 ? t('ownServices.vat.standard') : rate === 0 ? t('ownServices.vat.none') : t('ownServices.vat.other', { percent: rate });
  const idBase = `fiscal-${service.id}`;

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[name="ikpuCode"]')?.focus();
  }, []);

  const set = (key: keyof FiscalInput, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's message goes once the visitor changes it; the others stay until the next save.
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)) : current));
  };

  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    setNotice(t('ownServices.invalid'));
    const first = Object.keys(fields)[0];
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = { ikpuCode: values.ikpuCode, packageCode: values.packageCode, vatPercent: Number(values.vatPercent) };
    const checked = schema.safeParse(body);
    if (!checked.success) return showErrors(issueMessages(checked.error.issues, validation as Translate));
    setSaving(true);
    setNotice(null);
    const outcome = await api.setServiceFiscal({ id: service.id }, checked.data, { lang: locale });
    setSaving(false);
    if (outcome.ok) {
      toasts.add({ type: 'success', title: t('ownServices.savedTitle'), text: t('ownServices.savedText', { title: outcome.value.title }) });
      onSaved(outcome.value);
      return;
    }
    if (outcome.status === 422 && outcome.error?.fields) return showErrors(outcome.error.fields);
    setNotice(
      outcome.status === 404
        ? t('ownServices.gone')
        : outcome.status === 429
          ? t('ownServices.rateLimited', { seconds: outcome.retryAfter ?? 60 })
          : t('ownServices.failed'),
    );
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-3" data-testid="fiscal-form">
      {(['ikpuCode', 'packageCode'] as const).map((field) => (
        <Input
          key={field}
          label={labels[field]}
          hint={t(`ownServices.hints.${field}`)}
          name={field}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          className="tabular-nums"
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          {...(errors[field] ? { error: errors[field] } : {})}
        />
      ))}
      <div className="space-y-1.5">
        <label htmlFor={`${idBase}-vat`} className="block text-sm font-medium">
          {labels.vatPercent}
        </label>
        <select
          id={`${idBase}-vat`}
          name="vatPercent"
          className={`control w-full ${errors.vatPercent ? 'border-error' : ''}`}
          value={values.vatPercent}
          onChange={(event) => set('vatPercent', event.target.value)}
          aria-invalid={errors.vatPercent ? true : undefined}
          aria-describedby={`${idBase}-vat-hint${errors.vatPercent ? ` ${idBase}-vat-error` : ''}`}
        >
          {rates.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rateLabel(rate)}
            </option>
          ))}
        </select>
        <p id={`${idBase}-vat-hint`} className="text-xs text-muted">
          {t('ownServices.hints.vatPercent')}
        </p>
        {errors.vatPercent ? (
          <p id={`${idBase}-vat-error`} className={ERROR_TEXT}>
            {errors.vatPercent}
          </p>
        ) : null}
      </div>
      <FormActions
        notice={notice}
        noticeTestId="fiscal-notice"
        busy={saving}
        size="sm"
        rowClassName="flex flex-wrap justify-end gap-2"
        cancel={{ label: t('ownServices.cancel'), onClick: onCancel }}
        submit={{ label: t('ownServices.save'), icon: 'lucide:check', testId: 'fiscal-save' }}
      />
    </form>
  );
}
