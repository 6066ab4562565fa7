import type { ReactNode } from 'react';
import { Link, useHref } from 'react-router';
import { APPLICATION_LIMITS } from '../../../shared/account/application.js';
import { EMPTY_FIRM_FORM, FIRM_LEGAL_FORMS, FIRM_LIMITS, type FirmMember, type OwnFirm } from '../../../shared/account/firm.js';
import { formatDate } from '../../../shared/format/date.js';
import { localizedPath } from '../../../shared/locales.js';
import { firmFormValues, type FirmFormState, type FirmFormValues } from '../../../shared/pages/account/firm.js';
import { useAppState } from '../../app-state.js';
import { Icon } from '../../components/Icon.js';
import { Badge } from '../../components/ui/Badge.js';
import { Field } from '../../components/ui/Field.js';
import { Input } from '../../components/ui/Input.js';
import { useT } from '../../i18n.js';
import { usePageData, usePostedForm } from '../../platform/payload.js';
import { useViewer } from '../../platform/viewer.js';
import { ServiceRow } from '../../components/account/ServiceRow.js';

const PATH = '/home/firm';
const ERROR_TEXT = 'text-xs font-medium text-red-700 dark:text-red-300';

function Card({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6" data-testid={testId}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A plain form posted to the page with its intent (each is its own small form). */
function PageForm({ intent, children, className, testId }: { intent: string; children: ReactNode; className?: string; testId?: string }) {
  const viewer = useViewer();
  const action = useHref(PATH);
  return (
    <form method="post" action={action} className={className} data-testid={testId} noValidate>
      {viewer ? <input type="hidden" name="_csrf" value={viewer.csrf} /> : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

function Invitations({ own, token }: { own: OwnFirm; token: string | null }) {
  const t = useT('account');
  if (own.firm || (!token && own.invitations.length === 0)) return null;
  return (
    <Card id="invitations" title={t('firm.invitations')} testId="firm-invitations">
      {token ? (
        <PageForm intent="accept" className="flex flex-wrap items-center gap-3" testId="accept-link">
          <input type="hidden" name="token" value={token} />
          <p className="text-sm">{t('firm.linkInvite')}</p>
          <button type="submit" className="btn btn-primary" data-testid="accept-invite">
            {t('firm.accept')}
          </button>
        </PageForm>
      ) : null}
      {own.invitations.map((invitation) => (
        <PageForm key={invitation.id} intent="accept" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="inviteId" value={invitation.id} />
          <p className="text-sm">{t('firm.invitedTo', { firm: invitation.firm.name })}</p>
          <button type="submit" className="btn btn-primary" data-testid="accept-invite">
            {t('firm.accept')}
          </button>
        </PageForm>
      ))}
      {own.cannotApply === 'not_verified' ? <p className="text-sm text-muted">{t('firm.joinNeedsVerified')}</p> : null}
    </Card>
  );
}

function MemberRow({ member, owner, self }: { member: FirmMember; owner: boolean; self: number | null }) {
  const t = useT('account');
  const { locale } = useAppState();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="firm-member" data-user={member.userId}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {member.nickname ? (
            <Link to={`/${member.nickname}`} className="text-accent-strong underline underline-offset-2">
              {member.name}
            </Link>
          ) : (
            member.name
          )}
          <Badge color={member.role === 'owner' ? 'iris' : 'gray'}>{t(`firm.role.${member.role}`)}</Badge>
          {member.verified ? <Icon name="lucide:badge-check" size={16} label={t('specialist.verified')} className="text-accent" /> : null}
        </p>
        <p className="text-xs text-muted">{t('firm.joinedOn', { date: formatDate(member.joinedAt.slice(0, 10), locale) })}</p>
      </div>
      {owner && member.role === 'member' ? (
        <div className="flex flex-wrap items-center gap-2">
          <PageForm intent="rights" className="flex flex-wrap items-center gap-3" testId="member-rights">
            <input type="hidden" name="userId" value={member.userId} />
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="canAnswerReviews" defaultChecked={member.canAnswerReviews} className="size-4" />
              {t('firm.canAnswerReviews')}
            </label>
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" name="canManageSales" defaultChecked={member.canManageSales} className="size-4" />
              {t('firm.canManageSales')}
            </label>
            <button type="submit" className="btn btn-outline btn-sm">
              {t('firm.saveRights')}
            </button>
          </PageForm>
          <PageForm intent="remove">
            <input type="hidden" name="userId" value={member.userId} />
            <button type="submit" className="btn btn-ghost btn-sm" data-testid="remove-member">
              {t('firm.remove')}
            </button>
          </PageForm>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {[member.canAnswerReviews ? t('firm.canAnswerReviews') : null, member.canManageSales ? t('firm.canManageSales') : null].filter(Boolean).join(' · ')}
        </p>
      )}
      {!owner && member.userId === self ? (
        <PageForm intent="leave">
          <input type="hidden" name="userId" value={member.userId} />
          <button type="submit" className="btn btn-outline btn-sm" data-testid="leave-firm">
            {t('firm.leave')}
          </button>
        </PageForm>
      ) : null}
    </li>
  );
}

function TheFirm({ own, posted }: { own: OwnFirm; posted: FirmFormState | undefined }) {
  const t = useT('account');
  const { locale, origin } = useAppState();
  const firm = own.firm!;
  const owner = firm.role === 'owner';
  return (
    <>
      <Card id="firm" title={firm.name} testId="own-firm">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge color={firm.verified ? 'green' : 'gray'}>{firm.verified ? t('firm.verified') : t('firm.notVerified')}</Badge>
          {firm.verifiedOn ? <span>{t('firm.verifiedOn', { date: formatDate(firm.verifiedOn, locale) })}</span> : null}
          <span className="text-muted">{t(`firm.role.${firm.role}`)}</span>
        </p>
        <Link to={`/lawfirms?firm=${firm.id}`} className="btn btn-outline" data-testid="open-firm-page">
          <Icon name="lucide:building-2" size={16} />
          {t('firm.openPage')}
        </Link>
      </Card>
      <Card id="members" title={t('firm.members')}>
        <ul className="divide-y divide-line" data-testid="firm-members">
          {own.members.map((member) => (
            <MemberRow key={member.userId} member={member} owner={owner} self={own.userId} />
          ))}
        </ul>
      </Card>
      {owner ? (
        <Card id="invite" title={t('firm.invite')}>
          <p className="text-sm text-muted">{t('firm.inviteHint')}</p>
          <PageForm intent="invite" className="flex flex-wrap items-end gap-3" testId="invite-pinfl">
            <div className="min-w-56 flex-1">
              <Input
                label={t('firm.pinfl')}
                name="pinfl"
                inputMode="numeric"
                maxLength={20}
                autoComplete="off"
                {...(posted?.intent === 'invite' && posted.fields.pinfl ? { error: posted.fields.pinfl } : {})}
              />
            </div>
            <button type="submit" className="btn btn-primary">
              {t('firm.invitePinfl')}
            </button>
          </PageForm>
          <PageForm intent="invite" testId="invite-link">
            <button type="submit" className="btn btn-outline" data-testid="make-invite-link">
              <Icon name="lucide:link" size={16} />
              {t('firm.makeLink')}
            </button>
          </PageForm>
          {posted?.invitePath ? (
            <div className="rounded-lg border border-line bg-raised p-3 text-sm" role="status">
              <p className="font-medium">{t('firm.linkMade')}</p>
              <p className="mt-1 break-all font-mono text-xs" data-testid="invite-url">
                {`${origin}${localizedPath(locale, posted.invitePath)}`}
              </p>
            </div>
          ) : null}
          {own.invites.length > 0 ? (
            <ul className="divide-y divide-line text-sm" data-testid="firm-invites">
              {own.invites.map((invite) => (
                <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {invite.pinfl ? t('firm.inviteTo', { pinfl: invite.pinfl }) : t('firm.inviteLink')} ·{' '}
                    {t('firm.inviteUntil', { date: formatDate(invite.expiresAt.slice(0, 10), locale) })}
                  </span>
                  <PageForm intent="withdraw">
                    <input type="hidden" name="id" value={invite.id} />
                    <button type="submit" className="btn btn-ghost btn-sm">
                      {t('firm.withdraw')}
                    </button>
                  </PageForm>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}

function ApplicationState({ own }: { own: OwnFirm }) {
  const t = useT('account');
  const application = own.application;
  if (!application || application.status === 'approved') return null;
  return (
    <div className="card p-5" data-testid="firm-application-status" data-status={application.status}>
      <Badge color={application.status === 'submitted' ? 'gold' : application.status === 'returned' ? 'gold' : 'error'}>
        {t(`firm.status.${application.status}`)}
      </Badge>
      <p className="mt-2 text-sm">{t(`firm.statusText.${application.status}`, { firm: application.lawFirm?.name ?? application.form.name })}</p>
      {application.reason ? (
        <p className="mt-3 rounded-lg border border-line bg-raised p-3 text-sm">
          <span className="font-medium">{t('application.operatorWrote')}</span> {application.reason}
        </p>
      ) : null}
    </div>
  );
}

function FirmForm({ own, values, errors }: { own: OwnFirm; values: FirmFormValues; errors: Record<string, string> }) {
  const t = useT('account');
  const data = usePageData('home-firm');
  const error = (name: string) => (errors[name] ? { error: errors[name] } : {});
  const select = (name: 'legalForm' | 'region' | 'lawFirmId', label: string, options: { value: string; label: string }[], placeholder: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`firm-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <select id={`firm-${name}`} name={name} defaultValue={values[name]} className="control w-full">
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors[name] ? <p className={ERROR_TEXT}>{errors[name]}</p> : null}
    </div>
  );
  return (
    <PageForm intent="apply" className="grid gap-6" testId="firm-form">
      <Card id="firm-kind" title={t('firm.applyTitle')}>
        <p className="text-sm text-muted">{t('firm.applyLead')}</p>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('firm.kindLegend')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value="register" defaultChecked={values.kind === 'register'} className="size-4" />
            {t('firm.kind.register')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" value="claim" defaultChecked={values.kind === 'claim'} className="size-4" />
            {t('firm.kind.claim')}
          </label>
        </fieldset>
        {own.claimable.length > 0
          ? select(
              'lawFirmId',
              t('firm.claimWhich'),
              own.claimable.map((firm) => ({ value: String(firm.id), label: firm.name })),
              t('firm.chooseClaim'),
            )
          : null}
      </Card>
      <Card id="firm-details" title={t('firm.details')}>
        <Input
          label={t('firm.fields.name')}
          hint={t('firm.nameHint')}
          name="name"
          defaultValue={values.name}
          maxLength={FIRM_LIMITS.name.max}
          {...error('name')}
        />
        {select(
          'legalForm',
          t('firm.fields.legalForm'),
          FIRM_LEGAL_FORMS.map((form) => ({ value: form, label: t(`firm.legalForm.${form}`) })),
          t('firm.chooseLegalForm'),
        )}
        <Input
          label={t('firm.fields.tin')}
          hint={t('firm.tinHint')}
          name="tin"
          inputMode="numeric"
          defaultValue={values.tin}
          maxLength={12}
          {...error('tin')}
        />
        {select(
          'region',
          t('firm.fields.region'),
          data.regions.map((region) => ({ value: region.slug, label: region.name })),
          t('application.chooseRegion'),
        )}
        <Input label={t('firm.fields.city')} name="city" defaultValue={values.city} maxLength={FIRM_LIMITS.city.max} {...error('city')} />
        <Input label={t('firm.fields.address')} name="address" defaultValue={values.address} maxLength={FIRM_LIMITS.address.max} {...error('address')} />
        <Input label={t('firm.fields.phone')} name="phone" type="tel" defaultValue={values.phone} maxLength={24} {...error('phone')} />
        <Input label={t('firm.email')} name="email" type="email" defaultValue={values.email} maxLength={FIRM_LIMITS.email.max} {...error('email')} />
        <Input label={t('firm.website')} name="website" defaultValue={values.website} maxLength={FIRM_LIMITS.website.max} {...error('website')} />
        <Field label={t('firm.fields.about')} {...error('about')}>
          {(ids) => (
            <textarea
              id={ids.input}
              name="about"
              rows={4}
              defaultValue={values.about}
              maxLength={FIRM_LIMITS.about.max}
              aria-describedby={ids.describedBy}
              className="control w-full resize-y"
            />
          )}
        </Field>
      </Card>
      <Card id="firm-licence" title={t('firm.fields.licence')}>
        <p className="text-sm text-muted">{t('firm.licenceHint')}</p>
        {errors.licence ? <p className={ERROR_TEXT}>{errors.licence}</p> : null}
        <Input
          label={t('application.fields.licenceNumber')}
          name="licenceNumber"
          defaultValue={values.licenceNumber}
          maxLength={APPLICATION_LIMITS.licenceNumber.max}
        />
        <Input label={t('application.fields.licenceIssuedOn')} name="licenceIssuedOn" type="date" defaultValue={values.licenceIssuedOn} />
        <Input
          label={t('application.fields.licenceIssuer')}
          name="licenceIssuer"
          defaultValue={values.licenceIssuer}
          maxLength={APPLICATION_LIMITS.licenceIssuer.max}
        />
      </Card>
      <Card id="firm-services" title={t('firm.fields.services')}>
        <p className="text-sm text-muted">{t('firm.servicesHint')}</p>
        {values.services.map((service, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are the form's positions (services.N.*), not items with ids
          <ServiceRow key={index} index={index} service={service} errors={errors} />
        ))}
        {values.services.length < APPLICATION_LIMITS.services.max ? (
          <button type="submit" name="intent" value="add-service" className="btn btn-outline">
            <Icon name="lucide:plus" size={16} />
            {t('application.addService')}
          </button>
        ) : null}
      </Card>
      <div>
        <button type="submit" name="intent" value="apply" className="btn btn-primary" data-testid="apply-firm">
          <Icon name="lucide:send" size={16} />
          {t('firm.send')}
        </button>
        <p className="mt-2 text-xs text-muted">
          {t('firm.verified')}: {t('firm.verifiedMeans')}
        </p>
      </div>
    </PageForm>
  );
}

/**
 * /home/firm (issue 32, ADR 024): a verified specialist's law firm. Without one: invitations to
 * accept (to their PINFL, or the link they opened), the state of their application, and the form to
 * register a firm or claim a seeded firm's page. With one: the firm, its members with what each may
 * do (answer reviews, handle sales), and for the owner the invitations by PINFL or by a link shown
 * once. Every form is a plain form posted to the page (server/loaders/account/firm.ts).
 */
export default function FirmPage() {
  const data = usePageData('home-firm');
  const posted = usePostedForm('home-firm');
  const t = useT('account');
  const { own } = data;
  const application = own.application;
  const reusable = application && application.status !== 'approved' ? application : null;
  const values =
    posted?.values ??
    firmFormValues(
      reusable?.form ?? EMPTY_FIRM_FORM,
      reusable?.kind ?? 'register',
      reusable?.kind === 'claim' ? (reusable.lawFirm?.id ?? null) : null,
      (reusable?.form.services.length ?? 0) === 0,
    );
  const errors = posted?.intent === 'apply' ? posted.fields : {};
  return (
    <div className="container-page max-w-3xl space-y-6 py-6 sm:py-8">
      <div>
        <p className="text-sm">
          <Link to="/home" className="text-accent-strong underline underline-offset-2">
            {t('application.back')}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight" data-testid="page-heading">
          {t('firm.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('firm.lead')}</p>
      </div>
      {posted?.message ? (
        <div role="alert" className="rounded-lg border border-error p-3 text-sm" data-testid="form-message">
          <p>{posted.message}</p>
          {Object.keys(posted.fields).length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {Object.entries(posted.fields).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Invitations own={own} token={data.inviteToken} />
      {own.firm ? (
        <TheFirm own={own} posted={posted} />
      ) : (
        <>
          <ApplicationState own={own} />
          {own.canApply ? (
            <FirmForm own={own} values={values} errors={errors} />
          ) : own.cannotApply === 'not_verified' ? (
            <div className="card p-5 text-sm">
              <p>{t('firm.needsVerified')}</p>
              <Link to="/home/specialist-application" className="btn btn-outline mt-3">
                {t('application.homeCard.apply')}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
