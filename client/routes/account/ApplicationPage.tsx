import type { ReactNode } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import { APPLICATION_LIMITS, LICENSED_PROFESSIONS, type ApplicationFile, type SpecialistApplication } from '../../../shared/account/application.js';
import { PROFILE_PROFESSIONS } from '../../../shared/account/specialist-fields.js';
import { formatDate } from '../../../shared/format/date.js';
import { LOCALES } from '../../../shared/locales.js';
import { formValues, type ApplicationFormValues } from '../../../shared/pages/account/application.js';
import { ServiceRow, TextArea } from '../../components/account/ServiceRow.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { Badge } from '../../components/ui/Badge.js';
import { Field } from '../../components/ui/Field.js';
import { Input } from '../../components/ui/Input.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { useViewer } from '../../platform/viewer.js';

const PATH = '/home/specialist-application';
const STATUS_COLOR = { none: 'gray', draft: 'gray', submitted: 'gold', returned: 'gold', approved: 'green', rejected: 'error' } as const;

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

/** The state the application is in, and what comes next. */
function StatusPanel({ application }: { application: SpecialistApplication }) {
  const t = useT('account');
  const { locale } = useAppState();
  const { status } = application;
  return (
    <div className="card mt-6 p-5" data-testid="application-status" data-status={status}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={STATUS_COLOR[status]}>{t(`application.status.${status}`)}</Badge>
        {application.licenceChange && status !== 'approved' ? <Badge color="iris">{t('application.licenceChange')}</Badge> : null}
      </div>
      <p className="mt-2 text-sm">
        {t(`application.statusText.${status}`, {
          date: application.submittedAt ? formatDate(application.submittedAt.slice(0, 10), locale) : '',
        })}
      </p>
      {application.reason ? (
        <p className="mt-3 rounded-lg border border-line bg-surface-2 p-3 text-sm" data-testid="application-reason">
          <span className="font-medium">{t('application.operatorWrote')}</span> {application.reason}
        </p>
      ) : null}
      {application.profile ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Icon name="lucide:badge-check" size={18} className="text-green-700 dark:text-green-300" />
          {application.profile.verifiedAt ? t('application.verifiedOn', { date: formatDate(application.profile.verifiedAt, locale) }) : null}
          <Link
            to={`/${application.profile.nickname}`}
            className="font-medium text-accent-strong underline underline-offset-2"
            data-testid="application-profile"
          >
            {t('application.openProfile')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function FileLink({ file, label }: { file: ApplicationFile; label: string }) {
  return (
    <a
      href={file.url}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong underline underline-offset-2"
      data-testid="application-file"
    >
      <Icon name={file.mediaType === 'application/pdf' ? 'lucide:file-text' : 'lucide:image'} size={16} />
      {label}: {file.name}
    </a>
  );
}

/**
 * /home/specialist-application (issue 32, ADR 023): a citizen applies to be listed as a verified
 * specialist: profession, specializations, region, languages, about, experience, education, a
 * photo, the services they will sell with their IKPU codes, and for an advocate or a notary the
 * licence with its scan. One plain multipart form posted to the page (server/loaders/account/
 * application.ts), so it works without JavaScript: "Save" keeps a draft, "Submit" hands it to the
 * operators. An approved specialist comes back here to change the licence, which goes to review.
 */
export default function ApplicationPage() {
  const data = usePageData('home-application');
  const posted = usePostedForm('home-application');
  const t = useT('account');
  const catalogue = useT('catalogue');
  const viewer = useViewer();
  const action = useHref(PATH);
  const [params] = useSearchParams();
  const { application } = data;
  const wanted = Number(params.get('services') ?? 0);
  const saved = formValues(application.form, application.form.services.length === 0 || wanted > application.form.services.length);
  const values: ApplicationFormValues = posted?.values ?? saved;
  const errors = posted?.fields ?? {};
  const error = (name: string) => (errors[name] ? { error: errors[name] } : {});
  const licenceOnly = application.status === 'approved' || application.licenceChange;
  const locked = !application.editable;
  const missing = new Set(application.missing);

  return (
    <div className="container-page max-w-3xl py-6 sm:py-8">
      <p className="text-sm">
        <Link to="/home" className="text-accent-strong underline underline-offset-2">
          {t('application.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('application.title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('application.lead')}</p>

      {application.status !== 'none' ? <StatusPanel application={application} /> : null}

      {posted?.message ? (
        <div role="alert" className="mt-6 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          <p>{posted.message}</p>
          {Object.keys(errors).length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {locked ? null : (
        <form method="post" action={action} encType="multipart/form-data" className="mt-6 grid gap-6" data-testid="application-form" noValidate>
          {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
          {licenceOnly ? (
            <p className="text-sm">{t('application.licenceOnly')}</p>
          ) : (
            <>
              <Section id="about" title={t('application.sections.about')}>
                <Input
                  label={t('application.fields.nickname')}
                  hint={t('application.nicknameHint')}
                  name="nickname"
                  autoComplete="off"
                  defaultValue={values.nickname}
                  maxLength={32}
                  {...error('nickname')}
                />
                <div className="space-y-1.5">
                  <label htmlFor="application-profession" className="block text-sm font-medium">
                    {t('application.fields.profession')}
                  </label>
                  <select
                    id="application-profession"
                    name="profession"
                    defaultValue={values.profession}
                    className="control w-full"
                    data-testid="application-profession"
                  >
                    <option value="">{t('specialist.chooseProfession')}</option>
                    {PROFILE_PROFESSIONS.map((profession) => (
                      <option key={profession} value={profession}>
                        {catalogue(`profession.${profession}`)}
                      </option>
                    ))}
                  </select>
                  {errors.profession ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{errors.profession}</p> : null}
                </div>
                <div className="space-y-1.5">
                  <label htmlFor="application-region" className="block text-sm font-medium">
                    {t('application.fields.region')}
                  </label>
                  <select id="application-region" name="region" defaultValue={values.region} className="control w-full">
                    <option value="">{t('application.chooseRegion')}</option>
                    {data.regions.map((region) => (
                      <option key={region.slug} value={region.slug}>
                        {region.name}
                      </option>
                    ))}
                  </select>
                  {errors.region ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{errors.region}</p> : null}
                </div>
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium">{t('application.fields.languages')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {LOCALES.map((lang) => (
                      <label key={lang} className="inline-flex items-center gap-2 text-sm">
                        <input type="checkbox" name="languages" value={lang} defaultChecked={values.languages.includes(lang)} className="size-4" />
                        {t(`application.language.${lang}`)}
                      </label>
                    ))}
                  </div>
                  {errors.languages ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{errors.languages}</p> : null}
                </fieldset>
                <TextArea
                  name="about"
                  label={t('application.fields.about')}
                  hint={t('application.aboutHint', { min: APPLICATION_LIMITS.about.min })}
                  value={values.about}
                  max={APPLICATION_LIMITS.about.max}
                  {...error('about')}
                />
                <Input
                  label={t('application.fields.experienceYears')}
                  name="experienceYears"
                  inputMode="numeric"
                  defaultValue={values.experienceYears}
                  maxLength={2}
                  {...error('experienceYears')}
                />
                <TextArea
                  name="education"
                  label={t('application.fields.education')}
                  hint={t('application.educationHint')}
                  value={values.education}
                  max={APPLICATION_LIMITS.education.max}
                  rows={3}
                  {...error('education')}
                />
              </Section>

              <Section id="specializations" title={t('application.fields.specializations')} intro={t('application.specializationsHint')}>
                {errors.specializations ? <p className="text-xs font-medium text-red-700 dark:text-red-300">{errors.specializations}</p> : null}
                {data.groups.map((group) => (
                  <fieldset key={group.slug} className="space-y-2">
                    <legend className="text-sm font-semibold">{group.parent_specialization}</legend>
                    <div className="grid gap-2 sm:grid-cols-2">
                      {group.specializations.map((item) => (
                        <label key={item.slug} className="inline-flex items-start gap-2 text-sm">
                          <input
                            type="checkbox"
                            name="specializations"
                            value={item.slug}
                            defaultChecked={values.specializations.includes(item.slug)}
                            className="mt-0.5 size-4 shrink-0"
                          />
                          {item.name}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
              </Section>

              <Section id="services" title={t('application.sections.services')} intro={t('application.servicesHint')}>
                {values.services.map((service, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are the form's positions (services.N.*), not items with ids
                  <ServiceRow key={index} index={index} service={service} errors={errors} />
                ))}
                {values.services.length < APPLICATION_LIMITS.services.max ? (
                  <button type="submit" name="intent" value="add-service" className="btn btn-outline justify-self-start" data-testid="add-service">
                    <Icon name="lucide:plus" size={16} />
                    {t('application.addService')}
                  </button>
                ) : null}
              </Section>
            </>
          )}

          <Section id="photo" title={t('application.fields.photo')} intro={t('application.photoHint')}>
            {application.photo ? (
              <img
                src={application.photo.url}
                alt={t('application.photoAlt')}
                width={160}
                height={160}
                className="size-40 rounded-xl border border-line object-cover"
                data-testid="application-photo"
              />
            ) : null}
            <Field label={application.photo ? t('application.replacePhoto') : t('application.choosePhoto')} {...error('photo')}>
              {(ids) => (
                <input
                  id={ids.input}
                  type="file"
                  name="photo"
                  accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                  aria-describedby={ids.describedBy}
                  className="block w-full text-sm file:me-3 file:rounded-lg file:border file:border-control-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink"
                />
              )}
            </Field>
          </Section>

          <Section
            id="licence"
            title={t('application.sections.licence')}
            intro={t('application.licenceHint', { professions: LICENSED_PROFESSIONS.map((p) => catalogue(`profession.${p}`)).join(', ') })}
          >
            <Input
              label={t('application.fields.licenceNumber')}
              name="licenceNumber"
              defaultValue={values.licenceNumber}
              maxLength={APPLICATION_LIMITS.licenceNumber.max}
              {...error('licenceNumber')}
            />
            <Input
              label={t('application.fields.licenceIssuedOn')}
              name="licenceIssuedOn"
              type="date"
              defaultValue={values.licenceIssuedOn}
              {...error('licenceIssuedOn')}
            />
            <Input
              label={t('application.fields.licenceIssuer')}
              hint={t('application.issuerHint')}
              name="licenceIssuer"
              defaultValue={values.licenceIssuer}
              maxLength={APPLICATION_LIMITS.licenceIssuer.max}
              {...error('licenceIssuer')}
            />
            {application.licenceScan ? <FileLink file={application.licenceScan} label={t('application.fields.licenceScan')} /> : null}
            <Field
              label={application.licenceScan ? t('application.replaceScan') : t('application.chooseScan')}
              hint={t('application.scanHint')}
              {...error('licenceScan')}
            >
              {(ids) => (
                <input
                  id={ids.input}
                  type="file"
                  name="licenceScan"
                  accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                  aria-describedby={ids.describedBy}
                  className="block w-full text-sm file:me-3 file:rounded-lg file:border file:border-control-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink"
                />
              )}
            </Field>
          </Section>

          {missing.size > 0 && !posted ? (
            <p className="text-sm text-muted" data-testid="application-missing">
              {t('application.stillMissing', { fields: [...missing].map((field) => t(`application.fields.${field}`)).join(', ') })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="submit" className="btn btn-primary" data-testid="submit-application">
              <Icon name="lucide:send" size={16} />
              {licenceOnly ? t('application.submitLicence') : t('application.submit')}
            </button>
            <button type="submit" name="intent" value="save" className="btn btn-outline" data-testid="save-application">
              {t('application.save')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
