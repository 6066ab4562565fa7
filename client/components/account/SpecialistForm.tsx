// Before any schema is built: zod must not probe eval under the site's CSP.
import '../../platform/zod-jitless.js';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useHref } from 'react-router';
import { LOCALES, type Locale } from '../../../shared/locales.js';
import { formatExperience } from '../../../shared/format/experience.js';
import { groupDigits } from '../../../shared/format/phone.js';
import { totalExperienceMonths } from '../../../shared/format/work-period.js';
import type { SpecializationGroup } from '../../../shared/api/types.js';
import {
  PROFILE_NETWORKS,
  PROFILE_PROFESSIONS,
  SPECIALIST_FIELDS,
  SPECIALIST_LIMITS as LIMITS,
  type SpecialistLabels,
  type SpecialistProfileValues,
} from '../../../shared/account/specialist-fields.js';
import { specialistProfileSchema } from '../../../shared/account/specialist-schema.js';
import type { Translate } from '../../../shared/validation/index.js';
import { useAppState } from '../../app-state.js';
import { useT } from '../../i18n.js';
import { apiWrite } from '../../platform/api.js';
import { toasts } from '../../platform/toasts/store.js';
import { Textarea } from '../directory/Textarea.js';
import { Icon } from '../Icon.js';
import { Button } from '../ui/Button.js';
import { Checkbox } from '../ui/Checkbox.js';
import { Input } from '../ui/Input.js';
import { NicknameField } from './NicknameField.js';
import { bodyOf, initialValues, issueMessages, newKey, type FormValues, type JobInput, type LinkInput } from './specialist-form-state.js';

const ERROR_TEXT = 'text-xs font-medium text-red-700 dark:text-red-300';

function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={ERROR_TEXT}>
      {message}
    </p>
  ) : null;
}

function Group({ legend, hint, error, children, field }: { legend: string; hint?: string; error?: string | undefined; children: ReactNode; field: string }) {
  return (
    <fieldset className="space-y-2" data-field={field} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {children}
      <FieldError message={error} />
    </fieldset>
  );
}

export interface SpecialistFormProps {
  initial: SpecialistProfileValues | null;
  groups: readonly SpecializationGroup[];
  asOf: string;
  onCancel(): void;
}

/**
 * The specialist profile form of the editor dialog. The shared schema checks it before it is
 * sent and the API checks it again; either way each field shows its message and keeps what was
 * typed. A save opens the profile at /{nickname} as a new page, so the header knows the nickname.
 */
