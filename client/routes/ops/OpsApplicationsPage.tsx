import { useHref } from 'react-router';
import { APPLICATION_REASON_LIMITS } from '../../../shared/api/ops/limits.js';
import type { OpsApplication, OpsFirmApplication } from '../../../shared/api/account/application.js';
import type { ApplicationFile } from '../../../shared/account/application.js';
import { formatDate, formatTime } from '../../../shared/format/date.js';
import { formatMoney } from '../../../shared/format/money.js';
import type { ApplicationDecisionRefusal } from '../../../shared/pages/ops/types.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { Badge } from '../../components/ui/Badge.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { DecisionForm } from './DecisionForm.js';
import { OpsNav } from './OpsNav.js';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line break-words">{children}</dd>
    </div>
  );
}

/** A file beside the form: an image shown, a PDF linked (opened in the browser's own viewer). */
function Scan({ file, label }: { file: ApplicationFile; label: string }) {
  return (
    <figure className="space-y-1">
      {file.mediaType === 'application/pdf' ? (
        <a
          href={file.url}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong underline underline-offset-2"
          data-testid="ops-scan-link"
        >
          <Icon name="lucide:file-text" size={16} />
          {file.name}
        </a>
      ) : (
        <a href={file.url} className="block">
          <img
            src={file.url}
            alt={label}
            loading="lazy"
            className="max-h-80 w-auto rounded-lg border border-line object-contain"
            data-testid="ops-scan-image"
          />
        </a>
      )}
      <figcaption className="text-xs text-muted">{label}</figcaption>
    </figure>
  );
}

/** An application's decision: approve (with a note for the log), return or reject with a reason; which queue it is in rides along. */
function ApplicationDecision({
  kind,
  id,
  refused,
  action,
}: {
  kind: 'specialist' | 'firm';
  id: number;
  refused: ApplicationDecisionRefusal | undefined;
  action: string;
}) {
  const t = useT('ops');
  const prefix = kind === 'firm' ? 'firm' : 'application';
  return (
    <DecisionForm
      action={action}
      id={id}
      testId={`${prefix}-decision`}
      hidden={{ kind }}
      name="reason"
      label={t('applications.reason')}
      maxLength={APPLICATION_REASON_LIMITS.max}
      refused={refused ? { text: refused.reason, message: refused.message } : undefined}
    >
      <button type="submit" name="intent" value="approved" className="btn btn-primary" data-testid={`${prefix}-approve`}>
        {t('applications.approve')}
      </button>
      <button type="submit" name="intent" value="returned" className="btn btn-outline" data-testid={`${prefix}-return`}>
        {t('applications.return')}
      </button>
      <button type="submit" name="intent" value="rejected" className="btn btn-outline" data-testid={`${prefix}-reject`}>
        {t('applications.reject')}
      </button>
    </DecisionForm>
  );
}

function Application({ application, refused, action }: { application: OpsApplication; refused: ApplicationDecisionRefusal | undefined; action: string }) {
  const t = useT('ops');
  const catalogue = useT('catalogue');
  const { locale } = useAppState();
  const { form } = application;
  const mine = refused?.kind === 'specialist' && refused.id === application.id ? refused : undefined;
  const licence = form.licence;
  return (
    <li className="card p-5" data-testid="application" data-application={application.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{application.applicant}</h2>
        {form.profession ? <Badge color="iris">{catalogue(`profession.${form.profession}`)}</Badge> : null}
        {application.licenceChange ? <Badge color="gold">{t('applications.licenceChange')}</Badge> : null}
        <span className="text-sm text-muted">
          {t('applications.submitted', { date: `${formatDate(application.submittedAt, locale)} ${formatTime(application.submittedAt, locale)}` })}
        </span>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_16rem]">
        <dl className="grid gap-2 text-sm">
          <Row label={t('applications.pinfl')}>{application.pinfl}</Row>
          <Row label={t('applications.nickname')}>/{form.nickname}</Row>
          {application.licenceChange ? null : (
            <>
              <Row label={t('applications.region')}>{application.regionName ?? '—'}</Row>
              <Row label={t('applications.specializations')}>{application.specializationNames.join(', ') || '—'}</Row>
              <Row label={t('applications.languages')}>{form.languages.map((lang) => lang.toUpperCase()).join(', ')}</Row>
              <Row label={t('applications.experience')}>{form.experienceYears ?? '—'}</Row>
              <Row label={t('applications.education')}>{form.education || '—'}</Row>
              <Row label={t('applications.about')}>{form.about || '—'}</Row>
            </>
          )}
          <Row label={t('applications.licence')}>
            {licence ? (
              <span data-testid="ops-licence">
                {t('applications.licenceLine', {
                  number: licence.number,
                  date: licence.issuedOn ? formatDate(licence.issuedOn, locale) : '—',
                  issuer: licence.issuer,
                })}
              </span>
            ) : (
              t('applications.noLicence')
            )}
          </Row>
          {application.approvedLicence ? (
            <Row label={t('applications.approvedLicence')}>
              {t('applications.licenceLine', {
                number: application.approvedLicence.number,
                date: application.approvedLicence.issuedOn ? formatDate(application.approvedLicence.issuedOn, locale) : '—',
                issuer: application.approvedLicence.issuer,
              })}
            </Row>
          ) : null}
          {application.licenceChange ? null : (
            <Row label={t('applications.services')}>
              <ul className="space-y-2">
                {form.services.map((service) => (
                  <li key={`${service.title}-${service.ikpuCode}`}>
                    <span className="font-medium">{service.title}</span> ·{' '}
                    {service.priceKind === 'from'
                      ? t('applications.priceFrom', { price: formatMoney(service.price, locale) })
                      : formatMoney(service.price, locale)}{' '}
                    · IKPU <span className="tabular-nums">{service.ikpuCode}</span>
                    <p className="text-muted">{service.description}</p>
                  </li>
                ))}
              </ul>
            </Row>
          )}
        </dl>
        <div className="space-y-4">
          {application.photo ? <Scan file={application.photo} label={t('applications.photo')} /> : null}
          {application.licenceScan ? (
            <Scan file={application.licenceScan} label={t('applications.scan')} />
          ) : (
            <p className="text-sm text-muted">{t('applications.noScan')}</p>
          )}
        </div>
      </div>
      <ApplicationDecision kind="specialist" id={application.id} refused={mine} action={action} />
    </li>
  );
}