export function SpecialistForm({ initial, groups, asOf, onCancel }: SpecialistFormProps) {
  const t = useT('account');
  const catalogue = useT('catalogue');
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
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's message goes once the visitor changes it; the others stay until the next save.
    setErrors((current) =>
      Object.keys(current).some((field) => field === key || field.startsWith(`${key}.`))
        ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== key && !field.startsWith(`${key}.`)))
        : current,
    );
  };
  const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const setJob = (key: number, patch: Partial<JobInput>) =>
    set(
      'experience',
      values.experience.map((job) => (job.key === key ? { ...job, ...patch } : job)),
    );
  const setLink = (key: number, patch: Partial<LinkInput>) =>
    set(
      'socialLinks',
      values.socialLinks.map((link) => (link.key === key ? { ...link, ...patch } : link)),
    );

  const totalMonths = totalExperienceMonths(
    values.experience
      .filter((job) => /^\d{4}-\d{2}$/.test(job.from) && (job.present || /^\d{4}-\d{2}$/.test(job.to)))
      .map((job) => ({ from: job.from, to: job.present ? null : job.to })),
    asOf,
  );

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
    const outcome = await apiWrite<{ nickname: string }>('PUT', '/me/specialist', body, { lang: locale });
    if (outcome.ok) {
      toasts.add({ type: 'success', title: t('specialist.dialog.savedTitle'), text: t('specialist.dialog.savedText') });
      window.location.assign(`${profileBase.replace(/\/$/, '')}/${outcome.value.nickname}`);
      return;
    }
    setSaving(false);
    if (outcome.status === 400 && outcome.error?.fields) return showErrors(outcome.error.fields);
    setNotice(outcome.status === 429 ? t('specialist.dialog.rateLimited', { seconds: outcome.retryAfter ?? 60 }) : t('specialist.dialog.failed'));
  };

  const languageName = (lang: Locale) => catalogue(`language.${lang}`);

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-6" data-testid="specialist-form">
      <NicknameField value={values.nickname} onChange={(value) => set('nickname', value)} current={initial?.nickname ?? null} error={errors.nickname} />

      <div className="space-y-1.5" data-field="profession">
        <label htmlFor="specialist-profession" className="block text-sm font-medium">
          {labels.profession}
        </label>
        <select
          id="specialist-profession"
          name="profession"
          className={`control w-full ${errors.profession ? 'border-error' : ''}`}
          value={values.profession}
          onChange={(event) => set('profession', event.target.value as FormValues['profession'])}
          aria-invalid={errors.profession ? true : undefined}
          aria-describedby={errors.profession ? 'specialist-profession-error' : undefined}
        >
          <option value="">{t('specialist.chooseProfession')}</option>
          {PROFILE_PROFESSIONS.map((profession) => (
            <option key={profession} value={profession}>
              {catalogue(`profession.${profession}`)}
            </option>
          ))}
        </select>
        <FieldError id="specialist-profession-error" message={errors.profession} />
      </div>

      <Group legend={labels.specializations} hint={t('specialist.hints.specializations')} error={errors.specializations} field="specializations">
        <p className="text-xs text-muted">{t('specialist.chosen', { count: values.specializations.length })}</p>
        <div className="max-h-64 space-y-4 overflow-y-auto rounded-xl border border-line p-3" data-testid="specialization-picker">
          {groups.map((group) => (
            <div key={group.slug}>
              <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{group.parent_specialization}</p>
              <div className="grid gap-1.5 sm:grid-cols-2">
                {group.specializations.map((item) => (
                  <Checkbox
                    key={item.slug}
                    label={item.name}
                    value={item.slug}
                    checked={values.specializations.includes(item.slug)}
                    onChange={() => set('specializations', toggle(values.specializations, item.slug))}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </Group>

      <Group legend={labels.bio} hint={t('specialist.hints.bio')} error={errors.bio} field="bio">
        {LOCALES.map((lang) => (
          <Textarea
            key={lang}
            label={t('specialist.bioIn', { language: languageName(lang) })}
            name={`bio.${lang}`}
            lang={lang}
            rows={3}
            className="min-h-24"
            maxLength={LIMITS.bio.max}
            value={values.bio[lang]}
            onChange={(event) => set('bio', { ...values.bio, [lang]: event.target.value })}
            {...(errors[`bio.${lang}`] ? { error: errors[`bio.${lang}`] } : {})}
          />
        ))}
      </Group>

      <div className="grid gap-5 sm:grid-cols-2">
        <div data-field="phone">
          <Input
            label={labels.phone}
            hint={t('specialist.hints.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => set('phone', event.target.value)}
            onBlur={() => set('phone', groupDigits(values.phone) || values.phone)}
            {...(errors.phone ? { error: errors.phone } : {})}
          />
        </div>
        <Group legend={labels.languages} error={errors.languages} field="languages">
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {LOCALES.map((lang) => (
              <Checkbox
                key={lang}
                label={languageName(lang)}
                checked={values.languages.includes(lang)}
                onChange={() =>
                  set(
                    'languages',
                    LOCALES.filter((l) => (l === lang ? !values.languages.includes(l) : values.languages.includes(l))),
                  )
                }
              />
            ))}
          </div>
        </Group>
      </div>

      <Group legend={labels.socialLinks} hint={t('specialist.hints.socialLinks')} error={errors.socialLinks} field="socialLinks">
        <ul className="space-y-3">
          {values.socialLinks.map((link, index) => (
            <li key={link.key} className="grid grid-cols-[8.5rem_minmax(0,1fr)_auto] items-start gap-2" data-testid="social-link-row">
              <select
                aria-label={`${t('specialist.network')} (${t('specialist.link', { n: index + 1 })})`}
                className="control w-full"
                value={link.network}
                onChange={(event) => setLink(link.key, { network: event.target.value as LinkInput['network'] })}
              >
                {PROFILE_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {catalogue(`network.${network}`)}
                  </option>
                ))}
              </select>
              <div>
                <input
                  aria-label={`${labels.url} (${t('specialist.link', { n: index + 1 })})`}
                  name={`socialLinks.${index}.url`}
                  className={`control w-full ${errors[`socialLinks.${index}.url`] ? 'border-error' : ''}`}
                  value={link.url}
                  maxLength={LIMITS.socialLink.max}
                  autoCapitalize="none"
                  spellCheck={false}
                  aria-invalid={errors[`socialLinks.${index}.url`] ? true : undefined}
                  aria-describedby={errors[`socialLinks.${index}.url`] ? `social-link-${link.key}-error` : undefined}
                  onChange={(event) => setLink(link.key, { url: event.target.value })}
                />
                <FieldError id={`social-link-${link.key}-error`} message={errors[`socialLinks.${index}.url`]} />
              </div>
              <button
                type="button"
                className="icon-btn h-10 w-10"
                aria-label={t('specialist.removeLink', { n: index + 1 })}
                onClick={() =>
                  set(
                    'socialLinks',
                    values.socialLinks.filter((l) => l.key !== link.key),
                  )
                }
              >
                <Icon name="lucide:trash-2" size={16} />
              </button>
            </li>
          ))}
        </ul>
        {values.socialLinks.length < LIMITS.socialLinks.max ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set('socialLinks', [...values.socialLinks, { key: newKey(), network: 'telegram', url: '' }])}
            data-testid="add-link"
          >
            <Icon name="lucide:plus" size={16} />
            {t('specialist.addLink')}
          </Button>
        ) : null}
      </Group>

      <Group legend={labels.experience} error={errors.experience} field="experience">
        {values.experience.length === 0 ? <p className="text-sm text-muted">{t('specialist.noJobs')}</p> : null}
        <ol className="space-y-4">
          {values.experience.map((job, index) => {
            const error = (name: string) => errors[`experience.${index}.${name}`];
            const errorProp = (name: string) => (error(name) ? { error: error(name) } : {});
            return (
              <li key={job.key} className="space-y-3 rounded-xl border border-line p-4" data-testid="job-row">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm font-semibold">{t('specialist.job', { n: index + 1 })}</p>
                  <button
                    type="button"
                    className="icon-btn h-9 w-9"
                    aria-label={t('specialist.removeJob', { n: index + 1 })}
                    onClick={() =>
                      set(
                        'experience',
                        values.experience.filter((j) => j.key !== job.key),
                      )
                    }
                  >
                    <Icon name="lucide:trash-2" size={16} />
                  </button>
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Input
                    label={labels.organization}
                    name={`experience.${index}.organization`}
                    value={job.organization}
                    maxLength={LIMITS.organization.max}
                    onChange={(event) => setJob(job.key, { organization: event.target.value })}
                    {...errorProp('organization')}
                  />
                  <Input
                    label={labels.position}
                    name={`experience.${index}.position`}
                    value={job.position}
                    maxLength={LIMITS.position.max}
                    onChange={(event) => setJob(job.key, { position: event.target.value })}
                    {...errorProp('position')}
                  />
                  <Input
                    label={labels.from}
                    type="month"
                    name={`experience.${index}.from`}
                    placeholder="YYYY-MM"
                    max={asOf}
                    value={job.from}
                    onChange={(event) => setJob(job.key, { from: event.target.value })}
                    {...errorProp('from')}
                  />
                  {job.present ? null : (
                    <Input
                      label={labels.to}
                      type="month"
                      name={`experience.${index}.to`}
                      placeholder="YYYY-MM"
                      max={asOf}
                      value={job.to}
                      onChange={(event) => setJob(job.key, { to: event.target.value })}
                      {...errorProp('to')}
                    />
                  )}
                </div>
                <Checkbox label={t('specialist.present')} checked={job.present} onChange={() => setJob(job.key, { present: !job.present })} />
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {values.experience.length < LIMITS.experience.max ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                set('experience', [
                  ...values.experience,
                  { key: newKey(), organization: '', position: '', from: '', to: '', present: values.experience.length === 0 },
                ])
              }
              data-testid="add-job"
            >
              <Icon name="lucide:plus" size={16} />
              {t('specialist.addJob')}
            </Button>
          ) : (
            <span />
          )}
          {values.experience.length > 0 ? (
            <p className="text-sm text-muted" data-testid="experience-total">
              {t('specialist.total', { duration: formatExperience(totalMonths, locale) })}
            </p>
          ) : null}
        </div>
      </Group>

      {notice ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-error/10 px-3 py-2 text-sm font-medium text-red-700 dark:text-red-300"
          data-testid="specialist-notice"
        >
          <Icon name="lucide:triangle-alert" size={16} className="mt-0.5 shrink-0" />
          {notice}
        </p>
      ) : null}
      <div className="sticky bottom-0 -mx-6 flex flex-wrap justify-end gap-2 border-t border-line bg-surface px-6 py-4">
        <Button variant="outline" onClick={onCancel}>
          {t('specialist.dialog.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid="specialist-save">
          <Icon name="lucide:check" size={16} />
          {t('specialist.dialog.save')}
        </Button>
      </div>
    </form>
  );
}