function FirmApplication({
  application,
  refused,
  action,
}: {
  application: OpsFirmApplication;
  refused: ApplicationDecisionRefusal | undefined;
  action: string;
}) {
  const t = useT('ops');
  const account = useT('account');
  const { locale } = useAppState();
  const { form } = application;
  const mine = refused?.kind === 'firm' && refused.id === application.id ? refused : undefined;
  return (
    <li className="card p-5" data-testid="firm-application" data-application={application.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{application.kind === 'claim' ? (application.lawFirm?.name ?? form.name) : form.name}</h3>
        <Badge color={application.kind === 'claim' ? 'gold' : 'iris'}>{t(`applications.firmKind.${application.kind}`)}</Badge>
        <span className="text-sm text-muted">
          {t('applications.submitted', { date: `${formatDate(application.submittedAt, locale)} ${formatTime(application.submittedAt, locale)}` })}
        </span>
      </div>
      <dl className="mt-4 grid gap-2 text-sm">
        <Row label={t('applications.applicant')}>
          {application.applicant}
          {application.applicantNickname ? ` (/${application.applicantNickname})` : ''} · {t('applications.pinfl')}: {application.pinfl}
        </Row>
        {application.kind === 'claim' && application.lawFirm ? (
          <Row label={t('applications.firmKind.claim')}>
            {t('applications.firmClaimed', { firm: application.lawFirm.name, tin: application.lawFirm.tin ?? '—' })}
          </Row>
        ) : null}
        <Row label={t('applications.legalForm')}>{form.legalForm ? account(`firm.legalForm.${form.legalForm}`) : '—'}</Row>
        <Row label={t('applications.tin')}>
          <span className="tabular-nums">{form.tin}</span>
        </Row>
        {application.kind === 'register' ? (
          <>
            <Row label={t('applications.region')}>{application.regionName ?? '—'}</Row>
            <Row label={t('applications.address')}>{`${form.city}, ${form.address}`}</Row>
            <Row label={t('applications.phone')}>{form.phone}</Row>
            <Row label={t('applications.about')}>{form.about}</Row>
          </>
        ) : null}
        <Row label={t('applications.licence')}>
          {form.licence
            ? t('applications.licenceLine', {
                number: form.licence.number,
                date: form.licence.issuedOn ? formatDate(form.licence.issuedOn, locale) : '—',
                issuer: form.licence.issuer,
              })
            : t('applications.noLicence')}
        </Row>
        {form.services.length > 0 ? (
          <Row label={t('applications.services')}>
            <ul className="space-y-1">
              {form.services.map((service) => (
                <li key={`${service.title}-${service.ikpuCode}`}>
                  <span className="font-medium">{service.title}</span> ·{' '}
                  {service.priceKind === 'from'
                    ? t('applications.priceFrom', { price: formatMoney(service.price, locale) })
                    : formatMoney(service.price, locale)}{' '}
                  · IKPU <span className="tabular-nums">{service.ikpuCode}</span>
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
      </dl>
      <ApplicationDecision kind="firm" id={application.id} refused={mine} action={action} />
    </li>
  );
}

/**
 * /ops/applications (issue 32, ADR 023): specialists' applications waiting for a decision, the
 * earliest first, each with its form beside its photo and licence scan; approve (the profile goes
 * live, verified), return with a reason (the applicant fixes and submits again) or reject with a
 * reason. Plain forms posted to the page (server/loaders/ops/application-decision.ts); each decision
 * is audited and told to the applicant.
 */
export default function OpsApplicationsPage() {
  const data = usePageData('ops-applications');
  const refused = usePostedForm('ops-applications');
  const t = useT('ops');
  const action = useHref('/ops/applications');
  const stale = refused && !(refused.kind === 'firm' ? data.firms.some((item) => item.id === refused.id) : data.items.some((item) => item.id === refused.id));
  return (
    <div className="container-page max-w-5xl py-6 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight" data-testid="page-heading">
        {t('applications.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('applications.lead')}</p>
      <div className="mt-6">
        <OpsNav />
      </div>
      {stale ? (
        <p role="alert" className="mb-4 rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          {refused.message}
        </p>
      ) : null}
      <h2 className="mb-3 text-xl font-semibold">{t('applications.specialists')}</h2>
      {data.items.length === 0 ? (
        <EmptyState icon="lucide:circle-check" title={t('applications.empty.title')} text={t('applications.empty.text')} />
      ) : (
        <>
          {data.waiting > data.items.length ? (
            <p className="mb-3 text-sm text-muted">{t('applications.more', { shown: data.items.length, waiting: data.waiting })}</p>
          ) : null}
          <ol className="space-y-4" data-testid="applications">
            {data.items.map((application) => (
              <Application key={application.id} application={application} refused={refused} action={action} />
            ))}
          </ol>
        </>
      )}
      <h2 className="mb-3 mt-8 text-xl font-semibold">{t('applications.firms')}</h2>
      {data.firms.length === 0 ? (
        <p className="text-sm text-muted" data-testid="no-firm-applications">
          {t('applications.firmEmpty')}
        </p>
      ) : (
        <ol className="space-y-4" data-testid="firm-applications">
          {data.firms.map((application) => (
            <FirmApplication key={application.id} application={application} refused={refused} action={action} />
          ))}
        </ol>
      )}
    </div>
  );
}
